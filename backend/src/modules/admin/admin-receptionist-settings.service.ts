import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditLog } from '../audit/audit-log.service';
import { type SavedSettings, ReceptionistSettingsService, type SettingsToSave } from '../receptionist-settings/receptionist-settings.service';
import { User } from '../users/user.entity';

/** Our team's changes to a receptionist's settings (docs/product.md#receptionist-settings), each audited with the sections before and after. */
@Injectable()
export class AdminReceptionistSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: ReceptionistSettingsService,
    private readonly audit: AuditLog,
  ) {}

  save(admin: User, id: number, baseVersion: number, settings: SettingsToSave): Promise<SavedSettings> {
    return this.audited(admin, id, 'receptionist.settings_saved', (tx) => this.settings.save(admin, id, baseVersion, settings, {}, tx));
  }

  restore(admin: User, id: number, version: number, baseVersion: number): Promise<SavedSettings> {
    return this.audited(admin, id, 'receptionist.settings_restored', (tx) => this.settings.restore(admin, id, version, baseVersion, {}, tx));
  }

  /** Sends the newest version to the receptionist's assistant again (after a failure's cause is fixed), audited. */
  reapply(admin: User, id: number): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const version = await this.settings.applyNewest(tx, id);
      this.audit.record(tx, admin, 'receptionist.settings_reapplied', { type: 'receptionist', id }, { applying: null }, { applying: version });
      await tx.flush();
      return version;
    });
  }

  private audited(
    admin: User,
    id: number,
    action: 'receptionist.settings_saved' | 'receptionist.settings_restored',
    write: (tx: EntityManager) => Promise<SavedSettings>,
  ): Promise<SavedSettings> {
    return this.em.fork().transactional(async (tx) => {
      const saved = await write(tx);
      if (saved.changed.length > 0) {
        this.audit.record(
          tx,
          admin,
          action,
          { type: 'receptionist', id },
          { ...saved.before, version: saved.version - 1 },
          { ...saved.after, version: saved.version },
        );
        await tx.flush();
      }
      return saved;
    });
  }
}
