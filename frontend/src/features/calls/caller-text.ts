import type { CallCallerDto } from '../../api/generated/types.gen';
import { formatCaller } from '../../lib/format';

/** How a call's caller is named: the owner's name for the number, else the number as people write it. */
export function callerLabel(callerNumber: string | null, caller: CallCallerDto | null): string {
  return caller?.name ?? formatCaller(callerNumber);
}

const ORDINALS = ['1st', '2nd', '3rd'];

/**
 * The log's mark for a call's caller, read in the reader's time zone: "2nd call today" (or "that day") when the same
 * number called earlier that calendar day, "Repeat caller" when it called before, else none.
 */
export function callerMark(startedAt: string, caller: CallCallerDto | null, now = new Date()): string | null {
  if (!caller) return null;
  const start = new Date(startedAt);
  const sameDay = (other: Date) => other.toDateString() === start.toDateString();
  const ofDay = 1 + caller.earlierCallsWithinDay.filter((at) => sameDay(new Date(at))).length;
  if (ofDay > 1) return `${ORDINALS[ofDay - 1] ?? `${ofDay}th`} call ${sameDay(now) ? 'today' : 'that day'}`;
  return caller.callCount > 1 ? 'Repeat caller' : null;
}
