import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { CallListItemDto, CallOutcome, NotCountedReason } from '../api/generated/types.gen';
import { NOT_COUNTED_INFO, OUTCOME_INFO, type OutcomeTone } from '../lib/call-outcomes';
import { ToneChip } from './tone-chip';
import { toneStyle } from './tone-style';

/** An outcome's colour where it fills a shape (a chart's bar), light or dark: the palette's main shade, as the chip's border. */
export function toneColor(theme: Theme, tone: OutcomeTone): string {
  if (tone === 'neutral') return theme.palette.grey[theme.palette.mode === 'dark' ? 500 : 400];
  return theme.palette[tone].main;
}

/** What came of a call, by its readable name and colour; a call still going on (no outcome yet) says so. */
export function OutcomeChip({ outcome, inProgress = false }: { outcome: CallOutcome | null; inProgress?: boolean }) {
  const label = outcome ? OUTCOME_INFO[outcome].label : inProgress ? 'In progress' : 'No outcome';
  const tone = outcome ? OUTCOME_INFO[outcome].tone : 'neutral';
  return <Chip label={label} size="small" sx={(theme) => ({ fontWeight: 650, border: 1, ...toneStyle(theme, tone) })} />;
}

/** A call placed by our team to check a receptionist, not by a real caller; the customer's calls and the back office mark it alike. */
export function TestCallChip() {
  return <ToneChip tone="info" label="Test" />;
}

/** A call that does not count against the plan's calls, and why (spam, a test call, too short). */
export function NotCountedChip({ reason }: { reason: NotCountedReason }) {
  return <ToneChip tone="neutral" label={NOT_COUNTED_INFO[reason].short} />;
}

/** A call's outcome, then whether it was a test call or is not counted against the plan (one of the two: a test call never counts). */
export function CallChips({ call }: { call: Pick<CallListItemDto, 'outcome' | 'status' | 'isTest' | 'notCountedReason'> }) {
  return (
    <>
      <OutcomeChip outcome={call.outcome} inProgress={call.status === 'in_progress'} />
      {call.isTest ? <TestCallChip /> : call.notCountedReason && <NotCountedChip reason={call.notCountedReason} />}
    </>
  );
}
