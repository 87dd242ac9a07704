import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { UpdateReceptionistDto } from '../../receptionists/dto/receptionist-fields.dto';
import { RECEPTIONIST_STATUSES, ReceptionistStatus } from '../../receptionists/receptionist-statuses';
import { E164_MESSAGE, E164_PATTERN } from '../../receptionists/ai-phone-numbers';

/** A voice platform's id as our team pastes it: Vapi's are UUIDs; the sandbox's read like `sandbox-assistant-12`. */
const VOICE_PLATFORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Trimmed; an empty field means "none" (null), so clearing the field unlinks the receptionist. */
const voicePlatformId = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : value.trim();
};

/** A voice platform id field: optional, nullable, trimmed and checked against VOICE_PLATFORM_ID_PATTERN. */
function VoicePlatformIdField(label: string, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description, example: '5b0a4a08-133c-4146-9315-0984f8c6be80' }),
    Transform(voicePlatformId),
    IsOptional(),
    // Applied in this order, so the type is checked before the format.
    IsString({ message: `${label} must be text` }),
    Matches(VOICE_PLATFORM_ID_PATTERN, { message: `${label} must be 1–100 letters, digits, hyphens or underscores (Vapi shows it as a UUID)` }),
  );
}

/** The back office's edit dialog and quick actions: the customer's fields plus status, the AI number and the voice platform's linkage. */
export class AdminUpdateReceptionistDto extends UpdateReceptionistDto {
  @ApiPropertyOptional({ enum: RECEPTIONIST_STATUSES, enumName: 'ReceptionistStatus', example: 'active' })
  @IsOptional()
  @IsIn(RECEPTIONIST_STATUSES, { message: `status must be one of: ${RECEPTIONIST_STATUSES.join(', ')}` })
  status?: ReceptionistStatus;

  @ApiPropertyOptional({ description: 'Ignored when status is sent: active is true exactly when the status is active', example: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 16,
    description: 'The real number the receptionist answers on, in E.164; needed to go live. Null or empty clears it (refused while live)',
    example: '+14155550123',
  })
  @Transform(voicePlatformId)
  @IsOptional()
  @IsString({ message: 'AI phone number must be text' })
  @Matches(E164_PATTERN, { message: E164_MESSAGE })
  aiPhoneNumber?: string | null;

  @VoicePlatformIdField('Assistant id', "The voice platform's assistant that answers as this receptionist (Vapi's assistant id); null or empty clears it")
  voiceAssistantId?: string | null;

  @VoicePlatformIdField(
    'Phone number id',
    "The voice platform's id of the phone number this receptionist answers on (Vapi's phone number id); null or empty clears it",
  )
  voicePhoneNumberId?: string | null;
}
