import type { UserMail } from '../../mail/mail-message';
import type { UnsubscribeLink } from '../notifications/notifications.service';
import type { CallOutcome } from './platforms/voice-platform';

/** The facts of one call a notification mail shows: never its transcript. */
export interface NotifiedCall {
  id: number;
  receptionistName: string | null;
  callerNumber: string | null;
  outcome: CallOutcome | null;
  durationSeconds: number | null;
  summary: string | null;
  startedAt: Date;
}

export interface DigestDay {
  /** The UTC day, at its midnight. */
  day: Date;
  /** Calls per outcome (null: not known), every call of the day counted once. */
  outcomes: { outcome: CallOutcome | null; calls: number }[];
  /** The calls that need the owner (messages taken, appointments booked), oldest first; at most DIGEST_ITEMS. */
  needsYou: NotifiedCall[];
  /** How many calls need the owner in all, some of which may not be listed. */
  needsYouCount: number;
}

/** The most calls a digest lists one by one; the rest are in the call log. */
export const DIGEST_ITEMS = 50;

const OUTCOME_LABELS: Record<CallOutcome, string> = {
  appointment_booked: 'Appointment booked',
  message_taken: 'Message taken',
  transferred: 'Transferred',
  answered_question: 'Answered question',
  spam: 'Spam',
  hang_up: 'Hang-up',
  failed: 'Failed',
};

const outcomeLabel = (outcome: CallOutcome | null) => (outcome ? OUTCOME_LABELS[outcome] : 'Unknown');
// Dates in mails: en-US, in UTC so every server writes the same text (docs/product.md#dates-in-en-us-money-in-usd).
const formatDay = (day: Date) => day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatTime = (at: Date) => `${at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })} UTC`;
const formatDuration = (seconds: number | null) =>
  seconds === null ? 'Unknown' : seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
const callUrl = (appUrl: string, id: number) => `${appUrl}/calls/${id}`;
const greeting = (firstName: string | null) => `Hi ${firstName ?? 'there'},`;

/** After a call, to an owner who asked for call summaries (docs/product.md#notifications). */
export function callSummaryMail(firstName: string | null, call: NotifiedCall, appUrl: string, unsubscribe: UnsubscribeLink): UserMail {
  const receptionist = call.receptionistName ?? 'Your receptionist';
  return {
    subject: `${outcomeLabel(call.outcome)}: call from ${call.callerNumber ?? 'an unknown number'} to ${receptionist}`,
    headers: unsubscribe.headers,
    text: [
      greeting(firstName),
      '',
      `${receptionist} answered a call.`,
      '',
      `Caller: ${call.callerNumber ?? 'Unknown number'}`,
      `Receptionist: ${receptionist}`,
      `Outcome: ${outcomeLabel(call.outcome)}`,
      `Time: ${formatDay(call.startedAt)}, ${formatTime(call.startedAt)}`,
      `Duration: ${formatDuration(call.durationSeconds)}`,
      '',
      'Summary:',
      call.summary ?? 'No summary was given for this call.',
      '',
      `See the call: ${callUrl(appUrl, call.id)}`,
      '',
      `You get this mail because call summaries are on in your Account tab. Turn them off: ${unsubscribe.url}`,
      '',
      'The AI Receptionists team',
    ].join('\n'),
  };
}

/** The day's calls, to an owner with the digest on (docs/product.md#notifications). */
export function dailyDigestMail(firstName: string | null, digest: DigestDay, appUrl: string, unsubscribe: UnsubscribeLink): UserMail {
  const total = digest.outcomes.reduce((sum, { calls }) => sum + calls, 0);
  const day = formatDay(digest.day);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const needsYou = digest.needsYou.flatMap((call) => [
    `- ${outcomeLabel(call.outcome)}: ${call.callerNumber ?? 'Unknown number'} at ${formatTime(call.startedAt)} (${call.receptionistName ?? 'a receptionist'})`,
    `  ${call.summary ?? 'No summary was given for this call.'}`,
    `  ${callUrl(appUrl, call.id)}`,
  ]);
  const unlisted = digest.needsYouCount - digest.needsYou.length;
  return {
    subject: `Your calls on ${day}: ${plural(total, 'call')}, ${digest.needsYouCount} for you to follow up`,
    headers: unsubscribe.headers,
    text: [
      greeting(firstName),
      '',
      `Your receptionists answered ${plural(total, 'call')} on ${day} (UTC).`,
      '',
      'By outcome:',
      ...digest.outcomes.map(({ outcome, calls }) => `  ${outcomeLabel(outcome)}: ${calls}`),
      '',
      digest.needsYouCount === 0 ? 'Nothing needs you: no messages were taken and no appointments booked.' : 'Messages taken and appointments booked:',
      ...needsYou,
      ...(unlisted > 0 ? [`…and ${unlisted} more in your call log.`] : []),
      '',
      `Your call log: ${appUrl}/calls`,
      '',
      `You get this mail because the daily digest is on in your Account tab. Turn it off: ${unsubscribe.url}`,
      '',
      'The AI Receptionists team',
    ].join('\n'),
  };
}
