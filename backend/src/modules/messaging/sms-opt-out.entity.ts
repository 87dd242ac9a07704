import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** Every sender of ours: an opt-out learnt without the number it was sent to (a messaging service's refusal). */
export const EVERY_SENDER = '*';

/**
 * A number that asked for no more texts (docs/voice-platforms.md#texts): it replied STOP (or another opt-out word) to
 * one of our sending numbers, or the provider refused a text to it as unsubscribed. It is never texted from that
 * number again until it replies START; the row is deleted then.
 */
@Entity({ tableName: 'sms_opt_outs' })
@Unique({ name: 'sms_opt_outs_number_sender_unique', properties: ['number', 'sender'] })
export class SmsOptOut {
  [OptionalProps]?: 'optedOutAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  /** The caller's number, E.164. */
  @Property({ type: 'string', length: 16 })
  number: string;

  /** Our number it opted out of (E.164), or EVERY_SENDER. */
  @Property({ type: 'string', length: 34 })
  sender: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  optedOutAt: Date = new Date();
}
