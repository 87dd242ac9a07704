import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDateTimeShort, formatDuration, formatPhoneNumber } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { CallListItemDto } from '../../../api/generated/types.gen';
import { receptionistLabel, type CallListState } from '../call-text';
import { callerLabel, callerMark } from '../caller-text';
import { NotCountedChip, OutcomeChip, TestCallChip } from '../../../components/call-outcome-chip';

// One grid, two arrangements: columns from md up, a card of four lines on a phone (no sideways scrolling).
const rowLayout = {
  display: 'grid',
  columnGap: { xs: 1, md: 2 },
  rowGap: 0.5,
  alignItems: 'center',
  gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', md: '168px 200px 132px 52px 176px minmax(0, 1fr)' },
  gridTemplateAreas: {
    xs: '"caller caller duration" "time receptionist receptionist" "outcome outcome outcome" "summary summary summary"',
    md: '"time caller receptionist duration outcome summary"',
  },
} as const;

const COLUMNS = [
  ['time', 'Time'],
  ['caller', 'Caller'],
  ['receptionist', 'Receptionist'],
  ['duration', 'Length'],
  ['outcome', 'Outcome'],
  ['summary', 'Summary'],
] as const;

/** The log's rows, newest first; each opens the call and remembers the list's address for the way back. */
export function CallList({ calls }: { calls: CallListItemDto[] }) {
  const location = useLocation();
  const backTo: CallListState = { listSearch: location.search };
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {/* Column names for sighted readers of the wide layout; each row's text already says what it is. */}
      <Box
        aria-hidden
        sx={{ ...rowLayout, display: { xs: 'none', md: 'grid' }, px: 2.5, py: 1.25, bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}
      >
        {COLUMNS.map(([area, label]) => (
          <Typography key={area} variant="caption" color="text.secondary" sx={{ gridArea: area, fontWeight: 650 }}>
            {label}
          </Typography>
        ))}
      </Box>
      <Box component="ul" aria-label="Calls" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {calls.map((call) => (
          <Box component="li" key={call.id} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <CallRow call={call} state={backTo} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function CallRow({ call, state }: { call: CallListItemDto; state: CallListState }) {
  return (
    <Box
      component={RouterLink}
      to={`/calls/${call.id}`}
      state={state}
      sx={{
        ...rowLayout,
        px: { xs: 2, md: 2.5 },
        py: { xs: 1.75, md: 1.5 },
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outlineOffset: -2 },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'time', fontVariantNumeric: 'tabular-nums' }}>
        {formatDateTimeShort(call.startedAt)}
      </Typography>
      <Box sx={{ gridArea: 'caller', minWidth: 0, display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'center', gap: 0.75 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
            {callerLabel(call.callerNumber, call.caller)}
          </Typography>
          <CallerLine call={call} />
        </Box>
        {call.isTest && <TestCallChip />}
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ gridArea: 'receptionist', '&::before': { content: { xs: '"· "', md: 'none' } } }}>
        {receptionistLabel(call.receptionistName)}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ gridArea: 'duration', fontVariantNumeric: 'tabular-nums', textAlign: { xs: 'right', md: 'left' } }}
      >
        <Box component="span" sx={visuallyHidden}>
          Length{' '}
        </Box>
        {call.durationSeconds === null ? '–' : formatDuration(call.durationSeconds)}
      </Typography>
      <Box sx={{ gridArea: 'outcome', justifySelf: 'start', my: { xs: 0.25, md: 0 }, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        <OutcomeChip outcome={call.outcome} inProgress={call.status === 'in_progress'} />
        {!call.isTest && call.notCountedReason && <NotCountedChip reason={call.notCountedReason} />}
      </Box>
      <Typography variant="body2" noWrap sx={{ gridArea: 'summary', color: call.summary ? 'text.primary' : 'text.secondary' }}>
        {call.summary ?? 'No summary'}
      </Typography>
    </Box>
  );
}

/** Under the caller: the number when the owner named them, and "Repeat caller" or "2nd call today" (caller-text.ts). */
function CallerLine({ call }: { call: CallListItemDto }) {
  const parts = [call.caller?.name && call.callerNumber ? formatPhoneNumber(call.callerNumber) : null, callerMark(call.startedAt, call.caller)].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {parts.join(' · ')}
    </Typography>
  );
}
