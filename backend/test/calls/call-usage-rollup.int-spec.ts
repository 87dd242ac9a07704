import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { countedCallSql, notCountedReasonSql } from '../../src/modules/calls/call-metering';
import { CALL_OUTCOMES } from '../../src/modules/calls/platforms/voice-platform';
import { createTestApp, type TestApp } from '../support/test-app';
import { sql } from './calls-helpers';

const KEY = 'user_id, day, receptionist_id, outcome, counted, not_counted_reason';

/** A call's facts as the platform's messages set them: around the 15-second line, the outcomes, tests, in progress. */
const facts = fc.record({
  status: fc.constantFrom('in_progress', 'ended'),
  outcome: fc.constantFrom(null, ...CALL_OUTCOMES),
  isTest: fc.boolean(),
  duration: fc.oneof(fc.constant(null), fc.integer({ min: 13, max: 17 }), fc.integer({ min: 0, max: 3_600 })),
  // Three days, and either side of midnight UTC.
  startedAt: fc.integer({ min: 0, max: 3 * 24 * 60 - 1 }).map((minutes) => new Date(Date.UTC(2026, 10, 27, 0, minutes) - 60 * 60_000)),
});

type Facts = typeof facts extends fc.Arbitrary<infer F> ? F : never;

/** What happens to calls: indexes pick among the run's customers, receptionists and calls (modulo how many there are). */
const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), owner: fc.nat(), receptionist: fc.nat(), facts, matched: fc.boolean() }),
  // Several calls inserted by one statement (the seeding, a bulk import): one trigger call for all of them.
  fc.record({ kind: fc.constant('insert many' as const), owner: fc.nat(), receptionist: fc.nat(), facts: fc.array(facts, { minLength: 2, maxLength: 5 }) }),
  fc.record({ kind: fc.constant('report' as const), call: fc.nat(), facts }),
  fc.record({ kind: fc.constant('outcome' as const), call: fc.nat(), outcome: fc.constantFrom(null, ...CALL_OUTCOMES) }),
  fc.record({ kind: fc.constant('duration' as const), call: fc.nat(), duration: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 60 })) }),
  fc.record({ kind: fc.constant('claim' as const), call: fc.nat(), owner: fc.nat(), receptionist: fc.nat() }),
  // One statement over every call of a customer, changing their keys at once (and so several rollup rows).
  fc.record({ kind: fc.constant('mark spam' as const), owner: fc.nat() }),
  fc.record({ kind: fc.constant('delete call' as const), call: fc.nat() }),
  fc.record({ kind: fc.constant('delete receptionist' as const), receptionist: fc.nat() }),
  fc.record({ kind: fc.constant('delete customer' as const), owner: fc.nat() }),
  fc.constant({ kind: 'retention' as const }),
);

/** The rollup cannot drift: after any sequence of changes to calls, it is what an aggregate of the calls says. */
describe('the call usage rollup (call_usage_days)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** Two customers with two receptionists each, for one run. */
  async function world() {
    const run = sql(app);
    const owners = (
      await run(`insert into users (email, password_hash) values (?, 'x'), (?, 'x') returning id`, [
        `${randomUUID()}@example.com`,
        `${randomUUID()}@example.com`,
      ])
    ).map((row) => row.id as number);
    const receptionists = [];
    for (const owner of owners)
      for (const name of ['Front desk', 'Night line']) {
        const [{ id }] = await run(`insert into receptionists (user_id, name, phone_number, ai_phone_number) values (?, ?, '+14155550100', ?) returning id`, [
          owner,
          name,
          `+1888${randomUUID().slice(0, 8)}`,
        ]);
        receptionists.push({ id: id as number, owner });
      }
    return { owners, receptionists, calls: [] as number[] };
  }

  const rollup = (owners: number[]) =>
    sql(app)(
      `select ${KEY}, calls, duration_seconds::int from call_usage_days where user_id in (?) and (calls <> 0 or duration_seconds <> 0) order by ${KEY}`,
      [owners],
    );
  const aggregate = (owners: number[]) =>
    sql(app)(
      `select ${KEY}, count(*)::int as calls, sum(coalesce(duration_seconds, 0))::int as duration_seconds from (
         select user_id, (started_at at time zone 'UTC')::date as day, receptionist_id, outcome::text as outcome,
           ${countedCallSql('c')} as counted, ${notCountedReasonSql('c')} as not_counted_reason, duration_seconds from calls c where user_id in (?)
       ) calls group by ${KEY} order by ${KEY}`,
      [owners],
    );

  it('always equals an aggregate of the calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 25 }), async (changes) => {
        const run = sql(app);
        const w = await world();
        const pick = <T>(list: T[], index: number) => (list.length ? list[index % list.length] : undefined);
        const ownerOf = (index: number) => pick(w.owners, index);
        const receptionistOf = (owner: number, index: number) =>
          pick(
            w.receptionists.filter((one) => one.owner === owner),
            index,
          )?.id ?? null;
        const values = (f: Facts) => [f.status, f.outcome, f.isTest, f.duration, f.startedAt];
        for (const one of changes) {
          if (one.kind === 'insert' || one.kind === 'insert many') {
            const owner = one.kind === 'insert' && !one.matched ? undefined : ownerOf(one.owner);
            const receptionist = owner === undefined ? null : receptionistOf(owner, one.receptionist);
            const rows = one.kind === 'insert' ? [one.facts] : one.facts;
            const inserted = await run(
              `insert into calls (platform, platform_call_id, facts_sent_at, user_id, receptionist_id, status, outcome, is_test, duration_seconds, started_at)
               values ${rows.map(() => `('vapi', ?, now(), ?, ?, ?, ?, ?, ?, ?)`).join(', ')} returning id`,
              rows.flatMap((f) => [randomUUID(), owner ?? null, receptionist, ...values(f)]),
            );
            w.calls.push(...inserted.map((row) => row.id as number));
          } else if (one.kind === 'report') {
            const call = pick(w.calls, one.call);
            if (call)
              await run(`update calls set status = ?, outcome = ?, is_test = ?, duration_seconds = ?, started_at = ?, reported_at = now() where id = ?`, [
                ...values(one.facts),
                call,
              ]);
          } else if (one.kind === 'outcome') {
            const call = pick(w.calls, one.call);
            if (call) await run('update calls set outcome = ? where id = ?', [one.outcome, call]);
          } else if (one.kind === 'duration') {
            const call = pick(w.calls, one.call);
            if (call) await run('update calls set duration_seconds = ? where id = ?', [one.duration, call]);
          } else if (one.kind === 'claim') {
            // An unmatched report finds its receptionist (call-facts.writer.ts): unmatched → matched.
            const call = pick(w.calls, one.call);
            const owner = ownerOf(one.owner);
            if (call && owner !== undefined)
              await run('update calls set user_id = ?, receptionist_id = ? where id = ? and user_id is null', [
                owner,
                receptionistOf(owner, one.receptionist),
                call,
              ]);
          } else if (one.kind === 'mark spam') {
            const owner = ownerOf(one.owner);
            if (owner !== undefined) await run(`update calls set outcome = 'spam' where user_id = ?`, [owner]);
          } else if (one.kind === 'delete call') {
            const call = pick(w.calls, one.call);
            if (call) await run('delete from calls where id = ?', [call]);
          } else if (one.kind === 'delete receptionist') {
            // Its calls' receptionist_id is set null by the foreign key.
            const receptionist = pick(w.receptionists, one.receptionist);
            if (receptionist) {
              await run('delete from receptionists where id = ?', [receptionist.id]);
              w.receptionists = w.receptionists.filter((other) => other !== receptionist);
            }
          } else if (one.kind === 'delete customer') {
            // Their calls go by the foreign key's cascade, and their rollup rows with them.
            const owner = ownerOf(one.owner);
            if (owner !== undefined) {
              await run('delete from users where id = ?', [owner]);
              w.owners = w.owners.filter((other) => other !== owner);
              w.receptionists = w.receptionists.filter((other) => other.owner !== owner);
            }
          } else {
            // Retention removes content and keeps the facts (call-retention.job.ts).
            await run(`update calls set summary = null, transcript = null, recording_ref = null, content_removed_at = now() where id in (?)`, [
              w.calls.length ? w.calls : [0],
            ]);
          }
        }
        const everyone = [...w.owners, 0];
        expect(await rollup(everyone)).toEqual(await aggregate(everyone));
        // A deleted customer leaves no rows behind.
        const [{ orphans }] = await run(
          'select count(*)::int as orphans from call_usage_days d where not exists (select 1 from users u where u.id = d.user_id)',
        );
        expect(orphans).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('is made again from the calls by call_usage_days_rebuild (the migration’s backfill, and a bulk load’s)', async () => {
    const w = await world();
    await sql(app)(
      `insert into calls (platform, platform_call_id, facts_sent_at, user_id, receptionist_id, status, outcome, duration_seconds, started_at)
       select 'vapi', gen_random_uuid()::text, now(), ?, ?, 'ended', (array['spam', 'message_taken', null])[1 + n % 3], n % 30, now() - n * interval '7 hours'
       from generate_series(1, 200) n`,
      [w.owners[0], w.receptionists[0].id],
    );
    const kept = await rollup(w.owners);
    await sql(app)('delete from call_usage_days where user_id = ?', [w.owners[0]]);
    await sql(app)('select call_usage_days_rebuild()');
    expect(await rollup(w.owners)).toEqual(kept);
    expect(kept).toEqual(await aggregate(w.owners));
  });
});
