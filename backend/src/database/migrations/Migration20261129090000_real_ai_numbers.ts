import { Migration } from '@mikro-orm/migrations';

/**
 * A receptionist has no AI number until our team gives it a real one (docs/product.md#a-real-number-before-going-live):
 * the placeholders of those not yet live are cleared; a live one's number is kept, written in E.164 (a formatted
 * number whose E.164 form another already holds keeps its old form rather than break the unique index). The customer's
 * carrier, for the forwarding steps, is a new column the old code ignores.
 */
export class Migration20261129090000_real_ai_numbers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "receptionists" alter column "ai_phone_number" drop not null;`);
    this.addSql(
      `alter table "receptionists" add column "forwarding_carrier" text check ("forwarding_carrier" in ('verizon', 'att', 't-mobile', 'landline', 'other')) null;`,
    );
    this.addSql(`update "receptionists" set "ai_phone_number" = null where "status" <> 'active';`);
    this.addSql(
      `with digits as (
         select id, regexp_replace(ai_phone_number, '\\D', '', 'g') as d from receptionists where ai_phone_number is not null and ai_phone_number !~ '^\\+[1-9][0-9]{6,14}$'
       ), normalized as (
         select id, case when length(d) = 10 then '+1' || d else '+' || d end as e164 from digits
       ), free as (
         select n.id, n.e164, row_number() over (partition by n.e164 order by n.id) as nth from normalized n
         where n.e164 ~ '^\\+[1-9][0-9]{6,14}$' and not exists (select 1 from receptionists r where r.ai_phone_number = n.e164)
       )
       update receptionists r set ai_phone_number = free.e164 from free where free.id = r.id and free.nth = 1;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "receptionists" drop column "forwarding_carrier";`);
    this.addSql(`update "receptionists" set "ai_phone_number" = 'unassigned-' || "id" where "ai_phone_number" is null;`);
    this.addSql(`alter table "receptionists" alter column "ai_phone_number" set not null;`);
  }
}
