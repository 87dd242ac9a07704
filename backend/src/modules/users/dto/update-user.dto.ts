import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { COMPANY_SIZES } from '../company-sizes';
import { IsAccountEmail } from './email-field';
import { IsAccountTimeZone } from './time-zone-field';

// An empty text clears the field (null); absent fields are left as they are.
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Profile fields; any other field sent (role, plan, limits…) is dropped. */
export class UpdateUserDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Ada' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'First name is too long' })
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Lovelace' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Last name is too long' })
  lastName?: string | null;

  @ValidateIf((_, value) => value !== undefined)
  @IsAccountEmail('Please enter a valid email address', { required: false })
  email?: string;

  @ApiPropertyOptional({
    description: 'Required when email changes: the change then waits until the new address opens its verification link',
    example: 'my-current-passphrase',
  })
  @IsOptional()
  @IsString({ message: 'Current password is required' })
  @MaxLength(1000, { message: 'Password is too long' })
  currentPassword?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40, example: '+1 (415) 555-0134' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Phone number is too long' })
  phoneNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, example: 'Lovelace Dental' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Company name is too long' })
  companyName?: string | null;

  @ApiPropertyOptional({ enum: COMPANY_SIZES, enumName: 'CompanySize', nullable: true, example: '11-50' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsIn(COMPANY_SIZES, { message: 'Please select your company size' })
  companySize?: string | null;

  @IsAccountTimeZone()
  timeZone?: string;
}
