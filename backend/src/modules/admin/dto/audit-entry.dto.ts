import { ApiProperty } from '@nestjs/swagger';
import type { AuditLogEntry } from '../audit-log.entity';

export class AuditChangeDto {
  @ApiProperty() field: string;
  @ApiProperty({ nullable: true, description: 'Any JSON value' }) before: unknown;
  @ApiProperty({ nullable: true, description: 'Any JSON value' }) after: unknown;
}

export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'user.update' }) action: string;
  @ApiProperty() targetType: string;
  @ApiProperty() targetId: string;
  @ApiProperty({ type: String, nullable: true, description: "The administrator's name or e-mail; null once that account is gone" }) actor: string | null;
  @ApiProperty({ type: [AuditChangeDto] }) changes: AuditChangeDto[];
  @ApiProperty() createdAt: Date;

  static from(entry: AuditLogEntry): AuditEntryDto {
    const changes = (entry.details?.changes ?? {}) as Record<string, { before: unknown; after: unknown }>;
    const actor = entry.actor ? [entry.actor.firstName, entry.actor.lastName].filter(Boolean).join(' ') || entry.actor.email : null;
    return {
      id: entry.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      actor,
      changes: Object.entries(changes).map(([field, change]) => ({ field, before: change.before, after: change.after })),
      createdAt: entry.createdAt,
    };
  }
}
