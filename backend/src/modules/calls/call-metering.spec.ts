import { isCounted, MIN_COUNTED_SECONDS, notCountedReason, type MeteredCall } from './call-metering';

const ended = (fields: Partial<MeteredCall>): MeteredCall => ({ status: 'ended', outcome: 'answered_question', isTest: false, durationSeconds: 60, ...fields });

describe('what counts as a call', () => {
  it.each<[string, MeteredCall, string | null, boolean]>([
    ['an answered call of a minute', ended({}), null, true],
    ['exactly 15 seconds', ended({ durationSeconds: MIN_COUNTED_SECONDS }), null, true],
    ['14 seconds', ended({ durationSeconds: 14 }), 'short', false],
    ['0 seconds', ended({ durationSeconds: 0 }), 'short', false],
    ['ended without a duration', ended({ durationSeconds: null }), 'short', false],
    ['spam, however long', ended({ outcome: 'spam', durationSeconds: 600 }), 'spam', false],
    ['a test call of ours, however long', ended({ isTest: true, durationSeconds: 600 }), 'test', false],
    ['a test call that was also spam and short: the test says why', ended({ isTest: true, outcome: 'spam', durationSeconds: 3 }), 'test', false],
    ['spam and short: spam says why', ended({ outcome: 'spam', durationSeconds: 3 }), 'spam', false],
    ['a hang-up after 20 seconds (the caller was answered)', ended({ outcome: 'hang_up', durationSeconds: 20 }), null, true],
    ['a failed call of 30 seconds', ended({ outcome: 'failed', durationSeconds: 30 }), null, true],
    ['not reported yet (no outcome), 40 seconds', ended({ outcome: null, durationSeconds: 40 }), null, true],
    ['still going on', { status: 'in_progress', outcome: null, isTest: false, durationSeconds: null }, null, false],
    ['a test call still going on', { status: 'in_progress', outcome: null, isTest: true, durationSeconds: null }, null, false],
  ])('%s', (_name, call, reason, counted) => {
    expect(notCountedReason(call)).toBe(reason);
    expect(isCounted(call)).toBe(counted);
  });
});
