import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { trigramIndex } from '../../database/index-expressions';

@Entity({ tableName: 'contact_messages' })
@Index({ name: 'contact_messages_created_at_index', properties: ['createdAt'] })
// The back office's sorts and search (migration 20261123100000).
@Index({ name: 'contact_messages_last_name_id_index', properties: ['lastName', 'id'] })
@Index({ name: 'contact_messages_email_id_index', properties: ['email', 'id'] })
@Index({ name: 'contact_messages_is_read_id_index', properties: ['isRead', 'id'] })
@Index({ name: 'contact_messages_search_index', expression: trigramIndex('contact_messages', ['first_name', 'last_name', 'email', 'company_name', 'message']) })
export class ContactMessage {
  [OptionalProps]?: 'isRead' | 'createdAt' | 'phone';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 100 })
  firstName: string;

  @Property({ type: 'string', length: 100 })
  lastName: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 200 })
  companyName: string;

  @Property({ type: 'string', length: 20 })
  companySize: string;

  @Property({ type: 'string', length: 40 })
  interestedIn: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'boolean', default: false })
  isRead = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
