import { ApiProperty } from '@nestjs/swagger';
import { OVER_LIMIT_REASONS, OverLimitReason } from '../../plans/plan-limits.policy';
import { Receptionist } from '../receptionist.entity';
import { RECEPTIONIST_STATUSES, ReceptionistStatus } from '../receptionist-statuses';
import { ReceptionistStatusChange } from '../receptionist-status-change.entity';
import { RECEPTIONIST_LANGUAGES } from '../receptionist-languages';
import { PLAN_IDS } from '../../plans/plan-catalogue';
import { FORWARDING_CARRIERS, ForwardingCarrier, ForwardingCode, forwardingGuides } from '../call-forwarding';

export class StatusChangeDto {
  @ApiProperty({ enum: RECEPTIONIST_STATUSES, enumName: 'ReceptionistStatus', nullable: true, description: 'null for the request itself' })
  from: ReceptionistStatus | null;
  @ApiProperty({ enum: RECEPTIONIST_STATUSES, enumName: 'ReceptionistStatus' }) to: ReceptionistStatus;
  @ApiProperty() at: Date;
  @ApiProperty({ enum: ['customer', 'team'], description: 'Who made the change: the customer (the request) or our team' }) by: 'customer' | 'team';

  /** From the change's own fields, however they were read, and whether the owner made it. */
  static of(change: Pick<ReceptionistStatusChange, 'fromStatus' | 'toStatus' | 'createdAt'>, byOwner: boolean): StatusChangeDto {
    return { from: change.fromStatus, to: change.toStatus, at: change.createdAt, by: byOwner ? 'customer' : 'team' };
  }
}

export class ForwardingCodeDto {
  @ApiProperty({ enum: ['missed', 'all', 'stop'], description: 'Forward the calls missed (busy, unanswered, unreachable), every call, or stop' })
  purpose: ForwardingCode['purpose'];
  @ApiProperty({ example: 'Only the calls you miss (recommended)' }) label: string;
  @ApiProperty({ description: 'What to dial from the business phone', example: '*714155550123' }) dial: string;
}

export class ForwardingGuideDto {
  @ApiProperty({ enum: FORWARDING_CARRIERS, enumName: 'ForwardingCarrier' }) carrier: ForwardingCarrier;
  @ApiProperty({ example: 'Verizon' }) carrierName: string;
  @ApiProperty({ type: [ForwardingCodeDto], description: 'None for a carrier without codes (see note)' }) codes: ForwardingCodeDto[];
  @ApiProperty({ description: 'What to do besides dialling, or instead of it' }) note: string;
}

/** Changes the customer made to a live receptionist that our team has not yet brought to its assistant (the work queue). */
export class PendingChangeDto {
  @ApiProperty({ type: [String], example: ['Name', 'Languages'], description: 'What changed, every change not yet done' }) fields: string[];
  @ApiProperty({ description: 'When the oldest of them was made' }) since: Date;
  @ApiProperty({ description: 'When our team promises to have it in place (24 hours after the oldest)' }) dueBy: Date;
}

export class ReceptionistDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty() phoneNumber: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The real number (E.164) our team gives it when it goes live; null until then. Read-only for customers',
    example: '+14155550123',
  })
  aiPhoneNumber: string | null;
  @ApiProperty({
    enum: FORWARDING_CARRIERS,
    enumName: 'ForwardingCarrier',
    nullable: true,
    description: "The customer's phone company, for the forwarding steps",
  })
  forwardingCarrier: ForwardingCarrier | null;
  @ApiProperty({
    type: [ForwardingGuideDto],
    description: "How to forward the business line to the AI number, for every carrier (the customer's choice among them); none until it has a number",
  })
  forwardingGuides: ForwardingGuideDto[];
  @ApiProperty({ enum: RECEPTIONIST_LANGUAGES, enumName: 'ReceptionistLanguage', isArray: true }) languages: string[];
  @ApiProperty() companyInfo: string;
  @ApiProperty() businessHours: string;
  @ApiProperty({ description: 'Answering calls (true only while the status is active)' }) active: boolean;
  @ApiProperty({ enum: RECEPTIONIST_STATUSES, enumName: 'ReceptionistStatus' }) status: ReceptionistStatus;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
  @ApiProperty({ type: [StatusChangeDto], description: 'Oldest first' }) statusHistory: StatusChangeDto[];
  @ApiProperty({
    description: "Past what its owner's current plan allows: not answering (our team pauses it) until the customer chooses it, removes languages or upgrades",
  })
  overLimit: boolean;
  @ApiProperty({
    enum: OVER_LIMIT_REASONS,
    enumName: 'OverLimitReason',
    isArray: true,
    description: "receptionists: beyond the plan's count (the customer's choice first, then the oldest); languages: more than the plan allows",
  })
  overLimitReasons: OverLimitReason[];
  @ApiProperty({ type: Date, nullable: true, description: 'When the customer chose to keep it active' }) keptActiveAt: Date | null;
  @ApiProperty({ type: PendingChangeDto, nullable: true, description: 'Its details changed while live, waiting for our team; null when none waits' })
  pendingChange: PendingChangeDto | null;

  /** From the receptionist's own fields, however they were read, its timeline and why it is over its plan's limits. */
  static of(
    receptionist: Omit<Receptionist, 'user' | 'statusHistory'>,
    statusHistory: StatusChangeDto[],
    overLimitReasons: OverLimitReason[],
    pendingChange: PendingChangeDto | null = null,
  ): ReceptionistDto {
    return {
      id: receptionist.id,
      name: receptionist.name,
      phoneNumber: receptionist.phoneNumber,
      aiPhoneNumber: receptionist.aiPhoneNumber,
      forwardingCarrier: receptionist.forwardingCarrier,
      forwardingGuides: receptionist.aiPhoneNumber ? forwardingGuides(receptionist.aiPhoneNumber) : [],
      languages: [...receptionist.languages],
      companyInfo: receptionist.companyInfo,
      businessHours: receptionist.businessHours,
      active: receptionist.active,
      status: receptionist.status,
      createdAt: receptionist.createdAt,
      updatedAt: receptionist.updatedAt,
      statusHistory,
      overLimit: overLimitReasons.length > 0,
      overLimitReasons,
      keptActiveAt: receptionist.keptActiveAt,
      pendingChange,
    };
  }
}

/** The plan usage summary above the receptionist cards. */
export class ReceptionistUsageDto {
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId', nullable: true, description: 'null when no plan' }) planId: string | null;
  @ApiProperty({ description: "The plan's name, or 'No plan'" }) planName: string;
  @ApiProperty({ description: 'No plan held and no override from our team: a plan is needed before requesting a receptionist' })
  planRequired: boolean;
  @ApiProperty({ type: 'integer' }) receptionistCount: number;
  @ApiProperty({ type: 'integer', description: 'How many receptionists the plan (or our team’s override) allows' }) receptionistLimit: number;
  @ApiProperty({ type: 'integer' }) languagesPerReceptionist: number;
  @ApiProperty() canAddMore: boolean;
  @ApiProperty({ type: 'integer', description: "Receptionists past the plan's limits, for either reason (not answering until resolved)" })
  overLimitCount: number;
  @ApiProperty({ type: 'integer', description: "Receptionists beyond the plan's count" }) overReceptionistCount: number;
  @ApiProperty({ type: 'integer', description: 'Receptionists with more languages than the plan allows' }) overLanguageCount: number;
}
