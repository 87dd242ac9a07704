import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * An administrator's authenticator (TOTP, RFC 6238): made unconfirmed at the first password step, enabled by the first
 * right code. The last accepted time step is kept so a code is never accepted twice.
 */
@Entity({ tableName: 'admin_second_factors' })
export class AdminSecondFactor {
  [OptionalProps]?: 'createdAt' | 'enabledAt' | 'lastUsedStep';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Unique({ name: 'admin_second_factors_user_id_unique' })
  user: User;

  /** Base32, as the authenticator app holds it (the code is computed from it, so it cannot be hashed). */
  @Property({ type: 'string', length: 64, hidden: true })
  secret: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  enabledAt: Date | null = null;

  /** The 30-second step of the last accepted code: that step and earlier ones are refused. */
  @Property({ type: 'integer', nullable: true })
  lastUsedStep: number | null = null;
}

/** A single-use recovery code of an administrator: only its SHA-256 is stored (the codes are random, 50 bits each). */
@Entity({ tableName: 'admin_recovery_codes' })
export class AdminRecoveryCode {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'admin_recovery_codes_user_id_index' })
  user: User;

  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'admin_recovery_codes_code_hash_unique' })
  codeHash: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
