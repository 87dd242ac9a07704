import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { AUDITED_RECORDS, type AuditedRecord } from '../../audit/audit-records';

export class AuditQueryDto {
  @ApiProperty({ enum: AUDITED_RECORDS, enumName: 'AuditedRecord' })
  @IsIn(AUDITED_RECORDS, { message: `targetType must be one of: ${AUDITED_RECORDS.join(', ')}` })
  targetType: AuditedRecord;

  @ApiProperty({ example: '42' })
  @IsString({ message: 'targetId is required' })
  @Matches(/^[A-Za-z0-9_-]{1,50}$/, { message: 'targetId is not a valid id' })
  targetId: string;
}
