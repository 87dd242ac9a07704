import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A customer's usage period, for counting what they used in it. */
export interface CountedPeriod {
  userId: number;
  start: Date;
  end: Date;
}

/** Texts sent in each period, by customer (a customer with none may be left out). */
export type CountTexts = (periods: CountedPeriod[], em: EntityManager) => Promise<Map<number, number>>;

/**
 * The texts receptionists sent, shown with the calls' usage (docs/voice-platforms.md#texts): messaging owns and counts
 * them and registers its count here when it starts, as it registers its tools; calls never imports messaging.
 */
@Injectable()
export class TextUsage {
  private count: CountTexts | null = null;

  register(count: CountTexts): void {
    if (this.count) throw new Error('The texts count is registered twice');
    this.count = count;
  }

  /** Without messaging (a process that sends no texts) every count is 0. */
  sentIn(periods: CountedPeriod[], em: EntityManager): Promise<Map<number, number>> {
    return this.count && periods.length > 0 ? this.count(periods, em) : Promise.resolve(new Map());
  }
}
