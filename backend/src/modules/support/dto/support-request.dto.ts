import { ApiProperty } from '@nestjs/swagger';
import { SupportRequest } from '../support-request.entity';
import { SUPPORT_STATUSES, SupportStatus } from '../support-statuses';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from './create-support-request.dto';

export class SupportRequestDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ example: 'TKT-10001' }) ticketNumber: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: SUPPORT_CATEGORIES, enumName: 'SupportCategory' }) category: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: SUPPORT_PRIORITIES, enumName: 'SupportPriority' }) priority: string;
  @ApiProperty({ enum: SUPPORT_STATUSES, enumName: 'SupportStatus' }) status: SupportStatus;
  @ApiProperty() isResolved: boolean;
  @ApiProperty({ type: Date, nullable: true }) resolvedAt: Date | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;

  static from(request: Omit<SupportRequest, 'user'>): SupportRequestDto {
    const { id, ticketNumber, subject, category, message, priority, status, isResolved, resolvedAt, createdAt, updatedAt } = request;
    return { id, ticketNumber, subject, category, message, priority, status, isResolved, resolvedAt, createdAt, updatedAt };
  }
}
