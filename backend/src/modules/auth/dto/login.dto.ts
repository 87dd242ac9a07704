import { ApiProperty } from '@nestjs/swagger';

import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsAccountEmail } from '../../users/dto/email-field';
// A field's checks run bottom-up and stop at the first failure, so "required" is the last decorator.
export class LoginDto {
  @IsAccountEmail('Please enter a valid email')
  email: string;

  @ApiProperty({ example: 'my-current-passphrase' })
  @IsString({ message: 'Password is required' })
  @MaxLength(1000, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
