import { Inject, Injectable, Logger } from '@nestjs/common';
import { CronExpression } from '@nestjs/schedule';
import { Scheduled } from '../../jobs/scheduled';
import { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResult } from '@mikro-orm/core';
import { voiceConfig, VoiceConfig } from '../../config';
import { runScheduled } from '../../common/logging/log-context';

/** Rows per statement: each batch is one short transaction, so the job never holds many rows' locks at once. */
const BATCH_SIZE = 1000;

/**
 * Past CALL_RETENTION_DAYS a call's content goes (summary, transcript, recording reference) and its facts stay (time,
 * duration, outcome, caller). The inbox copies of its messages go too, the questions it left unanswered and the tools it ran. Daily in the worker; idempotent, so several
 * workers may run it at once (skip locked).
 */
@Injectable()
export class CallRetentionJob {
  private readonly logger = new Logger(CallRetentionJob.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(voiceConfig.KEY) private readonly config: VoiceConfig,
  ) {}

  @Scheduled(CronExpression.EVERY_DAY_AT_3AM, 'call-retention')
  async scheduled(): Promise<void> {
    await runScheduled('call-retention', () => this.run());
  }

  /** Public for tests (which may take smaller batches): returns how many calls lost their content. */
  async run(now = new Date(), batchSize = BATCH_SIZE): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.callRetentionDays * 24 * 60 * 60 * 1000);
    const removed = await this.inBatches(
      `update calls set summary = null, transcript = null, recording_ref = null, content_removed_at = now(), updated_at = now()
        where id in (select id from calls where content_removed_at is null and started_at < ? order by started_at limit ? for update skip locked)`,
      cutoff,
      batchSize,
    );
    const events = await this.inBatches(
      `delete from call_events
        where id in (select id from call_events where processed_at is not null and received_at < ? order by received_at limit ? for update skip locked)`,
      cutoff,
      batchSize,
    );
    // A caller's question is content like the transcript it came from: it goes at the same age (asked_at is the call's start).
    const gaps = await this.inBatches(
      `delete from knowledge_gaps where id in (select id from knowledge_gaps where asked_at < ? order by asked_at limit ? for update skip locked)`,
      cutoff,
      batchSize,
    );
    // What the receptionist did with its tools names the caller and what they asked for: content too, gone at the same age.
    const tools = await this.inBatches(
      `delete from voice_tool_calls where id in (select id from voice_tool_calls where created_at < ? order by created_at limit ? for update skip locked)`,
      cutoff,
      batchSize,
    );
    if (removed || events || gaps || tools)
      this.logger.log(
        `removed the content of ${removed} calls, ${events} inbox messages, ${gaps} unanswered questions and ${tools} tool calls older than ${this.config.callRetentionDays} days`,
      );
    return removed;
  }

  /** Runs a statement over at most `batchSize` rows before the cutoff until one run finds fewer; returns the rows in all. */
  private async inBatches(sql: string, cutoff: Date, batchSize: number): Promise<number> {
    const connection = this.em.fork().getConnection();
    let rows = 0;
    for (;;) {
      const batch = await connection.execute<QueryResult>(sql, [cutoff, batchSize], 'run');
      rows += batch.affectedRows;
      if (batch.affectedRows < batchSize) return rows;
    }
  }
}
