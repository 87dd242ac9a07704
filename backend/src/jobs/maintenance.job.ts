import { Injectable, Logger } from '@nestjs/common';
import { CronExpression } from '@nestjs/schedule';
import { Scheduled } from './scheduled';
import { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResult } from '@mikro-orm/core';
import { runScheduled } from '../common/logging/log-context';

/** Hourly clean-up in the worker; every statement is idempotent, so several workers may run it. */
@Injectable()
export class MaintenanceJob {
  private readonly logger = new Logger(MaintenanceJob.name);

  constructor(private readonly em: EntityManager) {}

  @Scheduled(CronExpression.EVERY_HOUR, 'maintenance')
  run(): Promise<void> {
    return runScheduled('maintenance', () => this.removeExpired());
  }

  private async removeExpired(): Promise<void> {
    const connection = this.em.fork().getConnection();
    const sessions = await connection.execute<QueryResult>('delete from user_sessions where idle_expires_at < now()', [], 'run');
    const tokens = await connection.execute<QueryResult>("delete from reset_tokens where expires_at < now() - interval '1 day'", [], 'run');
    const outbox = await connection.execute<QueryResult>("delete from outbox where processed_at < now() - interval '7 days'", [], 'run');
    this.logger.log(`removed ${sessions.affectedRows} expired sessions, ${tokens.affectedRows} old reset tokens, ${outbox.affectedRows} old outbox rows`);
  }
}
