import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForDashboardTabSwitch, SWITCH_DASHBOARD_TAB_EVENT, switchDashboardTab } from './dashboard-tabs';

describe('the dashboard tab event', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('says nobody took it when no dashboard listens, so a link can navigate instead', () => {
    expect(switchDashboardTab('support')).toBe(false);
  });

  it('hands the tab and the plan to the listening dashboard, which takes it', () => {
    const onSwitch = vi.fn();
    stop = listenForDashboardTabSwitch(onSwitch);

    expect(switchDashboardTab('subscription', 'business')).toBe(true);
    expect(switchDashboardTab('schedule')).toBe(true);

    expect(onSwitch.mock.calls).toEqual([[{ tab: 'subscription', planId: 'business' }], [{ tab: 'schedule' }]]);
  });

  it('ignores a request for a tab that does not exist, sent by hand', () => {
    const onSwitch = vi.fn();
    stop = listenForDashboardTabSwitch(onSwitch);

    const event = new CustomEvent(SWITCH_DASHBOARD_TAB_EVENT, { detail: { tab: 'billing' }, cancelable: true });
    expect(window.dispatchEvent(event)).toBe(true);
    window.dispatchEvent(new CustomEvent(SWITCH_DASHBOARD_TAB_EVENT, { detail: { tab: 'support', planId: 42 } }));

    expect(onSwitch.mock.calls).toEqual([[{ tab: 'support' }]]);
  });

  it('stops listening when unsubscribed', () => {
    const onSwitch = vi.fn();
    listenForDashboardTabSwitch(onSwitch)();

    expect(switchDashboardTab('account')).toBe(false);
    expect(onSwitch).not.toHaveBeenCalled();
  });
});
