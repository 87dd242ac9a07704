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

// One grid, two arrangements: on a wide screen the summary takes the middle, most of the row, with who called and
// when on the left and the outcome, receptionist and length on the right; on a phone a card of four lines (no
// sideways scrolling).
const rowLayout = {
  display: 'grid',
  columnGap: { xs: 0.5, md: 3 },
  rowGap: 0.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: '190px minmax(0, 1fr) 200px' },
  gridTemplateAreas: {
    xs: '"caller caller" "time meta" "outcome outcome" "summary summary"',
    md: '"caller summary outcome" "time summary meta"',
  },
} as const;

/** The log's rows, newest first; each opens the call and remembers the list's address for the way back. */
export function CallList({ calls }: { calls: CallListItemDto[] }) {
  const location = useLocation();
  const backTo: CallListState = { listSearch: location.search };
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
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
      <Box sx={{ gridArea: 'caller', minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
            {callerLabel(call.callerNumber, call.caller)}
          </Typography>
          <CallerLine call={call} />
        </Box>
        {call.isTest && <TestCallChip />}
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ gridArea: 'time', fontVariantNumeric: 'tabular-nums' }}>
        {formatDateTimeShort(call.startedAt)}
      </Typography>
      {/* Which receptionist and how long: after the time on a phone, under the outcome on a wide screen. */}
      <Typography
        variant="body2"
        color="text.secondary"
        noWrap
        sx={{
          gridArea: 'meta',
          justifySelf: { md: 'end' },
          maxWidth: '100%',
          fontVariantNumeric: 'tabular-nums',
          '&::before': { content: { xs: '"· "', md: 'none' } },
        }}
      >
        {`${receptionistLabel(call.receptionistName)} · `}
        <Box component="span" sx={visuallyHidden}>
          Length{' '}
        </Box>
        {call.durationSeconds === null ? '–' : formatDuration(call.durationSeconds)}
      </Typography>
      <Box
        sx={{
          gridArea: 'outcome',
          justifySelf: { xs: 'start', md: 'end' },
          my: { xs: 0.25, md: 0 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.75,
          justifyContent: 'flex-end',
        }}
      >
        <OutcomeChip outcome={call.outcome} inProgress={call.status === 'in_progress'} />
        {!call.isTest && call.notCountedReason && <NotCountedChip reason={call.notCountedReason} />}
      </Box>
      {/* Two lines of it on a wide screen, three on a phone; the call's page has it whole. */}
      <Typography
        variant="body2"
        sx={{
          gridArea: 'summary',
          color: call.summary ? 'text.primary' : 'text.secondary',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: { xs: 3, md: 2 },
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
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
