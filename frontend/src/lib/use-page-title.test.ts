import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, usePageTitle } from './use-page-title';

function description() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('usePageTitle', () => {
  it('sets the title and the meta description of the page', () => {
    renderHook(() => usePageTitle('Pricing', 'Plans from $249 a month.'));

    expect(document.title).toBe('Pricing · AI Receptionists');
    expect(description()).toBe('Plans from $249 a month.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('puts the site description back for a page without its own', () => {
    renderHook(() => usePageTitle('About Us', 'Our story.'));
    renderHook(() => usePageTitle('Dashboard'));

    expect(document.title).toBe('Dashboard · AI Receptionists');
    expect(description()).toBe(DEFAULT_DESCRIPTION);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
