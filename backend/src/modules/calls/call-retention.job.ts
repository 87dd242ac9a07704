import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResult } from '@mikro-orm/core';
import { voiceConfig, VoiceConfig } from '../../config';

/** Rows per statement: each batch is one short transaction, so the job never holds many calls' locks at once. */
const BATCH_SIZE = 1000;

/**
 * Past CALL_RETENTION_DAYS a call's content goes (summary, transcript, recording reference) and its facts stay (time,
 * duration, outcome, caller). The inbox copies of its messages go too. Daily in the worker; idempotent, so several
 * workers may run it at once (skip locked).
 */
@Injectable()
export class CallRetentionJob {
  private readonly logger = new Logger(CallRetentionJob.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(voiceConfig.KEY) private readonly config: VoiceConfig,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'call-retention' })
  async scheduled(): Promise<void> {
    await this.run();
  }

  /** Public for tests: returns how many calls lost their content. */
  async run(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.callRetentionDays * 24 * 60 * 60 * 1000);
    const connection = this.em.fork().getConnection();
    let removed = 0;
    for (;;) {
      const batch = await connection.execute<QueryResult>(
        `update calls set summary = null, transcript = null, recording_ref = null, content_removed_at = now(), updated_at = now()
          where id in (select id from calls where content_removed_at is null and started_at < ? order by started_at limit ? for update skip locked)`,
        [cutoff, BATCH_SIZE],
        'run',
      );
      removed += batch.affectedRows;
      if (batch.affectedRows < BATCH_SIZE) break;
    }
    const events = await connection.execute<QueryResult>('delete from call_events where processed_at is not null and received_at < ?', [cutoff], 'run');
    if (removed || events.affectedRows) this.logger.log(`removed the content of ${removed} calls and ${events.affectedRows} inbox messages older than ${this.config.callRetentionDays} days`);
    return removed;
  }
}
