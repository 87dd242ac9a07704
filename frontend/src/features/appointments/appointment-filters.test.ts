import { describe, expect, it } from 'vitest';
import { appointmentFiltersToParams, appointmentsApiQuery, readAppointmentFilters, shiftWeek, weekStartOf, withOffset } from './appointment-filters';

describe('appointment filters', () => {
  it('reads the view, week, filters and page from the address and writes them back, leaving out the defaults', () => {
    const { filters, page } = readAppointmentFilters(new URLSearchParams('view=week&week=2026-11-29&receptionistId=3&q=%20jane%20&page=2'));
    expect(filters).toEqual({ view: 'week', week: '2026-11-29', receptionistId: 3, q: 'jane' });
    expect(page).toBe(2);
    // A week has no pages.
    expect(appointmentFiltersToParams(filters, page).toString()).toBe('view=week&week=2026-11-29&receptionistId=3&q=jane');
    expect(appointmentFiltersToParams({ view: 'upcoming' }, 1).toString()).toBe('');
    expect(appointmentFiltersToParams({ view: 'past', q: 'sam' }, 3).toString()).toBe('view=past&q=sam&page=3');
  });

  it('ignores nonsense in the address: an unknown view, a week not starting on a Sunday, a bad id or page', () => {
    expect(readAppointmentFilters(new URLSearchParams('view=month&week=2026-11-30&receptionistId=x&page=-1'))).toEqual({
      filters: { view: 'upcoming', receptionistId: undefined, q: undefined, week: undefined },
      page: 1,
    });
  });

  it('writes a moment with the browser’s offset, naming the same instant', () => {
    const moment = new Date(2026, 11, 3, 9, 30);
    const written = withOffset(moment);
    expect(written).toMatch(/^2026-12-03T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(written).getTime()).toBe(moment.getTime());
  });

  it('asks for a week from its Sunday’s midnight to the next one’s, and the lists a page at a time in their order', () => {
    const now = new Date(2026, 11, 3, 15, 0);
    const sunday = weekStartOf(now);
    expect([sunday.getDay(), sunday.getDate(), sunday.getHours()]).toEqual([0, 29, 0]);
    expect(appointmentsApiQuery({ view: 'week', receptionistId: 2 }, 4, now)).toEqual({
      from: withOffset(sunday),
      to: withOffset(shiftWeek(sunday, 1)),
      sort: 'startsAt:asc',
      page: 1,
      pageSize: 200,
      receptionistId: 2,
    });
    expect(appointmentsApiQuery({ view: 'past', q: 'jane' }, 2, now)).toEqual({ when: 'past', sort: 'startsAt:desc', page: 2, pageSize: 25, q: 'jane' });
  });
});
