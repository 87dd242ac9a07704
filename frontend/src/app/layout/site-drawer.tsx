import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { DRAWER_ID, logInItem, signUpItem, type NavItem } from './nav-items';
import { NavLabel } from './nav-label';

interface SiteDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  isCurrent: (item: NavItem) => boolean;
  /** A click on an item (the drawer then closes). */
  onItemClick: (item: NavItem, event: MouseEvent) => void;
  signedIn: boolean;
  /** The badge of the item that counts open follow-ups; undefined while unknown. */
  openFollowUps: number | undefined;
  onLogout: () => void;
  logoutPending: boolean;
}

/**
 * The header's navigation on small screens. Loaded on first use (see SiteHeader): a modal drawer
 * brings focus trapping and transitions that the first page load does not need.
 */
export function SiteDrawer({ open, onClose, items, isCurrent, onItemClick, signedIn, openFollowUps, onLogout, logoutPending }: SiteDrawerProps) {
  return (
    <Drawer
      id={DRAWER_ID}
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ display: { [signedIn ? 'lg' : 'md']: 'none' } }}
      slotProps={{ paper: { 'aria-label': 'Navigation menu', sx: { width: 'min(320px, 86vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
        <BrandLogo to={signedIn ? '/dashboard' : '/'} />
        <IconButton aria-label="Close navigation menu" onClick={onClose}>
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
                selected={isCurrent(item)}
                aria-current={isCurrent(item) ? 'page' : undefined}
                onClick={(event: MouseEvent) => onItemClick(item, event)}
                sx={{ borderRadius: 2 }}
              >
                <ListItemText primary={<NavLabel item={item} openFollowUps={openFollowUps} />} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2.5 }}>
        {signedIn ? (
          <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={onLogout} disabled={logoutPending}>
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
  );
}
