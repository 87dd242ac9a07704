import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';

export const AUDIT_TARGETS = ['user', 'support_request', 'contact_message', 'receptionist', 'queue'] as const;

export class AuditQueryDto {
  @ApiProperty({ enum: AUDIT_TARGETS })
  @IsIn(AUDIT_TARGETS, { message: `targetType must be one of: ${AUDIT_TARGETS.join(', ')}` })
  targetType: string;

  @ApiProperty({ example: '42' })
  @IsString({ message: 'targetId is required' })
  @Matches(/^[A-Za-z0-9_-]{1,50}$/, { message: 'targetId is not a valid id' })
  targetId: string;
}
