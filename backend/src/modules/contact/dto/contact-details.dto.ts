import { ApiProperty } from '@nestjs/swagger';

/** What the contact page shows: where to write, and when we answer. */
export class ContactDetailsDto {
  @ApiProperty({ format: 'email', example: 'sales@example.com' }) salesEmail: string;
  @ApiProperty({ format: 'email', example: 'support@example.com' }) supportEmail: string;
}

export class ContactMessageSentDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}
