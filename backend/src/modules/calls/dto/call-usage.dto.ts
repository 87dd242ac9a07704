import { ApiProperty } from '@nestjs/swagger';
import { PLAN_IDS, PlanId } from '../../plans/plan-catalogue';
import { MIN_COUNTED_SECONDS, NOT_COUNTED_REASONS, NotCountedReason } from '../call-metering';
import { CALL_OUTCOMES, CallOutcome } from '../platforms/voice-platform';

export class NotCountedCallsDto {
  @ApiProperty({ enum: NOT_COUNTED_REASONS, enumName: 'NotCountedReason' }) reason: NotCountedReason;
  @ApiProperty({ type: 'integer' }) calls: number;
}

/** The usage meter: this period's calls counted against the plan's allowance (docs/product.md#usage-periods). */
export class CallUsageDto {
  @ApiProperty({ description: 'The usage period’s first moment: calls started from here count' }) periodStart: Date;
  @ApiProperty({ description: 'The period’s end, exclusive: the next period starts here and counts from zero' }) periodEnd: Date;
  @ApiProperty({
    type: 'integer',
    description: `Calls started in the period that count: ended, not spam, not a test call, at least ${MIN_COUNTED_SECONDS} seconds`,
  })
  callsCounted: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Calls the current plan includes per period; null: unlimited; 0 without a plan' })
  allowance: number | null;
  @ApiProperty({ type: 'integer', description: 'Counted calls above the allowance (still answered); 0 when unlimited' }) overage: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Calls above your allowance are still answered, at no extra charge.',
    description: 'What becomes of calls above the allowance, in the words to show; null when unlimited or without a plan',
  })
  overageRule: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 1500,
    description:
      'About how many counted calls the period ends with at the pace so far (rounded); null when unlimited, without a plan, or before a day has passed',
  })
  projectedCalls: number | null;
  @ApiProperty({
    enum: PLAN_IDS,
    enumName: 'PlanId',
    nullable: true,
    description:
      'The plan an upgrade for more calls leads to (preselected on the Subscription tab), for a plan paid online; null at the top, when unlimited, without a plan, or for a plan our team set up',
  })
  upgradePlanId: PlanId | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Counted calls as a percentage of the allowance, rounded down (above 100 in overage); null when unlimited or without a plan',
  })
  percentUsed: number | null;
  @ApiProperty({ type: [NotCountedCallsDto], description: 'The period’s ended calls that did not count, by reason (every reason, zeros included)' })
  notCounted: NotCountedCallsDto[];
  @ApiProperty({
    type: 'integer',
    description:
      'Texts receptionists sent callers in the period (links callers asked for), counted against the text allowance; texts the provider refused do not count',
  })
  textsSent: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Texts the current plan includes per period; null: unlimited; 0 without a plan. At it, no more are sent until the next period',
  })
  textAllowance: number | null;
}

export class OutcomeCallsDto {
  @ApiProperty({ enum: CALL_OUTCOMES, enumName: 'CallOutcome', nullable: true, description: 'null: not reported yet (still going on)' })
  outcome: CallOutcome | null;
  @ApiProperty({ type: 'integer' }) calls: number;
}

export class CallsDayDto {
  @ApiProperty({ format: 'date', example: '2026-11-27', description: 'A day of the account’s time zone' }) day: string;
  @ApiProperty({ type: 'integer', description: 'Every call started that day' }) calls: number;
  @ApiProperty({ type: [OutcomeCallsDto], description: 'The day’s calls by outcome: every outcome in order, then null (not reported yet), zeros included' })
  outcomes: OutcomeCallsDto[];
}

export class ReceptionistPeriodCallsDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null: the calls of receptionists since deleted, together' }) receptionistId: number | null;
  @ApiProperty({ type: String, nullable: true }) receptionistName: string | null;
  @ApiProperty({ type: 'integer', description: 'Calls started this period' }) calls: number;
  @ApiProperty({ type: 'integer', description: 'Of them, counted against the plan' }) counted: number;
  @ApiProperty({ type: 'integer' }) appointmentsBooked: number;
  @ApiProperty({ type: 'integer' }) messagesTaken: number;
  @ApiProperty({
    type: 'integer',
    description: 'Questions callers asked that it could not answer, still to answer or dismiss (docs/product.md#knowledge-gaps); 0 for deleted ones',
  })
  openQuestions: number;
}

/** The dashboard's overview in one answer (docs/product.md#usage-periods). */
export class CallsOverviewDto {
  @ApiProperty({ type: CallUsageDto }) usage: CallUsageDto;
  @ApiProperty({ type: 'integer', description: 'Every call started this period, counted or not' }) callsAnswered: number;
  @ApiProperty({ type: 'integer', description: 'This period’s calls whose outcome is appointment_booked' }) appointmentsBooked: number;
  @ApiProperty({ type: 'integer', description: 'This period’s calls whose outcome is message_taken' }) messagesTaken: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Seconds, over this period’s ended calls; null when none has ended' })
  averageDurationSeconds: number | null;
  @ApiProperty({ type: [CallsDayDto], description: 'The last 30 days of the account’s time zone, oldest first, today last: every day, zeros included' })
  callsPerDay: CallsDayDto[];
  @ApiProperty({
    type: [ReceptionistPeriodCallsDto],
    description: 'This period by receptionist: each of the customer’s receptionists in id order (zeros included), then deleted ones’ calls if any',
  })
  receptionists: ReceptionistPeriodCallsDto[];
}
