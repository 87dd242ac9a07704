import { Inject } from '@nestjs/common';
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, Queue, UnrecoverableError } from 'bullmq';
import type { LabelValues } from 'prom-client';
import { OutboxJobProcessor, type ProcessedLabel } from '../../jobs/outbox-job.processor';
import { OutboxJobData, QUEUES } from '../../jobs/queues';
import { PlatformRefusedInstructions, VOICE_PLATFORM, type VoicePlatform } from '../calls/platforms/voice-platform';
import { type ApplySettingsJob, ReceptionistSettingsService } from './receptionist-settings.service';

/**
 * Gives each saved version of a receptionist's settings to its voice assistant (docs/voice-platforms.md#settings), in
 * the transaction that marks its outbox row. A timeout or the platform's 5xx is retried with backoff; its refusal, or
 * the last attempt failing, marks the version failed and tells our team.
 */
@Processor(QUEUES.assistantSettings)
export class AssistantSettingsProcessor extends OutboxJobProcessor<ApplySettingsJob> {
  constructor(
    em: EntityManager,
    private readonly settings: ReceptionistSettingsService,
    @Inject(VOICE_PLATFORM) private readonly platform: VoicePlatform,
    @InjectQueue(QUEUES.assistantSettings) queue: Queue,
  ) {
    super(QUEUES.assistantSettings, queue, em);
  }

  protected async apply(tx: EntityManager, job: ApplySettingsJob): Promise<LabelValues<ProcessedLabel> | void> {
    const state = await this.settings.applyVersion(tx, job, (assistantId, instructions) => this.platform.applyInstructions(assistantId, instructions));
    if (state) this.logger.log(`settings version ${job.version} of receptionist ${job.receptionistId}: ${state}`);
  }

  override async process(job: Job<OutboxJobData>, token?: string): Promise<void> {
    try {
      await super.process(job, token);
    } catch (error) {
      const refused = error instanceof PlatformRefusedInstructions;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (refused || lastAttempt) {
        // The outbox row stays unprocessed (its work rolled back): its payload names the version.
        const [entry] = await this.em
          .fork()
          .getConnection()
          .execute<{ payload: ApplySettingsJob }[]>('select payload from outbox where id = ?', [job.data.outboxId]);
        if (entry) await this.settings.markFailed(entry.payload, (error as Error).message);
      }
      // A refusal stays a refusal: asking again would not change it.
      throw refused ? new UnrecoverableError((error as Error).message) : error;
    }
  }
}
