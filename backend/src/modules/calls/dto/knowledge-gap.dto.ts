import { ApiProperty } from '@nestjs/swagger';

/** One question on a receptionist's "To answer" list (docs/product.md#knowledge-gaps): every call that asked it, as one line. */
export class KnowledgeGapDto {
  @ApiProperty({ type: 'integer', description: 'The question’s id on the list: answering or dismissing it settles every call that asked it' })
  id: number;
  @ApiProperty({ example: 'Do you offer teeth whitening?', description: 'As the latest caller asked it' }) question: string;
  @ApiProperty({ description: 'When the latest call that asked it started' }) askedAt: Date;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'How many calls asked it (case and spacing aside) since it was last answered or dismissed' })
  timesAsked: number;
  @ApiProperty({ type: 'integer', description: 'The latest call that asked it (GET /api/calls/{id})' }) callId: number;
}
