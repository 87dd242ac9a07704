import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../api/client';
import { forgetSession, useLogout, useSessionUser } from '../../api/session';
import { BrandLogo } from '../../components/brand-logo';
import { useNotify } from '../../components/notices/notices-context';
import { isCurrent, logInItem, signUpItem, userNav, visitorNav, type NavItem } from './nav-items';
import { ThemeSwitch } from './theme-switch';

const DRAWER_ID = 'site-navigation-drawer';

/**
 * The visitor header, or the signed-in one when GET /api/user returns a user. Below md the
 * navigation moves into a side drawer opened by the menu button.
 */
export function SiteHeader() {
  const { user, isPending } = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Any navigation closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.key]);

  const signedIn = Boolean(user);
  const items = signedIn ? userNav : visitorNav;

  const handleLogout = () => {
    setDrawerOpen(false);
    logout.mutate({}, {
      onSuccess: () => {
        // Forget the user and leave the page in one synchronous render: otherwise the route guard
        // (to /auth) or the landing page (to /dashboard) would react to the half-done logout.
        forgetSession(queryClient);
        void navigate('/', { flushSync: true });
        notify({ title: 'Logged out successfully', variant: 'success' });
      },
      onError: (error) =>
        notify({ title: 'Logout failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    });
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
            <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}>
              {items.map((item) => (
                <Button
                  key={item.label}
                  component={RouterLink}
                  to={item.to}
                  aria-current={current(item) ? 'page' : undefined}
                  sx={{
                    color: current(item) ? 'primary.main' : 'text.secondary',
                    fontWeight: current(item) ? 700 : 600,
                    '&:hover': { color: 'text.primary' },
                  }}
                >
                  {item.label}
                </Button>
              ))}
            </Box>
          )}

          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
            <ThemeSwitch />
            {!isPending && (
              <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
                {signedIn ? (
                  <Button
                    variant="outlined"
                    color="inherit"
                    startIcon={<Logout />}
                    onClick={handleLogout}
                    disabled={logout.isPending}
                    sx={{ borderColor: 'divider' }}
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
                onClick={() => setDrawerOpen(true)}
                sx={{ display: { xs: 'inline-flex', md: 'none' } }}
              >
                <MenuIcon />
              </IconButton>
            )}
          </Stack>
        </Toolbar>
      </Container>

      <Drawer
        id={DRAWER_ID}
        anchor="right"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { 'aria-label': 'Navigation menu', sx: { width: 'min(320px, 86vw)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
          <BrandLogo to={signedIn ? '/dashboard' : '/'} />
          <IconButton aria-label="Close navigation menu" onClick={() => setDrawerOpen(false)}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Main">
          <List sx={{ px: 1.5, py: 1.5 }}>
            {items.map((item) => (
              <ListItem key={item.label} disablePadding sx={{ mb: 0.5 }}>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={current(item)}
                  aria-current={current(item) ? 'page' : undefined}
                  onClick={() => setDrawerOpen(false)}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Divider />
        <Stack spacing={1.5} sx={{ p: 2.5 }}>
          {signedIn ? (
            <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={handleLogout} disabled={logout.isPending}>
              Log Out
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to={signUpItem.to} variant="contained" size="large">
                {signUpItem.label}
              </Button>
              <Button component={RouterLink} to={logInItem.to} variant="outlined" size="large">
                {logInItem.label}
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </AppBar>
  );
}
