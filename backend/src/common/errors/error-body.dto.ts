import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error response. */
export class ErrorBodyDto {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'REQUEST.VALIDATION_FAILED', description: 'Stable identifier for programs' })
  code: string;

  @ApiProperty({ example: 'Please correct the highlighted fields', description: 'Text for people' })
  message: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Field name to message, for validation failures' })
  errors?: Record<string, string>;

  @ApiProperty({ example: '3f1c2a8e-8a77-4b8e-9d0c-2f1a1b6f4c55' })
  requestId: string;
}
