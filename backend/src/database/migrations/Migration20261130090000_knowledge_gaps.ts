import { Migration } from '@mikro-orm/migrations';

/** The questions callers asked that receptionists could not answer (docs/product.md#knowledge-gaps); an expand step. */
export class Migration20261130090000_knowledge_gaps extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "knowledge_gaps" ("id" serial primary key, "user_id" int not null, "receptionist_id" int not null, "call_id" int not null, "question" varchar(300) not null, "question_key" varchar(300) not null, "asked_at" timestamptz not null, "state" text check ("state" in ('open', 'answered', 'dismissed')) not null default 'open', "answered_version" int null, "resolved_at" timestamptz null, "resolved_by_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "knowledge_gaps" add constraint "knowledge_gaps_call_question_unique" unique ("call_id", "question_key");`);
    this.addSql(`create index "knowledge_gaps_open_index" on "knowledge_gaps" ("receptionist_id", "question_key") where "state" = 'open';`);
    this.addSql(`create index "knowledge_gaps_user_asked_index" on "knowledge_gaps" ("user_id", "asked_at");`);
    this.addSql(`create index "knowledge_gaps_asked_at_index" on "knowledge_gaps" ("asked_at");`);
    this.addSql(
      `alter table "knowledge_gaps" add constraint "knowledge_gaps_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "knowledge_gaps" add constraint "knowledge_gaps_receptionist_id_foreign" foreign key ("receptionist_id") references "receptionists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "knowledge_gaps" add constraint "knowledge_gaps_call_id_foreign" foreign key ("call_id") references "calls" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "knowledge_gaps" add constraint "knowledge_gaps_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "knowledge_gaps";`);
  }
}
