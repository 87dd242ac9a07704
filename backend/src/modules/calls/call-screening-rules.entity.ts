import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * How an assistant's incoming calls are screened before it answers (docs/voice-platforms.md#screening): the numbers
 * refused and the numbers put straight through, from the settings version last applied to it.
 */
@Entity({ tableName: 'call_screening_rules' })
export class CallScreeningRules {
  /** The voice platform's id of the assistant. */
  @PrimaryKey({ type: 'string', length: 255 })
  assistantId: string;

  /** The settings version they come from: an older one never replaces a newer. */
  @Property({ type: 'integer' })
  version: number;

  /** E.164 numbers refused with a sentence, never answered by the AI. */
  @Property({ type: 'text[]' })
  blockedNumbers: string[];

  /** E.164 numbers put straight through to `vipTransfer`. */
  @Property({ type: 'text[]' })
  vipNumbers: string[];

  /** Who a VIP is put through to: the first person who takes calls; null when nobody does. */
  @Property({ type: 'json', nullable: true })
  vipTransfer: { name: string; number: string } | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
