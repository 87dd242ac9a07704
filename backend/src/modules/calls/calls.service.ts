import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { ListSpec, listPage, searchColumnsCondition } from '../../common/http/list-page';
import type { SortColumns } from '../../common/http/page-query.dto';
import { voiceConfig, VoiceConfigValues } from '../../config/voice.config';
import { Row, rowFields } from '../../database/row-fields';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { Call } from './call.entity';
import { callTextMatch } from './call-search';
import { CALLS_EXPORT_ROW_LIMIT, type CallsCsvRow } from './calls-csv';
import { callerNameSql } from './callers.service';
import { CALLS_ERRORS } from './calls.errors';
import { type CallActionItem, VoiceToolCallsService } from './voice-tool-calls.service';
import { isCounted, notCountedReason, notCountedReasonSql } from './call-metering';
import {
  AdminCallDetailDto,
  AdminCallDto,
  AdminCallsPageDto,
  CALLER_CALLS_COUNTED,
  CallCallerDto,
  CallDetailDto,
  CallListItemDto,
  CallsPageDto,
  ReceptionistCallCountDto,
} from './dto/call.dto';
import { AdminCallsQueryDto, CallCountsQueryDto, CALLS_SORT, CallsExportQueryDto, CallsQueryDto, rangeInstant } from './dto/calls-query.dto';

/** A list row's columns: everything but the transcript, which only a call's page shows. */
const LIST_COLUMNS = [
  'id',
  'user_id',
  'receptionist_id',
  'receptionist_name',
  'platform',
  'assistant_id',
  'phone_number_id',
  'status',
  'started_at',
  'ended_at',
  'duration_seconds',
  'caller_number',
  'caller_name',
  'outcome',
  'summary',
  'is_test',
  'language',
]
  .map((column) => `c.${column}`)
  .join(', ');

/**
 * What the log marks of each row's caller (CallCallerDto), per listed row: the name it is shown by (callers.service.ts), the number's
 * calls counted up to CALLER_CALLS_COUNTED, and its calls in the day before this one, each down
 * calls_user_caller_started_index.
 */
/** The name a row's caller is shown by (callers.service.ts): all the export needs of them. */
const CALLER_NAME_COLUMN = `${callerNameSql('c')} as caller_shown_name`;

const CALLER_COLUMNS = `${CALLER_NAME_COLUMN},
  (select count(*) from (select 1 from calls x where x.user_id = c.user_id and x.caller_number = c.caller_number limit ${CALLER_CALLS_COUNTED}) counted)::int as caller_call_count,
  array(select x.started_at from calls x where x.user_id = c.user_id and x.caller_number = c.caller_number
    and x.started_at < c.started_at and x.started_at >= c.started_at - interval '1 day' order by x.started_at desc limit 9) as caller_earlier_calls`;

/** Calls read per query of an export: a few hundred kilobytes of text in memory at a time. */
const EXPORT_BATCH_ROWS = 500;

const OWNER_COLUMNS = 'u.email as user_email, u.first_name as user_first_name, u.last_name as user_last_name, u.username as user_username';

/** A call the list or the page shows: its fields, the ids of its relations, and for the back office its customer's columns. */
type CallRow = Omit<Call, 'user' | 'receptionist'> & { userId: number | null; receptionistId: number | null; caller: CallCallerDto | null; owner?: Row };

/**
 * The customer's call log and the back office's, read from the calls table. Both are listPage lists (the back office's
 * row limits and plans): a customer's log is the same list narrowed to their calls.
 */
@Injectable()
export class CallsService {
  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly tools: VoiceToolCallsService,
    @Inject(voiceConfig.KEY) private readonly voice: VoiceConfigValues,
  ) {}

  list(userId: number, query: CallsQueryDto): Promise<CallsPageDto> {
    const filters = [{ sql: 'c.user_id = ?', params: [userId] }, ...filtersOf(query)];
    const spec = { ...listSpec(), select: `${LIST_COLUMNS}, ${CALLER_COLUMNS}`, searchColumns: CUSTOMER_SEARCH_COLUMNS, filters };
    return listPage(this.em, spec, query, (rows: Row[]) => rows.map((row) => toListItem(this.callRow(row))));
  }

  /**
   * The customer's calls the log's filters and search select, newest first, up to CALLS_EXPORT_ROW_LIMIT: read a batch
   * at a time, each after the last one's (started_at, id) down the customer's index, so no batch re-reads what it skips.
   */
  async *exportRows(userId: number, query: CallsExportQueryDto): AsyncGenerator<CallsCsvRow[]> {
    const conditions = [
      { sql: 'c.user_id = ?', params: [userId] },
      ...filtersOf(query),
      ...(query.q ? [searchColumnsCondition(CUSTOMER_SEARCH_COLUMNS, query.q)] : []),
    ];
    const where = conditions.map((condition) => condition.sql).join(' and ');
    const params = conditions.flatMap((condition) => condition.params);
    // The last row's start as PostgreSQL's text: a Date keeps milliseconds, the column microseconds.
    let after: { startedAt: string; id: number } | undefined;
    for (let left = CALLS_EXPORT_ROW_LIMIT; left > 0;) {
      const batch = await this.em
        .getConnection()
        .execute<Row[]>(
          `select ${LIST_COLUMNS}, ${CALLER_NAME_COLUMN}, c.started_at::text as started_at_exact from calls c where ${where}${after ? ' and (c.started_at, c.id) < (?::timestamptz, ?)' : ''} order by c.started_at desc, c.id desc limit ?`,
          [...params, ...(after ? [after.startedAt, after.id] : []), Math.min(EXPORT_BATCH_ROWS, left)],
        );
      if (!batch.length) return;
      yield batch.map((row) => ({ ...rowFields<Call, 'user' | 'receptionist'>(this.em, Call, row), knownAs: row.caller_shown_name as string | null }));
      const last = batch[batch.length - 1];
      after = { startedAt: last.started_at_exact as string, id: last.id as number };
      left -= batch.length;
      if (batch.length < EXPORT_BATCH_ROWS) return;
    }
  }

  async detail(id: number, userId: number): Promise<CallDetailDto> {
    const call = await this.findCall(id, userId);
    return toDetail(call, await this.tools.ofCall(call));
  }

  /** Each of the customer's receptionists: how many calls started since the month's start and when the latest started. */
  async countsByReceptionist(userId: number, query: CallCountsQueryDto): Promise<ReceptionistCallCountDto[]> {
    const now = new Date();
    const monthStart = (query.since && rangeInstant(query.since, 'from')) || new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const ids = await this.receptionists.idsOf(userId);
    // One index range per receptionist (calls_receptionist_started_index), not a pass over the customer's every call.
    const rows = await this.em.getConnection().execute<{ receptionistId: number; callsThisMonth: number; lastCallAt: string | Date | null }[]>(
      `select r.id as "receptionistId",
              (select count(*) from calls c where c.receptionist_id = r.id and c.started_at >= ?)::int as "callsThisMonth",
              (select max(c.started_at) from calls c where c.receptionist_id = r.id) as "lastCallAt"
       from unnest(?::int[]) as r(id) order by r.id`,
      [monthStart, `{${ids.join(',')}}`],
    );
    return rows.map((row) => ({ ...row, lastCallAt: row.lastCallAt === null ? null : new Date(row.lastCallAt) }));
  }

  adminList(query: AdminCallsQueryDto): Promise<AdminCallsPageDto> {
    const filters = [
      ...filtersOf(query),
      ...(query.userId ? [{ sql: 'c.user_id = ?', params: [query.userId] }] : []),
      ...(query.matched === undefined ? [] : [{ sql: `c.user_id is ${query.matched ? 'not ' : ''}null`, params: [] }]),
    ];
    const spec: ListSpec<CallSort> = {
      ...listSpec(),
      select: `${LIST_COLUMNS}, ${CALLER_COLUMNS}, ${OWNER_COLUMNS}`,
      // A left join: an unmatched report has no customer and is listed all the same.
      owner: { join: 'left join users u on u.id = c.user_id', key: 'c.user_id', searchColumns: ['email'] },
      filters,
    };
    return listPage(this.em, spec, query, (rows: Row[]) => rows.map((row) => toAdminItem(this.callRow(row), row)));
  }

  async adminDetail(id: number): Promise<AdminCallDetailDto> {
    const call = await this.findCall(id);
    const [owner] = call.userId ? await this.em.getConnection().execute<Row[]>(`select ${OWNER_COLUMNS} from users u where u.id = ?`, [call.userId]) : [];
    return { ...toAdminItem(call, owner), ...toDetail(call, await this.tools.ofCall(call)) };
  }

  /** The recording's reference once access is checked: the owner's call, or any call for an administrator (no userId). */
  async recordingOf(id: number, userId?: number): Promise<string> {
    const call = await this.findCall(id, userId);
    if (call.contentRemovedAt) throw appError(CALLS_ERRORS.RECORDING_REMOVED(this.voice.callRetentionDays));
    if (!call.recordingRef) throw appError(CALLS_ERRORS.RECORDING_UNAVAILABLE);
    return call.recordingRef;
  }

  /** The call, when it is this customer's (any call without userId); another customer's is "not found" like a missing one. */
  private async findCall(id: number, userId?: number): Promise<CallRow> {
    const [row] = await this.em
      .getConnection()
      .execute<Row[]>(
        `select c.*, ${CALLER_COLUMNS} from calls c where c.id = ?${userId === undefined ? '' : ' and c.user_id = ?'}`,
        userId === undefined ? [id] : [id, userId],
      );
    if (!row) throw appError(CALLS_ERRORS.CALL_NOT_FOUND);
    return this.callRow(row);
  }

  private callRow(row: Row): CallRow {
    return {
      ...rowFields<Call, 'user' | 'receptionist'>(this.em, Call, row),
      userId: row.user_id as number | null,
      receptionistId: row.receptionist_id as number | null,
      caller: callerOf(row),
    };
  }
}

const CALL_SORTS = { startedAt: 'c.started_at', durationSeconds: 'c.duration_seconds' } satisfies SortColumns<typeof CALLS_SORT>;
type CallSort = keyof typeof CALL_SORTS;

/**
 * What the customer's and the back office's lists share: the table, the sorts and the back office's search, which
 * matches text in the summaries through the trigram index. Full-text search across every customer's calls counted
 * the words' matches in the full-text index first: a common word ("message", 1.5 million calls) took 230–310 ms
 * against 15 ms (bench/RESULTS.md#the-call-logs-full-text-search-issue-37-measured-at-10000000); one customer's log
 * uses it (CUSTOMER_SEARCH_COLUMNS), where the index's first column is the customer.
 */
function listSpec(): Omit<ListSpec<CallSort>, 'select'> {
  return {
    table: 'calls c',
    searchColumns: [{ column: 'c.caller_number', pattern: callerNumberPattern }, 'c.summary'],
    sortColumns: CALL_SORTS,
    nullable: ['durationSeconds'],
    defaultSort: CALLS_SORT.defaultSort,
  };
}

/**
 * A customer's search: a number typed is looked for row by row down their own index (coalesce keeps the planner off
 * the trigram index over every customer's numbers, which ANDed with theirs took 150–400 ms); words are looked up in
 * the full-text index, whose first column is the customer (bench/RESULTS.md#the-call-logs-10000000-calls-issue-15).
 */
const CUSTOMER_SEARCH_COLUMNS: ListSpec<CallSort>['searchColumns'] = [
  { column: "coalesce(c.caller_number, '')", pattern: callerNumberPattern },
  { match: wordsMatch },
];

/** Words in the summary or transcript (call-search.ts), for text that is not a number: a number is the caller's. */
function wordsMatch(q: string): { sql: string; params: unknown[] } | undefined {
  return callerNumberPattern(q) === undefined ? callTextMatch(q) : undefined;
}

/**
 * Numbers are stored as E.164 (+15550100): a search typed like a number ('+1 555', '(555) 01') matches its digits in
 * order, whatever spaces, dashes and brackets it was typed with; other text cannot be in a number.
 */
function callerNumberPattern(q: string): string | undefined {
  if (!/^[+\d\s().-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '');
  return digits ? `%${digits}%` : undefined;
}

function filtersOf(query: CallsExportQueryDto): { sql: string; params: unknown[] }[] {
  const from = query.from === undefined ? undefined : rangeInstant(query.from, 'from');
  const to = query.to === undefined ? undefined : rangeInstant(query.to, 'to');
  return [
    ...(query.receptionistId ? [{ sql: 'c.receptionist_id = ?', params: [query.receptionistId] }] : []),
    ...(query.callerNumber ? [{ sql: 'c.caller_number = ?', params: [query.callerNumber] }] : []),
    ...(query.outcome ? [{ sql: 'c.outcome = ?', params: [query.outcome] }] : []),
    ...(query.notCounted ? [{ sql: `${notCountedReasonSql('c')} = ?`, params: [query.notCounted] }] : []),
    ...(from ? [{ sql: 'c.started_at >= ?', params: [from] }] : []),
    ...(to ? [{ sql: 'c.started_at < ?', params: [to] }] : []),
    ...(query.action
      ? [
          {
            sql: 'exists (select 1 from voice_tool_calls t where t.platform = c.platform and t.platform_call_id = c.platform_call_id and t.action = ?)',
            params: [query.action],
          },
        ]
      : []),
  ];
}

/** The row's caller columns (CALLER_COLUMNS); none for a withheld number, or an unmatched report (no customer's callers). */
function callerOf(row: Row): CallCallerDto | null {
  if (row.caller_number === null || row.user_id === null) return null;
  return {
    name: (row.caller_shown_name as string | null) ?? null,
    callCount: row.caller_call_count as number,
    earlierCallsWithinDay: (row.caller_earlier_calls as (Date | string)[]).map((at) => new Date(at)),
  };
}

function toListItem(call: CallRow): CallListItemDto {
  const { id, startedAt, endedAt, status, callerNumber, caller, receptionistId, receptionistName, durationSeconds, outcome, summary, isTest, language } = call;
  return {
    ...{ id, startedAt, endedAt, status, callerNumber, caller, receptionistId, receptionistName, durationSeconds, outcome, summary, isTest, language },
    counted: isCounted(call),
    notCountedReason: notCountedReason(call),
  };
}

function toDetail(call: CallRow, actions: CallActionItem[]): CallDetailDto {
  return {
    ...toListItem(call),
    actions,
    endedReason: call.endedReason,
    transcript: call.transcript ?? [],
    recordingAvailable: !!call.recordingRef && !call.contentRemovedAt,
    contentRemovedAt: call.contentRemovedAt,
  };
}

/** The call with its customer, from the owner's columns (user_email, …) beside it; none for an unmatched report. */
function toAdminItem(call: CallRow, owner: Row | undefined): AdminCallDto {
  const name = owner && ([owner.user_first_name, owner.user_last_name].filter(Boolean).join(' ') || (owner.user_username as string | null) || null);
  return {
    ...toListItem(call),
    customer: call.userId && owner ? { id: call.userId, email: owner.user_email as string, name: name ?? null } : null,
    platform: call.platform,
    assistantId: call.assistantId,
    phoneNumberId: call.phoneNumberId,
  };
}
