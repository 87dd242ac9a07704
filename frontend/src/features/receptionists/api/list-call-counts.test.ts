import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfLocalMonth } from './list-call-counts';

describe('startOfLocalMonth', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles'; // Node reads the zone again when TZ changes
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it("is the first moment of the month on the customer's clock, not the UTC month's", () => {
    // Nov 30, 9 PM in Los Angeles is already Dec 1 in UTC: the card still counts November.
    expect(startOfLocalMonth(new Date('2026-12-01T05:00:00Z'))).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfLocalMonth(new Date('2026-12-01T08:00:00Z'))).toBe('2026-12-01T08:00:00.000Z');
  });
});
