import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CallChips } from '../../../../components/call-outcome-chip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCaller, formatDate, formatDateTime, formatTime } from '../../../../lib/format';
import type { AdminCallDto, CallOutcome } from '../../../../api/generated/types.gen';
import { useAdminCalls, type CallSortField } from '../../api/list-calls';
import { CALL_OUTCOME_OPTIONS, OUTCOME_INFO } from '../../../../lib/call-outcomes';
import { callDuration } from '../../labels';
import { FilterSelect } from '../list/filter-select';
import { actionColumn, dateColumn, ListTable, type Column } from '../list/list-table';
import { ListToolbar } from '../list/list-toolbar';
import { SearchField } from '../../../../components/search-field';
import { useListState } from '../list/use-list-state';
import { CallDetailsDialog } from './call-details-dialog';
import { PlatformId } from './platform-id';
import { useCallsAddress, type CallsView } from './use-calls-address';

const OUTCOME_FILTERS: { value: CallOutcome | 'all'; label: string }[] = [
  { value: 'all', label: 'All outcomes' },
  ...CALL_OUTCOME_OPTIONS.map((outcome) => ({ value: outcome, label: OUTCOME_INFO[outcome].label })),
];

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

/** Calls: every customer's calls, or apart the reports no receptionist is linked to; each opens its details. */
export function CallsTab() {
  const address = useCallsAddress();
  const [outcome, setOutcome] = useState<CallOutcome | 'all'>('all');
  const unmatched = address.view === 'unmatched';
  const list = useListState<CallSortField>({ field: 'startedAt', direction: 'desc' }, `${address.view}|${address.userId}|${outcome}`);
  const calls = useAdminCalls({
    ...list.query,
    matched: !unmatched,
    ...(address.userId && !unmatched ? { userId: address.userId } : {}),
    ...(outcome === 'all' ? {} : { outcome }),
  });
  const filteredCustomer = address.userId && !unmatched ? calls.data?.items[0]?.customer : undefined;

  // The date over the time: one column less wide, for the summary.
  const time: Column<AdminCallDto, CallSortField> = {
    ...dateColumn<AdminCallDto, CallSortField>({ id: 'time', label: 'Time', sortField: 'startedAt' }, (call) => call.startedAt),
    render: (call) => (
      <time dateTime={call.startedAt}>
        {formatDate(call.startedAt)}
        <Secondary>{formatTime(call.startedAt)}</Secondary>
      </time>
    ),
  };
  const caller: Column<AdminCallDto, CallSortField> = { id: 'caller', label: 'Caller', render: (call) => formatCaller(call.callerNumber) };
  const duration: Column<AdminCallDto, CallSortField> = {
    id: 'duration',
    label: 'Duration',
    sortField: 'durationSeconds',
    firstDirection: 'desc',
    align: 'right',
    render: (call) => callDuration(call.durationSeconds),
  };
  const outcomeColumn: Column<AdminCallDto, CallSortField> = {
    id: 'outcome',
    label: 'Outcome',
    // A test call says so beside its outcome: a column of its own was mostly empty and pushed the table past 1280 px.
    render: (call) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <CallChips call={call} />
      </Stack>
    ),
  };
  // The widest column: two lines of whole words (the details have the rest), so a screen holds many calls.
  const summary: Column<AdminCallDto, CallSortField> = {
    id: 'summary',
    label: 'Summary',
    wrapWidth: 560,
    render: (call) =>
      call.summary ? (
        <Typography
          variant="body2"
          title={call.summary}
          sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', minWidth: { xs: 170, md: 240 } }}
        >
          {call.summary}
        </Typography>
      ) : (
        <Secondary>No summary</Secondary>
      ),
  };
  const actions = actionColumn<AdminCallDto, CallSortField>('Details', (call) => {
    const name = `View the call from ${formatCaller(call.callerNumber)} on ${formatDateTime(call.startedAt)}`;
    return (
      <Tooltip title="View details">
        <IconButton component={RouterLink} to={{ search: address.callSearch(call.id) }} aria-label={name} size="small">
          <VisibilityRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  });

  const columns: Column<AdminCallDto, CallSortField>[] = unmatched
    ? [
        time,
        {
          id: 'assistant',
          label: 'Assistant id',
          wrapWidth: 200,
          render: (call) => (
            <>
              <PlatformId id={call.assistantId} />
              <Secondary>{`Platform: ${call.platform}`}</Secondary>
            </>
          ),
        },
        {
          id: 'phone-number',
          label: 'Phone-number id',
          wrapWidth: 200,
          render: (call) => <PlatformId id={call.phoneNumberId} />,
        },
        caller,
        duration,
        outcomeColumn,
        summary,
        actions,
      ]
    : [
        // The summary second, so a phone shows when and what before the table scrolls sideways.
        time,
        summary,
        outcomeColumn,
        // Whose call and which receptionist answered, in one cell: a column each made every row three lines tall.
        {
          id: 'customer',
          label: 'Customer · receptionist',
          wrapWidth: 230,
          render: (call) =>
            call.customer ? (
              // One line each, cut with an ellipsis (the whole address in its tooltip): a wrapped address made rows five lines tall.
              <Box sx={{ maxWidth: 190 }}>
                <Typography variant="body2" noWrap title={call.customer.email}>
                  {call.customer.email}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {[call.customer.name, call.receptionistName].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            ) : (
              'N/A'
            ),
        },
        caller,
        duration,
        actions,
      ];

  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={address.view}
        onChange={(_event, view: CallsView | null) => view && address.setView(view)}
        aria-label="Which call reports"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="customers" sx={{ px: 2 }}>
          Customers' calls
        </ToggleButton>
        <ToggleButton value="unmatched" sx={{ px: 2 }}>
          Unmatched reports
        </ToggleButton>
      </ToggleButtonGroup>
      {unmatched && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          Reports for an assistant or phone number no receptionist is linked to. Set these ids in the receptionist's Edit dialog (AI Receptionists tab): later
          calls are then shown to its customer.
        </Typography>
      )}
      <ListToolbar>
        <SearchField label="Search calls" placeholder="Caller number, summary text or e-mail" value={list.search} onChange={list.setSearch} />
        <FilterSelect label="Outcome" value={outcome} options={OUTCOME_FILTERS} onChange={setOutcome} />
        {address.userId && !unmatched && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Only {filteredCustomer?.email ?? `customer #${address.userId}`}
            </Typography>
            <Button size="small" onClick={address.clearUser} sx={{ flexShrink: 0 }}>
              Show every customer
            </Button>
          </Stack>
        )}
      </ListToolbar>
      <ListTable
        label={unmatched ? 'Unmatched call reports' : 'Calls'}
        noun={unmatched ? 'unmatched reports' : 'calls'}
        columns={columns}
        list={list}
        result={calls}
        rowKey={(call) => call.id}
        minWidth={unmatched ? 1080 : 1100}
        emptyText={
          list.q
            ? undefined
            : unmatched
              ? 'No unmatched reports: every call report belongs to a linked receptionist.'
              : outcome === 'all'
                ? 'No calls yet.'
                : 'No calls with this outcome.'
        }
      />
      <CallDetailsDialog callId={address.callId} onClose={address.closeCall} />
    </>
  );
}
