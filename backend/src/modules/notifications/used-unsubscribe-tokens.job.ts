import { Injectable } from '@nestjs/common';
import { CronExpression } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResult } from '@mikro-orm/core';
import { runScheduled } from '../../common/logging/log-context';
import { Scheduled } from '../../jobs/scheduled';
import { UNSUBSCRIBE_TOKEN_DAYS } from './unsubscribe-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Daily, in the worker: a used link's nonce is kept only while the link could still be presented. One used before
 * UNSUBSCRIBE_TOKEN_DAYS ago was also issued before then, so it is refused as expired without it.
 */
@Injectable()
export class UsedUnsubscribeTokensJob {
  constructor(private readonly em: EntityManager) {}

  @Scheduled(CronExpression.EVERY_DAY_AT_4AM, 'used-unsubscribe-tokens')
  removeExpired(): Promise<number> {
    return runScheduled('used-unsubscribe-tokens', () => this.run());
  }

  async run(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - UNSUBSCRIBE_TOKEN_DAYS * DAY_MS);
    const removed = await this.em.fork().getConnection().execute<QueryResult>('delete from used_unsubscribe_tokens where used_at < ?', [before], 'run');
    return removed.affectedRows;
  }
}
