import { ApiProperty } from '@nestjs/swagger';

export class QueueHealthDto {
  @ApiProperty({ example: 'mail' }) name: string;
  @ApiProperty({ description: 'false while Redis does not answer (the counts are then 0; work waits in the outbox)' }) available: boolean;
  @ApiProperty({ type: 'integer', description: 'Jobs written but not yet handed to the queue (the outbox)' }) waitingInOutbox: number;
  @ApiProperty({ type: 'integer' }) waiting: number;
  @ApiProperty({ type: 'integer' }) active: number;
  @ApiProperty({ type: 'integer', description: 'Waiting for their next retry' }) delayed: number;
  @ApiProperty({ type: 'integer', description: 'Gave up after every retry; can be retried' }) failed: number;
  @ApiProperty({ type: 'integer', description: 'Completed in the last 24 hours (at most 1000 kept)' }) completed: number;
}

export class RetriedJobsDto {
  @ApiProperty({ type: 'integer' }) retried: number;
}
