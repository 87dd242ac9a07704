import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { COMPANY_SIZES } from '../../users/company-sizes';
import { IsAccountEmail } from '../../users/dto/email-field';

export const INTERESTS = ['product-demo', 'pricing', 'partnership', 'support', 'other'] as const;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The public contact form (docs/product.md#forms-and-their-checks). A field's checks run bottom-up, stopping at the first failure. */
export class CreateContactMessageDto {
  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Ada' })
  @Transform(trimmed)
  @MaxLength(100, { message: 'First name is too long' })
  @MinLength(2, { message: 'First name must be at least 2 characters' })
  @IsString({ message: 'First name must be at least 2 characters' })
  firstName: string;

  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Lovelace' })
  @Transform(trimmed)
  @MaxLength(100, { message: 'Last name is too long' })
  @MinLength(2, { message: 'Last name must be at least 2 characters' })
  @IsString({ message: 'Last name must be at least 2 characters' })
  lastName: string;

  @IsAccountEmail('Please enter a valid email address')
  email: string;

  @ApiPropertyOptional({ maxLength: 40, example: '+1 (415) 555-0134' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Phone number is too long' })
  phone?: string;

  @ApiProperty({ maxLength: 200, example: 'Lovelace Dental' })
  @Transform(trimmed)
  @MaxLength(200, { message: 'Company name is too long' })
  @IsNotEmpty({ message: 'Company name is required' })
  @IsString({ message: 'Company name is required' })
  companyName: string;

  @ApiProperty({ enum: COMPANY_SIZES, enumName: 'CompanySize', example: '11-50' })
  @IsIn(COMPANY_SIZES, { message: 'Please select your company size' })
  companySize: string;

  @ApiProperty({ enum: INTERESTS, enumName: 'Interest', example: 'product-demo' })
  @IsIn(INTERESTS, { message: "Please select what you're interested in" })
  interestedIn: string;

  @ApiProperty({ minLength: 10, maxLength: 5000, example: 'We miss calls at lunchtime and would like to hear how a receptionist would answer them.' })
  @Transform(trimmed)
  @MaxLength(5000, { message: 'Message is too long' })
  @MinLength(10, { message: 'Message must be at least 10 characters' })
  @IsString({ message: 'Message must be at least 10 characters' })
  message: string;

  @ApiProperty({ description: 'Must be true', example: true })
  @Equals(true, { message: 'You must agree to our terms and conditions' })
  agreeToTerms: boolean;
}
