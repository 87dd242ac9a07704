import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;

/** A new password: 8 to 100 characters, with the product's messages (docs/product.md#the-products-messages-are-fixed-texts). */
export function IsNewPassword() {
  return applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, example: 'a-new-long-passphrase' }),
    IsString({ message: 'Password must be at least 8 characters' }),
    MinLength(PASSWORD_MIN, { message: 'Password must be at least 8 characters' }),
    MaxLength(PASSWORD_MAX, { message: 'Password is too long' }),
  );
}
