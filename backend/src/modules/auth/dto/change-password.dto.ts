import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsNewPassword } from './password-rules';

// A field's checks run bottom-up and stop at the first failure, so "required" is the last decorator.
export class ChangePasswordDto {
  @ApiProperty({ example: 'my-current-passphrase' })
  @IsString({ message: 'Current password is required' })
  @MaxLength(1000, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;

  @IsNewPassword()
  newPassword: string;
}
