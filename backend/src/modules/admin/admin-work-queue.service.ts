import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { listPage, ListPage } from '../../common/http/list-page';
import type { SortColumns } from '../../common/http/page-query.dto';
import { Row } from '../../database/row-fields';
import { CHANGE_PROMISED_HOURS, ReceptionistsService } from '../receptionists/receptionists.service';
import { User } from '../users/user.entity';
import { AuditLog } from '../audit/audit-log.service';
import { ADMIN_ERRORS } from './admin.errors';
import { AdminRecordsService, OWNER_COLUMNS, ownerName } from './admin-records.service';
import { ChangedFieldDto, ReceptionistChangeDto, WORK_QUEUE_SORT, WorkItemDto, WorkKind, WorkQueueQueryDto, WorkQueueSummaryDto } from './dto/work-queue.dto';

/**
 * What we promise customers, in hours (docs/product.md#the-work-queue): a receptionist live within 24-48 hours of the
 * request, a ticket's first answer within 24, a live receptionist's change on its assistant within 24.
 */
export const PROMISED_HOURS: Record<WorkKind, number> = { request: 48, ticket: 24, change: CHANGE_PROMISED_HOURS };

/**
 * Every piece of work waiting on our team, one row each (its id unique across kinds): receptionists in set-up (waiting
 * since they were requested, or since they left service), open and in-progress tickets (a first answer is due only
 * while open), and customers' changes to live receptionists not yet marked done. Each part is read oldest first from
 * a partial index of its own, so a page of the oldest work merges three index scans.
 */
const WAITING_WORK = `(
  select 'request-' || r.id as id, 'request' as kind, r.user_id, r.id as receptionist_id, null::int as ticket_id, null::int as change_id,
         r.name as title, null::text as reference, null::jsonb as fields, r.setup_since as waiting_since,
         r.setup_since + interval '${PROMISED_HOURS.request} hours' as due_at
  from receptionists r where r.status in ('pending', 'training')
  union all
  select 'ticket-' || s.id, 'ticket', s.user_id, null, s.id, null, s.subject, s.ticket_number, null, s.created_at,
         case when s.status = 'open' then s.created_at + interval '${PROMISED_HOURS.ticket} hours' end
  from support_requests s where s.status in ('open', 'in-progress')
  union all
  select 'change-' || c.id, 'change', r.user_id, r.id, null, c.id, r.name, null, c.fields, c.created_at,
         c.created_at + interval '${PROMISED_HOURS.change} hours'
  from receptionist_changes c join receptionists r on r.id = c.receptionist_id where c.done_at is null
) w`;

/** The back office's work queue: requests, tickets and changes waiting on our team, against the time we promised. */
@Injectable()
export class AdminWorkQueueService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    private readonly records: AdminRecordsService,
    private readonly receptionists: ReceptionistsService,
  ) {}

  list(query: WorkQueueQueryDto): Promise<ListPage<WorkItemDto>> {
    return listPage(
      this.em,
      {
        select: `w.*, coalesce(w.due_at < now(), false) as overdue, ${OWNER_COLUMNS}`,
        table: WAITING_WORK,
        owner: { join: 'join users u on u.id = w.user_id', key: 'w.user_id', searchColumns: ['email', 'first_name', 'last_name', 'company_name'] },
        searchColumns: ['w.title', 'w.reference'],
        filters: [
          ...(query.kind ? [{ sql: 'w.kind = ?', params: [query.kind] }] : []),
          ...(query.overdue === true ? [{ sql: 'w.due_at < now()', params: [] }] : []),
          ...(query.overdue === false ? [{ sql: '(w.due_at is null or w.due_at >= now())', params: [] }] : []),
        ],
        sortColumns: { waitingSince: 'w.waiting_since', dueAt: 'w.due_at', user: 'u.email' } satisfies SortColumns<typeof WORK_QUEUE_SORT>,
        nullable: ['dueAt'],
        defaultSort: WORK_QUEUE_SORT.defaultSort,
      },
      query,
      (rows: Row[]) => this.toItems(rows),
    );
  }

  /** The counts the back office's header shows. */
  async summary(): Promise<WorkQueueSummaryDto> {
    const [counts] = await this.em.getConnection().execute<WorkQueueSummaryDto[]>(
      `select count(*)::int as waiting, count(*) filter (where w.due_at < now())::int as overdue,
              count(*) filter (where w.kind = 'request')::int as requests, count(*) filter (where w.kind = 'ticket')::int as tickets,
              count(*) filter (where w.kind = 'change')::int as changes
       from ${WAITING_WORK}`,
    );
    return counts;
  }

  /** Our team brought the live assistant in line with the customer's change: it leaves the queue (audited once). */
  async markChangeDone(admin: User, id: number): Promise<ReceptionistChangeDto> {
    return this.em.fork().transactional(async (tx) => {
      const marked = await this.receptionists.markChangeDone(tx, id, admin);
      if (!marked) throw appError(ADMIN_ERRORS.RECEPTIONIST_CHANGE_NOT_FOUND);
      const { change, changed } = marked;
      if (changed)
        this.audit.record(
          tx,
          admin,
          'receptionist.change_done',
          { type: 'receptionist', id: change.receptionist.id },
          { changeId: id, done: false },
          { changeId: id, done: true },
        );
      return { id: change.id, receptionistId: change.receptionist.id, fields: change.fields, createdAt: change.createdAt, doneAt: change.doneAt };
    });
  }

  /** Each row with the record it is about, as its own tab shows it, so the queue opens the same dialogs. */
  private async toItems(rows: Row[]): Promise<WorkItemDto[]> {
    const ids = (column: string) => [...new Set(rows.map((row) => row[column] as number | null).filter((id): id is number => id !== null))];
    const [receptionists, tickets] = await Promise.all([
      this.records.receptionistsByIds(ids('receptionist_id')),
      this.records.supportRequestsByIds(ids('ticket_id')),
    ]);
    const receptionistOf = new Map(receptionists.map((receptionist) => [receptionist.id, receptionist]));
    const ticketOf = new Map(tickets.map((ticket) => [ticket.id, ticket]));
    return rows.map((row) => ({
      id: row.id as string,
      kind: row.kind as WorkKind,
      title: row.title as string,
      userId: row.user_id as number,
      userEmail: row.user_email as string,
      userName: ownerName(row),
      waitingSince: new Date(row.waiting_since as string),
      dueAt: row.due_at ? new Date(row.due_at as string) : null,
      overdue: row.overdue as boolean,
      receptionist: receptionistOf.get(row.receptionist_id as number) ?? null,
      ticket: ticketOf.get(row.ticket_id as number) ?? null,
      change:
        row.change_id === null
          ? null
          : {
              id: row.change_id as number,
              receptionistId: row.receptionist_id as number,
              fields: row.fields as ChangedFieldDto[],
              createdAt: new Date(row.waiting_since as string),
              doneAt: null,
            },
    }));
  }
}
