import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ApiSort, OptionalIdQuery, PageQueryDto, type SortSpec } from '../../../common/http/page-query.dto';
import { FOLLOW_UP_REASONS, FOLLOW_UP_STATUSES, type FollowUpReason, type FollowUpStatus } from '../follow-up-reasons';
import { CallerNumberQuery } from './calls-query.dto';

/** One thing a call left the owner to do, with the call's facts to act on it (docs/product.md#follow-ups). */
export class FollowUpDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({
    enum: FOLLOW_UP_REASONS,
    enumName: 'FollowUpReason',
    description:
      'message: a message was taken; appointment: one was booked; transfer_not_connected: a transfer did not go through; failed: the call failed; dropped: the caller hung up within seconds',
  })
  reason: FollowUpReason;
  @ApiProperty({ enum: FOLLOW_UP_STATUSES, enumName: 'FollowUpStatus' }) status: FollowUpStatus;
  @ApiProperty({ type: Date, description: 'When the call’s report made it' }) createdAt: Date;
  @ApiProperty({ type: 'integer', description: 'The call it came from: GET /api/calls/{id}' }) callId: number;
  @ApiProperty({ type: Date }) callStartedAt: Date;
  @ApiProperty({ example: '+14155550123', description: 'E.164: only calls with a number make follow-ups' }) callerNumber: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ada Lovelace',
    description: 'The name the caller is shown by (the owner’s, else the one they gave); null when none',
  })
  callerName: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null once the receptionist is deleted (its name stays)' }) receptionistId: number | null;
  @ApiProperty({ type: String, nullable: true }) receptionistName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The call’s summary; null when none, and once removed after the retention period' })
  summary: string | null;
  @ApiProperty({ type: Date, nullable: true, description: 'When it was marked done; null while open' }) doneAt: Date | null;
  @ApiProperty({ type: String, nullable: true, example: 'Grace Hopper', description: 'Who marked it done (their name, else e-mail); null while open' })
  doneBy: string | null;
}

export class FollowUpsPageDto {
  @ApiProperty({ type: [FollowUpDto] }) items: FollowUpDto[];
  @ApiProperty({ type: 'integer', description: 'The matching follow-ups over every page, counted up to a limit (see totalCapped)' }) total: number;
  @ApiProperty({ description: 'More follow-ups match than total says: filter to reach the others' }) totalCapped: boolean;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

export class FollowUpCountDto {
  @ApiProperty({ type: 'integer', description: 'Follow-ups not marked done yet' }) open: number;
}

/** Open ones first either way; then by when they were made. */
export const FOLLOW_UPS_SORT = { fields: ['createdAt'], defaultSort: 'createdAt:desc' } as const satisfies SortSpec;

/** `?page&pageSize&sort&receptionistId&callerNumber&callId&reason&status`: open first, newest first unless sorted; no search. */
export class FollowUpsQueryDto extends PickType(PageQueryDto, ['page', 'pageSize', 'sort'] as const) {
  @ApiSort(FOLLOW_UPS_SORT) override sort?: string;

  @OptionalIdQuery('receptionistId', "Only this receptionist's follow-ups")
  receptionistId?: number;

  @CallerNumberQuery('follow-ups of calls')
  callerNumber?: string;

  @OptionalIdQuery('callId', 'Only the follow-up this call made (a call makes at most one): what the call’s page shows')
  callId?: number;

  @ApiPropertyOptional({ enum: FOLLOW_UP_REASONS, enumName: 'FollowUpReason' })
  @IsOptional()
  @IsIn(FOLLOW_UP_REASONS, { message: `reason must be one of: ${FOLLOW_UP_REASONS.join(', ')}` })
  reason?: FollowUpReason;

  @ApiPropertyOptional({ enum: FOLLOW_UP_STATUSES, enumName: 'FollowUpStatus', description: 'Only open or only done ones (default: both, open first)' })
  @IsOptional()
  @IsIn(FOLLOW_UP_STATUSES, { message: `status must be one of: ${FOLLOW_UP_STATUSES.join(', ')}` })
  status?: FollowUpStatus;
}
