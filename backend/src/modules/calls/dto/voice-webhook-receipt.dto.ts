import { ApiProperty } from '@nestjs/swagger';

/** What the voice webhook answers once a message is recorded (or found recorded before). */
export class VoiceWebhookReceiptDto {
  @ApiProperty({ enum: [true] }) received: true;
  @ApiProperty({ required: false, enum: [true], description: 'This exact message was received before; nothing was done again' }) duplicate?: true;
}

export class IncomingCallDestinationDto {
  @ApiProperty({ enum: ['number'] }) type: 'number';
  @ApiProperty({ example: '+14155550101', description: 'E.164' }) number: string;
  @ApiProperty({ example: "One moment, I'm putting you through to Dr. Patel." }) message: string;
}

/** The answer to Vapi's `assistant-request`: one of the three fields, as its server events reference shows. */
export class IncomingCallReplyDto {
  @ApiProperty({ required: false, description: 'The assistant that answers the call' }) assistantId?: string;
  @ApiProperty({ required: false, type: IncomingCallDestinationDto, description: 'Put straight through to this number (a VIP caller)' })
  destination?: IncomingCallDestinationDto;
  @ApiProperty({ required: false, example: "Sorry, we can't take this call.", description: 'Said to the caller, then the call ends (a blocked number)' })
  error?: string;
}

export class ToolCallResultDto {
  @ApiProperty({ example: 'call_6BPCwKzzx9aGgDq4UNl1xVhN', description: 'The tool call this answers' }) toolCallId: string;
  @ApiProperty({ example: 'Booked: a Cleaning on Tuesday, December 1 at 9:00 AM for Ada Lovelace.', description: 'What the assistant is told, and may say' })
  result: string;
}

/** The answer to Vapi's `tool-calls`: one result per tool call, as its server events reference shows. */
export class ToolCallsReplyDto {
  @ApiProperty({ type: [ToolCallResultDto] }) results: ToolCallResultDto[];
}
