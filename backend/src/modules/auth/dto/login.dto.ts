import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

// A field's checks run bottom-up and stop at the first failure, so "required" is the last decorator.
export class LoginDto {
  @ApiProperty({ example: 'owner@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254, { message: 'Please enter a valid email' })
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MaxLength(1000, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
