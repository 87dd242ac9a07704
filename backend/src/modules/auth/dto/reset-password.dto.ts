import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsNewPassword } from './password-rules';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link' })
  @IsNotEmpty({ message: 'The reset link is invalid or has expired' })
  @IsString({ message: 'The reset link is invalid or has expired' })
  @MaxLength(200, { message: 'The reset link is invalid or has expired' })
  token: string;

  @IsNewPassword()
  newPassword: string;
}

export class ValidateResetTokenQueryDto {
  @ApiProperty({ required: false })
  @IsString()
  @MaxLength(200)
  token?: string;
}
