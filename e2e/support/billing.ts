import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';

/** Registers a customer through the API; the page shares the request context's cookies, so it is signed in. */
export async function signUpCustomer(page: Page, firstName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await page.request.post('/api/register', {
    data: { email, password: 'billing-password', firstName, lastName: 'Tester', companyName: 'Harbor Dental' },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** A first subscription through the API as the checkout page makes it: the sandbox saves 4242, the server confirms. */
export async function subscribeThroughApi({ request }: { request: APIRequestContext }, planId: 'professional' | 'business', isAnnual = false): Promise<void> {
  const checkout = await request.post('/api/create-subscription', { data: { planId, isAnnual } });
  expect(checkout.ok()).toBe(true);
  const { clientSecret, paymentIntentId } = (await checkout.json()) as { clientSecret: string; paymentIntentId: string };
  const card = await request.post('/api/sandbox/intents/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(card.ok()).toBe(true);
  const confirmed = await request.post('/api/subscription/confirm', { data: { paymentIntentId, planId } });
  expect(confirmed.ok()).toBe(true);
}

/** Fills the sandbox card form ("Card number", "Expiry", "CVC") on the checkout page or the hosted page. */
export async function fillCard(page: Page, cardNumber: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
}

/** 'Feb 2, 2026': how the app writes a date (en-US), `days` from now. */
export function dateInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}
