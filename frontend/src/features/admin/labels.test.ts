import { describe, expect, it } from 'vitest';
import {
  activitiesCountLine,
  activityPlanLabel,
  activityUserName,
  auditValue,
  initials,
  planLabel,
  QUICK_ACTIONS,
  receptionistCount,
  truncate,
  userLabel,
} from './labels';

describe('back-office labels', () => {
  it('counts activities in the singular for one, and says when a filter finds none', () => {
    expect(activitiesCountLine(1, false)).toBe('Showing 1 subscription activity');
    expect(activitiesCountLine(3, true)).toBe('Showing 3 subscription activities');
    expect(activitiesCountLine(0, false)).toBe('No subscription activities found');
    expect(activitiesCountLine(0, true)).toBe('No subscription activities found with the selected filter');
    expect(activitiesCountLine(10000, false, true)).toBe('Showing 10,000+ subscription activities');
  });

  it("falls back to 'Unknown User' with '?' for an activity with neither name nor e-mail", () => {
    expect(activityUserName({ firstName: null, lastName: null, username: null, email: '' })).toBe('Unknown User');
    expect(initials({ firstName: null, lastName: null, username: null, email: '' })).toBe('?');
    expect(activityUserName({ firstName: null, lastName: null, email: 'ada@example.com' })).toBe('ada@example.com');
    expect(initials({ firstName: 'Grace', lastName: 'Brewster Hopper' })).toBe('GH');
    expect(initials({ email: 'ada@example.com' })).toBe('A');
  });

  it("names users by name, else username, else 'N/A'", () => {
    expect(userLabel({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(userLabel({ firstName: null, lastName: null, username: 'ada' })).toBe('ada');
    expect(userLabel({ firstName: ' ', lastName: null, username: null })).toBe('N/A');
  });

  it("shows plans by name, 'No Plan' in the users table and 'None' in activities", () => {
    expect(planLabel('business')).toBe('Business');
    expect(planLabel(null)).toBe('No Plan');
    expect(activityPlanLabel(null)).toBe('None');
    expect(activityPlanLabel('enterprise')).toBe('Enterprise');
  });

  it('offers one quick action per receptionist status (docs/product.md#receptionist-statuses)', () => {
    expect(QUICK_ACTIONS).toEqual({
      pending: { label: 'Start Training', status: 'training', active: false },
      training: { label: 'Mark as Active', status: 'active', active: true },
      active: { label: 'Deactivate', status: 'inactive', active: false },
      inactive: { label: 'Activate', status: 'active', active: true },
    });
  });

  it('writes counts, truncations and audit values for people', () => {
    expect(receptionistCount(1)).toBe('1 receptionist');
    expect(receptionistCount(2)).toBe('2 receptionists');
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('a longer sentence here', 8)).toBe('a longer…');
    expect(auditValue(null)).toBe('empty');
    expect(auditValue(true)).toBe('Yes');
    expect(auditValue(['English', 'French'])).toBe('English, French');
    expect(auditValue('2025-01-05T15:04:00.000Z')).toMatch(/^Jan 5, 2025 at \d{1,2}:04 (AM|PM)$/);
  });
});
