import { describe, expect, it } from 'vitest';
import { followUpFiltersToParams, followUpsApiQuery, hasFollowUpFilters, readFollowUpFilters } from './follow-up-filters';

describe('follow-up filters in the address', () => {
  it('reads the filters and the page, and writes them back the same', () => {
    const address = 'receptionistId=3&reason=transfer_not_connected&status=done&page=2';
    const { filters, page } = readFollowUpFilters(new URLSearchParams(address));
    expect({ filters, page }).toEqual({ filters: { receptionistId: 3, reason: 'transfer_not_connected', status: 'done' }, page: 2 });
    expect(followUpFiltersToParams(filters, page).toString()).toBe(address);
    expect(hasFollowUpFilters(filters)).toBe(true);
  });

  it('ignores nonsense: an unknown reason or status, a receptionist or page that is not a positive whole number', () => {
    const { filters, page } = readFollowUpFilters(new URLSearchParams('receptionistId=-4&reason=lunch&status=closed&page=abc'));
    expect({ filters, page }).toEqual({ filters: { receptionistId: undefined, reason: undefined, status: undefined }, page: 1 });
    expect(followUpFiltersToParams(filters).toString()).toBe('');
    expect(hasFollowUpFilters(filters)).toBe(false);
  });

  it('asks the API for 25 a page with only the filters set', () => {
    expect(followUpsApiQuery({ reason: 'failed' }, 3)).toEqual({ reason: 'failed', page: 3, pageSize: 25 });
  });
});
