import { ApiProperty } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { type AuditLogEntry } from '../audit-log.entity';
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditTarget, type AuditValue } from '../audit-records';

/** A field's value before or after a change: text (dates as ISO text), a number, true/false, a list of texts, or null. */
const AUDIT_VALUE_ONE_OF: SchemaObject[] = [
  { type: 'string', nullable: true },
  { type: 'number' },
  { type: 'boolean' },
  { type: 'array', items: { type: 'string' } },
];

export class AuditChangeDto {
  @ApiProperty() field: string;
  @ApiProperty({ oneOf: AUDIT_VALUE_ONE_OF, description: 'The value before the change; null when there was none' }) before: AuditValue;
  @ApiProperty({ oneOf: AUDIT_VALUE_ONE_OF, description: 'The value after the change; null when it was removed' }) after: AuditValue;
}

export class AuditEntryDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' }) action: AuditAction;
  @ApiProperty({ enum: AUDIT_TARGETS, enumName: 'AuditTarget' }) targetType: AuditTarget;
  @ApiProperty() targetId: string;
  @ApiProperty({ type: String, nullable: true, description: "The administrator's name or e-mail; null once that account is gone" }) actor: string | null;
  @ApiProperty({ type: [AuditChangeDto] }) changes: AuditChangeDto[];
  @ApiProperty() createdAt: Date;

  static from(entry: AuditLogEntry): AuditEntryDto {
    const changes = (entry.details?.changes ?? {}) as Record<string, { before: AuditValue; after: AuditValue }>;
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
