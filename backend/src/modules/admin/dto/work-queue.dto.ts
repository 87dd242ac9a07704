import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ApiSort, PageQueryDto, SortSpec } from '../../../common/http/page-query.dto';
import { AdminReceptionistDto, AdminSupportRequestDto, PageDto } from './admin-lists.dto';

/** What waits on our team: a receptionist to set up, a ticket to answer, a change to bring to a live assistant. */
export const WORK_KINDS = ['request', 'ticket', 'change'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export class ChangedFieldDto {
  @ApiProperty({ example: 'businessHours' }) field: string;
  @ApiProperty({ example: 'Hours' }) label: string;
  @ApiProperty({ description: 'Empty when it was empty', example: 'Mon-Fri 9am-5pm' }) before: string;
  @ApiProperty({ example: 'Mon-Sat 9am-5pm' }) after: string;
}

export class ReceptionistChangeDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) receptionistId: number;
  @ApiProperty({ type: [ChangedFieldDto] }) fields: ChangedFieldDto[];
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true, description: 'When our team marked it done; null while it waits' }) doneAt: Date | null;
}

export class WorkItemDto {
  @ApiProperty({ description: 'Unique across kinds: request-12, ticket-7, change-3', example: 'request-12' }) id: string;
  @ApiProperty({ enum: WORK_KINDS, enumName: 'WorkKind' }) kind: WorkKind;
  @ApiProperty({ description: 'The receptionist’s name, or the ticket’s subject' }) title: string;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty({ format: 'email' }) userEmail: string;
  @ApiProperty({ type: String, nullable: true }) userName: string | null;
  @ApiProperty({ description: 'Since the request, the ticket or the change; a receptionist back in set-up, since it left service' })
  waitingSince: Date;
  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'When our promise runs out: 48 hours for a receptionist, 24 for a ticket’s first answer and for a change; null for a ticket in progress',
  })
  dueAt: Date | null;
  @ApiProperty({ description: 'Past dueAt' }) overdue: boolean;
  @ApiProperty({ type: AdminReceptionistDto, nullable: true, description: 'The receptionist to set up, or whose change it is' })
  receptionist: AdminReceptionistDto | null;
  @ApiProperty({ type: AdminSupportRequestDto, nullable: true }) ticket: AdminSupportRequestDto | null;
  @ApiProperty({ type: ReceptionistChangeDto, nullable: true }) change: ReceptionistChangeDto | null;
}

export class WorkQueuePageDto extends PageDto {
  @ApiProperty({ type: [WorkItemDto] }) items: WorkItemDto[];
}

export class WorkQueueSummaryDto {
  @ApiProperty({ type: 'integer', description: 'Everything waiting' }) waiting: number;
  @ApiProperty({ type: 'integer', description: 'Of which past its promised time' }) overdue: number;
  @ApiProperty({ type: 'integer' }) requests: number;
  @ApiProperty({ type: 'integer' }) tickets: number;
  @ApiProperty({ type: 'integer' }) changes: number;
}

export const WORK_QUEUE_SORT = { fields: ['waitingSince', 'dueAt', 'user'], defaultSort: 'waitingSince:asc' } as const satisfies SortSpec;

/** Search: receptionist name or ticket subject and number, the customer's e-mail, name or company. */
export class WorkQueueQueryDto extends PageQueryDto {
  @ApiSort(WORK_QUEUE_SORT) override sort?: string;

  @ApiPropertyOptional({ enum: WORK_KINDS, enumName: 'WorkKind' })
  @IsOptional()
  @IsIn(WORK_KINDS, { message: `kind must be one of: ${WORK_KINDS.join(', ')}` })
  kind?: WorkKind;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only what is past its promised time' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'overdue must be true or false' })
  overdue?: boolean;
}
