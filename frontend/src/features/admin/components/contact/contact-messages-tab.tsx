import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAdminContactMessages, type AdminContactMessage, type ContactSortField } from '../../api/list-contact-messages';
import { truncate } from '../../labels';
import { actionColumn, dateColumn, ListTable, type Column } from '../list/list-table';
import { ListToolbar } from '../list/list-toolbar';
import { SearchField } from '../../../../components/search-field';
import { useListState } from '../list/use-list-state';
import { RowActionsMenu } from '../row-actions-menu';
import { ContactMessageDialog } from './contact-message-dialog';
import { replyHref, senderName } from './mail-link';
import { useMarkRead } from './use-mark-read';

const MESSAGE_PREVIEW = 60;

// The tint also reaches the sticky actions cell, through --row-tint.
const unreadTint = (theme: Theme) => {
  const tint = alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.06);
  return { backgroundColor: tint, '--row-tint': tint };
};

/** Contact Messages: unread ones tinted; read once, and then never unread again (docs/product.md#contact-messages). */
export function ContactMessagesTab() {
  const list = useListState<ContactSortField>({ field: 'createdAt', direction: 'desc' });
  const messages = useAdminContactMessages(list.query);
  const [open, setOpen] = useState<AdminContactMessage | undefined>();
  const { markRead, pendingId } = useMarkRead((read) => setOpen((current) => (current && current.id === read.id ? read : current)));

  const columns: Column<AdminContactMessage, ContactSortField>[] = [
    {
      id: 'read',
      label: 'Read',
      sortField: 'isRead',
      width: 72,
      render: (message) => (
        <Checkbox
          // Ticked at once while the server records it; unticked again if it fails.
          checked={message.isRead || pendingId === message.id}
          disabled={message.isRead || pendingId === message.id}
          onChange={() => markRead(message.id)}
          slotProps={{
            input: { 'aria-label': message.isRead ? `Message from ${senderName(message)} is read` : `Mark message from ${senderName(message)} as read` },
          }}
        />
      ),
    },
    {
      id: 'name',
      label: 'Name',
      sortField: 'name',
      render: (message) => (
        <Typography variant="body2" sx={{ fontWeight: message.isRead ? 400 : 700 }}>
          {senderName(message)}
        </Typography>
      ),
    },
    { id: 'email', label: 'Email', sortField: 'email', render: (message) => message.email },
    {
      id: 'message',
      label: 'Message',
      wrapWidth: 280,
      render: (message) => (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setOpen(message)}
          aria-label={`Open the message from ${senderName(message)}: ${truncate(message.message, MESSAGE_PREVIEW)}`}
          sx={{ textAlign: 'left', color: 'text.primary', textDecorationColor: 'inherit' }}
        >
          {truncate(message.message, MESSAGE_PREVIEW)}
        </Link>
      ),
    },
    dateColumn({ id: 'date', label: 'Date', sortField: 'createdAt' }, (message) => message.createdAt),
    actionColumn('Actions', (message) => (
      <RowActionsMenu
        label={`Actions for the message from ${senderName(message)}`}
        actions={[
          {
            label: 'Mark as Read',
            icon: <DoneAllRounded fontSize="small" />,
            disabled: message.isRead || pendingId === message.id,
            onSelect: () => markRead(message.id),
          },
          { label: 'View Full Message', icon: <VisibilityRounded fontSize="small" />, onSelect: () => setOpen(message) },
          { label: 'Reply via Email', icon: <MailOutlineRounded fontSize="small" />, href: replyHref(message) },
        ]}
      />
    )),
  ];

  return (
    <>
      <ListToolbar>
        <SearchField label="Search messages" placeholder="Name, email, company or text" value={list.search} onChange={list.setSearch} />
      </ListToolbar>
      <ListTable
        label="Contact messages"
        noun="contact messages"
        columns={columns}
        list={list}
        result={messages}
        rowKey={(message) => message.id}
        rowSx={(message) => (message.isRead ? {} : unreadTint)}
        minWidth={860}
      />
      <ContactMessageDialog message={open} markPending={open !== undefined && pendingId === open.id} onMarkRead={markRead} onClose={() => setOpen(undefined)} />
    </>
  );
}
