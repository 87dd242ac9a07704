import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { COMPANY_SIZES } from '../../users/company-sizes';
import { IsNewPassword } from './password-rules';
import { IsAccountEmail } from '../../users/dto/email-field';
import { GuessedTimeZone } from '../../users/dto/time-zone-field';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** Sign-up. A `role` sent along is dropped, never applied: everyone registers as a customer. */
export class RegisterDto {
  @IsAccountEmail('Please enter a valid email')
  email: string;

  @IsNewPassword()
  password: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Ada' })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'First name is too long' })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Lovelace' })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Last name is too long' })
  lastName?: string;

  @ApiPropertyOptional({ maxLength: 40, example: '+1 (415) 555-0134' })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Phone number is too long' })
  phoneNumber?: string;

  @ApiPropertyOptional({ maxLength: 200, example: 'Lovelace Dental' })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Company name is too long' })
  companyName?: string;

  @ApiPropertyOptional({ enum: COMPANY_SIZES, enumName: 'CompanySize', example: '11-50' })
  @Transform(trimmed)
  @IsOptional()
  @IsIn(COMPANY_SIZES, { message: 'Please select your company size' })
  companySize?: string;

  @GuessedTimeZone()
  timeZone?: string;
}
