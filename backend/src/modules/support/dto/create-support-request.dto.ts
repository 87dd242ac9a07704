import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export const SUPPORT_CATEGORIES = ['general', 'technical', 'billing', 'product', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The Support tab's form (docs/product.md#forms-and-their-checks). A field's checks run bottom-up, stopping at the first failure. */
export class CreateSupportRequestDto {
  @ApiProperty({ minLength: 5, maxLength: 200, example: 'Add Saturday opening hours' })
  @Transform(trimmed)
  @MaxLength(200, { message: 'Subject must be at most 200 characters' })
  @MinLength(5, { message: 'Subject must be at least 5 characters' })
  @IsString({ message: 'Subject must be at least 5 characters' })
  subject: string;

  @ApiPropertyOptional({ enum: SUPPORT_CATEGORIES, enumName: 'SupportCategory', default: 'general', example: 'product' })
  @IsOptional()
  @IsIn(SUPPORT_CATEGORIES, { message: 'Please select a category' })
  category?: SupportCategory;

  @ApiProperty({ minLength: 20, maxLength: 5000, example: 'We now open on Saturdays from 9am to 1pm; please have the receptionist book appointments then.' })
  @Transform(trimmed)
  @MaxLength(5000, { message: 'Message must be at most 5000 characters' })
  @MinLength(20, { message: 'Message must be at least 20 characters' })
  @IsString({ message: 'Message must be at least 20 characters' })
  message: string;

  @ApiPropertyOptional({ enum: SUPPORT_PRIORITIES, enumName: 'SupportPriority', default: 'medium', example: 'medium' })
  @IsOptional()
  @IsIn(SUPPORT_PRIORITIES, { message: 'Please select a priority' })
  priority?: SupportPriority;
}
