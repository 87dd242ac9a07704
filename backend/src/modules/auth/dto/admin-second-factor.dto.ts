import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto';

const SIX_DIGITS = 'Enter the 6-digit code from your authenticator app';

export const ADMIN_LOGIN_STEPS = ['enroll', 'verify'] as const;
export type AdminLoginStep = (typeof ADMIN_LOGIN_STEPS)[number];

/** What the right password leads to: setting up the authenticator (its secret, shown until confirmed) or a code from it. */
export class AdminLoginStepDto {
  @ApiProperty({ enum: ADMIN_LOGIN_STEPS, enumName: 'AdminLoginStep' }) step: AdminLoginStep;
  @ApiPropertyOptional({ description: 'enroll only: the otpauth:// URI for the QR code' }) otpauthUri?: string;
  @ApiPropertyOptional({ description: 'enroll only: the same secret in base32, to type into the app' }) secret?: string;
}

/** A 6-digit code from the authenticator app. */
export class AdminCodeDto {
  @ApiProperty({ example: '123456' })
  @Matches(/^\d{6}$/, { message: SIX_DIGITS })
  @IsString({ message: SIX_DIGITS })
  code: string;
}

/** A code from the authenticator, or else one of the recovery codes. */
export class AdminVerifyDto {
  @ApiPropertyOptional({ example: '123456' })
  @ValidateIf((dto: AdminVerifyDto) => dto.recoveryCode === undefined)
  @Matches(/^\d{6}$/, { message: SIX_DIGITS })
  @IsString({ message: SIX_DIGITS })
  code?: string;

  @ApiPropertyOptional({ example: 'k3m7p-2xq4z' })
  @ValidateIf((dto: AdminVerifyDto) => dto.code === undefined)
  @MaxLength(50, { message: 'Recovery code is too long' })
  @IsNotEmpty({ message: 'Enter one of your recovery codes' })
  @IsString({ message: 'Enter one of your recovery codes' })
  recoveryCode?: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Shown once; each works once' }) recoveryCodes: string[];
}

export class AdminEnrolledDto extends RecoveryCodesDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
}
