import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SupportStatus } from '../../../../api/generated/types.gen';
import { useAdminSupportRequests, type AdminSupportRequest, type SupportSortField } from '../../api/list-support-requests';
import { SUPPORT_STATUSES, SUPPORT_STATUS_INFO, truncate } from '../../labels';
import { FilterSelect } from '../list/filter-select';
import { dateColumn, ListTable, type Column } from '../list/list-table';
import { ListToolbar } from '../list/list-toolbar';
import { SearchField } from '../../../../components/search-field';
import { useListState } from '../list/use-list-state';
import { SupportStatusChip } from '../status-chips';
import { SupportRequestDialog } from './support-request-dialog';
import { SupportStatusSelect } from './support-status-select';
import { useChangeSupportStatus } from './use-change-support-status';

const STATUS_FILTERS: { value: SupportStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...SUPPORT_STATUSES.map((status) => ({ value: status, label: SUPPORT_STATUS_INFO[status].label })),
];

const DESCRIPTION_PREVIEW = 60;

/** Support Requests: every customer's tickets, their status at a glance and a dropdown to change it. */
export function SupportRequestsTab() {
  const [status, setStatus] = useState<SupportStatus | 'all'>('all');
  const list = useListState<SupportSortField>({ field: 'createdAt', direction: 'desc' }, status);
  const tickets = useAdminSupportRequests({ ...list.query, ...(status === 'all' ? {} : { status }) });
  const [open, setOpen] = useState<AdminSupportRequest | undefined>();
  // The open ticket follows its changes, even once a status filter hides it from the table.
  const { change, pendingId } = useChangeSupportStatus((updated) =>
    setOpen((current) => (current && current.id === updated.id ? { ...current, ...updated } : current)),
  );

  const columns: Column<AdminSupportRequest, SupportSortField>[] = [
    {
      id: 'ticket',
      label: 'Ticket #',
      sortField: 'ticketNumber',
      firstDirection: 'desc',
      render: (ticket) => (
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {ticket.ticketNumber}
        </Typography>
      ),
    },
    {
      id: 'user',
      label: 'User ID',
      render: (ticket) => (
        <>
          <Typography variant="body2">{ticket.userId}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {ticket.userEmail}
          </Typography>
        </>
      ),
    },
    { id: 'subject', label: 'Subject', wrapWidth: 180, render: (ticket) => ticket.subject },
    {
      id: 'description',
      label: 'Description',
      wrapWidth: 220,
      render: (ticket) => (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setOpen(ticket)}
          aria-label={`Open ticket ${ticket.ticketNumber}: ${truncate(ticket.message, DESCRIPTION_PREVIEW)}`}
          sx={{ textAlign: 'left', color: 'text.primary', textDecorationColor: 'inherit' }}
        >
          {truncate(ticket.message, DESCRIPTION_PREVIEW)}
        </Link>
      ),
    },
    { id: 'status', label: 'Status', sortField: 'status', render: (ticket) => <SupportStatusChip status={ticket.status} /> },
    dateColumn({ id: 'created', label: 'Created', sortField: 'createdAt' }, (ticket) => ticket.createdAt),
    dateColumn({ id: 'resolved', label: 'Resolved', sortField: 'resolvedAt' }, (ticket) => ticket.resolvedAt),
    {
      id: 'change',
      label: 'Change status',
      sticky: true,
      render: (ticket) => (
        <SupportStatusSelect
          label={`Status of ${ticket.ticketNumber}`}
          value={ticket.status}
          disabled={pendingId === ticket.id}
          onChange={(next) => change(ticket.id, next)}
        />
      ),
    },
  ];

  return (
    <>
      <ListToolbar>
        <SearchField label="Search tickets" placeholder="Ticket, subject or email" value={list.search} onChange={list.setSearch} />
        <FilterSelect label="Status" value={status} options={STATUS_FILTERS} onChange={setStatus} />
      </ListToolbar>
      <ListTable
        label="Support requests"
        noun="support requests"
        columns={columns}
        list={list}
        result={tickets}
        rowKey={(ticket) => ticket.id}
        minWidth={1000}
      />
      <SupportRequestDialog
        ticket={open}
        statusPending={open !== undefined && pendingId === open.id}
        onStatusChange={change}
        onClose={() => setOpen(undefined)}
      />
    </>
  );
}
