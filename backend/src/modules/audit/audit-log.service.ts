import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity';
import { AuditLogEntry } from './audit-log.entity';
import { AuditAction, AuditedRecord, AuditTarget, AuditValue } from './audit-records';
import { AuditEntryDto } from './dto/audit-entry.dto';

type Fields = Record<string, unknown>;

/**
 * The audit trail. Every administrator change is written in the transaction of the change itself: who, what, which
 * record, and each changed field's value before and after; the administrators' door adds its events.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly em: EntityManager) {}

  record(tx: EntityManager, actor: User, action: AuditAction, target: { type: AuditTarget; id: number | string }, before: Fields, after: Fields): void {
    const changes: Record<string, { before: AuditValue; after: AuditValue }> = {};
    for (const key of Object.keys(after)) {
      if (!sameValue(before[key], after[key])) changes[key] = { before: auditValue(before[key]), after: auditValue(after[key]) };
    }
    tx.create(AuditLogEntry, { actor: tx.getReference(User, actor.id), action, targetType: target.type, targetId: String(target.id), details: { changes } });
  }

  /**
   * An event that changes no record's fields (a failed sign-in, a second factor enrolled), with what to remember of it;
   * written with the caller's next flush of `em`. No actor: nobody signed in did it.
   */
  event(em: EntityManager, action: AuditAction, target: { type: AuditTarget; id: number | string }, details: Fields, actor: User | null = null): void {
    em.create(AuditLogEntry, { actor: actor && em.getReference(User, actor.id), action, targetType: target.type, targetId: String(target.id), details });
  }

  /** Newest first: the history shown on a record's dialog. */
  async history(targetType: AuditedRecord, targetId: number | string, limit = 50): Promise<AuditEntryDto[]> {
    const entries = await this.em.find(
      AuditLogEntry,
      { targetType, targetId: String(targetId) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit, populate: ['actor'] },
    );
    return entries.map(AuditEntryDto.from);
  }
}

/** What jsonb keeps of a field's value: a date as its ISO text, undefined as null. */
function auditValue(value: unknown): AuditValue {
  if (value instanceof Date) return value.toISOString();
  return (value ?? null) as AuditValue;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
