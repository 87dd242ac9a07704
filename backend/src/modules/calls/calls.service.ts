import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, FilterQuery, ObjectQuery } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { voiceConfig, VoiceConfigValues } from '../../config/voice.config';
import { Call } from './call.entity';
import { CALLS_ERRORS, recordingRemovedMessage } from './calls.errors';
import { AdminCallDetailDto, AdminCallDto, AdminCallsPageDto, CallDetailDto, CallListItemDto, CallsPageDto, ReceptionistCallCountDto } from './dto/call.dto';
import { AdminCallsQueryDto, CallsQueryDto, rangeInstant } from './dto/calls-query.dto';

/** The customer's call log and the back office's, read from the calls table. */
@Injectable()
export class CallsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(voiceConfig.KEY) private readonly voice: VoiceConfigValues,
  ) {}

  async list(userId: number, query: CallsQueryDto): Promise<CallsPageDto> {
    const where: FilterQuery<Call> = { user: userId, ...filtersOf(query) };
    const [rows, total] = await this.em.findAndCount(Call, where, {
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(toListItem), total, totalCapped: false, page: query.page, pageSize: query.pageSize };
  }

  async detail(id: number, userId: number): Promise<CallDetailDto> {
    return toDetail(await this.owned(id, userId));
  }

  async countsByReceptionist(userId: number): Promise<ReceptionistCallCountDto[]> {
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    return this.em.getConnection().execute<ReceptionistCallCountDto[]>(
      `select receptionist_id as "receptionistId", count(*) filter (where started_at >= ?)::int as "callsThisMonth", max(started_at) as "lastCallAt"
       from calls where user_id = ? and receptionist_id is not null group by receptionist_id order by receptionist_id`,
      [monthStart, userId],
    );
  }

  async adminList(query: AdminCallsQueryDto): Promise<AdminCallsPageDto> {
    const where: FilterQuery<Call> = {
      ...filtersOf(query),
      ...(query.userId ? { user: query.userId } : {}),
      ...(query.matched === undefined ? {} : { user: query.matched ? { $ne: null } : null }),
    };
    const [rows, total] = await this.em.findAndCount(Call, where, {
      populate: ['user'],
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(toAdminItem), total, totalCapped: false, page: query.page, pageSize: query.pageSize };
  }

  async adminDetail(id: number): Promise<AdminCallDetailDto> {
    const call = await this.em.findOne(Call, { id }, { populate: ['user'] });
    if (!call) throw appError(CALLS_ERRORS.CALL_NOT_FOUND);
    return { ...toAdminItem(call), ...toDetail(call) };
  }

  /** The recording's reference once access is checked: the owner's call, or any call for an administrator (no userId). */
  async recordingOf(id: number, userId?: number): Promise<string> {
    const call = userId === undefined ? await this.em.findOne(Call, { id }) : await this.owned(id, userId);
    if (!call) throw appError(CALLS_ERRORS.CALL_NOT_FOUND);
    if (call.contentRemovedAt) throw appError({ ...CALLS_ERRORS.RECORDING_REMOVED, message: recordingRemovedMessage(this.voice.callRetentionDays) });
    if (!call.recordingRef) throw appError(CALLS_ERRORS.RECORDING_UNAVAILABLE);
    return call.recordingRef;
  }

  private async owned(id: number, userId: number): Promise<Call> {
    const call = await this.em.findOne(Call, { id, user: userId });
    if (!call) throw appError(CALLS_ERRORS.CALL_NOT_FOUND);
    return call;
  }
}

function filtersOf(query: CallsQueryDto): ObjectQuery<Call> {
  return {
    ...(query.receptionistId ? { receptionist: query.receptionistId } : {}),
    ...(query.outcome ? { outcome: query.outcome } : {}),
    ...(query.from || query.to ? { startedAt: { ...(query.from ? { $gte: rangeInstant(query.from, 'from') } : {}), ...(query.to ? { $lt: rangeInstant(query.to, 'to') } : {}) } } : {}),
  };
}

function toListItem(call: Call): CallListItemDto {
  const { id, startedAt, endedAt, status, callerNumber, receptionistName, durationSeconds, outcome, summary, isTest, language } = call;
  return { id, startedAt, endedAt, status, callerNumber, receptionistId: call.receptionist?.id ?? null, receptionistName, durationSeconds, outcome, summary, isTest, language };
}

function toDetail(call: Call): CallDetailDto {
  return {
    ...toListItem(call),
    endedReason: call.endedReason,
    transcript: call.transcript ?? [],
    recordingAvailable: !!call.recordingRef && !call.contentRemovedAt,
    contentRemovedAt: call.contentRemovedAt,
  };
}

function toAdminItem(call: Call): AdminCallDto {
  const user = call.user;
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || null : null;
  return {
    ...toListItem(call),
    customer: user ? { id: user.id, email: user.email, name } : null,
    platform: call.platform,
    assistantId: call.assistantId,
    phoneNumberId: call.phoneNumberId,
  };
}
