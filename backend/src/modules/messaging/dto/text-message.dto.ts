import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ApiSort, OptionalIdQuery, PageQueryDto, type SortSpec } from '../../../common/http/page-query.dto';
import { TEXT_STATUSES, type TextStatus } from '../../calls/caller-texts';

/** One text a receptionist sent a caller, as our team sees it (docs/voice-platforms.md#texts). */
export class TextMessageDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'When its status last changed' }) updatedAt: Date;
  @ApiProperty({ type: Number, nullable: true, example: 7, description: 'Null once the receptionist is deleted' }) receptionistId: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Front desk', description: 'Null once the receptionist is deleted' })
  receptionistName: string | null;
  @ApiProperty({ example: '+14155550123', description: 'E.164' }) toNumber: string;
  @ApiProperty({ type: String, nullable: true, example: 'Directions', description: 'The link it carried; null for a notice about an appointment change' })
  linkName: string | null;
  @ApiProperty({ example: 'Harbor desk: here is the Directions link you asked for: https://maps.example.com/harbor-dental' }) body: string;
  @ApiProperty({ enum: TEXT_STATUSES, enumName: 'TextStatus' }) status: TextStatus;
  @ApiProperty({ type: Number, nullable: true, example: 21610, description: 'The SMS provider’s error code when it failed' }) errorCode: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The voice platform’s id of the call it was sent during' }) platformCallId: string | null;
}

export class TextMessagesPageDto {
  @ApiProperty({ type: [TextMessageDto] }) items: TextMessageDto[];
  @ApiProperty({ type: 'integer', description: 'The matching texts over every page, counted up to a limit (see totalCapped)' }) total: number;
  @ApiProperty({ description: 'More texts match than total says: filter to reach the others' }) totalCapped: boolean;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

export const TEXTS_SORT = { fields: ['createdAt'], defaultSort: 'createdAt:desc' } as const satisfies SortSpec;

/** `?userId&status&q`: one customer's texts, those in one status; search the number texted or the link's name. */
export class TextMessagesQueryDto extends PageQueryDto {
  @ApiSort(TEXTS_SORT) override sort?: string;

  @OptionalIdQuery('userId', "Only this customer's texts")
  userId?: number;

  @ApiPropertyOptional({ enum: TEXT_STATUSES, enumName: 'TextStatus' })
  @IsOptional()
  @IsIn(TEXT_STATUSES, { message: `status must be one of: ${TEXT_STATUSES.join(', ')}` })
  status?: TextStatus;
}
