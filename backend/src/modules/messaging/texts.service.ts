import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { listPage, type ListPage, type ListSpec } from '../../common/http/list-page';
import { phoneDigitsPattern } from '../../common/http/page-query.dto';
import { OutboxService } from '../../jobs/outbox.service';
import { QUEUES } from '../../jobs/queues';
import { CustomerPlans } from '../billing/customer-plans';
import type { CallText, CountedPeriod, TextOutcome, TextStatus } from '../calls/caller-texts';
import { CallUsageService } from '../calls/call-usage.service';
import { EVERY_SENDER } from './sms-opt-out.entity';
import { TEXT_STATUS_RANK } from './text-statuses';
import { type TextMessageDto, type TextMessagesQueryDto, TEXTS_SORT } from './dto/text-message.dto';

/** The outbox job that sends one text: only its row's id, which holds the rest. */
export const SEND_TEXT_JOB = 'send-text';
export interface SendTextJob {
  textId: number;
}

/** A text to queue: who sends it, to whom, and what; a text sent during a call names the call and the tool call. */
export interface NewText {
  userId: number;
  receptionistId: number;
  platformCallId: string | null;
  toolCallId: string | null;
  to: string;
  body: string;
  /** The settings' link it carries; null for a text about an appointment the business changed. */
  linkName: string | null;
}

/** The first key of the customers' advisory locks taken here (the second is the customer's id). */
const TEXTS_LOCK = 18_0090;
/** The first key of the locks on a provider's message id (the second is its hash). */
const SID_LOCK = 18_0091;

/** Texts that count against the allowance: every one but those the provider refused, which never reached anyone. */
const COUNTED = `status <> 'failed'`;

/** The texts receptionists send and the numbers that opted out of them (docs/voice-platforms.md#texts): messaging's tables. */
@Injectable()
export class TextsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly plans: CustomerPlans,
    private readonly usage: CallUsageService,
  ) {}

  /**
   * In `tx`: refuses a number that opted out of `senderNumber` (of any of ours when null: a messaging service picks the
   * number) or a customer whose plan's texts this period are used, else writes the text `queued` with its outbox job.
   * Says the period's allowance too (null: unlimited). The customer's lock makes a concurrent text wait for this one's commit and count it (read committed).
   */
  async queue(tx: EntityManager, text: NewText, now: Date, senderNumber: string | null): Promise<{ outcome: TextOutcome; allowance: number | null }> {
    const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
    const period = this.usage.periodOf(text.userId, await this.plans.forUser(text.userId, tx), now);
    const allowance = period.textAllowance;
    if (await this.isOptedOut(tx, text.to, senderNumber)) return { outcome: 'opted_out', allowance };
    if (allowance !== null) {
      await run('select pg_advisory_xact_lock(?, ?)', [TEXTS_LOCK, text.userId]);
      const [{ sent }] = await run<{ sent: number }>(
        `select count(*)::int as sent from text_messages where user_id = ? and created_at >= ? and created_at < ? and ${COUNTED}`,
        [text.userId, period.start, period.end],
      );
      if (sent >= allowance) return { outcome: 'allowance_used', allowance };
    }
    await this.outbox.insertAndQueue<{ id: number }>(
      tx,
      {
        sql: `insert into text_messages (user_id, receptionist_id, platform_call_id, tool_call_id, to_number, body, link_name) values (?, ?, ?, ?, ?, ?, ?) returning id`,
        params: [text.userId, text.receptionistId, text.platformCallId, text.toolCallId, text.to, text.body, text.linkName],
      },
      { queue: QUEUES.texts, name: SEND_TEXT_JOB, payload: { textId: 'id' } },
    );
    return { outcome: 'queued', allowance };
  }

  /** The texts sent during one of the customer's calls, oldest first, for the call's page. */
  async ofCall(userId: number, platformCallId: string): Promise<CallText[]> {
    const rows = await this.em.getConnection().execute<(Omit<CallText, 'updatedAt'> & { updatedAt: Date | string })[]>(
      `select tool_call_id as "toolCallId", to_number as "toNumber", status, error_code as "errorCode", updated_at as "updatedAt"
        from text_messages where platform_call_id = ? and user_id = ? order by id`,
      [platformCallId, userId],
    );
    return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
  }

  async isOptedOut(em: EntityManager, number: string, senderNumber: string | null): Promise<boolean> {
    const rows = await em
      .getConnection()
      .execute<{ one: number }[]>(
        `select 1 as one from sms_opt_outs where number = ? and (sender = ? or ? or sender = ?) limit 1`,
        [number, EVERY_SENDER, senderNumber === null, senderNumber ?? ''],
        'all',
        em.getTransactionContext(),
      );
    return rows.length > 0;
  }

  /** `number` texted STOP to `sender` (or the provider refused it as unsubscribed): no more texts from there. */
  async optOut(number: string, sender: string, em: EntityManager = this.em): Promise<void> {
    await em
      .getConnection()
      .execute(
        'insert into sms_opt_outs (number, sender) values (?, ?) on conflict (number, sender) do nothing',
        [number, sender],
        'run',
        em.getTransactionContext(),
      );
  }

  /** `number` texted START to `sender`: its opt-outs of that number, and of every number, end. */
  async optIn(number: string, sender: string): Promise<void> {
    await this.em.getConnection().execute('delete from sms_opt_outs where number = ? and sender in (?, ?)', [number, sender, EVERY_SENDER], 'run');
  }

  /** The worker gave up on a text it could not hand over (its last attempt failed): it was never sent. */
  async markUnsent(textId: number): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        `update text_messages set status = 'failed', updated_at = now() where id = ? and status = 'queued' and provider_message_sid is null`,
        [textId],
        'run',
      );
  }

  /** Texts counted in each customer's period, in one statement (the usage meter, caller-texts.ts). */
  async sentIn(periods: CountedPeriod[], em: EntityManager): Promise<Map<number, number>> {
    const list = (values: (number | Date)[]) => `{${values.map((value) => (value instanceof Date ? value.toISOString() : value)).join(',')}}`;
    const rows = await em.getConnection().execute<{ userId: number; sent: number }[]>(
      `select p.user_id as "userId", count(t.id)::int as sent
        from unnest(?::int[], ?::timestamptz[], ?::timestamptz[]) as p(user_id, period_start, period_end)
        join text_messages t on t.user_id = p.user_id and t.created_at >= p.period_start and t.created_at < p.period_end and t.${COUNTED}
        group by p.user_id`,
      [list(periods.map((period) => period.userId)), list(periods.map((period) => period.start)), list(periods.map((period) => period.end))],
      'all',
      em.getTransactionContext(),
    );
    return new Map(rows.map((row) => [row.userId, row.sent]));
  }

  /**
   * A status the provider reported for the text with this sid, applied only when it moves the text forward
   * (text-statuses.ts): a late or repeated callback changes nothing. A sid no text has yet is kept as an early report
   * (sms-status-report.entity.ts), which the worker applies once it stores the sid; false then.
   */
  async applyStatus(sid: string, status: TextStatus, errorCode: number | null = null): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await this.lockSid(tx, sid);
      if (await this.moveForward(tx, sid, status, errorCode)) return true;
      await tx
        .getConnection()
        .execute(
          'insert into sms_status_reports (message_sid, status, error_code) values (?, ?, ?)',
          [sid, status, errorCode],
          'run',
          tx.getTransactionContext(),
        );
      return false;
    });
  }

  /**
   * In the sending worker's transaction: the provider took the text and named it `sid`. Stores it with the provider's
   * status, then applies and deletes the reports that came before it. The sid's lock orders this with applyStatus:
   * a report either sees the stored sid or is kept before this reads the kept ones.
   */
  async recordSent(tx: EntityManager, textId: number, sid: string, status: TextStatus): Promise<void> {
    const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
    await this.lockSid(tx, sid);
    await run('update text_messages set status = ?, provider_message_sid = ?, updated_at = now() where id = ?', [status, sid, textId]);
    const early = await run<{ status: TextStatus; errorCode: number | null }>(
      'delete from sms_status_reports where message_sid = ? returning status, error_code as "errorCode"',
      [sid],
    );
    for (const report of early) await this.moveForward(tx, sid, report.status, report.errorCode);
  }

  /** Early reports no text claimed within a day: a text the provider took while our request to it timed out, say. */
  async forgetUnclaimedReports(): Promise<number> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: number }[]>(`delete from sms_status_reports where received_at < now() - interval '1 day' returning id`, []);
    return rows.length;
  }

  private async lockSid(tx: EntityManager, sid: string): Promise<void> {
    await tx.getConnection().execute('select pg_advisory_xact_lock(?, hashtext(?))', [SID_LOCK, sid], 'all', tx.getTransactionContext());
  }

  /** Moves the text with this sid to `status` when that is forward (text-statuses.ts); false when no text has the sid. */
  private async moveForward(tx: EntityManager, sid: string, status: TextStatus, errorCode: number | null): Promise<boolean> {
    const rank = (column: string) =>
      `case ${column} ${Object.entries(TEXT_STATUS_RANK)
        .map(([name, value]) => `when '${name}' then ${value}`)
        .join(' ')} end`;
    const rows = await tx.getConnection().execute<{ moved: boolean }[]>(
      `with found as (select id, status from text_messages where provider_message_sid = ?),
        moved as (
          update text_messages t set status = ?, error_code = coalesce(?, t.error_code), updated_at = now()
            from found where t.id = found.id and ${rank('found.status')} < ${rank('?::text')} returning t.id)
        select exists (select 1 from moved) as moved from found`,
      [sid, status, errorCode, status],
      'all',
      tx.getTransactionContext(),
    );
    return rows.length > 0;
  }

  /** The customer's texts (every customer's without `userId`), newest first unless sorted, a page at a time. */
  list(query: TextMessagesQueryDto, userId?: number): Promise<ListPage<TextMessageDto>> {
    const filters = [
      ...(userId === undefined ? [] : [{ sql: 't.user_id = ?', params: [userId] }]),
      ...(query.status ? [{ sql: 't.status = ?', params: [query.status] }] : []),
    ];
    const spec: ListSpec<(typeof TEXTS_SORT.fields)[number]> = {
      table: 'text_messages t',
      // The receptionist's name as it is now, as the other lists read it (docs/architecture.md#boundaries); null once deleted.
      select: `t.id, t.created_at as "createdAt", t.updated_at as "updatedAt", t.receptionist_id as "receptionistId",
        (select r.name from receptionists r where r.id = t.receptionist_id) as "receptionistName", t.to_number as "toNumber",
        t.link_name as "linkName", t.body, t.status, t.error_code as "errorCode", t.platform_call_id as "platformCallId"`,
      searchColumns: ['t.link_name', { column: 't.to_number', pattern: phoneDigitsPattern }],
      sortColumns: { createdAt: 't.created_at' },
      defaultSort: TEXTS_SORT.defaultSort,
      filters,
    };
    return listPage(this.em, spec, query, (rows: TextMessageDto[]) =>
      rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) })),
    );
  }
}
