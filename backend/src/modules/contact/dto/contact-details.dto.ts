import { ApiProperty } from '@nestjs/swagger';

/** What the contact page shows: where to write, and when we answer. */
export class ContactDetailsDto {
  @ApiProperty({ example: 'sales@example.com' }) salesEmail: string;
  @ApiProperty({ example: 'support@example.com' }) supportEmail: string;
}

export class ContactMessageSentDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}
