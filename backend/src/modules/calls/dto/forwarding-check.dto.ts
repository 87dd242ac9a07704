import { ApiProperty } from '@nestjs/swagger';
import type { Row } from '../../../database/row-fields';
import { FORWARDING_CHECK_STATUSES, type ForwardingCheckStatus } from '../forwarding-check.entity';

/** One "Call me to check" and what came of it (docs/product.md#call-me-to-check). */
export class ForwardingCheckDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) receptionistId: number;
  @ApiProperty({
    enum: FORWARDING_CHECK_STATUSES,
    enumName: 'ForwardingCheckStatus',
    description:
      'calling: ringing the business line; reached: the call came through to the receptionist; not_reached: it did not; failed: the platform would not place it',
  })
  status: ForwardingCheckStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why it was not reached or failed',
    example: 'Your business line did not answer and did not forward the call.',
  })
  detail: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) finishedAt: Date | null;

  static of(row: Row): ForwardingCheckDto {
    return {
      id: row.id as number,
      receptionistId: row.receptionist_id as number,
      status: row.status as ForwardingCheckStatus,
      detail: (row.detail as string | null) ?? null,
      createdAt: row.created_at as Date,
      finishedAt: (row.finished_at as Date | null) ?? null,
    };
  }
}
