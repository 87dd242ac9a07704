import { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import { countedCallSql, isCounted, MIN_COUNTED_SECONDS, notCountedReason, notCountedReasonSql, type MeteredCall } from '../../src/modules/calls/call-metering';
import { CALL_OUTCOMES, CALL_STATUSES } from '../../src/modules/calls/platforms/voice-platform';
import { createTestApp, type TestApp } from '../support/test-app';

/** The usage counts run the rule as SQL: over every kind of call, it must say what the code says. */
describe('what counts as a call, in SQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const call = fc.record<MeteredCall>({
    status: fc.constantFrom(...CALL_STATUSES),
    outcome: fc.constantFrom(null, ...CALL_OUTCOMES),
    isTest: fc.boolean(),
    // Around the 15-second line, and far from it.
    durationSeconds: fc.oneof(
      fc.constant(null),
      fc.integer({ min: MIN_COUNTED_SECONDS - 2, max: MIN_COUNTED_SECONDS + 2 }),
      fc.integer({ min: 0, max: 7_200 }),
    ),
  });

  it('agrees with isCounted and notCountedReason on every call', async () => {
    const connection = app.get(EntityManager).getConnection();
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 40 }), async (calls) => {
        const rows = await connection.execute<{ counted: boolean; reason: string | null }[]>(
          `select ${countedCallSql('c')} as counted, ${notCountedReasonSql('c')} as reason
             from jsonb_to_recordset(?::jsonb) as c(n int, status text, outcome text, is_test boolean, duration_seconds int) order by c.n`,
          [
            JSON.stringify(
              calls.map((one, n) => ({ n, status: one.status, outcome: one.outcome, is_test: one.isTest, duration_seconds: one.durationSeconds })),
            ),
          ],
        );
        expect(rows.map((row) => row.counted)).toEqual(calls.map(isCounted));
        expect(rows.map((row) => row.reason)).toEqual(calls.map(notCountedReason));
      }),
      { numRuns: 50 },
    );
  });
});
