import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { ApiSort, OptionalIdQuery, PageQueryDto, SortSpec } from '../../../common/http/page-query.dto';
import { CALL_OUTCOMES, CallOutcome } from '../platforms/voice-platform';
import { CALL_ACTIONS, type CallAction } from '../voice-tools';
import { E164_PATTERN } from '../../receptionists/ai-phone-numbers';
import { NOT_COUNTED_REASONS, type NotCountedReason } from '../call-metering';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Where a `from`/`to` value puts the range's edge: a `from` starts at its date's first moment (UTC) or at its date-time;
 * a `to` ends, exclusive, at the next day's start (its whole day is in) or just after its date-time (1 ms: it is in).
 * Undefined when the text is neither a date nor a date-time with Z or an offset, or names no real day (2026-02-30).
 */
export function rangeInstant(value: string, edge: 'from' | 'to'): Date | undefined {
  const date = ISO_DATE.exec(value);
  if (date) {
    const start = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== value) return undefined;
    return edge === 'to' ? new Date(start.getTime() + DAY_MS) : start;
  }
  if (!ISO_DATE_TIME.test(value)) return undefined;
  const instant = new Date(value).getTime();
  return Number.isNaN(instant) ? undefined : new Date(edge === 'to' ? instant + 1 : instant);
}

/** `?callerNumber=`: one caller's (docs/product.md#callers) calls or follow-ups, by the number in E.164. */
export function CallerNumberQuery(what: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: `Only ${what} from this number, E.164: one caller's`, example: '+14155550123' }),
    IsOptional(),
    Matches(E164_PATTERN, { message: 'callerNumber must be in E.164 form: + and the country code, then the number, such as +14155550123' }),
  );
}

@ValidatorConstraint({ name: 'rangeInstant' })
class IsRangeInstant implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return typeof value === 'string' && rangeInstant(value, args.property === 'to' ? 'to' : 'from') !== undefined;
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a date (2026-11-26) or a date-time with its offset (2026-11-26T14:30:00Z)`;
  }
}

@ValidatorConstraint({ name: 'rangeOrder' })
class IsNotBeforeFrom implements ValidatorConstraintInterface {
  validate(to: string, args: ValidationArguments): boolean {
    const from = (args.object as Pick<CallsQueryDto, 'from'>).from;
    const start = from === undefined ? undefined : rangeInstant(from, 'from');
    const end = rangeInstant(to, 'to');
    return !start || !end || start < end;
  }
  defaultMessage(): string {
    return 'to must not be before from';
  }
}

/** `?since`: where the customer's calendar month starts in their time zone (the client knows it; the server does not). */
export class CallCountsQueryDto {
  @ApiPropertyOptional({
    description: "Count calls started from this moment: the start of the customer's month where they are (default: the UTC month's)",
    example: '2026-11-01T00:00:00-08:00',
  })
  @IsOptional()
  @IsString({ message: 'since must be a date-time' })
  @Validate(IsRangeInstant)
  since?: string;
}

export const CALLS_SORT = { fields: ['startedAt', 'durationSeconds'], defaultSort: 'startedAt:desc' } as const satisfies SortSpec;

/**
 * The customer's call log: `?page&pageSize&sort&receptionistId&callerNumber&outcome&notCounted&from&to&q`, newest first unless
 * sorted. Search (q): the caller's number (spaces, dashes and brackets ignored), or words in the summary and transcript,
 * stemmed (docs/product.md#searching-the-call-log).
 */
export class CallsQueryDto extends PageQueryDto {
  @ApiSort(CALLS_SORT) override sort?: string;

  @OptionalIdQuery('receptionistId', "Only this receptionist's calls")
  receptionistId?: number;

  @ApiPropertyOptional({
    enum: CALL_ACTIONS,
    enumName: 'CallAction',
    description: 'Only calls where the receptionist did this: booked, moved or cancelled an appointment, texted, or put the caller through',
  })
  @IsOptional()
  @IsIn(CALL_ACTIONS, { message: `action must be one of: ${CALL_ACTIONS.join(', ')}` })
  action?: CallAction;

  @CallerNumberQuery('calls')
  callerNumber?: string;

  @ApiPropertyOptional({ enum: CALL_OUTCOMES, enumName: 'CallOutcome' })
  @IsOptional()
  @IsIn(CALL_OUTCOMES, { message: `outcome must be one of: ${CALL_OUTCOMES.join(', ')}` })
  outcome?: CallOutcome;

  @ApiPropertyOptional({
    enum: NOT_COUNTED_REASONS,
    enumName: 'NotCountedReason',
    description: 'Only ended calls not counted against the plan for this reason: spam, a test call, or too short (docs/product.md#what-counts-as-a-call)',
  })
  @IsOptional()
  @IsIn(NOT_COUNTED_REASONS, { message: `notCounted must be one of: ${NOT_COUNTED_REASONS.join(', ')}` })
  notCounted?: NotCountedReason;

  @ApiPropertyOptional({ description: 'Calls started on or after: a date (its start, UTC) or a date-time with its offset', example: '2026-11-01' })
  @IsOptional()
  @IsString({ message: 'from must be a date' })
  @Validate(IsRangeInstant)
  from?: string;

  @ApiPropertyOptional({ description: 'Calls started up to: a date (its whole day, UTC) or a date-time with its offset', example: '2026-11-30' })
  @IsOptional()
  @IsString({ message: 'to must be a date' })
  @Validate(IsRangeInstant)
  @Validate(IsNotBeforeFrom)
  to?: string;
}

/** The export's query: the log's filters and search, without its pages and sort (the file lists newest first). */
export class CallsExportQueryDto extends OmitType(CallsQueryDto, ['page', 'pageSize', 'sort'] as const) {}

/**
 * Every customer's calls: the customer's filters, plus whose calls (userId) and matched=false for the reports of
 * assistants we have not linked. Search (q) also matches the customer's e-mail.
 */
export class AdminCallsQueryDto extends CallsQueryDto {
  @OptionalIdQuery('userId', "Only this customer's calls")
  userId?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'false: only unmatched reports (no customer); true: only matched calls' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'matched must be true or false' })
  matched?: boolean;
}
