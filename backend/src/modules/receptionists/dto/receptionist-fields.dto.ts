import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RECEPTIONIST_LANGUAGES, ReceptionistLanguage } from '../receptionist-languages';
import { FORWARDING_CARRIERS, ForwardingCarrier } from '../call-forwarding';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * What a customer may set on a receptionist. Status, active and the AI number are run by our team
 * (docs/product.md#our-team-runs-a-receptionists-status-active-flag-and-ai-number): they are not fields here, so the
 * validation pipe drops them. A field's checks run bottom-up, stopping at the first failure.
 */
export class CreateReceptionistDto {
  @ApiProperty({ maxLength: 100, example: 'Front desk' })
  @Transform(trimmed)
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name: string;

  @ApiProperty({ maxLength: 40, description: 'Your existing business number, which the receptionist answers', example: '+1 (415) 555-0134' })
  @Transform(trimmed)
  @Matches(/^\+?[0-9][0-9 ().-]{5,38}[0-9]$/, { message: 'Please enter a valid phone number' })
  @IsNotEmpty({ message: 'Phone number is required' })
  @IsString({ message: 'Phone number is required' })
  phoneNumber: string;

  @ApiPropertyOptional({ enum: RECEPTIONIST_LANGUAGES, enumName: 'ReceptionistLanguage', isArray: true, default: ['English'], example: ['English', 'Spanish'] })
  @IsOptional()
  @IsIn(RECEPTIONIST_LANGUAGES, { each: true, message: `Languages must be among: ${RECEPTIONIST_LANGUAGES.join(', ')}` })
  @ArrayUnique({ message: 'Each language can be chosen once' })
  @ArrayMaxSize(RECEPTIONIST_LANGUAGES.length, { message: 'Too many languages' })
  @ArrayMinSize(1, { message: 'Choose at least one language' })
  @IsArray({ message: 'Choose at least one language' })
  languages?: ReceptionistLanguage[];

  @ApiPropertyOptional({
    maxLength: 5000,
    description: 'What the receptionist should know about the business',
    example: 'Lovelace Dental, 12 Main Street. Check-ups, cleanings and fillings; new patients welcome; emergencies seen the same day.',
  })
  @Transform(trimmed)
  @IsOptional()
  @MaxLength(5000, { message: 'Company information must be at most 5000 characters' })
  @IsString({ message: 'Company information must be text' })
  companyInfo?: string;

  @ApiPropertyOptional({ maxLength: 1000, example: 'Mon-Fri 8am-6pm, Sat 9am-1pm' })
  @Transform(trimmed)
  @IsOptional()
  @MaxLength(1000, { message: 'Business hours must be at most 1000 characters' })
  @IsString({ message: 'Business hours must be text' })
  businessHours?: string;
}

export class UpdateReceptionistDto extends PartialType(CreateReceptionistDto) {
  @ApiPropertyOptional({
    enum: FORWARDING_CARRIERS,
    enumName: 'ForwardingCarrier',
    nullable: true,
    description: 'Your phone company, for the forwarding steps; null forgets it',
    example: 'verizon',
  })
  @IsOptional()
  @IsIn(FORWARDING_CARRIERS, { message: `Phone company must be one of: ${FORWARDING_CARRIERS.join(', ')}` })
  forwardingCarrier?: ForwardingCarrier | null;
}
