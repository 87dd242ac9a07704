import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appConfig, AppConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { callSummaryMail, dailyDigestMail, DIGEST_ITEMS, type DigestDay, type NotifiedCall } from './calls.mails';
import { FollowUpsService } from './follow-ups.service';
import { KnowledgeGapsService } from './knowledge-gaps.service';
import { CALL_OUTCOMES, type CallOutcome } from './platforms/voice-platform';
import { CALL_ACTIONS, type CallAction } from './voice-tools';

const NOTIFIED_CALL = `id, receptionist_name as "receptionistName", caller_number as "callerNumber", caller_name as "callerName", outcome,
  duration_seconds as "durationSeconds", summary, started_at as "startedAt"`;

/** The mail calls cause (docs/product.md#notifications): a summary after each call, and each day's digest. */
@Injectable()
export class CallNotifications {
  constructor(
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly gaps: KnowledgeGapsService,
    private readonly followUps: FollowUpsService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /**
   * In the transaction that applied a message to the call: the first time the call has its report (and a customer),
   * mark it notified and, unless it is a test call, mail its summary to an owner who wants one. The mark is taken under
   * the row lock the upsert holds, so a report delivered twice, or twice at once, mails once.
   */
  async afterMessage(tx: EntityManager, callId: number): Promise<void> {
    const [call] = await run<NotifiedCall & { userId: number; receptionistId: number | null; isTest: boolean }>(
      tx,
      `update calls set report_notified_at = now()
        where id = ? and reported_at is not null and report_notified_at is null and user_id is not null
        returning ${NOTIFIED_CALL}, user_id as "userId", receptionist_id as "receptionistId", is_test as "isTest"`,
      [callId],
    );
    if (!call || call.isTest || !(await this.notifications.wants(tx, call.userId, 'call_summaries', call.receptionistId))) return;
    const owner = await tx.findOneOrFail(User, call.userId);
    const link = this.notifications.unsubscribeLink(owner.id, 'call_summaries');
    const actions = await run<{ summary: string }>(
      tx,
      `select t.summary from voice_tool_calls t join calls c on t.platform = c.platform and t.platform_call_id = c.platform_call_id
        where c.id = ? and t.ok and t.action is not null order by t.id`,
      [callId],
    );
    const notified = { ...call, startedAt: new Date(call.startedAt), actions: actions.map((row) => row.summary) };
    const followUp = await this.followUps.openOfCall(tx, callId);
    const followUps = { reason: followUp?.reason ?? null, open: await this.followUps.openCount(call.userId, tx) };
    this.mail.queueToUser(tx, owner, callSummaryMail(owner, notified, followUps, this.app.appUrl, link));
  }

  /** The accounts with calls (test calls aside) on the UTC day starting at `day` whose digest is not decided yet. */
  async digestsDue(em: EntityManager, day: Date): Promise<number[]> {
    const rows = await run<{ userId: number }>(
      em,
      `select distinct c.user_id as "userId" from calls c
        where c.started_at >= ? and c.started_at < ? and c.user_id is not null and not c.is_test
          and not exists (select 1 from call_digests d where d.user_id = c.user_id and d.day = ?::date)
        order by 1`,
      [day, nextDay(day), isoDay(day)],
    );
    return rows.map((row) => row.userId);
  }

  /**
   * Claims the account's digest of the day and, if the owner wants it, queues it, in `tx`: answers false when another
   * worker has claimed it. The claim is the (user, day) row, so the digest goes once.
   */
  async sendDigest(tx: EntityManager, userId: number, day: Date): Promise<boolean> {
    const [claimed] = await run(tx, 'insert into call_digests (user_id, day) values (?, ?::date) on conflict do nothing returning user_id', [
      userId,
      isoDay(day),
    ]);
    if (!claimed) return false;
    if (!(await this.notifications.wants(tx, userId, 'daily_digest'))) return true;
    const owner = await tx.findOneOrFail(User, userId);
    const link = this.notifications.unsubscribeLink(owner.id, 'daily_digest');
    this.mail.queueToUser(tx, owner, dailyDigestMail(owner, await this.digestOf(tx, userId, day), this.app.appUrl, link));
    return true;
  }

  private async digestOf(tx: EntityManager, userId: number, day: Date): Promise<DigestDay> {
    const ofTheDay = 'user_id = ? and started_at >= ? and started_at < ? and not is_test';
    const params = [userId, day, nextDay(day)];
    const counts = await run<{ outcome: CallOutcome | null; calls: number }>(
      tx,
      `select outcome, count(*)::int as calls from calls where ${ofTheDay} group by outcome`,
      params,
    );
    const needsYou = await this.followUps.openBetween(tx, userId, day, nextDay(day), DIGEST_ITEMS);
    const order = (outcome: CallOutcome | null) => (outcome ? CALL_OUTCOMES.indexOf(outcome) : CALL_OUTCOMES.length);
    return {
      day,
      outcomes: counts.sort((a, b) => order(a.outcome) - order(b.outcome)),
      needsYou: needsYou.items.map((item) => ({ ...item, id: item.callId, startedAt: item.callStartedAt })),
      needsYouCount: needsYou.count,
      unanswered: await this.gaps.openAskedBetween(tx, userId, day, nextDay(day)),
      done: await this.doneBetween(tx, userId, day),
    };
  }

  /** What the receptionists did with their tools on the day's calls (test calls aside), by action, in the actions' order. */
  private async doneBetween(tx: EntityManager, userId: number, day: Date): Promise<DigestDay['done']> {
    const rows = await run<{ action: CallAction; count: number }>(
      tx,
      `select t.action, count(*)::int as count from calls c join voice_tool_calls t on t.platform = c.platform and t.platform_call_id = c.platform_call_id
        where c.user_id = ? and c.started_at >= ? and c.started_at < ? and not c.is_test and t.ok and t.action is not null group by t.action`,
      [userId, day, nextDay(day)],
    );
    return rows.sort((a, b) => CALL_ACTIONS.indexOf(a.action) - CALL_ACTIONS.indexOf(b.action));
  }
}

function run<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

const nextDay = (day: Date) => new Date(day.getTime() + 24 * 60 * 60 * 1000);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
