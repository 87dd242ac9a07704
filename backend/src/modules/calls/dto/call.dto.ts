import { CALL_ACTIONS, type CallAction } from '../voice-tools';
import { TEXT_STATUSES, type TextStatus } from '../caller-texts';
import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { NOT_COUNTED_REASONS, NotCountedReason } from '../call-metering';
import {
  CALL_OUTCOMES,
  CALL_STATUSES,
  CallOutcome,
  CallStatus,
  TRANSCRIPT_SPEAKERS,
  TranscriptSpeaker,
  VOICE_PLATFORM_NAMES,
  VoicePlatformName,
} from '../platforms/voice-platform';

export class TranscriptTurnDto {
  @ApiProperty({ enum: TRANSCRIPT_SPEAKERS, enumName: 'TranscriptSpeaker' }) speaker: TranscriptSpeaker;
  @ApiProperty() text: string;
  @ApiProperty({ description: 'Seconds from the start of the call' }) seconds: number;
}

/** The most of a number's calls the log counts for its repeat-caller mark: a page of rows never walks a busy number's every call. */
export const CALLER_CALLS_COUNTED = 100;

/** Who called, as the log marks them: the owner's name for the number, and whether the number called before. */
export class CallCallerDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The name the caller is shown by: the one the owner gave the number (PUT /api/callers/{number}/name), else the latest its calls revealed',
  })
  name: string | null;
  @ApiProperty({
    type: 'integer',
    description: `The customer's calls from this number, this one included, counted up to ${CALLER_CALLS_COUNTED}: over 1, a repeat caller`,
  })
  callCount: number;
  @ApiProperty({
    type: [Date],
    description:
      "When this number's earlier calls in the 24 hours before this one started, newest first (at most 9): with the reader's time zone, which call of the day this is",
  })
  earlierCallsWithinDay: Date[];
}

/** One row of the call log. */
export class CallListItemDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() startedAt: Date;
  @ApiProperty({ type: Date, nullable: true }) endedAt: Date | null;
  @ApiProperty({ enum: CALL_STATUSES, enumName: 'CallStatus' }) status: CallStatus;
  @ApiProperty({ type: String, nullable: true, description: 'E.164; null when the caller withheld the number' }) callerNumber: string | null;
  @ApiProperty({ type: CallCallerDto, nullable: true, description: 'null when the caller withheld the number, and for an unmatched report' })
  caller: CallCallerDto | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null once the receptionist is deleted (its name stays)' }) receptionistId: number | null;
  @ApiProperty({ type: String, nullable: true }) receptionistName: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) durationSeconds: number | null;
  @ApiProperty({ enum: CALL_OUTCOMES, enumName: 'CallOutcome', nullable: true, description: 'null until the call is reported' }) outcome: CallOutcome | null;
  @ApiProperty({ type: String, nullable: true, description: 'null until reported, and once removed after the retention period' }) summary: string | null;
  @ApiProperty({ description: 'Placed by our team from the back office, not by a real caller' }) isTest: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'BCP 47, e.g. en-US' }) language: string | null;
  @ApiProperty({ description: "Counted against the plan's calls: ended, and not spam, a test call or shorter than 15 seconds" }) counted: boolean;
  @ApiProperty({
    enum: NOT_COUNTED_REASONS,
    enumName: 'NotCountedReason',
    nullable: true,
    description: 'Why an ended call is not counted: spam, a test call, or shorter than 15 seconds; null when it counts or is still going on',
  })
  notCountedReason: NotCountedReason | null;
}

/** One thing the receptionist did with its tools during the call (docs/voice-platforms.md#tools). */
/** A text a tool call sent, and where it is. */
export class CallActionTextDto {
  @ApiProperty({ example: '+14155550123' }) toNumber: string;
  @ApiProperty({
    enum: TEXT_STATUSES,
    enumName: 'TextStatus',
    description: 'queued: not yet with the SMS provider; sent: on its way; delivered; failed or undelivered: it did not reach the phone',
  })
  status: TextStatus;
  @ApiProperty({ type: 'integer', nullable: true, description: "The provider's error code when it failed (Twilio's)" }) errorCode: number | null;
  @ApiProperty({ type: Date, description: 'When its status last changed' }) updatedAt: Date;
}

export class CallActionDto {
  @ApiProperty({ example: 'book_appointment' }) tool: string;
  @ApiProperty({ enum: CALL_ACTIONS, enumName: 'CallAction', nullable: true, description: 'What it did when done; null for a lookup or a refusal' })
  action: CallAction | null;
  @ApiProperty({ description: 'Done (true) or refused (false)' }) ok: boolean;
  @ApiProperty({ example: 'Booked Cleaning for Ada Lovelace on Tuesday, December 1 at 9:00 AM' }) summary: string;
  @ApiProperty({ type: Date }) at: Date;
  @ApiProperty({ type: CallActionTextDto, nullable: true, description: 'The text it sent (send_sms_link), with its delivery; null for any other' })
  text: CallActionTextDto | null;
}

/** A call with its transcript: what the customer's call page shows. */
export class CallDetailDto extends CallListItemDto {
  @ApiProperty({ type: [CallActionDto], description: 'What the receptionist did with its tools, in order: bookings, texts, transfers' })
  actions: CallActionDto[];
  @ApiProperty({ type: String, nullable: true, description: "The platform's own words for why the call ended" }) endedReason: string | null;
  @ApiProperty({ type: [TranscriptTurnDto], description: 'In order; empty before the report and after the retention period' }) transcript: TranscriptTurnDto[];
  @ApiProperty({ description: 'The recording can be played from GET …/recording' }) recordingAvailable: boolean;
  @ApiProperty({ type: Date, nullable: true, description: 'When the summary, transcript and recording were removed (retention)' })
  contentRemovedAt: Date | null;
}

/** A page of a list that counts and pages through a limited number of matching rows. */
class CappedPageDto {
  @ApiProperty({ type: 'integer', description: 'The matching calls over every page, counted up to a limit (see totalCapped)' }) total: number;
  @ApiProperty({ description: 'More calls match than total says; pages stop there too (a deeper page answers 400): filter by date to reach older calls' })
  totalCapped: boolean;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

export class CallsPageDto extends CappedPageDto {
  @ApiProperty({ type: [CallListItemDto] }) items: CallListItemDto[];
}

export class ReceptionistCallCountDto {
  @ApiProperty({ type: 'integer' }) receptionistId: number;
  @ApiProperty({ type: 'integer', description: 'Calls started since the month began (`since`, or the UTC month)' }) callsThisMonth: number;
  @ApiProperty({ type: Date, nullable: true }) lastCallAt: Date | null;
}

export class CallCustomerDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true, description: 'The name, or username' }) name: string | null;
}

/** What the back office adds to a call: whose it is (null: unmatched) and how the platform identified it. */
export class AdminCallDto extends CallListItemDto {
  @ApiProperty({ type: CallCustomerDto, nullable: true, description: 'null for an unmatched report (an assistant we have not linked)' })
  customer: CallCustomerDto | null;
  @ApiProperty({ enum: VOICE_PLATFORM_NAMES, enumName: 'VoicePlatformName' }) platform: VoicePlatformName;
  @ApiProperty({ type: String, nullable: true }) assistantId: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumberId: string | null;
}

export class AdminCallDetailDto extends IntersectionType(
  AdminCallDto,
  PickType(CallDetailDto, ['endedReason', 'transcript', 'recordingAvailable', 'contentRemovedAt', 'actions'] as const),
) {}

export class AdminCallsPageDto extends CappedPageDto {
  @ApiProperty({ type: [AdminCallDto] }) items: AdminCallDto[];
}

/** One of the customer's callers: a number their calls came from (docs/product.md#callers). */
export class CallerDto {
  @ApiProperty({ example: '+14155550123' }) number: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The name it is shown by: the one the owner gave, else the latest its calls revealed; null when none',
  })
  name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The name the owner gave this number; null when none (renaming to blank forgets it)' })
  givenName: string | null;
  @ApiProperty({ type: 'integer', description: "The customer's calls from this number" }) callCount: number;
  @ApiProperty() firstCallAt: Date;
  @ApiProperty() lastCallAt: Date;
}

export class RenameCallerDto {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 100,
    example: 'Ada Lovelace',
    description: 'The name to know this caller by; null or blank forgets the name given',
  })
  @ValidateIf((body: RenameCallerDto) => body.name !== null)
  @IsString({ message: 'name must be text, or null to forget it' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name: string | null;
}
