import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { AppException, appError, ErrorDefinition } from '../../common/errors/app.exception';
import { Row } from '../../database/row-fields';
import { TestCallDto } from '../calls/dto/test-call.dto';
import type { TestCallOutcome } from '../calls/platforms/sandbox/sandbox-call-generator';
import { SandboxCallsService } from '../calls/platforms/sandbox/sandbox-calls.service';
import { UnmatchedCalls } from '../calls/unmatched-calls.service';
import { ContactService } from '../contact/contact.service';
import { ReceptionistDto } from '../receptionists/dto/receptionist.dto';
import { type AdministratorEdit, type LineField, ReceptionistsService } from '../receptionists/receptionists.service';
import { SupportRequestDto } from '../support/dto/support-request.dto';
import { SupportService } from '../support/support.service';
import { SupportStatus } from '../support/support-statuses';
import { User } from '../users/user.entity';
import { ADMIN_ERRORS } from './admin.errors';
import { listPage, ListPage } from '../../common/http/list-page';
import { AuditLog } from '../audit/audit-log.service';
import { ReceptionistSettingsService } from '../receptionist-settings/receptionist-settings.service';
import { AdminUpdateReceptionistDto } from './dto/admin-update-receptionist.dto';
import type { SortColumns } from '../../common/http/page-query.dto';
import {
  ACTIVITIES_SORT,
  ADMIN_RECEPTIONISTS_SORT,
  AdminActivitiesQueryDto,
  AdminActivityDto,
  AdminContactMessageDto,
  AdminContactMessagesQueryDto,
  AdminReceptionistDto,
  AdminReceptionistsQueryDto,
  AdminSupportRequestDto,
  AdminSupportRequestsQueryDto,
  CONTACT_MESSAGES_SORT,
  SUPPORT_REQUESTS_SORT,
} from './dto/admin-lists.dto';

/** The owner's columns beside each listed row (the join in each list's spec). */
export const OWNER_COLUMNS = 'u.email as user_email, u.first_name as user_first_name, u.last_name as user_last_name, u.username as user_username';
/** A listed receptionist's columns: its owner's beside its own. */
const RECEPTIONIST_COLUMNS = `r.*, ${OWNER_COLUMNS}, u.company_name as user_company`;

export const ownerName = (row: Row) => [row.user_first_name, row.user_last_name].filter(Boolean).join(' ') || (row.user_username as string | null) || null;

/** Support requests, contact messages, receptionists and subscription activities as the back office sees them. */
@Injectable()
export class AdminRecordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    private readonly receptionists: ReceptionistsService,
    private readonly support: SupportService,
    private readonly contact: ContactService,
    private readonly sandboxCalls: SandboxCallsService,
    private readonly unmatchedCalls: UnmatchedCalls,
    private readonly settings: ReceptionistSettingsService,
  ) {}

  supportRequests(query: AdminSupportRequestsQueryDto): Promise<ListPage<AdminSupportRequestDto>> {
    return listPage(
      this.em,
      {
        select: `s.*, ${OWNER_COLUMNS}`,
        table: 'support_requests s',
        owner: { join: 'join users u on u.id = s.user_id', key: 's.user_id', searchColumns: ['email'] },
        searchColumns: ['s.ticket_number', 's.subject'],
        filters: query.status ? [{ sql: 's.status = ?', params: [query.status] }] : [],
        sortColumns: {
          createdAt: 's.created_at',
          ticketNumber: 's.ticket_number',
          status: 's.status',
          priority: 's.priority',
          resolvedAt: 's.resolved_at',
        } satisfies SortColumns<typeof SUPPORT_REQUESTS_SORT>,
        nullable: ['resolvedAt'],
        defaultSort: SUPPORT_REQUESTS_SORT.defaultSort,
      },
      query,
      (rows: Row[]) => this.toAdminSupportRequests(rows),
    );
  }

  /** These tickets as the back office lists them, in no particular order (the work queue's). */
  async supportRequestsByIds(ids: number[]): Promise<AdminSupportRequestDto[]> {
    if (ids.length === 0) return [];
    const rows = await this.em
      .getConnection()
      .execute<Row[]>(`select s.*, ${OWNER_COLUMNS} from support_requests s join users u on u.id = s.user_id where s.id = any(?::int[])`, [
        `{${ids.join(',')}}`,
      ]);
    return this.toAdminSupportRequests(rows);
  }

  private toAdminSupportRequests(rows: Row[]): AdminSupportRequestDto[] {
    return this.support.fromRows(rows).map((request, index) => ({
      ...request,
      userId: rows[index].user_id as number,
      userEmail: rows[index].user_email as string,
      userName: ownerName(rows[index]),
    }));
  }

  /** Any status from any other (docs/product.md#support-request-statuses); resolving stamps resolvedAt, reopening clears it. */
  async setSupportStatus(admin: User, id: number, status: SupportStatus): Promise<SupportRequestDto> {
    return this.em.fork().transactional(async (tx) => {
      const changed = await this.support.setStatus(tx, id, status);
      if (!changed) throw appError(ADMIN_ERRORS.SUPPORT_REQUEST_NOT_FOUND);
      this.audit.record(tx, admin, 'support_request.status', { type: 'support_request', id }, changed.before, changed.after);
      return changed.request;
    });
  }

  contactMessages(query: AdminContactMessagesQueryDto): Promise<ListPage<AdminContactMessageDto>> {
    return listPage(
      this.em,
      {
        select: 'c.*',
        table: 'contact_messages c',
        searchColumns: ['c.first_name', 'c.last_name', 'c.email', 'c.company_name', 'c.message'],
        sortColumns: { createdAt: 'c.created_at', name: 'c.last_name', email: 'c.email', isRead: 'c.is_read' } satisfies SortColumns<
          typeof CONTACT_MESSAGES_SORT
        >,
        defaultSort: CONTACT_MESSAGES_SORT.defaultSort,
      },
      query,
      (rows: Row[]) => this.contact.fromRows(rows).map(AdminContactMessageDto.from),
    );
  }

  /** Unread → read, never back (docs/product.md#contact-messages); marking a read message again changes nothing. */
  async markContactMessageRead(admin: User, id: number): Promise<AdminContactMessageDto> {
    return this.em.fork().transactional(async (tx) => {
      const read = await this.contact.markRead(tx, id);
      if (!read) throw appError(ADMIN_ERRORS.CONTACT_MESSAGE_NOT_FOUND);
      if (read.changed) this.audit.record(tx, admin, 'contact_message.read', { type: 'contact_message', id }, { isRead: false }, { isRead: true });
      return AdminContactMessageDto.from(read.message);
    });
  }

  receptionistList(query: AdminReceptionistsQueryDto): Promise<ListPage<AdminReceptionistDto>> {
    return listPage(
      this.em,
      {
        select: RECEPTIONIST_COLUMNS,
        table: 'receptionists r',
        owner: { join: 'join users u on u.id = r.user_id', key: 'r.user_id', searchColumns: ['email', 'company_name'] },
        searchColumns: ['r.name', 'r.phone_number', 'r.ai_phone_number'],
        filters: query.status ? [{ sql: 'r.status = ?', params: [query.status] }] : [],
        sortColumns: { createdAt: 'r.created_at', name: 'r.name', status: 'r.status', user: 'u.email' } satisfies SortColumns<typeof ADMIN_RECEPTIONISTS_SORT>,
        defaultSort: ADMIN_RECEPTIONISTS_SORT.defaultSort,
      },
      query,
      async (rows: Row[]) => (await this.receptionists.withTimelines(rows)).map((receptionist, index) => toAdminReceptionist(receptionist, rows[index])),
    );
  }

  /**
   * The edit dialog and the quick actions: any status may be chosen, `active` always follows it (true only while
   * active), the move joins the receptionist's timeline and the customer is told (ReceptionistsService.changeStatus).
   * The voice platform's ids link the receptionist to the assistant that answers as it (its unmatched reports come to
   * the customer with the link); null unlinks.
   */
  async updateReceptionist(admin: User, id: number, dto: AdminUpdateReceptionistDto): Promise<AdminReceptionistDto> {
    try {
      await this.em.fork().transactional(async (tx) => {
        const edit = await this.receptionists.updateByAdministrator(tx, id, dto, admin);
        if ('refused' in edit) throw refusal(edit);
        if (edit.voiceLink) await this.unmatchedCalls.claimFor(tx, edit.voiceLink);
        // A newly linked assistant answers with the receptionist's newest settings (docs/product.md#receptionist-settings).
        if (edit.voiceLink?.assistantId) await this.settings.applyToNewAssistant(tx, id);
        this.audit.record(tx, admin, 'receptionist.update', { type: 'receptionist', id }, edit.before, edit.after);
        await tx.flush();
      });
      return await this.receptionist(id);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw takenError(error);
      throw error;
    }
  }

  /** One receptionist as the back office lists it (after a change). */
  async receptionist(id: number): Promise<AdminReceptionistDto> {
    const [receptionist] = await this.receptionistsByIds([id]);
    if (!receptionist) throw appError(ADMIN_ERRORS.RECEPTIONIST_NOT_FOUND);
    return receptionist;
  }

  /** These receptionists as the back office lists them, in no particular order. */
  async receptionistsByIds(ids: number[]): Promise<AdminReceptionistDto[]> {
    if (ids.length === 0) return [];
    const rows = await this.em
      .getConnection()
      .execute<Row[]>(`select ${RECEPTIONIST_COLUMNS} from receptionists r join users u on u.id = r.user_id where r.id = any(?::int[])`, [
        `{${ids.join(',')}}`,
      ]);
    return (await this.receptionists.withTimelines(rows)).map((receptionist, index) => toAdminReceptionist(receptionist, rows[index]));
  }

  /**
   * Gives the receptionist a sandbox line where it has none (a free sandbox number, the sandbox's assistant and number
   * ids) through the same edit as the dialog's, so it is audited and brings the unmatched calls along.
   */
  async assignSandboxLine(admin: User, id: number): Promise<AdminReceptionistDto> {
    const current = await this.receptionist(id);
    const line = await this.sandboxCalls.lineFor({
      id,
      aiPhoneNumber: current.aiPhoneNumber,
      assistantId: current.voiceAssistantId ?? '',
      phoneNumberId: current.voicePhoneNumberId ?? '',
    });
    return Object.keys(line).length === 0 ? current : this.updateReceptionist(admin, id, line);
  }

  /** Places the call first (it may be refused), then records who placed it. */
  async placeTestCall(admin: User, id: number, outcome?: TestCallOutcome): Promise<TestCallDto> {
    const { platformCallId } = await this.sandboxCalls.placeTestCall(id, outcome);
    await this.em.fork().transactional(async (tx) => {
      this.audit.record(tx, admin, 'receptionist.test_call', { type: 'receptionist', id }, {}, { platformCallId, ...(outcome ? { outcome } : {}) });
    });
    return { platformCallId };
  }

  async deleteReceptionist(admin: User, id: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const removed = await this.receptionists.removeByAdministrator(tx, id);
      if (!removed) throw appError(ADMIN_ERRORS.RECEPTIONIST_NOT_FOUND);
      this.audit.record(tx, admin, 'receptionist.delete', { type: 'receptionist', id }, removed, {
        name: null,
        aiPhoneNumber: null,
        status: null,
        userId: null,
      });
    });
  }

  activities(query: AdminActivitiesQueryDto): Promise<ListPage<AdminActivityDto>> {
    return listPage(
      this.em,
      {
        select: `a.*, ${OWNER_COLUMNS}`,
        table: 'subscription_activities a',
        owner: { join: 'join users u on u.id = a.user_id', key: 'a.user_id', searchColumns: ['email', 'first_name', 'last_name'] },
        searchColumns: ['a.details'],
        filters: [
          ...(query.action ? [{ sql: 'a.action = ?', params: [query.action] }] : []),
          ...(query.userId ? [{ sql: 'a.user_id = ?', params: [query.userId] }] : []),
        ],
        sortColumns: { date: 'a.date', action: 'a.action' } satisfies SortColumns<typeof ACTIVITIES_SORT>,
        defaultSort: ACTIVITIES_SORT.defaultSort,
      },
      query,
      (rows: Row[]) => rows.map(toAdminActivity),
    );
  }
}

function toAdminActivity(row: Row): AdminActivityDto {
  return {
    id: row.id as number,
    userId: row.user_id as number,
    action: row.action as AdminActivityDto['action'],
    previousPlan: row.previous_plan as string | null,
    newPlan: row.new_plan as string | null,
    date: new Date(row.date as string),
    details: row.details as string | null,
    stripeEventId: row.stripe_event_id as string | null,
    user: {
      firstName: row.user_first_name as string | null,
      lastName: row.user_last_name as string | null,
      username: row.user_username as string | null,
      email: row.user_email as string,
    },
  };
}

function toAdminReceptionist(receptionist: ReceptionistDto, row: Row): AdminReceptionistDto {
  return {
    ...receptionist,
    userId: row.user_id as number,
    userName: ownerName(row),
    userEmail: row.user_email as string,
    userCompany: (row.user_company as string | null) ?? null,
    voiceAssistantId: (row.voice_assistant_id as string | null) ?? null,
    voicePhoneNumberId: (row.voice_phone_number_id as string | null) ?? null,
  };
}

/** Why the receptionists module refused our team's edit, as the back office answers it. */
function refusal(edit: Extract<AdministratorEdit, { refused: string }>): AppException {
  if (edit.refused === 'not-found') return appError(ADMIN_ERRORS.RECEPTIONIST_NOT_FOUND);
  if (edit.refused === 'over-limit') return appError(ADMIN_ERRORS.RECEPTIONIST_OVER_LIMIT);
  if (edit.refused === 'line-incomplete') return lineIncomplete(edit.missing);
  const error = edit.field === 'voiceAssistantId' ? ADMIN_ERRORS.VOICE_ASSISTANT_TAKEN : ADMIN_ERRORS.VOICE_PHONE_NUMBER_TAKEN;
  return heldBy(error, edit.field, edit.holder);
}

const LINE_PARTS: Record<LineField, string> = {
  aiPhoneNumber: 'Enter the real AI phone number in E.164, such as +14155550123',
  voiceAssistantId: 'Enter the voice assistant id that answers this number',
  voicePhoneNumberId: 'Enter the voice platform’s id of this number',
};

/** The 409 for going live without a whole line: what is missing, each on its field. */
function lineIncomplete(missing: LineField[]): AppException {
  const error = ADMIN_ERRORS.RECEPTIONIST_LINE_INCOMPLETE;
  const names = { aiPhoneNumber: 'AI phone number', voiceAssistantId: 'voice assistant id', voicePhoneNumberId: 'phone-number id' };
  const message = `${error.message} Missing: ${missing.map((field) => names[field]).join(', ')}.`;
  return new AppException(error.status, error.code, message, Object.fromEntries(missing.map((field) => [field, LINE_PARTS[field]])));
}

/** The 409 for an id someone else holds, saying who when known. */
function heldBy(error: ErrorDefinition, field: string, holder?: string): AppException {
  const message = holder ? `${error.message}: ${holder}` : error.message;
  return new AppException(error.status, error.code, message, { [field]: message });
}

/** Which unique value a concurrent edit took first, from the constraint the database names. */
function takenError(error: UniqueConstraintViolationException): AppException {
  if (error.message.includes('receptionists_voice_assistant_id_unique')) return heldBy(ADMIN_ERRORS.VOICE_ASSISTANT_TAKEN, 'voiceAssistantId');
  if (error.message.includes('receptionists_voice_phone_number_id_unique')) return heldBy(ADMIN_ERRORS.VOICE_PHONE_NUMBER_TAKEN, 'voicePhoneNumberId');
  return appError(ADMIN_ERRORS.AI_NUMBER_TAKEN, { aiPhoneNumber: ADMIN_ERRORS.AI_NUMBER_TAKEN.message });
}
