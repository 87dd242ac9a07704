import type { CallOutcome, CallStatus, NotCountedReason } from '../api/generated/types.gen';

export type OutcomeTone = 'success' | 'info' | 'primary' | 'secondary' | 'warning' | 'neutral' | 'error';

/** What each outcome is called on screen, and the colour its chip takes. */
export const OUTCOME_INFO: Record<CallOutcome, { label: string; tone: OutcomeTone }> = {
  appointment_booked: { label: 'Appointment booked', tone: 'success' },
  message_taken: { label: 'Message taken', tone: 'info' },
  transferred: { label: 'Transferred', tone: 'primary' },
  answered_question: { label: 'Answered question', tone: 'secondary' },
  spam: { label: 'Spam', tone: 'warning' },
  hang_up: { label: 'Hang-up', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'error' },
};

/** Every outcome, in the order the filter offers them. */
export const CALL_OUTCOME_OPTIONS = Object.keys(OUTCOME_INFO) as CallOutcome[];

export function isCallOutcome(value: unknown): value is CallOutcome {
  return typeof value === 'string' && Object.hasOwn(OUTCOME_INFO, value);
}

/** Why a call was not counted against the plan's calls (docs/product.md#what-counts-as-a-call), as the log and the call page say it. */
export const NOT_COUNTED_INFO: Record<NotCountedReason, { short: string; long: string; reason: string }> = {
  spam: { short: 'Not counted: spam', long: 'Not counted: spam is never counted', reason: 'Spam' },
  test: { short: 'Not counted: test', long: 'Not counted: a test call placed by our team', reason: 'Test calls by our team' },
  short: { short: 'Not counted: too short', long: 'Not counted: too short to count', reason: 'Too short to count' },
};

export function isNotCountedReason(value: unknown): value is NotCountedReason {
  return typeof value === 'string' && Object.hasOwn(NOT_COUNTED_INFO, value);
}

/** What the call page says of a call and the plan's calls. */
export function countedText(call: { status: CallStatus; counted: boolean; notCountedReason: NotCountedReason | null }): string {
  if (call.notCountedReason) return NOT_COUNTED_INFO[call.notCountedReason].long;
  if (call.counted) return "Counted in this period's calls";
  return call.status === 'in_progress' ? 'Decided when the call ends' : 'Not counted';
}
