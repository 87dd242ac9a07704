import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';

/**
 * An account e-mail: trimmed and lower-cased (accounts are found case-insensitively), at most 254 characters.
 * Checks run in the order listed and stop at the first failure, so "required" comes first.
 */
export function IsAccountEmail(invalidMessage: string, { required = true } = {}) {
  return applyDecorators(
    ApiProperty({ format: 'email', example: 'owner@example.com', required }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    ...(required ? [IsNotEmpty({ message: 'Email is required' })] : []),
    IsEmail({}, { message: invalidMessage }),
    MaxLength(254, { message: invalidMessage }),
  );
}
