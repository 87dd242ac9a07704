import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TYPES, customerName, openInNewTab, schedulerUrl } from './scheduling';

describe('scheduling', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the three calls with their lengths (docs/product.md#facts-the-product-states) and the configured pages', () => {
    expect(CALL_TYPES.map((call) => [call.title, call.minutes, call.url])).toEqual([
      ['Product Demo', 30, 'https://cal.com/ai-receptionists/product-demo'],
      ['Consultation Call', 45, 'https://cal.com/ai-receptionists/consultation'],
      ['Setup & Onboarding', 60, 'https://cal.com/ai-receptionists/onboarding'],
    ]);
  });

  it('prefills the name and e-mail, percent-encoded, after the query the page already has', () => {
    expect(schedulerUrl('https://cal.com/acme/demo', { name: 'Ada Lovelace', email: 'ada+dash@example.com' })).toBe(
      'https://cal.com/acme/demo?name=Ada%20Lovelace&email=ada%2Bdash%40example.com',
    );
    expect(schedulerUrl('https://cal.example/book?month=2026-01&name=x', { name: 'Zoë & Co', email: 'z@example.com' })).toBe(
      'https://cal.example/book?month=2026-01&name=Zo%C3%AB%20%26%20Co&email=z%40example.com',
    );
    expect(schedulerUrl('https://cal.com/acme/demo', { name: '', email: 'ada@example.com' })).toBe('https://cal.com/acme/demo?email=ada%40example.com');
  });

  it('names the customer by first and last name, else by username', () => {
    expect(customerName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(customerName({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('Ada');
    expect(customerName({ firstName: null, lastName: null, username: 'ada' })).toBe('ada');
    expect(customerName({ firstName: null, lastName: null, username: null })).toBe('');
  });

  it('opens a new tab without giving it a handle on ours, and tells when the browser blocked it', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(tab).mockReturnValueOnce(null);

    expect(openInNewTab('https://cal.com/x')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://cal.com/x', '_blank');
    expect(tab.opener).toBeNull();
    expect(openInNewTab('https://cal.com/x')).toBe(false);

    open.mockImplementation(() => {
      throw new Error('blocked by sandbox');
    });
    expect(openInNewTab('https://cal.com/x')).toBe(false);
  });
});
