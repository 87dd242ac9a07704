// Ten million calls for the scale benchmark, made inside PostgreSQL like the rest of the seed (bench/lib/scale-seed.mjs).
// Only receptionists that went live (active, or inactive after being active) have calls, each at its own daily rate
// over the time it was live: most answer one to three calls a day, two per cent twenty to sixty, so most customers have a
// few hundred calls and some tens of thousands. The calls table's indexes are dropped for the load and built again
// after it (a bulk load's usual order, several times faster than keeping them up to date row by row); the rows go in
// roughly in time order, as a live table's would, so one customer's calls are spread over the whole table. The usage
// rollup the calls' triggers keep is made afterwards from the loaded calls (the load runs with triggers off).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { createSeedFunctions, FIRST_NAMES, LAST_NAMES } from './seed-basics.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/** Slices of every receptionist's live time, loaded one statement each, on two connections at once. */
const SLICES = 20;
const CONNECTIONS = 2;
/** Reports for assistants nobody linked (a misconfigured number, a deleted assistant): kept for our team, unmatched. */
const UNMATCHED_SHARE = 0.001;

const TOPICS = [
  'opening hours',
  'prices',
  'a refund',
  'an invoice',
  'parking',
  'a delivery',
  'insurance coverage',
  'a quote',
  'weekend availability',
  'directions',
  'a cancellation',
  'a late payment',
  'a warranty claim',
  'gift cards',
  'a broken pipe',
  'teeth whitening',
  'a puppy check-up',
  'a tax return',
  'a roof leak',
  'membership fees',
];
const SERVICES = [
  'cleaning',
  'consultation',
  'check-up',
  'estimate',
  'follow-up visit',
  'haircut',
  'inspection',
  'repair visit',
  'first appointment',
  'massage',
];
const DEPARTMENTS = ['front desk', 'billing team', 'on-call technician', 'office manager', 'owner'];
const SPAM = ['extended car warranty', 'business listing renewal', 'merchant services', 'solar panels', 'search engine ranking'];
const FAILURES = ['the caller could not be heard', 'the line dropped', 'the voice service did not answer'];

/**
 * Seeds `total` calls for the customers `firstUserId`..`lastUserId` (their receptionists as seeded); prints one line
 * per step and returns the table's size.
 */
export async function seedCalls(databaseUrl, { total, firstUserId, lastUserId }, log = console.log) {
  const { Client } = require('pg');
  const connect = async () => {
    const client = new Client({ connectionString: String(databaseUrl) });
    await client.connect();
    await createSeedFunctions(client);
    // Foreign keys hold by construction (checked once, set-wise, at the end); memory for sorting and index builds; no
    // JIT, which spent 16 s compiling each slice's long expressions to save less than a second running them.
    await client.query(`set session_replication_role = replica; set work_mem = '256MB'; set maintenance_work_mem = '1GB'; set jit = off`);
    return client;
  };
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, connect));
  const [client] = clients;
  const step = async (label, run) => {
    const started = performance.now();
    const rows = await run();
    log(`  ${label}: ${rows ?? ''}${rows === undefined ? '' : ' rows '}in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await step('calls: receptionists linked to platform assistants', async () => (await client.query(linkSql, [firstUserId, lastUserId])).rowCount);
    const matched = Math.round(total * (1 - UNMATCHED_SHARE));
    await client.query('drop table if exists bench_call_plan');
    await step('calls: each live receptionist’s share', async () => (await client.query(planSql, [firstUserId, lastUserId, matched])).rowCount);
    const indexes = await dropIndexes(client);
    const words = [FIRST_NAMES, LAST_NAMES, TOPICS, SERVICES, DEPARTMENTS, SPAM, FAILURES];
    const jobs = [
      ...Array.from({ length: SLICES }, (_, slice) => ({ sql: callsSql, params: [slice, SLICES, ...words] })),
      { sql: unmatchedSql, params: [1, total - matched, ...words] },
    ];
    await step(`calls: ${total.toLocaleString('en-US')} rows in ${jobs.length} statements on ${CONNECTIONS} connections`, async () => {
      let inserted = 0;
      await Promise.all(
        clients.map(async (connection) => {
          for (let job = jobs.shift(); job; job = jobs.shift()) {
            const { rowCount } = await connection.query(job.sql, job.params);
            inserted += rowCount;
          }
        }),
      );
      return inserted;
    });
    await client.query('drop table bench_call_plan');
    for (const { name, create } of indexes) await step(`calls: index ${name}`, async () => void (await client.query(create)));
    await step('calls: foreign keys checked', async () => void (await checkCallKeys(client)));
    // The load ran with triggers off (replica): the usage rollup is made from the calls in one statement instead.
    await step('calls: usage rollup (call_usage_days)', async () => Number((await client.query('select call_usage_days_rebuild() as rows')).rows[0].rows));
    await step('calls: vacuum analyze', async () => void (await client.query('vacuum analyze calls')));
    const {
      rows: [size],
    } = await client.query(
      `select pg_size_pretty(pg_table_size('calls')) as "table", pg_size_pretty(pg_indexes_size('calls')) as indexes, pg_total_relation_size('calls') as bytes`,
    );
    log(`  calls: table ${size.table}, indexes ${size.indexes}`);
    return size;
  } finally {
    await Promise.all(clients.map((connection) => connection.end()));
  }
}

/** Drops the calls table's indexes and unique constraint but its primary key; returns the statements that make them again. */
async function dropIndexes(client) {
  const { rows: constraints } = await client.query(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'calls'::regclass and contype = 'u'`,
  );
  const { rows: indexes } = await client.query(
    `select indexname as name, indexdef as definition from pg_indexes where tablename = 'calls' and indexname <> 'calls_pkey' and indexname <> all($1)`,
    [constraints.map((constraint) => constraint.name)],
  );
  for (const { name } of constraints) await client.query(`alter table calls drop constraint "${name}"`);
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  return [
    ...constraints.map(({ name, definition }) => ({ name, create: `alter table calls add constraint "${name}" ${definition}` })),
    ...indexes.map(({ name, definition }) => ({ name, create: definition })),
  ];
}

async function checkCallKeys(client) {
  for (const [column, parent] of [
    ['user_id', 'users'],
    ['receptionist_id', 'receptionists'],
  ]) {
    const { rowCount } = await client.query(
      `select 1 from calls c where c.${column} is not null and not exists (select 1 from ${parent} p where p.id = c.${column}) limit 1`,
    );
    if (rowCount) throw new Error(`seeded calls.${column} points to a missing ${parent} row`);
  }
}

// Our team links every receptionist that went live to its assistant and phone number on the platform.
const linkSql = `
update receptionists set voice_assistant_id = md5('assistant-' || id)::uuid::text, voice_phone_number_id = md5('phone-number-' || id)::uuid::text
where user_id between $1 and $2 and status in ('active', 'inactive')`;

// Live from two days after the request (training) until now, or, for an inactive one, until it was switched off. A
// receptionist's weight is its daily rate times its days live; its calls are numbered first_call..first_call+calls-1,
// the numbers split in proportion to the weights so that they add up to $3 exactly.
const planSql = `
create unlogged table bench_call_plan as
with live as (
  select r.id, r.user_id, r.name, r.voice_assistant_id, r.voice_phone_number_id, 'Spanish' = any(r.languages) as spanish,
    r.created_at + interval '2 days' as live_from,
    case when r.status = 'active' then now() else r.created_at + interval '2 days' + (now() - r.created_at - interval '2 days') * (0.3 + 0.6 * pg_temp.rnd(r.id, 30)) end as live_until
  from receptionists r
  where r.user_id between $1 and $2 and r.status in ('active', 'inactive') and r.created_at < now() - interval '3 days'
), weighted as (
  select l.*, (case when pg_temp.rnd(l.id, 31) < 0.02 then 20 + 40 * pg_temp.rnd(l.id, 32) else 1 + 2 * pg_temp.rnd(l.id, 32) end)
    * greatest(1, extract(epoch from l.live_until - l.live_from) / 86400) as weight
  from live l
), cumulated as (
  select w.*, sum(weight) over (order by id) - weight as before, sum(weight) over () as total from weighted w
)
select id, user_id, name, voice_assistant_id, voice_phone_number_id, spanish, live_from, live_until,
  (floor((before + weight) * $3::bigint / total) - floor(before * $3::bigint / total))::int as calls
from cumulated`;

// One call's facts from its key: the outcome first, the duration, ended reason and summary as that outcome has them.
// A summary names the caller and what they wanted ($3–$9: first and last names, topics, services, departments, spam,
// failures). Every call that got past the greeting keeps a transcript of four turns naming the caller, their topic and
// what the receptionist did (the directions name Harbor Street: a word only transcripts have). Callers come back: 40% of calls are from one of twenty numbers
// per customer. Content older than the retention (365 days) is gone, as the retention job leaves it.
const callColumns = `user_id, receptionist_id, receptionist_name, platform, platform_call_id, assistant_id, phone_number_id, status,
  started_at, ended_at, duration_seconds, caller_number, outcome, ended_reason, summary, transcript, recording_ref, language,
  is_test, facts_sent_at, reported_at, content_removed_at, created_at, updated_at`;
const callValues = `user_id, receptionist_id, receptionist_name, 'vapi', call_id, assistant_id, phone_number_id, 'ended',
  started_at, ended_at, duration, caller_number, outcome, ended_reason,
  case when not removed then summary end,
  case when not removed and outcome not in ('hang_up', 'failed') then jsonb_build_array(
    jsonb_build_object('speaker', 'receptionist', 'text', 'Thank you for calling ' || coalesce(receptionist_name, 'us') || ', how can I help you today?', 'seconds', 0),
    jsonb_build_object('speaker', 'caller', 'text', 'Hi, this is ' || caller_name || ', I am calling about ' || pg_temp.pick($5, key, 43) || '.', 'seconds', 4),
    jsonb_build_object('speaker', 'receptionist', 'text', case outcome
      when 'appointment_booked' then 'I can book a ' || pg_temp.pick($6, key, 46) || ' for you; which day suits you best?'
      when 'message_taken' then 'I will take a message and ask the team to call you back today.'
      when 'spam' then 'We are not interested, thank you. Goodbye.'
      else 'Of course. We are at 12 Harbor Street, open from 8 to 6 on weekdays, and parking is free behind the building.' end, 'seconds', 9),
    jsonb_build_object('speaker', 'caller', 'text', 'Thank you, that is all I needed. Goodbye.', 'seconds', 16)) end,
  case when not removed and outcome not in ('spam', 'hang_up', 'failed') then 'https://storage.vapi.ai/' || call_id || '-mono.wav' end,
  language, false, reported_at, reported_at, case when removed then started_at + interval '365 days' end, reported_at, reported_at`;
const callFacts = `
  cross join lateral (select md5('call-' || key)::uuid::text as call_id,
    case when pg_temp.rnd(key, 40) < 0.22 then 'appointment_booked' when pg_temp.rnd(key, 40) < 0.42 then 'message_taken'
      when pg_temp.rnd(key, 40) < 0.52 then 'transferred' when pg_temp.rnd(key, 40) < 0.80 then 'answered_question'
      when pg_temp.rnd(key, 40) < 0.88 then 'spam' when pg_temp.rnd(key, 40) < 0.98 then 'hang_up' else 'failed' end as outcome,
    pg_temp.pick($3, key, 41) || ' ' || pg_temp.pick($4, key, 42) as caller_name,
    hashint8(case when pg_temp.rnd(key, 52) < 0.4 then user_key * 32 + floor(pg_temp.rnd(key, 53) * 20)::int else key * 7 + 3 end) & 9223372036854775807 as caller) f
  cross join lateral (select
    case outcome when 'hang_up' then 2 + floor(pg_temp.rnd(key, 44) * 12) when 'spam' then 5 + floor(pg_temp.rnd(key, 44) * 40)
      when 'failed' then floor(pg_temp.rnd(key, 44) * 20) else 30 + floor(power(pg_temp.rnd(key, 44), 2) * 570) end::int as duration,
    case outcome when 'hang_up' then 'customer-ended-call' when 'spam' then 'assistant-ended-call' when 'transferred' then 'assistant-forwarded-call'
      when 'failed' then (array['silence-timed-out', 'pipeline-error-openai-llm-failed', 'twilio-failed-to-connect-call'])[1 + floor(pg_temp.rnd(key, 45) * 3)::int]
      else (array['customer-ended-call', 'assistant-ended-call'])[1 + floor(pg_temp.rnd(key, 45) * 2)::int] end as ended_reason,
    case outcome
      when 'appointment_booked' then caller_name || ' booked a ' || pg_temp.pick($6, key, 46) || ' for ' || to_char(started_at + make_interval(days => 1 + floor(pg_temp.rnd(key, 47) * 14)::int), 'FMDay, FMMonth FMDD') || ' and asked about ' || pg_temp.pick($5, key, 43) || '.'
      when 'message_taken' then caller_name || ' left a message about ' || pg_temp.pick($5, key, 43) || ' and asked for a call back.'
      when 'transferred' then caller_name || ' asked about ' || pg_temp.pick($5, key, 43) || ' and was transferred to the ' || pg_temp.pick($7, key, 48) || '.'
      when 'answered_question' then caller_name || ' asked about ' || pg_temp.pick($5, key, 43) || '; the receptionist answered from the business information.'
      when 'spam' then 'Automated sales call about ' || pg_temp.pick($8, key, 49) || '; the receptionist ended it.'
      when 'hang_up' then 'The caller hung up before saying what they wanted.'
      else 'The call failed: ' || pg_temp.pick($9, key, 49) || '.' end as summary,
    case when pg_temp.rnd(key, 51) < 0.02 then null
      else '+1' || (200 + caller % 800) || lpad(((caller / 800) % 10000000)::text, 7, '0') end as caller_number,
    started_at < now() - interval '365 days' as removed) d
  cross join lateral (select started_at + make_interval(secs => duration) as ended_at, started_at + make_interval(secs => duration + 2) as reported_at) e`;

// Slice $1 of $2: the calls of every live receptionist in that part of its live time, newest last. Most calls fall in
// business hours (8:00–18:00 on their day, today's only once the day is over).
const callsSql = `
insert into calls (${callColumns})
select ${callValues}
from (
  select p.user_id, p.id as receptionist_id, p.name as receptionist_name, p.voice_assistant_id as assistant_id, p.voice_phone_number_id as phone_number_id,
    p.user_id::bigint as user_key, p.id::bigint * 1000000 + k as key,
    case when p.spanish and pg_temp.rnd(p.id::bigint * 1000000 + k, 56) < 0.3 then 'es-US' else 'en-US' end as language,
    case when pg_temp.rnd(p.id::bigint * 1000000 + k, 57) < 0.8 and date_trunc('day', t) + interval '18 hours' < now()
      then date_trunc('day', t) + make_interval(secs => 8 * 3600 + pg_temp.rnd(p.id::bigint * 1000000 + k, 58) * 36000) else t end as started_at
  from bench_call_plan p
  cross join lateral generate_series(floor(p.calls::float8 * $1 / $2)::int, floor(p.calls::float8 * ($1 + 1) / $2)::int - 1) k
  cross join lateral (select p.live_from + (p.live_until - p.live_from) * ((k + pg_temp.rnd(p.id::bigint * 1000000 + k, 59)) / p.calls) as t) tt
) s
${callFacts}
order by started_at`;

// Reports $1..$2 for assistants nobody linked, over the last 90 days: no customer, no receptionist.
const unmatchedSql = `
insert into calls (${callColumns})
select ${callValues}
from (
  select null::int as user_id, null::int as receptionist_id, null::text as receptionist_name,
    md5('unknown-assistant-' || n % 40)::uuid::text as assistant_id, md5('unknown-number-' || n % 40)::uuid::text as phone_number_id,
    -n::bigint as user_key, -n::bigint as key, 'en-US' as language,
    now() - make_interval(secs => pg_temp.rnd(-n, 60) * 90 * 86400) as started_at
  from generate_series($1::int, $2::int) n
) s
${callFacts}
order by started_at`;
