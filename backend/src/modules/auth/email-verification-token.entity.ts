import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** An e-mail verification link: only the SHA-256 of its token is stored, with the address it proves; single use. */
@Entity({ tableName: 'email_verification_tokens' })
export class EmailVerificationToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'email_verification_tokens_user_id_index' })
  user: User;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'email_verification_tokens_token_hash_unique' })
  tokenHash: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
