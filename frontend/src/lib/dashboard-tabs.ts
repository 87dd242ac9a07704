/**
 * The dashboard's tabs and the in-page event that switches them (docs/product.md#the-customer-area): anything on the
 * page, the header included, can ask the open dashboard to show a tab, and the Subscription tab a chosen plan, without
 * navigating. Shared code, so senders need not import the dashboard feature.
 */
export const DASHBOARD_TABS = ['overview', 'schedule', 'support', 'account', 'subscription'] as const;
/** The tab /dashboard shows without ?tab= (docs/product.md#the-customer-area). */
export const DEFAULT_DASHBOARD_TAB = 'overview' satisfies DashboardTab;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_PATH = '/dashboard';
export const SWITCH_DASHBOARD_TAB_EVENT = 'dashboard:switch-tab';

export interface SwitchDashboardTabDetail {
  tab: DashboardTab;
  /** A plan for the Subscription tab to offer ('business'); ignored by the other tabs. */
  planId?: string;
}

declare global {
  interface WindowEventMap {
    [SWITCH_DASHBOARD_TAB_EVENT]: CustomEvent<SwitchDashboardTabDetail>;
  }
}

export function isDashboardTab(value: unknown): value is DashboardTab {
  return (DASHBOARD_TABS as readonly unknown[]).includes(value);
}

/**
 * Asks the open dashboard to show `tab` (with `planId` on the Subscription tab). True when a dashboard took it, so a
 * caller can fall back to navigating when none is showing: the dashboard cancels the event once it has switched.
 */
export function switchDashboardTab(tab: DashboardTab, planId?: string): boolean {
  const event = new CustomEvent<SwitchDashboardTabDetail>(SWITCH_DASHBOARD_TAB_EVENT, {
    detail: planId ? { tab, planId } : { tab },
    cancelable: true,
  });
  return !window.dispatchEvent(event);
}

/** The dashboard's side: calls `onSwitch` for each valid request and marks it handled. Returns the unsubscribe. */
export function listenForDashboardTabSwitch(onSwitch: (detail: SwitchDashboardTabDetail) => void): () => void {
  const listener = (event: CustomEvent<SwitchDashboardTabDetail>) => {
    const detail: unknown = event.detail;
    if (!detail || typeof detail !== 'object' || !isDashboardTab((detail as { tab?: unknown }).tab)) return;
    const { tab, planId } = detail as { tab: DashboardTab; planId?: unknown };
    event.preventDefault();
    onSwitch(typeof planId === 'string' && planId ? { tab, planId } : { tab });
  };
  window.addEventListener(SWITCH_DASHBOARD_TAB_EVENT, listener);
  return () => window.removeEventListener(SWITCH_DASHBOARD_TAB_EVENT, listener);
}
