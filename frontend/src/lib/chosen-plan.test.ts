import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutPath, chosenPlanFrom, forgetChosenPlan, rememberChosenPlan, rememberedPlan, signUpPath } from './chosen-plan';

describe('the chosen plan', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a plan id and period from an address, monthly unless annual, and nothing else', () => {
    expect(chosenPlanFrom(new URLSearchParams('plan=business&period=annual'))).toEqual({ planId: 'business', period: 'annual' });
    expect(chosenPlanFrom(new URLSearchParams('plan=business&period=weekly'))).toEqual({ planId: 'business', period: 'monthly' });
    expect(chosenPlanFrom(new URLSearchParams('period=annual'))).toBeNull();
    expect(chosenPlanFrom(new URLSearchParams('plan=Business%20Plus'))).toBeNull();
  });

  it('builds the sign-up and checkout addresses', () => {
    const choice = { planId: 'business', period: 'annual' } as const;
    expect(signUpPath(choice)).toBe('/auth?signup=true&plan=business&period=annual');
    expect(signUpPath()).toBe('/auth?signup=true');
    expect(checkoutPath(choice)).toBe('/checkout?plan=business&period=annual');
  });

  it('is kept for a week, then forgotten; and forgotten on request', () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T12:00:00Z'), toFake: ['Date'] });
    rememberChosenPlan({ planId: 'professional', period: 'monthly' });
    vi.setSystemTime(new Date('2026-11-08T11:59:00Z'));
    expect(rememberedPlan()).toEqual({ planId: 'professional', period: 'monthly' });
    vi.setSystemTime(new Date('2026-11-08T12:01:00Z'));
    expect(rememberedPlan()).toBeNull();

    rememberChosenPlan({ planId: 'professional', period: 'monthly' });
    forgetChosenPlan();
    expect(rememberedPlan()).toBeNull();
  });

  it('survives what another page left under its key', () => {
    localStorage.setItem('receptionists.chosen-plan', '{not json');
    expect(rememberedPlan()).toBeNull();
    localStorage.setItem('receptionists.chosen-plan', JSON.stringify({ planId: 'business', period: 'annual' }));
    expect(rememberedPlan()).toBeNull();
  });
});
