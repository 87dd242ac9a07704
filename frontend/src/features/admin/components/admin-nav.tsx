import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import DnsRounded from '@mui/icons-material/DnsRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import SmartToyRounded from '@mui/icons-material/SmartToyRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import { workWaitingText } from './work-queue/work-waiting';

const ICONS: Record<AdminTab, ComponentType<{ fontSize?: 'small' }>> = {
  'work-queue': AssignmentRounded,
  users: PeopleAltRounded,
  'support-requests': SupportAgentRounded,
  'contact-messages': MailOutlineRounded,
  receptionists: SmartToyRounded,
  calls: PhoneInTalkRounded,
  'subscription-activities': CampaignRounded,
  queues: DnsRounded,
};

const SECTIONS: AdminTab[] = ['work-queue', 'users', 'support-requests', 'contact-messages', 'receptionists', 'calls', 'subscription-activities'];

interface AdminNavProps {
  current: AdminTab;
  /** Icons only (the narrow side menu); the names stay for screen readers and show as tooltips. */
  collapsed?: boolean;
  /** After choosing (closes the drawer on phones). */
  onNavigate?: () => void;
  /** Counted beside the work queue: red while anything is overdue. */
  workWaiting?: { waiting: number; overdue: number };
}

/** The side menu: the tabs, then the system's own health. Each item is a link, so it opens in a new tab too. */
export function AdminNav({ current, collapsed = false, onNavigate, workWaiting }: AdminNavProps) {
  const item = (tab: AdminTab) => {
    const Icon = ICONS[tab];
    const selected = tab === current;
    const count = tab === 'work-queue' && workWaiting && workWaiting.waiting > 0 ? workWaiting : undefined;
    // The count's words join the link's name: 'Work queue, 5 waiting, 2 overdue'.
    const label = count ? `${ADMIN_TAB_INFO[tab].label}, ${workWaitingText(count.waiting, count.overdue)}` : ADMIN_TAB_INFO[tab].label;
    const badgeColor = count && count.overdue > 0 ? 'error' : 'primary';
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
          <Badge badgeContent={collapsed ? count?.waiting : undefined} color={badgeColor} max={99}>
            <Icon fontSize="small" />
          </Badge>
        </ListItemIcon>
        {collapsed ? (
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        ) : (
          <>
            <ListItemText primary={ADMIN_TAB_INFO[tab].label} slotProps={{ primary: { sx: { fontSize: 15, fontWeight: selected ? 700 : 500 } } }} />
            {count && (
              <Box component="span" sx={visuallyHidden}>
                , {workWaitingText(count.waiting, count.overdue)}
              </Box>
            )}
            {count && (
              <Chip
                label={count.waiting > 99 ? '99+' : count.waiting}
                size="small"
                color={badgeColor}
                aria-hidden
                sx={{ height: 22, fontWeight: 700, '& .MuiChip-label': { px: 0.9 } }}
              />
            )}
          </>
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
