import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsISO8601, IsOptional, IsString, Matches } from 'class-validator';
import { ApiSort, OptionalIdQuery, PageQueryDto, type SortSpec } from '../../../common/http/page-query.dto';
import {
  APPOINTMENT_ACTORS,
  APPOINTMENT_STATUSES,
  type AppointmentActor,
  type AppointmentStatus,
  CALENDAR_STATES,
  type CalendarState,
} from '../appointment-statuses';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_TIME_MESSAGE = 'must be a date-time with its offset, such as 2026-12-03T09:00:00-05:00';

export class AppointmentDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 7 }) receptionistId: number;
  @ApiProperty({ example: 'Front desk' }) receptionistName: string;
  @ApiProperty({ example: 'Cleaning' }) typeName: string;
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) endsAt: Date;
  @ApiProperty({ example: 'Ada Lovelace' }) callerName: string;
  @ApiProperty({ type: String, nullable: true, example: '+14155550123', description: 'E.164' }) callerNumber: string | null;
  @ApiProperty({ example: 'First visit' }) notes: string;
  @ApiProperty({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus' }) status: AppointmentStatus;
  @ApiProperty({ enum: APPOINTMENT_ACTORS, enumName: 'AppointmentActor', description: 'Who booked it: the receptionist during a call, or your team' })
  bookedBy: AppointmentActor;
  @ApiProperty({ type: Number, nullable: true, description: 'The call that booked it, when it is in your call log' }) callId: number | null;
  @ApiProperty({ enum: CALENDAR_STATES, enumName: 'CalendarState', description: 'Whether its event is written to your calendar yet' })
  calendarState: CalendarState;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelledAt: Date | null;
}

export class AppointmentsPageDto {
  @ApiProperty({ type: [AppointmentDto] }) items: AppointmentDto[];
  @ApiProperty({ type: 'integer', description: 'The matching appointments over every page, counted up to a limit (see totalCapped)' }) total: number;
  @ApiProperty({ description: 'More appointments match than total says: narrow the dates to reach the others' }) totalCapped: boolean;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

export const APPOINTMENTS_SORT = { fields: ['startsAt', 'createdAt'], defaultSort: 'startsAt:asc' } as const satisfies SortSpec;
export const APPOINTMENT_WHEN = ['upcoming', 'past'] as const;

/** `?when&from&to&receptionistId&status&q`: upcoming or past, or a range (the week view); search the caller's name or number. */
export class AppointmentsQueryDto extends PageQueryDto {
  @ApiSort(APPOINTMENTS_SORT) override sort?: string;

  @ApiPropertyOptional({ enum: APPOINTMENT_WHEN, description: 'upcoming: not yet ended; past: ended' })
  @IsOptional()
  @IsIn(APPOINTMENT_WHEN, { message: 'when must be upcoming or past' })
  when?: (typeof APPOINTMENT_WHEN)[number];

  @ApiPropertyOptional({ description: 'Starting at or after', example: '2026-11-30T00:00:00-05:00' })
  @IsOptional()
  // A real instant: the shape alone lets through 2026-13-45T10:00:00Z.
  @IsISO8601({ strict: true }, { message: `from ${DATE_TIME_MESSAGE}` })
  @Matches(ISO_DATE_TIME, { message: `from ${DATE_TIME_MESSAGE}` })
  @IsString({ message: `from ${DATE_TIME_MESSAGE}` })
  from?: string;

  @ApiPropertyOptional({ description: 'Starting before', example: '2026-12-07T00:00:00-05:00' })
  @IsOptional()
  // A real instant: the shape alone lets through 2026-13-45T10:00:00Z.
  @IsISO8601({ strict: true }, { message: `to ${DATE_TIME_MESSAGE}` })
  @Matches(ISO_DATE_TIME, { message: `to ${DATE_TIME_MESSAGE}` })
  @IsString({ message: `to ${DATE_TIME_MESSAGE}` })
  to?: string;

  @OptionalIdQuery('receptionistId', "Only this receptionist's appointments")
  receptionistId?: number;

  @ApiPropertyOptional({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus' })
  @IsOptional()
  @IsIn(APPOINTMENT_STATUSES, { message: `status must be one of: ${APPOINTMENT_STATUSES.join(', ')}` })
  status?: AppointmentStatus;
}

/** What became of the text to the caller about a change: queued, or why none went. */
export const CALLER_TEXT_OUTCOMES = ['queued', 'opted_out', 'allowance_used', 'no_number'] as const;
export type CallerTextOutcome = (typeof CALLER_TEXT_OUTCOMES)[number];

/** An appointment the business changed, and whether the caller was texted about it. */
export class AppointmentChangeDto extends AppointmentDto {
  @ApiProperty({
    enum: CALLER_TEXT_OUTCOMES,
    enumName: 'CallerTextOutcome',
    nullable: true,
    description:
      'queued: a text tells the caller; opted_out: the caller sent STOP; allowance_used: the plan’s texts this period are used; no_number: the caller’s number is unknown; null: no text was asked for',
  })
  callerText: CallerTextOutcome | null;
}

export class CancelAppointmentDto {
  @ApiPropertyOptional({ example: true, description: 'Text the caller about the change, from your receptionist’s number (default: no)' })
  @IsOptional()
  @IsBoolean({ message: 'textCaller must be true or false' })
  textCaller?: boolean;
}

export class RescheduleAppointmentDto extends CancelAppointmentDto {
  @ApiProperty({ example: '2026-12-03T10:30:00-05:00', description: 'The new start, with its offset; the length stays' })
  // A real instant: the shape alone lets through 2026-13-45T10:00:00Z.
  @IsISO8601({ strict: true }, { message: `startsAt ${DATE_TIME_MESSAGE}` })
  @Matches(ISO_DATE_TIME, { message: `startsAt ${DATE_TIME_MESSAGE}` })
  @IsString({ message: `startsAt ${DATE_TIME_MESSAGE}` })
  startsAt: string;
}
