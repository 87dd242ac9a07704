import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A subscription sold with a trial whose card had already had one: its trial was ended at once and its first invoice
 * charged. Kept by subscription, not by checkout: the worker may refuse the trial before the checkout knows its
 * subscription.
 */
@Entity({ tableName: 'trial_refusals' })
export class TrialRefusal {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 255 })
  subscriptionId: string;

  @Property({ type: 'integer' })
  userId: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
