import { InjectQueue, Processor } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import type { LabelValues } from 'prom-client';
import { OutboxJobProcessor, type ProcessedLabel } from '../../jobs/outbox-job.processor';
import { QUEUES } from '../../jobs/queues';
import { callReportsProcessed } from '../../metrics/metrics';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { CallEventJob, storedMessage } from './call-events.inbox';
import { CallFactsWriter } from './call-facts.writer';
import { CallNotifications } from './call-notifications.service';
import { CallUsageAlerts } from './call-usage-alerts';
import { FollowUpsService } from './follow-ups.service';
import { ForwardingChecksService } from './forwarding-checks.service';
import { KnowledgeGapsService } from './knowledge-gaps.service';
import type { VoicePlatformName } from './platforms/voice-platform';

/**
 * Applies each recorded voice-platform message to its call exactly once, in the transaction that marks its outbox row
 * (OutboxJobProcessor). The call finds its receptionist (and so its customer) by the platform's assistant or
 * phone-number id; its report's unanswered questions join the receptionist's "To answer" list, what it leaves to do
 * becomes a follow-up, its first report mails its summary to an owner who wants one, and a call that counts may cross
 * a usage alert's threshold, all in the same transaction.
 */
@Processor(QUEUES.callEvents)
export class CallEventsProcessor extends OutboxJobProcessor<CallEventJob> {
  constructor(
    em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly writer: CallFactsWriter,
    private readonly notifications: CallNotifications,
    private readonly alerts: CallUsageAlerts,
    private readonly checks: ForwardingChecksService,
    private readonly gaps: KnowledgeGapsService,
    private readonly followUps: FollowUpsService,
    @InjectQueue(QUEUES.callEvents) queue: Queue,
  ) {
    super(QUEUES.callEvents, queue, em, callReportsProcessed);
  }

  protected async apply(tx: EntityManager, { callEventId }: CallEventJob): Promise<LabelValues<ProcessedLabel>> {
    const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
    // Read and marked in one statement: the outbox row's transaction commits or undoes both.
    const [event] = await run('update call_events set processed_at = now() where id = ? returning platform, message', [callEventId]);
    if (!event) {
      this.logger.log(`call event ${callEventId} is gone; nothing to do`);
      return { type: 'unknown', outcome: 'gone' };
    }
    const stored = storedMessage(event.message);
    const receptionist = await this.receptionists.findByVoiceLink(tx, stored.call.assistantId, stored.call.phoneNumberId);
    // A forwarding check's own call only ends the check; the call it brings back is the receptionist's, as a test.
    const check = await this.checks.applyMessage(tx, event.platform as string, stored, receptionist);
    if (check === 'own') return { type: stored.type, outcome: 'forwarding-check' };
    const message = check === 'reached' ? { ...stored, call: { ...stored.call, isTest: true } } : stored;
    const call = await this.writer.apply(tx, event.platform as VoicePlatformName, message, receptionist);
    await this.gaps.recordAsked(tx, call.id, message.call.unansweredQuestions);
    // Before the summary mail, which lists the call's follow-up.
    await this.followUps.recordFor(tx, [call.id]);
    await this.notifications.afterMessage(tx, call.id);
    this.logger.log(`${message.type} applied to call ${call.id}${receptionist ? '' : ' (unmatched)'}`);
    // Only a counted call can move the customer's usage up to a threshold.
    if (call.counted) await this.alerts.afterCall(tx, call.userId);
    return { type: message.type, outcome: receptionist ? 'matched' : 'unmatched' };
  }
}
