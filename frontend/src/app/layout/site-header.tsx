import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../api/client';
import { forgetSession, useLogout, useSessionUser } from '../../api/session';
import { BrandLogo } from '../../components/brand-logo';
import { useNotify } from '../../components/notices/notices-context';
import { useOpenFollowUpsCount } from '../../features/follow-ups/api/open-follow-ups';
import { NavLabel } from './nav-label';
import { DRAWER_ID, handleNavClick, isCurrent, logInItem, signUpItem, userNav, visitorNav, type NavItem } from './nav-items';
import { ThemeSwitch } from './theme-switch';

// The drawer is only for small screens and only once opened: keep it out of the first page load.
const loadDrawer = () => import('./site-drawer');
const SiteDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.SiteDrawer })));

/**
 * The visitor header, or the signed-in one when GET /api/user returns a user. Below md (lg when signed in: its items
 * are more) the navigation moves into a side drawer opened by the menu button.
 */
export function SiteHeader() {
  const { user, isPending } = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [drawerRequested, setDrawerRequested] = useState(false);

  // Any navigation closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.key]);

  const signedIn = Boolean(user);
  const openFollowUps = useOpenFollowUpsCount(signedIn);
  const items = signedIn ? userNav : visitorNav;
  // The signed-in items (six, and Log Out) fit in a row from lg up; the visitor's from md.
  const wide = signedIn ? 'lg' : 'md';

  const handleLogout = () => {
    setDrawerOpen(false);
    logout.mutate(
      {},
      {
        onSuccess: () => {
          // Forget the user and leave the page in one synchronous render: otherwise the route guard
          // (to /auth) or the landing page (to /dashboard) would react to the half-done logout.
          forgetSession(queryClient);
          void navigate('/', { flushSync: true });
          notify({ title: 'Logged out successfully', variant: 'success' });
        },
        onError: (error) => notify({ title: 'Logout failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  const current = (item: NavItem) => isCurrent(item, location);

  return (
    <AppBar
      position="sticky"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.paper, 0.82),
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <BrandLogo to={signedIn ? '/dashboard' : '/'} />

          {!isPending && (
            <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', [wide]: 'flex' }, gap: 0.5, mx: 'auto' }}>
              {items.map((item) => (
                <Button
                  key={item.label}
                  component={RouterLink}
                  to={item.to}
                  onClick={(event) => handleNavClick(item, location.pathname, event)}
                  aria-current={current(item) ? 'page' : undefined}
                  sx={{
                    color: current(item) ? 'primary.main' : 'text.secondary',
                    fontWeight: current(item) ? 700 : 600,
                    // Seven items and a badge share the row at 1200 px: a label never breaks over two lines.
                    whiteSpace: 'nowrap',
                    px: 1,
                    minWidth: 0,
                    '&:hover': { color: 'text.primary' },
                  }}
                >
                  <NavLabel item={item} openFollowUps={openFollowUps} />
                </Button>
              ))}
            </Box>
          )}

          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
            <ThemeSwitch />
            {!isPending && (
              <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', [wide]: 'flex' } }}>
                {signedIn ? (
                  <Button
                    variant="outlined"
                    color="inherit"
                    startIcon={<Logout />}
                    onClick={handleLogout}
                    disabled={logout.isPending}
                    sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
                  >
                    Log Out
                  </Button>
                ) : (
                  <>
                    <Button component={RouterLink} to={logInItem.to} color="inherit">
                      {logInItem.label}
                    </Button>
                    <Button component={RouterLink} to={signUpItem.to} variant="contained">
                      {signUpItem.label}
                    </Button>
                  </>
                )}
              </Stack>
            )}
            {!isPending && (
              <IconButton
                aria-label="Open navigation menu"
                aria-controls={DRAWER_ID}
                aria-expanded={drawerOpen}
                onPointerEnter={() => void loadDrawer()}
                onFocus={() => void loadDrawer()}
                onClick={() => {
                  setDrawerRequested(true);
                  setDrawerOpen(true);
                }}
                sx={{ display: { xs: 'inline-flex', [wide]: 'none' } }}
              >
                {/* The drawer's Follow-ups item says how many are open; the button shows it before it opens. */}
                <Badge badgeContent={openFollowUps} color="primary" max={99}>
                  <MenuIcon />
                </Badge>
              </IconButton>
            )}
          </Stack>
        </Toolbar>
      </Container>

      {drawerRequested && (
        <Suspense fallback={null}>
          <SiteDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            items={items}
            isCurrent={current}
            onItemClick={(item, event) => {
              handleNavClick(item, location.pathname, event);
              setDrawerOpen(false);
            }}
            signedIn={signedIn}
            openFollowUps={openFollowUps}
            onLogout={handleLogout}
            logoutPending={logout.isPending}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
