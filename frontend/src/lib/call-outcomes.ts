import type { CallOutcome } from '../api/generated/types.gen';

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
