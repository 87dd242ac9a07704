import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_TAB_INFO, DEFAULT_ADMIN_TAB, type AdminTab } from '../admin-tabs';
import { AdminNav } from './admin-nav';
import { workWaitingText } from './work-queue/work-waiting';

const DRAWER_WIDTH = 260;
const MINI_WIDTH = 72;
const DRAWER_ID = 'admin-navigation';
const EXPANDED_KEY = 'admin-menu-expanded';

function readExpanded(): boolean | null {
  try {
    const stored = localStorage.getItem(EXPANDED_KEY);
    return stored === null ? null : stored === 'true';
  } catch {
    return null;
  }
}

/**
 * On desktops the side menu is wide from 1440 px, icons only below (the tables need the room), unless the
 * administrator chose otherwise with the menu button (remembered).
 */
function useMenuExpanded(): [boolean, (expanded: boolean) => void] {
  const wide = useMediaQuery('(min-width:1440px)', { noSsr: true });
  const [chosen, setChosen] = useState(readExpanded);
  const choose = (expanded: boolean) => {
    setChosen(expanded);
    try {
      localStorage.setItem(EXPANDED_KEY, String(expanded));
    } catch {
      // storage blocked: the choice lasts for this visit
    }
  };
  return [chosen ?? wide, choose];
}

interface AdminShellProps {
  tab: AdminTab;
  /** The administrator's name, or username, or 'Admin User' (docs/product.md#the-back-office). */
  adminName: string;
  onLogout: () => void;
  logoutPending: boolean;
  /** Extra header controls from app/ (the theme switch). */
  headerActions?: ReactNode;
  /** Shown above the breadcrumb on every tab (the test-payments warning). */
  banner?: ReactNode;
  /** The work waiting on our team, counted in the header and the side menu (docs/product.md#the-work-queue). */
  workWaiting?: { waiting: number; overdue: number };
  children: ReactNode;
}

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => Array.from(word)[0]?.toUpperCase())
      .join('') || 'A'
  );
}

/** The header's way to the work queue: its count, red while anything is overdue; its name says both counts. */
function WorkQueueLink({ waiting, overdue }: { waiting: number; overdue: number }) {
  const text = workWaitingText(waiting, overdue);
  return (
    <Tooltip title={text}>
      <IconButton component={RouterLink} to={{ search: '?tab=work-queue' }} aria-label={`Work queue: ${text}`} sx={{ color: 'text.secondary' }}>
        <Badge badgeContent={waiting} color={overdue > 0 ? 'error' : 'primary'} max={99}>
          <AssignmentRounded fontSize="small" />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/** The back office's frame: header, side menu (a drawer below md), breadcrumb and the tab's heading. */
export function AdminShell({ tab, adminName, onLogout, logoutPending, headerActions, banner, workWaiting, children }: AdminShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [expanded, setExpanded] = useMenuExpanded();
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const menuWidth = expanded ? DRAWER_WIDTH : MINI_WIDTH;
  const info = ADMIN_TAB_INFO[tab];

  const identity = (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar aria-hidden sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {initialsOf(adminName)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {adminName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
          Administrator
        </Typography>
      </Box>
    </Stack>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        sx={(theme) => ({
          zIndex: theme.zIndex.drawer + 1,
          bgcolor: alpha(theme.palette.background.paper, 0.92),
          backdropFilter: 'saturate(180%) blur(12px)',
          borderBottom: `1px solid ${theme.palette.divider}`,
        })}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 60, md: 68 } }}>
          {/* Phones: opens the menu as a drawer. Desktops: widens or narrows the side menu. */}
          <IconButton
            aria-label={desktop ? (expanded ? 'Collapse the admin menu' : 'Expand the admin menu') : 'Open the admin menu'}
            aria-controls={desktop ? undefined : DRAWER_ID}
            aria-expanded={desktop ? expanded : drawerOpen}
            onClick={() => (desktop ? setExpanded(!expanded) : setDrawerOpen(true))}
            edge="start"
          >
            <MenuRounded />
          </IconButton>
          <Typography variant="h6" component="h1" noWrap sx={{ fontWeight: 800, letterSpacing: '-0.02em', flexShrink: 0 }}>
            Admin Dashboard
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {workWaiting && <WorkQueueLink {...workWaiting} />}
          {headerActions}
          {/* Phones keep the header's room for the work queue, the theme and Logout. */}
          <Tooltip title="Home page">
            <IconButton component={RouterLink} to="/" aria-label="Home page" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'inline-flex' } }}>
              <HomeRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, mx: 1, maxWidth: 220 }}>{identity}</Box>
          {/* One button: its word shows from sm up, its name is 'Logout' at every width. */}
          <Button
            variant="outlined"
            color="inherit"
            onClick={onLogout}
            disabled={logoutPending}
            aria-label="Logout"
            sx={{ borderColor: 'divider', minWidth: 0, px: { xs: 1, sm: 2 }, gap: 1 }}
          >
            <LogoutRounded fontSize="small" />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Logout
            </Box>
          </Button>
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: menuWidth }, flexShrink: { md: 0 }, transition: (theme) => theme.transitions.create('width') }}>
        <Drawer
          id={DRAWER_ID}
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Box sx={{ px: 2.5, pt: 2.5, pb: 1 }}>{identity}</Box>
          <AdminNav current={tab} workWaiting={workWaiting} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': {
              width: menuWidth,
              boxSizing: 'border-box',
              borderRight: 1,
              borderColor: 'divider',
              overflowX: 'hidden',
              transition: (theme) => theme.transitions.create('width'),
            },
          }}
        >
          <Toolbar sx={{ minHeight: { md: 68 } }} />
          <AdminNav current={tab} workWaiting={workWaiting} collapsed={!expanded} />
        </Drawer>
      </Box>

      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pb: 6 }}>
        <Toolbar sx={{ minHeight: { xs: 60, md: 68 } }} />
        {banner}
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mt: 3, mb: 1.5 }}>
          <Link component={RouterLink} to={{ search: `?tab=${DEFAULT_ADMIN_TAB}` }} color="inherit">
            Dashboard
          </Link>
          <Typography color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
            {info.label}
          </Typography>
        </Breadcrumbs>
        <Box sx={{ mb: 3 }}>
          <Typography variant="h4" component="h2">
            {info.label}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {info.description}
          </Typography>
        </Box>
        {children}
      </Box>
    </Box>
  );
}
