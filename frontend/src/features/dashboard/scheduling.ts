import type { SessionUser } from '../../api/session';
import { config } from '../../config/env';

export interface CallType {
  id: 'demo' | 'consultation' | 'onboarding';
  title: string;
  /** 30, 45 and 60 minutes (docs/product.md#facts-the-product-states). */
  minutes: number;
  description: string;
  /** The external scheduling page (configuration: VITE_SCHEDULER_*_URL). */
  url: string;
}

/** The Schedule tab (docs/product.md#the-customer-area): the three calls a customer can book with our team. */
export const CALL_TYPES: readonly CallType[] = [
  {
    id: 'demo',
    title: 'Product Demo',
    minutes: 30,
    description: 'See an AI receptionist answer calls, book appointments and send SMS links, and ask us anything as we go.',
    url: config.scheduler.demoUrl,
  },
  {
    id: 'consultation',
    title: 'Consultation Call',
    minutes: 45,
    description: 'Talk through your call volume, hours and languages with a specialist, and find the plan that fits.',
    url: config.scheduler.consultationUrl,
  },
  {
    id: 'onboarding',
    title: 'Setup & Onboarding',
    minutes: 60,
    description: 'Set up your receptionist with our team: greetings, business hours, call forwarding and your first test calls.',
    url: config.scheduler.onboardingUrl,
  },
];

/** 'Ada Lovelace', else the username, else nothing. */
export function customerName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'username'>): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.username?.trim() || '';
}

/**
 * The scheduling page with the customer's name and e-mail filled in: `?name=Ada%20Lovelace&email=ada%40example.com`
 * (percent-encoded, spaces as %20), after whatever query the configured address already has. Empty values are left out.
 */
export function schedulerUrl(base: string, customer: { name?: string; email?: string }): string {
  const url = new URL(base);
  url.searchParams.delete('name');
  url.searchParams.delete('email');
  const prefill = (['name', 'email'] as const).filter((key) => customer[key]).map((key) => `${key}=${encodeURIComponent(customer[key]!)}`);
  if (prefill.length) url.search = [url.search.replace(/^\?/, ''), ...prefill].filter(Boolean).join('&');
  return url.toString();
}

/**
 * Opens `url` in a new tab. False when the browser blocked it (window.open answers null, or throws). The new page
 * gets no handle on ours: 'noopener' would hide whether the tab opened at all, so the opener is cut by hand.
 */
export function openInNewTab(url: string): boolean {
  try {
    const opened = window.open(url, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  } catch {
    return false;
  }
}
