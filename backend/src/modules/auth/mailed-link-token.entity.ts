import { ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * What every mailed link's row holds (password reset, e-mail verification): only the SHA-256 of its token, an expiry,
 * single use. Each subclass is a table of its own; indexes take MikroORM's default names, `<table>_<column>_index`.
 */
export abstract class MailedLinkToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
