import CampaignRounded from '@mui/icons-material/CampaignRounded';
import DnsRounded from '@mui/icons-material/DnsRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import SmartToyRounded from '@mui/icons-material/SmartToyRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { ADMIN_TAB_INFO, type AdminTab } from '../admin-tabs';

const ICONS: Record<AdminTab, ComponentType<{ fontSize?: 'small' }>> = {
  users: PeopleAltRounded,
  'support-requests': SupportAgentRounded,
  'contact-messages': MailOutlineRounded,
  receptionists: SmartToyRounded,
  calls: PhoneInTalkRounded,
  'subscription-activities': CampaignRounded,
  queues: DnsRounded,
};

const SECTIONS: AdminTab[] = ['users', 'support-requests', 'contact-messages', 'receptionists', 'calls', 'subscription-activities'];

interface AdminNavProps {
  current: AdminTab;
  /** Icons only (the narrow side menu); the names stay for screen readers and show as tooltips. */
  collapsed?: boolean;
  /** After choosing (closes the drawer on phones). */
  onNavigate?: () => void;
}

/** The side menu: the tabs, then the system's own health. Each item is a link, so it opens in a new tab too. */
export function AdminNav({ current, collapsed = false, onNavigate }: AdminNavProps) {
  const item = (tab: AdminTab) => {
    const Icon = ICONS[tab];
    const selected = tab === current;
    const label = ADMIN_TAB_INFO[tab].label;
    const button = (
      <ListItemButton
        component={RouterLink}
        to={{ search: `?tab=${tab}` }}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 2, mb: 0.5, px: 1.5, justifyContent: collapsed ? 'center' : 'flex-start' }}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: selected ? 'primary.main' : 'text.secondary' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {collapsed ? (
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        ) : (
          <ListItemText primary={label} slotProps={{ primary: { sx: { fontSize: 15, fontWeight: selected ? 700 : 500 } } }} />
        )}
      </ListItemButton>
    );
    return (
      <ListItem key={tab} disablePadding>
        {collapsed ? (
          // describeChild: the link keeps its own name; the tooltip shows it to sighted mouse users.
          <Tooltip title={label} placement="right" describeChild>
            {button}
          </Tooltip>
        ) : (
          button
        )}
      </ListItem>
    );
  };

  const subheader = (text: string) => (
    <ListSubheader disableSticky sx={[{ bgcolor: 'transparent', lineHeight: 2.5 }, collapsed && visuallyHidden]}>
      {text}
    </ListSubheader>
  );

  return (
    <Box component="nav" aria-label="Back office" sx={{ px: collapsed ? 1 : 1.5, py: 2 }}>
      <List disablePadding subheader={subheader('Manage')}>
        {SECTIONS.map(item)}
      </List>
      <Divider sx={{ my: 1.5 }} />
      <List disablePadding subheader={subheader('System')}>
        {item('queues')}
      </List>
    </Box>
  );
}
