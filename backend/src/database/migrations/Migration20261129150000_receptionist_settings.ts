import { Migration } from '@mikro-orm/migrations';

/** Receptionists' settings, one row a saved version (docs/product.md#receptionist-settings); an expand step. */
export class Migration20261129150000_receptionist_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "receptionist_settings_versions" ("id" serial primary key, "receptionist_id" int not null, "version" int not null, "settings" jsonb not null, "changed" text[] not null, "author_id" int null, "by_team" boolean not null, "restored_from" int null, "created_at" timestamptz not null default now(), "apply_state" text check ("apply_state" in ('none', 'applying', 'applied', 'failed', 'superseded')) not null default 'none', "applied_at" timestamptz null, "apply_error" text null);`,
    );
    this.addSql(
      `alter table "receptionist_settings_versions" add constraint "receptionist_settings_versions_receptionist_id_version_unique" unique ("receptionist_id", "version");`,
    );
    // The back office's versions that could not be applied.
    this.addSql(
      `create index "receptionist_settings_versions_failed_index" on "receptionist_settings_versions" ("created_at", "id") where "apply_state" = 'failed';`,
    );
    this.addSql(
      `alter table "receptionist_settings_versions" add constraint "receptionist_settings_versions_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "receptionist_settings_versions" add constraint "receptionist_settings_versions_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "receptionist_settings_versions";`);
  }
}
