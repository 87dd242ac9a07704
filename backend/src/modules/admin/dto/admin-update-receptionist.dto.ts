import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, Matches } from 'class-validator';
import { UpdateReceptionistDto } from '../../receptionists/dto/receptionist-fields.dto';
import { RECEPTIONIST_STATUSES, ReceptionistStatus } from '../../receptionists/receptionist.entity';

/** The back office's edit dialog and quick actions: the customer's fields plus status and the AI number. */
export class AdminUpdateReceptionistDto extends UpdateReceptionistDto {
  @ApiPropertyOptional({ enum: RECEPTIONIST_STATUSES, enumName: 'ReceptionistStatus' })
  @IsOptional()
  @IsIn(RECEPTIONIST_STATUSES, { message: `status must be one of: ${RECEPTIONIST_STATUSES.join(', ')}` })
  status?: ReceptionistStatus;

  @ApiPropertyOptional({ description: 'Ignored when status is sent: active is true exactly when the status is active' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ example: '+1 (888) 555-1234' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^\+?[0-9][0-9 ().-]{5,38}[0-9]$/, { message: 'Please enter a valid phone number' })
  aiPhoneNumber?: string;
}
