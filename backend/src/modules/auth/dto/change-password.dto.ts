import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsNewPassword } from './password-rules';

export class ChangePasswordDto {
  @ApiProperty()
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  @MaxLength(1000, { message: 'Password is too long' })
  currentPassword: string;

  @IsNewPassword()
  newPassword: string;
}
