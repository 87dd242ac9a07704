import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';
import type { ReceptionistSettings, SettingsSection } from './receptionist-settings';

/**
 * One saved version of a receptionist's settings (docs/product.md#receptionist-settings): the whole document, who saved
 * it and which sections changed. Versions are never edited; the newest is what the receptionist answers with, and a
 * restore saves an old one's document as a new version.
 */
@Entity({ tableName: 'receptionist_settings_versions' })
// Two saves from the same version race for the same number: the second is refused, never lost silently.
@Unique({ name: 'receptionist_settings_versions_receptionist_id_version_unique', properties: ['receptionist', 'version'] })
export class ReceptionistSettingsVersion {
  [OptionalProps]?: 'createdAt' | 'author' | 'restoredFrom';

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
}
