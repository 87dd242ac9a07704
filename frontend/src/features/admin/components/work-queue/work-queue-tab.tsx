import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useState } from 'react';
import type { WorkKind } from '../../../../api/generated/types.gen';
import { SearchField } from '../../../../components/search-field';
import { formatDateTimeShort, formatSpan } from '../../../../lib/format';
import { useWorkQueue, type WorkItem, type WorkQueueSortField } from '../../api/work-queue';
import { WORK_KIND_INFO, WORK_KINDS } from '../../labels';
import { FilterSelect } from '../list/filter-select';
import { ListTable, type Column } from '../list/list-table';
import { ListToolbar } from '../list/list-toolbar';
import { useListState } from '../list/use-list-state';
import { EditReceptionistDialog } from '../receptionists/edit-receptionist-dialog';
import { SupportRequestDialog } from '../support/support-request-dialog';
import { useChangeSupportStatus } from '../support/use-change-support-status';
import { ToneChip } from '../tone-chip';
import { ChangeDialog } from './change-dialog';

const KIND_FILTERS: { value: WorkKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All work' },
  ...WORK_KINDS.map((kind) => ({ value: kind, label: WORK_KIND_INFO[kind].filter })),
];

// Overdue rows are tinted, their sticky action cell too (through --row-tint).
const overdueTint = (theme: Theme) => {
  const tint = alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.14 : 0.06);
  return { backgroundColor: tint, '--row-tint': tint };
};

type Open = { kind: 'receptionist' | 'ticket' | 'change'; item: WorkItem } | null;

/** Work queue: what waits on our team, oldest first, against the time we promised (docs/product.md#the-work-queue). */
export function WorkQueueTab() {
  const [kind, setKind] = useState<WorkKind | 'all'>('all');
  const [overdueOnly, setOverdueOnly] = useState(false);
  const list = useListState<WorkQueueSortField>({ field: 'waitingSince', direction: 'asc' }, `${kind}|${overdueOnly}`);
  const work = useWorkQueue({ ...list.query, ...(kind === 'all' ? {} : { kind }), ...(overdueOnly ? { overdue: true } : {}) });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // The open ticket follows its status changes, though resolving it takes it out of the queue.
  const { change: changeStatus, pendingId } = useChangeSupportStatus((updated) =>
    setOpen((current) =>
      current?.item.ticket?.id === updated.id ? { ...current, item: { ...current.item, ticket: { ...current.item.ticket, ...updated } } } : current,
    ),
  );
  const now = Date.now();

  const columns: Column<WorkItem, WorkQueueSortField>[] = [
    {
      id: 'work',
      label: 'Work',
      wrapWidth: 280,
      render: (item) => (
        <>
          <ToneChip label={WORK_KIND_INFO[item.kind].label} tone={WORK_KIND_INFO[item.kind].tone} sx={{ mb: 0.5 }} />
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {detailOf(item)}
          </Typography>
        </>
      ),
    },
    {
      id: 'customer',
      label: 'Customer',
      sortField: 'user',
      wrapWidth: 220,
      render: (item) => (
        <>
          <Typography variant="body2">{item.userName ?? 'N/A'}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.userEmail}
          </Typography>
        </>
      ),
    },
    {
      id: 'waiting',
      label: 'Waiting',
      sortField: 'waitingSince',
      firstDirection: 'asc',
      render: (item) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatSpan(now - Date.parse(item.waitingSince))}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            since <time dateTime={item.waitingSince}>{formatDateTimeShort(item.waitingSince)}</time>
          </Typography>
        </>
      ),
    },
    {
      id: 'due',
      label: 'Due',
      sortField: 'dueAt',
      firstDirection: 'asc',
      render: (item) => <DueCell item={item} now={now} />,
    },
    {
      id: 'open',
      label: 'Open',
      hideLabel: true,
      align: 'right',
      sticky: true,
      render: (item) => (
        <Button
          size="small"
          variant={item.overdue ? 'contained' : 'outlined'}
          onClick={() => setOpen({ kind: item.kind === 'ticket' ? 'ticket' : item.kind === 'change' ? 'change' : 'receptionist', item })}
          aria-label={`${WORK_KIND_INFO[item.kind].action}: ${item.title}`}
        >
          {WORK_KIND_INFO[item.kind].action}
        </Button>
      ),
    },
  ];

  const filtered = kind !== 'all' || overdueOnly;
  return (
    <>
      <ListToolbar>
        <SearchField label="Search the queue" placeholder="Name, ticket or e-mail" value={list.search} onChange={list.setSearch} />
        <FilterSelect label="Kind" value={kind} options={KIND_FILTERS} onChange={setKind} />
        <FormControlLabel control={<Switch checked={overdueOnly} onChange={(event) => setOverdueOnly(event.target.checked)} />} label="Overdue only" />
      </ListToolbar>
      <ListTable
        label="Work queue"
        noun="work items"
        columns={columns}
        list={list}
        result={work}
        rowKey={(item) => item.id}
        rowSx={(item) => (item.overdue ? overdueTint : {})}
        minWidth={880}
        emptyText={list.q ? `Nothing waiting matches “${list.q}”` : filtered ? 'Nothing waiting of this kind' : 'Nothing is waiting on our team'}
      />
      <EditReceptionistDialog receptionist={open?.kind === 'receptionist' ? (open.item.receptionist ?? undefined) : undefined} onClose={close} />
      <SupportRequestDialog
        ticket={open?.kind === 'ticket' ? (open.item.ticket ?? undefined) : undefined}
        statusPending={open?.kind === 'ticket' && pendingId === open.item.ticket?.id}
        onStatusChange={changeStatus}
        onClose={close}
      />
      <ChangeDialog
        item={open?.kind === 'change' ? open.item : undefined}
        onEditReceptionist={(item) => setOpen({ kind: 'receptionist', item })}
        onClose={close}
      />
    </>
  );
}

/** The line under a row's title: the receptionist's stage, the ticket's number and priority, or what changed. */
function detailOf(item: WorkItem): string {
  if (item.ticket) return `${item.ticket.ticketNumber} · ${item.ticket.priority} priority`;
  if (item.change) return `Changed: ${item.change.fields.map((field) => field.label).join(', ')}`;
  if (item.receptionist) return item.receptionist.status === 'training' ? 'In training' : 'Waiting for review';
  return '';
}

function DueCell({ item, now }: { item: WorkItem; now: number }) {
  if (!item.dueAt) {
    return (
      <Typography variant="body2" color="text.secondary">
        In progress
      </Typography>
    );
  }
  const left = Date.parse(item.dueAt) - now;
  return (
    <>
      {item.overdue ? <ToneChip label={`Overdue ${formatSpan(left)}`} tone="error" /> : <Typography variant="body2">in {formatSpan(left)}</Typography>}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        <time dateTime={item.dueAt}>{formatDateTimeShort(item.dueAt)}</time>
      </Typography>
    </>
  );
}
