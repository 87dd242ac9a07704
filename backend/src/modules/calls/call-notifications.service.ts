import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appConfig, AppConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { dayBounds } from '../../common/time-zones';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { callSummaryMail, dailyDigestMail, DIGEST_ITEMS, type DigestDay, type NotifiedCall } from './calls.mails';
import { callerNameSql } from './callers.service';
import { FollowUpsService } from './follow-ups.service';
import { KnowledgeGapsService } from './knowledge-gaps.service';
import { CALL_OUTCOMES, type CallOutcome } from './platforms/voice-platform';
import { CALL_ACTIONS, type CallAction } from './voice-tools';

const NOTIFIED_CALL = `id, receptionist_name as "receptionistName", caller_number as "callerNumber", ${callerNameSql('calls')} as "callerName", outcome,
  duration_seconds as "durationSeconds", summary, started_at as "startedAt"`;
/** The owner's hour from which their digest of the day before is due: it arrives with the working day, 7–8 AM where they are. */
export const DIGEST_HOUR = 7;
/** A digest to decide: the account, its day before ('YYYY-MM-DD') and the time zone that day is in. */
export interface DueDigest {
  userId: number;
  day: string;
  timeZone: string;
}

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

  /**
   * The digests due at `now`: for each account whose clock reads DIGEST_HOUR or later, its day before in its own time
   * zone, when that day had calls (test calls aside) and its digest is not decided yet. PostgreSQL places the local
   * midnights, so a day the clocks change is 23 or 25 hours long.
   */
  async digestsDue(em: EntityManager, now: Date): Promise<DueDigest[]> {
    return run<DueDigest>(
      em,
      `select u.id as "userId", to_char(l.today - 1, 'YYYY-MM-DD') as day, u.time_zone as "timeZone"
        from users u
        cross join lateral (select ?::timestamptz at time zone u.time_zone as local_now) n
        cross join lateral (select n.local_now::date as today) l
        where extract(hour from n.local_now) >= ?
          and not exists (select 1 from call_digests d where d.user_id = u.id and d.day = l.today - 1)
          and exists (select 1 from calls c where c.user_id = u.id and not c.is_test
            and c.started_at >= (l.today - 1)::timestamp at time zone u.time_zone and c.started_at < l.today::timestamp at time zone u.time_zone)
        order by 1`,
      [now, DIGEST_HOUR],
    );
  }

  /**
   * Claims the account's digest of the day and, if the owner wants it, queues it, in `tx`: answers false when another
   * worker has claimed it. The claim is the (user, day) row, so the digest goes once.
   */
  async sendDigest(tx: EntityManager, { userId, day, timeZone }: DueDigest): Promise<boolean> {
    const [claimed] = await run(tx, 'insert into call_digests (user_id, day) values (?, ?::date) on conflict do nothing returning user_id', [userId, day]);
    if (!claimed) return false;
    if (!(await this.notifications.wants(tx, userId, 'daily_digest'))) return true;
    const owner = await tx.findOneOrFail(User, userId);
    const link = this.notifications.unsubscribeLink(owner.id, 'daily_digest');
    // Written in the zone the day was chosen in, should the owner change theirs meanwhile.
    const digest = await this.digestOf(tx, userId, day, dayBounds(day, timeZone));
    this.mail.queueToUser(tx, owner, dailyDigestMail({ firstName: owner.firstName, timeZone }, digest, this.app.appUrl, link));
    return true;
  }

  private async digestOf(tx: EntityManager, userId: number, day: string, { from, to }: { from: Date; to: Date }): Promise<DigestDay> {
    const ofTheDay = 'user_id = ? and started_at >= ? and started_at < ? and not is_test';
    const params = [userId, from, to];
    const counts = await run<{ outcome: CallOutcome | null; calls: number }>(
      tx,
      `select outcome, count(*)::int as calls from calls where ${ofTheDay} group by outcome`,
      params,
    );
    const needsYou = await this.followUps.openBetween(tx, userId, from, to, DIGEST_ITEMS);
    const order = (outcome: CallOutcome | null) => (outcome ? CALL_OUTCOMES.indexOf(outcome) : CALL_OUTCOMES.length);
    return {
      day,
      outcomes: counts.sort((a, b) => order(a.outcome) - order(b.outcome)),
      needsYou: needsYou.items.map((item) => ({ ...item, id: item.callId, startedAt: item.callStartedAt })),
      needsYouCount: needsYou.count,
      unanswered: await this.gaps.openAskedBetween(tx, userId, from, to),
      done: await this.doneBetween(tx, userId, from, to),
    };
  }

  /** What the receptionists did with their tools on the day's calls (test calls aside), by action, in the actions' order. */
  private async doneBetween(tx: EntityManager, userId: number, from: Date, to: Date): Promise<DigestDay['done']> {
    const rows = await run<{ action: CallAction; count: number }>(
      tx,
      `select t.action, count(*)::int as count from calls c join voice_tool_calls t on t.platform = c.platform and t.platform_call_id = c.platform_call_id
        where c.user_id = ? and c.started_at >= ? and c.started_at < ? and not c.is_test and t.ok and t.action is not null group by t.action`,
      [userId, from, to],
    );
    return rows.sort((a, b) => CALL_ACTIONS.indexOf(a.action) - CALL_ACTIONS.indexOf(b.action));
  }
}

function run<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}
