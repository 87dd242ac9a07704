import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { descendingIndex, trigramIndex } from '../../database/index-expressions';
import { DEFAULT_TIME_ZONE } from '../../common/time-zones';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

@Entity({ tableName: 'users' })
// The back office's sorts and search (migration 20261123100000): each sort reads an index in order.
@Index({ name: 'users_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'users_last_name_id_index', properties: ['lastName', 'id'] })
@Index({ name: 'users_last_name_desc_index', expression: descendingIndex('users', 'last_name') })
@Index({ name: 'users_receptionist_count_id_index', properties: ['receptionistCount', 'id'] })
@Index({ name: 'users_search_index', expression: trigramIndex('users', ['email', 'first_name', 'last_name', 'username', 'company_name']) })
export class User {
  [OptionalProps]?: 'role' | 'timeZone' | 'receptionistLimitActive' | 'receptionistCount' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  username: string | null = null;

  /** argon2id hash; never leaves the server. */
  @Property({ type: 'text', hidden: true })
  passwordHash: string;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName: string | null = null;

  /** Stored lower-cased so uniqueness and sign-in are case-insensitive. */
  @Property({ type: 'string', length: 254 })
  @Unique({ name: 'users_email_unique' })
  email: string;

  /** When the current e-mail was proven (a verification or reset link opened); until then no other mail goes to it. */
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null = null;

  /** The address a requested change waits on: it replaces `email` only once its verification link is opened. */
  @Property({ type: 'string', length: 254, nullable: true })
  pendingEmail: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  phoneNumber: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  companyName: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  companySize: string | null = null;

  /**
   * The owner's own IANA time zone, for their mails, digest and overview (docs/product.md#time-zones); a business's
   * opening hours have their own, in its receptionist's settings.
   */
  @Property({ type: 'string', length: 64, default: 'America/New_York' })
  timeZone: string = DEFAULT_TIME_ZONE;

  @Property({ type: 'integer', nullable: true })
  receptionistLimit: number | null = null;

  @Property({ type: 'boolean', default: false })
  receptionistLimitActive = false;

  /** How many receptionists the user has: kept by triggers on receptionists, never set here (the back office sorts by it). */
  @Property({ type: 'integer', default: 0 })
  receptionistCount = 0;

  @Enum({ items: () => USER_ROLES, default: 'user' })
  role: UserRole = 'user';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
