// Bulk data for the scale benchmark: every row is made inside PostgreSQL by INSERT … SELECT over generate_series, so
// a million rows cost one statement and no network traffic. Values come from a hash of the row number (not random()),
// so a run is reproducible and the columns of one row agree with each other (a plan and its status, a ticket's status
// and its resolution date).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { seedCalls } from './calls-seed.mjs';
import { createSeedFunctions, FIRST_NAMES, LAST_NAMES } from './seed-basics.mjs';

const require = createRequire(join(ROOT, 'package.json'));

export const SCALE = { users: 100_000, receptionists: 200_000, tickets: 200_000, activities: 1_000_000, contactMessages: 20_000, calls: 10_000_000 };
/** Every seeded customer signs in with this password (one argon2id hash, computed once). */
export const SEED_PASSWORD = 'seeded customer password';

const COMPANY_WORDS = [
  'Harbor',
  'Summit',
  'Maple',
  'Cedar',
  'Lakeside',
  'Northside',
  'Golden',
  'Blue Ridge',
  'Riverside',
  'Oakwood',
  'Pine Valley',
  'Sunrise',
  'Evergreen',
  'Brightside',
  'Coastal',
  'Metro',
  'Union Square',
  'Liberty',
  'Pioneer',
  'Westfield',
  'Silver Lake',
  'Redwood',
  'Granite',
  'Bayview',
  'Hillcrest',
];
const TRADES = [
  'Dental',
  'Legal',
  'Plumbing',
  'Auto Repair',
  'Veterinary',
  'Realty',
  'Salon',
  'Chiropractic',
  'Insurance',
  'Accounting',
  'HVAC',
  'Landscaping',
  'Pediatrics',
  'Physical Therapy',
  'Dermatology',
  'Roofing',
  'Fitness',
  'Day Spa',
  'Pet Grooming',
  'Law',
];
const SUFFIXES = ['', ' LLC', ' Inc', ' Group', ' & Co', ' Associates', ' Clinic', ' Partners'];
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me'];
const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'];
const LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Japanese', 'Chinese', 'Korean', 'Russian'];
const DESKS = [
  'Front desk',
  'Main line',
  'After-hours line',
  'Appointments',
  'Downtown office',
  'Uptown office',
  'Reception',
  'Booking line',
  'Emergency line',
  'Spanish line',
  'Weekend desk',
  'North branch',
  'South branch',
  'Billing questions',
  'New patients',
];
const HOURS = ['Mon–Fri 9am–5pm', 'Mon–Fri 8am–6pm, Sat 9am–1pm', 'Every day 7am–9pm', '24/7', 'Tue–Sat 10am–7pm'];
const SUBJECTS = [
  'Calls go to voicemail',
  'Receptionist mispronounces our name',
  'Change business hours',
  'Add Spanish to our receptionist',
  'Invoice shows the wrong amount',
  'Card declined at renewal',
  'Appointments not reaching our calendar',
  'SMS links not arriving',
  'Question about call recordings',
  'Upgrade to Business plan',
  'Forward urgent calls to my cell',
  'Caller ID shows the wrong number',
  'How do I export call logs',
  'Receptionist gives outdated prices',
  'Set up a holiday greeting',
  'Cancel one of our lines',
  'Training is taking long',
  'Refund request',
  'Add a second location',
  'Password reset e-mail not received',
];
const DETAILS = [
  'It started this morning.',
  'This happens about once a day.',
  'Several customers told us about it.',
  'Please call me back when you can.',
  'We need this before Monday.',
  'Our staff noticed it during the lunch rush.',
  'Screenshots available on request.',
  'It worked fine last week.',
];
const CONTACT_MESSAGES = [
  'We are a busy practice and miss calls at lunch. Could you show us a demo?',
  'How does pricing work for three locations?',
  'We would like to resell your receptionists to our clients.',
  'Do your receptionists handle bookings in Spanish and English?',
  'Can the receptionist transfer urgent calls to an on-call phone?',
  'Looking for an after-hours answering option for our clinic.',
];

/** Fills `databaseUrl` (migrated, with its administrator) with `counts` rows; prints one line per table and its time. */
export async function seedScale(databaseUrl, counts = SCALE, log = console.log) {
  const { Client } = require('pg');
  const argon2 = require('argon2');
  const client = new Client({ connectionString: String(databaseUrl) });
  await client.connect();
  const step = async (label, sql, params = []) => {
    const started = performance.now();
    const result = await client.query(sql, params);
    log(`  ${label}: ${result.rowCount ?? ''} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    await createSeedFunctions(client);
    const passwordHash = await argon2.hash(SEED_PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const {
      rows: [{ admin_id: adminId }],
    } = await client.query(`select min(id) as admin_id from users where role = 'admin'`);

    await client.query('begin');
    // Foreign keys hold by construction; checked row by row they would triple the load time (pg_restore
    // --disable-triggers avoids the same), so they are checked once per table, set-wise, before the commit.
    await client.query('set local session_replication_role = replica');
    // Ids are taken from the sequence as one block, so the seeded users are exactly first..first+count-1.
    const {
      rows: [{ first }],
    } = await client.query(`select nextval('users_id_seq') as first`);
    await client.query(`select setval('users_id_seq', $1::bigint + $2 - 1)`, [first, counts.users]);
    await step('users', usersSql, [first, counts.users, passwordHash, FIRST_NAMES, LAST_NAMES, COMPANY_WORDS, TRADES, SUFFIXES, MAIL_DOMAINS, COMPANY_SIZES]);
    const seeded = [first, Number(first) + counts.users - 1];
    await step('receptionists', receptionistsSql, [...seeded, counts.receptionists, DESKS, LANGUAGES, HOURS]);
    // The triggers that keep users.receptionist_count are off with the foreign keys: the counts are set here instead.
    await step(
      'users.receptionist_count',
      `update users u set receptionist_count = c.count from (select user_id, count(*) as count from receptionists where user_id between $1 and $2 group by user_id) c where u.id = c.user_id`,
      seeded,
    );
    await step('receptionist status changes', statusChangesSql, [...seeded, adminId]);
    await step('support requests', ticketsSql, [...seeded, counts.tickets, SUBJECTS, DETAILS]);
    await client.query(`select setval('support_ticket_number_seq', (select max(substr(ticket_number, 5)::bigint) from support_requests))`);
    await step('subscription activities', activitiesSql, [...seeded, counts.activities]);
    await step('contact messages', contactSql, [counts.contactMessages, FIRST_NAMES, LAST_NAMES, COMPANY_WORDS, TRADES, COMPANY_SIZES, CONTACT_MESSAGES]);
    await checkForeignKeys(client);
    await client.query('commit');
    // What autovacuum would do shortly after a bulk load: planner statistics and the visibility map.
    await step(
      'vacuum analyze',
      'vacuum analyze users, subscriptions, receptionists, receptionist_status_changes, support_requests, subscription_activities, contact_messages',
    );
    const callsStarted = performance.now();
    const calls = counts.calls ? await seedCalls(databaseUrl, { total: counts.calls, firstUserId: seeded[0], lastUserId: seeded[1] }, log) : null;
    return { firstUserId: seeded[0], lastUserId: seeded[1], calls: calls && { ...calls, seconds: (performance.now() - callsStarted) / 1000 } };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Every foreign key of the seeded tables, checked in one anti-join each; throws on the first row that breaks one. */
async function checkForeignKeys(client) {
  const { rows: keys } = await client.query(`select conrelid::regclass as child, confrelid::regclass as parent, a.attname as column
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and conrelid::regclass::text in ('subscriptions', 'receptionists', 'receptionist_status_changes', 'support_requests', 'subscription_activities')`);
  for (const { child, parent, column } of keys) {
    const { rowCount } = await client.query(
      `select 1 from ${child} c where c.${column} is not null and not exists (select 1 from ${parent} p where p.id = c.${column}) limit 1`,
    );
    if (rowCount) throw new Error(`seeded ${child}.${column} points to a missing ${parent} row`);
  }
}

// Users signed up over three years (ids follow sign-up order), each with their subscription row; 30% without a plan,
// then professional, business and enterprise customers whose status, period and card follow their plan.
const usersSql = `
with seeded as materialized (
select id, lower(first_name || '.' || last_name || '.' || n || '@' || case when pg_temp.rnd(n, 3) < 0.4 then regexp_replace(company_name, '[^A-Za-z]', '', 'g') || '.com' else pg_temp.pick($9, n, 4) end) as email,
  $3 as password_hash, first_name, last_name, case when pg_temp.rnd(n, 5) < 0.1 then lower(first_name || last_name || n) end as username,
  '+1 (' || (200 + floor(pg_temp.rnd(n, 6) * 800)) || ') ' || (200 + floor(pg_temp.rnd(n, 7) * 800)) || '-' || lpad(floor(pg_temp.rnd(n, 8) * 10000)::text, 4, '0') as phone_number,
  company_name, pg_temp.pick($10, n, 9) as company_size, plan, status,
  case when plan is not null then case when pg_temp.rnd(n, 10) < 0.7 then 'monthly' else 'annual' end end as billing_period,
  case when plan is not null then now() + make_interval(days => floor(pg_temp.rnd(n, 11) * 30)::int) end as current_period_end,
  case when status = 'trial' then now() + make_interval(days => floor(pg_temp.rnd(n, 11) * 14)::int) end as trial_ends_at,
  status = 'cancelled' as cancel_at_period_end,
  case when plan is not null then case when pg_temp.rnd(n, 12) < 0.7 then 'visa' else 'mastercard' end end as card_brand,
  case when plan is not null then lpad(floor(pg_temp.rnd(n, 13) * 10000)::text, 4, '0') end as card_last4,
  case when plan is not null then 1 + floor(pg_temp.rnd(n, 14) * 12) end as card_exp_month,
  case when plan is not null then 2027 + floor(pg_temp.rnd(n, 15) * 5) end as card_exp_year,
  case when pg_temp.rnd(n, 16) < 0.01 then 5 end as receptionist_limit, pg_temp.rnd(n, 16) < 0.01 as receptionist_limit_active, created_at
from (
  select n, $1::bigint + n - 1 as id, pg_temp.pick($4, n, 1) as first_name, pg_temp.pick($5, n, 2) as last_name,
    pg_temp.pick($6, n, 17) || ' ' || pg_temp.pick($7, n, 18) || pg_temp.pick($8, n, 19) as company_name,
    case when pg_temp.rnd(n, 20) < 0.3 then null when pg_temp.rnd(n, 20) < 0.6 then 'professional' when pg_temp.rnd(n, 20) < 0.85 then 'business' else 'enterprise' end as plan,
    now() - make_interval(secs => (1 - n::float8 / $2) * 3 * 365 * 86400 + pg_temp.rnd(n, 21) * 3600) as created_at
  from generate_series(1, $2::int) n
) s
cross join lateral (select case when plan is null then 'none'
  when pg_temp.rnd(n, 22) < 0.75 then 'active' when pg_temp.rnd(n, 22) < 0.85 then 'trial' when pg_temp.rnd(n, 22) < 0.9 then 'past_due'
  when pg_temp.rnd(n, 22) < 0.97 then 'cancelled' else 'pending' end as status) st
), seeded_users as (
  insert into users (id, email, password_hash, first_name, last_name, username, phone_number, company_name, company_size,
    receptionist_limit, receptionist_limit_active, role, created_at, updated_at)
  select id, email, password_hash, first_name, last_name, username, phone_number, company_name, company_size,
    receptionist_limit, receptionist_limit_active, 'user', created_at, created_at from seeded
)
-- Each customer's subscription row (billing's table): the trigger that adds it is off with the foreign keys.
insert into subscriptions (user_id, subscription_plan, subscription_status, billing_period, current_period_end, trial_ends_at, cancel_at_period_end,
  card_brand, card_last4, card_exp_month, card_exp_year)
select id, plan, status, billing_period, current_period_end, trial_ends_at, cancel_at_period_end, card_brand, card_last4, card_exp_month, card_exp_year
from seeded`;

// Each customer may have up to their plan's receptionists (free 1, professional 1, business 3, enterprise 10, an
// override 5); the wanted count is drawn from those places. AI numbers follow ai-phone-numbers.ts: +1 (888) XXX-NNNN
// with the exchange 200–999 and the line 1000–9999 (7,200,000 numbers), spread by a multiplication coprime to it.
const receptionistsSql = `
insert into receptionists (user_id, name, phone_number, ai_phone_number, languages, company_info, business_hours, active, status, created_at, setup_since, updated_at)
select user_id, pg_temp.pick($4, key, 1), phone_number, ai_phone_number,
  array(select distinct pg_temp.pick($5, key * 8 + i, 2) from generate_series(1, 1 + floor(pg_temp.rnd(key, 3) * 3)::int) i),
  'We are ' || company_name || '. ' || 'Callers usually ask about opening hours, prices and booking. Our address is ' || (1 + key % 900) || ' Main Street.',
  pg_temp.pick($6, key, 4), status = 'active', status, created_at, created_at, created_at
from (
  select c.*,
    case when pg_temp.rnd(key, 5) < 0.2 then 'pending' when pg_temp.rnd(key, 5) < 0.3 then 'training' when pg_temp.rnd(key, 5) < 0.9 then 'active' else 'inactive' end as status,
    user_created + (now() - user_created) * pg_temp.rnd(key, 6) as created_at
  from (
    select n.*, '+1 (888) ' || (200 + slot / 9000) || '-' || (1000 + slot % 9000) as ai_phone_number
    from (
      select u.id * 16 + k as key, u.id as user_id, u.phone_number, u.company_name, u.created_at as user_created,
        ((row_number() over (order by u.id * 16 + k) - 1) * 2654435761) % 7200000 as slot
      from users u join subscriptions sp on sp.user_id = u.id
      cross join lateral generate_series(1, case when u.receptionist_limit_active then u.receptionist_limit
        when sp.subscription_plan = 'business' then 3 when sp.subscription_plan = 'enterprise' then 10 else 1 end) k
      where u.id between $1 and $2
    ) n
  ) c
  -- numbers the app already gave out stay theirs
  where not exists (select 1 from receptionists taken where taken.ai_phone_number = c.ai_phone_number)
  order by pg_temp.rnd(key, 7)
  limit $3
) r`;

// The timeline each status implies: requested (pending), then training, active, and inactive after being active.
const statusChangesSql = `
insert into receptionist_status_changes (receptionist_id, actor_id, from_status, to_status, created_at)
select r.id, case when step = 1 then r.user_id else $3 end, (array[null, 'pending', 'training', 'active'])[step], (array['pending', 'training', 'active', 'inactive'])[step],
  r.created_at + make_interval(hours => (step - 1) * 20)
from receptionists r
cross join lateral generate_series(1, case r.status when 'pending' then 1 when 'training' then 2 when 'active' then 3 else 4 end) step
where r.user_id between $1 and $2`;

// Tickets from customers picked with a bias towards long-standing ones; numbers follow the date, as the sequence would.
const ticketsSql = `
with numbered as (select nextval('support_ticket_number_seq') as base)
insert into support_requests (user_id, subject, category, message, priority, status, ticket_number, is_resolved, resolved_at, created_at, updated_at)
select user_id, subject, (array['general', 'technical', 'billing', 'product', 'other'])[1 + floor(pg_temp.rnd(n, 3) * 5)::int],
  subject || '. ' || pg_temp.pick($5, n, 4) || ' ' || pg_temp.pick($5, n, 5) || ' (ref ' || n || ')',
  (array['low', 'medium', 'high'])[1 + floor(pg_temp.rnd(n, 6) * 3)::int], status,
  'TKT-' || (base + row_number() over (order by created_at, n) - 1), status in ('resolved', 'closed'),
  case when status in ('resolved', 'closed') then least(now(), created_at + make_interval(hours => floor(1 + pg_temp.rnd(n, 7) * 120)::int)) end,
  created_at, created_at
from (
  select n, u.id as user_id, pg_temp.pick($4, n, 2) as subject,
    u.created_at + (now() - u.created_at) * pg_temp.rnd(n, 8) as created_at,
    case when pg_temp.rnd(n, 9) < 0.15 then 'open' when pg_temp.rnd(n, 9) < 0.25 then 'in-progress' when pg_temp.rnd(n, 9) < 0.75 then 'resolved' else 'closed' end as status
  from generate_series(1, $3::int) n
  join users u on u.id = $1::int + floor(power(pg_temp.rnd(n, 1), 1.5) * ($2::int - $1::int + 1))::int
) t, numbered`;

// Plan changes over each customer's life, worded as subscription-sync.service.ts words them.
const activitiesSql = `
insert into subscription_activities (user_id, action, previous_plan, new_plan, date, details, stripe_event_id)
select user_id, action, previous_plan, new_plan, date,
  case action
    when 'new' then initcap(new_plan) || ', billed ' || period
    when 'cancellation' then case when pg_temp.rnd(n, 5) < 0.6 then 'Cancelled; access until ' || to_char(date + interval '20 days', 'FMMon FMDD, YYYY') else 'Subscription ended' end
    else initcap(previous_plan) || ' → ' || initcap(new_plan) || ', billed ' || period end,
  case when pg_temp.rnd(n, 6) < 0.85 then 'evt_' || substr(md5(n::text), 1, 24) end
from (
  select n, u.id as user_id, a.action, u.created_at + (now() - u.created_at) * pg_temp.rnd(n, 2) as date,
    case when pg_temp.rnd(n, 7) < 0.7 then 'monthly' else 'annual' end as period,
    case a.action when 'new' then null when 'upgrade' then (array['professional', 'business'])[pair] when 'downgrade' then (array['business', 'enterprise'])[pair] else plan end as previous_plan,
    case a.action when 'new' then plan when 'upgrade' then (array['business', 'enterprise'])[pair] when 'downgrade' then (array['professional', 'business'])[pair] else plan end as new_plan
  from generate_series(1, $3::int) n
  join users u on u.id = $1::int + floor(pg_temp.rnd(n, 1) * ($2::int - $1::int + 1))::int
  join subscriptions sp on sp.user_id = u.id
  cross join lateral (select case when pg_temp.rnd(n, 3) < 0.35 then 'new' when pg_temp.rnd(n, 3) < 0.6 then 'upgrade' when pg_temp.rnd(n, 3) < 0.75 then 'downgrade' else 'cancellation' end as action,
    1 + floor(pg_temp.rnd(n, 4) * 2)::int as pair, coalesce(sp.subscription_plan, 'professional') as plan) a
) s`;

const contactSql = `
insert into contact_messages (first_name, last_name, email, phone, company_name, company_size, interested_in, message, is_read, created_at)
select first_name, last_name, lower(first_name || '.' || last_name || n || '@example.net'),
  case when pg_temp.rnd(n, 3) < 0.6 then '+1 (' || (200 + floor(pg_temp.rnd(n, 4) * 800)) || ') 555-' || (1000 + floor(pg_temp.rnd(n, 5) * 9000)) end,
  pg_temp.pick($4, n, 6) || ' ' || pg_temp.pick($5, n, 7), pg_temp.pick($6, n, 8),
  (array['product-demo', 'pricing', 'partnership', 'support', 'other'])[1 + floor(pg_temp.rnd(n, 9) * 5)::int],
  pg_temp.pick($7, n, 10), created_at < now() - interval '7 days' or pg_temp.rnd(n, 11) < 0.3, created_at
from (
  select n, pg_temp.pick($2, n, 1) as first_name, pg_temp.pick($3, n, 2) as last_name,
    now() - make_interval(secs => (1 - n::float8 / $1) * 3 * 365 * 86400) as created_at
  from generate_series(1, $1::int) n
) s`;
