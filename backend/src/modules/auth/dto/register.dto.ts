import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { COMPANY_SIZES } from '../../users/company-sizes';
import { IsNewPassword } from './password-rules';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** Sign-up. A `role` sent along is dropped, never applied: everyone registers as a customer. */
// A field's checks run bottom-up and stop at the first failure, so "required" is the last decorator.
export class RegisterDto {
  @ApiProperty({ example: 'owner@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254, { message: 'Please enter a valid email' })
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @IsNewPassword()
  password: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'First name is too long' })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Last name is too long' })
  lastName?: string;

  @ApiPropertyOptional({ maxLength: 40 })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Phone number is too long' })
  phoneNumber?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Company name is too long' })
  companyName?: string;

  @ApiPropertyOptional({ enum: COMPANY_SIZES })
  @Transform(trimmed)
  @IsOptional()
  @IsIn(COMPANY_SIZES, { message: 'Please select your company size' })
  companySize?: string;
}
