import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { descendingIndex, trigramIndex } from '../../database/index-expressions';
import { User } from '../users/user.entity';
import { SUPPORT_STATUSES, SupportStatus } from './support-statuses';

@Entity({ tableName: 'support_requests' })
@Index({ name: 'support_requests_user_id_created_at_index', properties: ['user', 'createdAt'] })
// The back office's sorts and search (migration 20261123100000).
@Index({ name: 'support_requests_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'support_requests_status_id_index', properties: ['status', 'id'] })
// The work queue's tickets still waiting on our team, oldest first (docs/product.md#the-work-queue).
@Index({
  name: 'support_requests_waiting_index',
  expression: `create index "support_requests_waiting_index" on "support_requests" ("created_at", "id") where "status" in ('open', 'in-progress')`,
})
@Index({ name: 'support_requests_priority_id_index', properties: ['priority', 'id'] })
@Index({ name: 'support_requests_resolved_at_id_index', properties: ['resolvedAt', 'id'] })
@Index({ name: 'support_requests_resolved_at_desc_index', expression: descendingIndex('support_requests', 'resolved_at') })
@Index({ name: 'support_requests_search_index', expression: trigramIndex('support_requests', ['ticket_number', 'subject']) })
export class SupportRequest {
  [OptionalProps]?: 'status' | 'isResolved' | 'resolvedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'string', length: 200 })
  subject: string;

  @Property({ type: 'string', length: 20 })
  category: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'string', length: 10 })
  priority: string;

  @Enum({ items: () => SUPPORT_STATUSES, default: 'open' })
  status: SupportStatus = 'open';

  /** TKT-10001, TKT-10002…: from a database sequence, so concurrent requests never share a number. */
  @Property({ type: 'string', length: 32 })
  @Unique({ name: 'support_requests_ticket_number_unique' })
  ticketNumber: string;

  @Property({ type: 'boolean', default: false })
  isResolved = false;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
