import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'contact_messages' })
@Index({ name: 'contact_messages_created_at_index', properties: ['createdAt'] })
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
