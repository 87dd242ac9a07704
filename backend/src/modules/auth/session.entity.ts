import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { SessionKind } from '../../common/auth/session-policy';
import { User } from '../users/user.entity';

/**
 * Who is signed in where (docs/architecture.md#how-a-signed-in-request-is-served): one row per browser session. The
 * cookie holds a random 256-bit token, of which only the SHA-256 is stored. A pending administrator sign-in (right
 * password, second factor still to come) is a row that signs nobody in yet.
 */
@Entity({ tableName: 'user_sessions' })
export class Session {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastSeenAt' | 'pendingSecondFactor' | 'wrongCodes' | 'userAgent' | 'clientAddress';

  /** The session's public id (the sessions list, sign out one): never the token nor its hash. */
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string;

  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Property({ type: 'string', length: 16 })
  kind: SessionKind;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date;

  /** Written at most once a minute, with the idle expiry. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date;

  @Property({ type: 'datetime' })
  absoluteExpiresAt: Date;

  /** Never later than the absolute expiry; the maintenance job deletes rows past it. */
  @Property({ type: 'datetime', index: true })
  idleExpiresAt: Date;

  /** Right password, second factor not yet: nobody is signed in, and the row lives 5 minutes (its expiries). */
  @Property({ type: 'boolean', default: false })
  pendingSecondFactor: boolean;

  /** Wrong second-factor codes of this pending sign-in, counted in SQL (parallel guesses cannot race). */
  @Property({ type: 'integer', default: 0 })
  wrongCodes: number;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  clientAddress: string | null;
}
