import { describe, expect, it } from 'vitest';
import { activeDatePreset, callFiltersToParams, callsApiQuery, callsExportUrl, datePresetRange, isWholeDay, readCallFilters } from './call-filters';

describe('call filters', () => {
  it('reads a day of the first century as that year, not as one of the 1900s', () => {
    const { filters } = readCallFilters(new URLSearchParams('from=0099-01-01&to=0099-01-01'));
    expect(filters).toMatchObject({ from: '0099-01-01', to: '0099-01-01' });

    const query = callsApiQuery(filters, 1);
    // A date-time without an offset is local time: the customer's own day.
    expect(query.from).toBe(new Date('0099-01-01T00:00:00').toISOString());
    expect(query.to).toBe(new Date('0099-01-01T23:59:59.999').toISOString());
  });

  it('ignores a day that does not exist', () => {
    expect(readCallFilters(new URLSearchParams('from=2026-02-30&to=2026-13-01')).filters).toMatchObject({ from: undefined, to: undefined });
  });

  it('takes a whole day only with a four-digit year', () => {
    expect(['2026-11-26', '1000-01-01'].map(isWholeDay)).toEqual([true, true]);
    expect(['0002-11-26', '0202-11-26', '0999-12-31', '2026-11', ''].map(isWholeDay)).toEqual([false, false, false, false, false]);
  });

  it('reads and sends what the receptionist did, and ignores an action it does not know', () => {
    const { filters } = readCallFilters(new URLSearchParams('action=booked'));
    expect(filters.action).toBe('booked');
    expect(callsApiQuery(filters, 1)).toMatchObject({ action: 'booked' });
    expect(callFiltersToParams(filters).toString()).toBe('action=booked');
    expect(readCallFilters(new URLSearchParams('action=juggled')).filters.action).toBeUndefined();
    expect(readCallFilters(new URLSearchParams('action=toString')).filters.action).toBeUndefined();
  });

  it('gives each date preset its days, today included, and knows which one the filters show', () => {
    const today = new Date(2026, 11, 3, 9, 30);
    expect(datePresetRange('today', today)).toEqual({ from: '2026-12-03', to: '2026-12-03' });
    expect(datePresetRange('7days', today)).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(datePresetRange('30days', today)).toEqual({ from: '2026-11-04', to: '2026-12-03' });
    expect(datePresetRange('period', today, new Date(2026, 10, 5, 14).toISOString())).toEqual({ from: '2026-11-05', to: '2026-12-03' });
    expect(datePresetRange('period', today)).toBeUndefined();
    expect(activeDatePreset({ from: '2026-11-27', to: '2026-12-03', outcome: 'spam' }, today)).toBe('7days');
    expect(activeDatePreset({ from: '2026-11-27' }, today)).toBeUndefined();
    // A period that began 29 days ago covers the 30 days too: it is the one shown.
    expect(activeDatePreset({ from: '2026-11-04', to: '2026-12-03' }, today)).toBe('30days');
    expect(activeDatePreset({ from: '2026-11-04', to: '2026-12-03' }, today, new Date(2026, 10, 4, 8).toISOString())).toBe('period');
  });

  it('reads and sends why calls were not counted, and exports with the filters but no page', () => {
    const { filters } = readCallFilters(new URLSearchParams('notCounted=short&page=3&q=harbor'));
    expect(filters).toMatchObject({ notCounted: 'short', q: 'harbor' });
    expect(callsExportUrl(filters)).toBe('/api/calls/export.csv?notCounted=short&q=harbor');
    expect(callsExportUrl({})).toBe('/api/calls/export.csv');
    expect(readCallFilters(new URLSearchParams('notCounted=long')).filters.notCounted).toBeUndefined();
  });
});
