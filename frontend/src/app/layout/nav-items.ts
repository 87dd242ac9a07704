import type { Location } from 'react-router-dom';

export interface NavItem {
  label: string;
  to: string;
}

/** Spec section 2, visitor header. Log In and Sign Up are shown as buttons. */
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
 * Spec section 2, signed-in header (plus Log Out). Subscription is a query on /dashboard, so on the
 * dashboard it switches the tab in place: the page reads its tab from the address.
 */
export const userNav: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Receptionists', to: '/receptionists' },
  { label: 'Product', to: '/product' },
  { label: 'Subscription', to: '/dashboard?tab=subscription' },
];

/** Whether an item is the page being shown, for highlighting and aria-current. */
export function isCurrent(item: NavItem, location: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  const target = new URL(item.to, 'http://x');
  if (target.pathname !== location.pathname) return false;
  if (target.hash) return target.hash === location.hash;
  const wantedTab = target.searchParams.get('tab');
  const tab = new URLSearchParams(location.search).get('tab');
  if (wantedTab) return wantedTab === tab;
  // Plain /dashboard is current unless the Subscription item is.
  return target.pathname !== '/dashboard' || tab !== 'subscription';
}
