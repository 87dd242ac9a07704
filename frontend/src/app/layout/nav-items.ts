import type { MouseEvent } from 'react';
import type { Location } from 'react-router-dom';
import { DASHBOARD_PATH, switchDashboardTab, type DashboardTab } from '../../lib/dashboard-tabs';

export interface NavItem {
  label: string;
  to: string;
  /** A dashboard tab: on the dashboard itself the item switches the tab in place instead of navigating. */
  dashboardTab?: DashboardTab;
  /** Shows the number of open follow-ups beside its label (docs/product.md#follow-ups). */
  countsOpenFollowUps?: boolean;
}

/** The visitor's header (docs/product.md#the-public-site). Log In and Sign Up are shown as buttons. */
export const visitorNav: NavItem[] = [
  { label: 'Features', to: '/#features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/** The small-screen navigation drawer, which the menu button controls. */
export const DRAWER_ID = 'site-navigation-drawer';

export const logInItem: NavItem = { label: 'Log In', to: '/auth' };
export const signUpItem: NavItem = { label: 'Sign Up', to: '/auth?signup=true' };

/**
 * The signed-in header, plus Log Out (docs/product.md#the-customer-area). On /dashboard, Subscription switches the
 * dashboard's tab in place through the in-page event (lib/dashboard-tabs); elsewhere it is a link to
 * /dashboard?tab=subscription.
 */
export const userNav: NavItem[] = [
  { label: 'Dashboard', to: DASHBOARD_PATH },
  { label: 'Receptionists', to: '/receptionists' },
  { label: 'Calls', to: '/calls' },
  { label: 'Follow-ups', to: '/follow-ups', countsOpenFollowUps: true },
  { label: 'Appointments', to: '/appointments' },
  { label: 'Product', to: '/product' },
  { label: 'Subscription', to: `${DASHBOARD_PATH}?tab=subscription`, dashboardTab: 'subscription' },
];

/**
 * A click on an item: on the dashboard, a tab item asks the page to switch tabs and the link does not navigate. When
 * no dashboard takes the request (its code still loading), the link navigates as usual.
 */
export function handleNavClick(item: NavItem, pathname: string, event: MouseEvent): void {
  if (!item.dashboardTab || pathname !== DASHBOARD_PATH) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if (switchDashboardTab(item.dashboardTab)) event.preventDefault();
}

/** Whether an item is the page being shown, for highlighting and aria-current. */
export function isCurrent(item: NavItem, location: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  const target = new URL(item.to, 'http://x');
  // A page below an item's own (a call under Calls) keeps the item highlighted.
  if (location.pathname.startsWith(`${target.pathname}/`)) return !target.hash && !target.search;
  if (target.pathname !== location.pathname) return false;
  if (target.hash) return target.hash === location.hash;
  const wantedTab = target.searchParams.get('tab');
  const tab = new URLSearchParams(location.search).get('tab');
  if (wantedTab) return wantedTab === tab;
  // Plain /dashboard is current unless the Subscription item is.
  return target.pathname !== '/dashboard' || tab !== 'subscription';
}
