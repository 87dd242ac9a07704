import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A card (by the provider's fingerprint, never its number) that had a free trial, and the subscription that had it: one
 * trial per card, whichever account it is used on. No foreign key: a deleted account's card keeps its trial spent.
 */
@Entity({ tableName: 'trial_cards' })
export class TrialCard {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 255 })
  fingerprint: string;

  @Property({ type: 'integer' })
  userId: number;

  @Property({ type: 'string', length: 255 })
  subscriptionId: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
