import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsNewPassword } from './password-rules';

// A field's checks run bottom-up and stop at the first failure, so "required" is the last decorator.
export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link', example: 'BwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSY' })
  @IsString({ message: 'The reset link is invalid or has expired' })
  @MaxLength(200, { message: 'The reset link is invalid or has expired' })
  @IsNotEmpty({ message: 'The reset link is invalid or has expired' })
  token: string;

  @IsNewPassword()
  newPassword: string;
}

export class ValidateResetTokenQueryDto {
  @ApiProperty({ required: false })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}
