import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';
import type { ReceptionistSettings, SettingsSection } from './receptionist-settings';

/**
 * A version on the voice platform: `none` not sent (no assistant yet: our team builds it with the settings),
 * `applying` on its way through the outbox, `applied` the assistant has it, `failed` the platform refused it or every
 * attempt failed (our team is told), `superseded` a newer version was saved before it was sent.
 */
export const APPLY_STATES = ['none', 'applying', 'applied', 'failed', 'superseded'] as const;
export type ApplyState = (typeof APPLY_STATES)[number];

/**
 * One saved version of a receptionist's settings (docs/product.md#receptionist-settings): the whole document, who saved
 * it and which sections changed. Versions are never edited; the newest is what the receptionist answers with, and a
 * restore saves an old one's document as a new version.
 */
@Entity({ tableName: 'receptionist_settings_versions' })
// Two saves from the same version race for the same number: the second is refused, never lost silently.
@Unique({ name: 'receptionist_settings_versions_receptionist_id_version_unique', properties: ['receptionist', 'version'] })
// The back office's versions that could not be applied.
@Index({
  name: 'receptionist_settings_versions_failed_index',
  expression: `create index "receptionist_settings_versions_failed_index" on "receptionist_settings_versions" ("created_at", "id") where "apply_state" = 'failed'`,
})
export class ReceptionistSettingsVersion {
  [OptionalProps]?: 'createdAt' | 'author' | 'restoredFrom' | 'applyState' | 'appliedAt' | 'applyError';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => Receptionist, { deleteRule: 'cascade', index: false })
  receptionist: Receptionist;

  /** 1, 2, 3… per receptionist. */
  @Property({ type: 'integer' })
  version: number;

  @Property({ type: 'jsonb' })
  settings: ReceptionistSettings;

  /** The sections that differ from the version before, in the page's order. */
  @Property({ type: 'text[]' })
  changed: SettingsSection[];

  /** The customer or our team's member who saved it; null once that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  author: User | null = null;

  /** Saved by our team from the back office, not by the customer. */
  @Property({ type: 'boolean' })
  byTeam: boolean;

  /** The version whose document this one restored. */
  @Property({ type: 'integer', nullable: true })
  restoredFrom: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Where it stands on the voice platform (docs/voice-platforms.md#settings). */
  @Enum({ items: () => APPLY_STATES, default: 'none' })
  applyState: ApplyState = 'none';

  /** When the platform's assistant took it. */
  @Property({ type: 'datetime', nullable: true })
  appliedAt: Date | null = null;

  /** Why the platform did not take it, in its words, once it failed for good. */
  @Property({ type: 'text', nullable: true })
  applyError: string | null = null;
}
