import { ApiProperty } from '@nestjs/swagger';

/** What the voice webhook answers once a message is recorded (or found recorded before). */
export class VoiceWebhookReceiptDto {
  @ApiProperty({ enum: [true] }) received: true;
  @ApiProperty({ required: false, enum: [true], description: 'This exact message was received before; nothing was done again' }) duplicate?: true;
}
