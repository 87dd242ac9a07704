import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { AuditTarget, AuditAction } from './audit-records';

/** Who did what to which record, for every administrator action. */
@Entity({ tableName: 'audit_log' })
@Index({ name: 'audit_log_created_at_index', properties: ['createdAt'] })
export class AuditLogEntry {
  [OptionalProps]?: 'createdAt' | 'details' | 'actor';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor: User | null = null;

  @Property({ type: 'string', length: 100 })
  action: AuditAction;

  @Property({ type: 'string', length: 50 })
  targetType: AuditTarget;

  @Property({ type: 'string', length: 50 })
  targetId: string;

  @Property({ type: 'json', nullable: true })
  details: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
