import type { UserMail } from '../../mail/mail-message';
import { findPlan } from '../plans/plan-catalogue';
import type { Subscription } from './subscription.entity';

export const planName = (planId: string | null) => findPlan(planId)?.name ?? 'No plan';

/** Dates in mails and activity details: en-US (docs/product.md#dates-in-en-us-money-in-usd), in UTC so every server writes the same text. */
export const formatDate = (date: Date | null) =>
  date ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : 'the end of the period';

export const formatUsd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const greeting = (customer: Subscription) => `Hi ${customer.user.firstName ?? 'there'},`;
const subscriptionLink = (appUrl: string) => `${appUrl}/dashboard?tab=subscription`;
const SIGNATURE = ['', 'The AI Receptionists team'];

function perPeriod(customer: Subscription, priceCents: number): string {
  return `${formatUsd(priceCents)} per ${customer.billingPeriod === 'annual' ? 'year' : 'month'}`;
}

export function subscriptionStartedMail(customer: Subscription, priceCents: number, appUrl: string): UserMail {
  const plan = planName(customer.subscriptionPlan);
  const charge =
    customer.subscriptionStatus === 'trial'
      ? `Your free trial runs until ${formatDate(customer.trialEndsAt)}. Your card is saved and will first be charged ${perPeriod(customer, priceCents)} on that day, unless you cancel before.`
      : `We charged ${formatUsd(priceCents)} to your card. Your next payment is due on ${formatDate(customer.currentPeriodEnd)}.`;
  return {
    subject: customer.subscriptionStatus === 'trial' ? `Your ${plan} free trial has started` : `Welcome to the ${plan} plan`,
    text: [
      greeting(customer),
      '',
      `Thank you for subscribing to AI Receptionists ${plan}. ${charge}`,
      '',
      'Next: book your onboarding call and request your first receptionist from your dashboard. Our team sets it up within 24-48 hours.',
      '',
      `Manage your subscription: ${subscriptionLink(appUrl)}`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function trialEndingMail(customer: Subscription, priceCents: number, appUrl: string): UserMail {
  const card = customer.cardLast4 ? `your ${customer.cardBrand ?? 'card'} ending in ${customer.cardLast4}` : 'your card';
  return {
    subject: `Your free trial ends on ${formatDate(customer.trialEndsAt)}`,
    text: [
      greeting(customer),
      '',
      `Your AI Receptionists ${planName(customer.subscriptionPlan)} trial ends on ${formatDate(customer.trialEndsAt)}. On that day we will charge ${perPeriod(customer, priceCents)} to ${card}, and your receptionists keep answering without interruption.`,
      '',
      `To change plans or cancel before then: ${subscriptionLink(appUrl)}`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function paymentFailedMail(customer: Subscription, amountCents: number, appUrl: string): UserMail {
  return {
    subject: 'Your AI Receptionists payment failed',
    text: [
      greeting(customer),
      '',
      `We could not charge ${formatUsd(amountCents)} for your ${planName(customer.subscriptionPlan)} plan${customer.cardLast4 ? ` to the card ending in ${customer.cardLast4}` : ''}. Your receptionists keep working while we retry over the next few days.`,
      '',
      `Please update your card or contact us to avoid an interruption: ${subscriptionLink(appUrl)}`,
      ...SIGNATURE,
    ].join('\n'),
  };
}
