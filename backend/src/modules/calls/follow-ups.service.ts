import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { listPage } from '../../common/http/list-page';
import type { SortColumns } from '../../common/http/page-query.dto';
import { callerNameSql } from './callers.service';
import type { FollowUpDto, FollowUpsPageDto, FollowUpsQueryDto } from './dto/follow-up.dto';
import { FOLLOW_UPS_SORT } from './dto/follow-up.dto';
import type { FollowUpReason } from './follow-up-reasons';
import { FOLLOW_UPS_ERRORS } from './follow-ups.errors';

/** A tool call of the call `c` that did `action` (voice_tool_calls, docs/voice-platforms.md#tools). */
const didAction = (action: string) =>
  `exists (select 1 from voice_tool_calls t where t.platform = c.platform and t.platform_call_id = c.platform_call_id and t.ok and t.action = '${action}')`;

/** The reason of the call `c`, in FOLLOW_UP_REASONS' order; null when it leaves nothing to do. */
const REASON = `case
    when c.outcome = 'message_taken' then 'message'
    when c.outcome = 'appointment_booked' then 'appointment'
    when c.outcome not in ('transferred', 'spam') and ${didAction('transferred')} then 'transfer_not_connected'
    when c.outcome = 'failed' then 'failed'
    when c.outcome = 'hang_up' then 'dropped'
    when c.outcome <> 'spam' and ${didAction('booked')} then 'appointment'
  end`;

const DONE_BY = `coalesce(nullif(concat_ws(' ', d.first_name, d.last_name), ''), d.username, d.email)`;
const COLUMNS = `f.id, f.reason, f.created_at as "createdAt", f.done_at as "doneAt", ${DONE_BY} as "doneBy", f.receptionist_id as "receptionistId",
  c.id as "callId", c.started_at as "callStartedAt", c.caller_number as "callerNumber", ${callerNameSql('c')} as "callerName",
  c.receptionist_name as "receptionistName", c.summary`;
const JOINS = 'join calls c on c.id = f.call_id left join users d on d.id = f.done_by_id';

/** Open ones first whichever way the list is sorted: the column list leads with it (docs/product.md#follow-ups). */
const SORTS = { createdAt: 'f.done_at is not null, f.created_at' } satisfies SortColumns<typeof FOLLOW_UPS_SORT>;

type FollowUpRow = Omit<FollowUpDto, 'status'> & { reason: FollowUpReason };

/**
 * What calls leave the owner to do (docs/product.md#follow-ups): one follow-up per call with a caller's number whose
 * report says a message was taken, an appointment booked, a transfer did not connect, or the call failed or dropped;
 * listed open first, marked done and reopened by the owner. Another customer's is "not found".
 */
@Injectable()
export class FollowUpsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * In the transaction that applied a report to the calls (or brought them to their customer): each one's follow-up,
   * once per call (a redelivered or late report finds it taken), for a reported, matched call that is not a test and
   * has a number to call back.
   */
  async recordFor(tx: EntityManager, callIds: number[]): Promise<void> {
    if (callIds.length === 0) return;
    await run(
      tx,
      `insert into follow_ups (user_id, call_id, receptionist_id, reason)
        select c.user_id, c.id, c.receptionist_id, r.reason from calls c cross join lateral (select ${REASON} as reason) r
        where c.id = any(?::int[]) and c.reported_at is not null and c.user_id is not null and not c.is_test
          and c.caller_number is not null and r.reason is not null
        on conflict (call_id) do nothing`,
      [`{${callIds.join(',')}}`],
    );
  }

  list(userId: number, query: FollowUpsQueryDto): Promise<FollowUpsPageDto> {
    const filters = [
      { sql: 'f.user_id = ?', params: [userId] },
      ...(query.receptionistId ? [{ sql: 'f.receptionist_id = ?', params: [query.receptionistId] }] : []),
      // On the follow-up's own row: the list counts its rows without the calls joined.
      ...(query.callerNumber ? [{ sql: 'exists (select 1 from calls x where x.id = f.call_id and x.caller_number = ?)', params: [query.callerNumber] }] : []),
      ...(query.callId ? [{ sql: 'f.call_id = ?', params: [query.callId] }] : []),
      ...(query.reason ? [{ sql: 'f.reason = ?', params: [query.reason] }] : []),
      ...(query.status ? [{ sql: `f.done_at is ${query.status === 'done' ? 'not ' : ''}null`, params: [] }] : []),
    ];
    const spec = {
      table: 'follow_ups f',
      joins: JOINS,
      select: COLUMNS,
      searchColumns: [],
      filters,
      sortColumns: SORTS,
      defaultSort: FOLLOW_UPS_SORT.defaultSort,
    };
    return listPage(this.em, spec, query, (rows: FollowUpRow[]) => rows.map(toDto));
  }

  /** How many of the customer's follow-ups are open: the navigation's badge. */
  async openCount(userId: number, em: EntityManager = this.em): Promise<number> {
    const [{ open }] = await run<{ open: number }>(em, 'select count(*)::int as open from follow_ups where user_id = ? and done_at is null', [userId]);
    return open;
  }

  /** Marks it done by `actorId`, now; one already done keeps who and when it was done. */
  async markDone(userId: number, id: number, actorId: number): Promise<FollowUpDto> {
    await run(this.em, 'update follow_ups set done_at = now(), done_by_id = ? where id = ? and user_id = ? and done_at is null', [actorId, id, userId]);
    return this.one(userId, id);
  }

  /** Opens it again, forgetting who marked it done and when. */
  async reopen(userId: number, id: number): Promise<FollowUpDto> {
    await run(this.em, 'update follow_ups set done_at = null, done_by_id = null where id = ? and user_id = ?', [id, userId]);
    return this.one(userId, id);
  }

  /** The customer's open follow-ups of calls started in [from, to), oldest first, at most `limit`, and how many in all. */
  async openBetween(em: EntityManager, userId: number, from: Date, to: Date, limit: number): Promise<{ items: FollowUpDto[]; count: number }> {
    const where = 'f.user_id = ? and f.done_at is null and c.started_at >= ? and c.started_at < ?';
    const [rows, [{ count }]] = await Promise.all([
      run<FollowUpRow>(em, `select ${COLUMNS} from follow_ups f ${JOINS} where ${where} order by c.started_at, f.id limit ?`, [userId, from, to, limit]),
      run<{ count: number }>(em, `select count(*)::int as count from follow_ups f join calls c on c.id = f.call_id where ${where}`, [userId, from, to]),
    ]);
    return { items: rows.map(toDto), count };
  }

  /** The call's follow-up while it is open; null when it has none or it is done. */
  async openOfCall(em: EntityManager, callId: number): Promise<FollowUpDto | null> {
    const [row] = await run<FollowUpRow>(em, `select ${COLUMNS} from follow_ups f ${JOINS} where f.call_id = ? and f.done_at is null`, [callId]);
    return row ? toDto(row) : null;
  }

  private async one(userId: number, id: number): Promise<FollowUpDto> {
    const [row] = await run<FollowUpRow>(this.em, `select ${COLUMNS} from follow_ups f ${JOINS} where f.id = ? and f.user_id = ?`, [id, userId]);
    if (!row) throw appError(FOLLOW_UPS_ERRORS.NOT_FOUND);
    return toDto(row);
  }
}

function toDto(row: FollowUpRow): FollowUpDto {
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    status: row.doneAt ? 'done' : 'open',
    createdAt: new Date(row.createdAt),
    callStartedAt: new Date(row.callStartedAt),
    doneAt: at(row.doneAt),
  };
}

function run<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}
