import type { TextStatus } from '../calls/caller-texts';

/**
 * How far along each status is: a status callback moves a text forward only, so a late `sent` never undoes `delivered`,
 * and the first final word (delivered, failed, undelivered) stays.
 */
export const TEXT_STATUS_RANK: Record<TextStatus, number> = { queued: 0, sent: 1, delivered: 2, failed: 2, undelivered: 2 };

/**
 * Twilio's message statuses as ours: accepted, scheduled and queued are still waiting; sending and sent have left
 * Twilio; read is delivered; canceled never went. A status Twilio adds later is not known (undefined) and is ignored.
 */
const TWILIO_STATUSES: Record<string, TextStatus> = {
  accepted: 'queued',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
};

export function textStatusOfTwilio(status: string): TextStatus | undefined {
  return Object.hasOwn(TWILIO_STATUSES, status) ? TWILIO_STATUSES[status] : undefined;
}
