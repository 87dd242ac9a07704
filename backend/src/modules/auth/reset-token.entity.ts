import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A password-reset link: only the SHA-256 of its token is stored; single use. */
@Entity({ tableName: 'reset_tokens' })
export class ResetToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'reset_tokens_user_id_index' })
  user: User;

  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'reset_tokens_token_hash_unique' })
  tokenHash: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
