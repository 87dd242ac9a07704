import type { CallCallerDto } from '../../../api/generated/types.gen';
import { ToneChip } from '../../../components/tone-chip';
import { callerMark } from '../caller-text';

/** "2nd call today" or "Repeat caller" beside a call (caller-text.ts); nothing for a first-time or withheld caller. */
export function CallerMarkChip({ startedAt, caller }: { startedAt: string; caller: CallCallerDto | null }) {
  const mark = callerMark(startedAt, caller);
  return mark && <ToneChip tone="info" label={mark} />;
}
