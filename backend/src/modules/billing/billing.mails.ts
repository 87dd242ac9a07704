import type { UserMail } from '../../mail/mail-message';
import { findPlan } from '../plans/plan-catalogue';
import type { User } from '../users/user.entity';

export const planName = (planId: string | null) => findPlan(planId)?.name ?? 'No plan';

/** Dates in mails and activity details: en-US (docs/product.md#dates-in-en-us-money-in-usd), in UTC so every server writes the same text. */
export const formatDate = (date: Date | null) =>
  date ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : 'the end of the period';

export const formatUsd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const greeting = (user: User) => `Hi ${user.firstName ?? 'there'},`;
const subscriptionLink = (appUrl: string) => `${appUrl}/dashboard?tab=subscription`;
const SIGNATURE = ['', 'The AI Receptionists team'];

function perPeriod(user: User, priceCents: number): string {
  return `${formatUsd(priceCents)} per ${user.billingPeriod === 'annual' ? 'year' : 'month'}`;
}

export function subscriptionStartedMail(user: User, priceCents: number, appUrl: string): UserMail {
  const plan = planName(user.subscriptionPlan);
  const charge =
    user.subscriptionStatus === 'trial'
      ? `Your free trial runs until ${formatDate(user.trialEndsAt)}. Your card is saved and will first be charged ${perPeriod(user, priceCents)} on that day, unless you cancel before.`
      : `We charged ${formatUsd(priceCents)} to your card. Your next payment is due on ${formatDate(user.currentPeriodEnd)}.`;
  return {
    subject: user.subscriptionStatus === 'trial' ? `Your ${plan} free trial has started` : `Welcome to the ${plan} plan`,
    text: [
      greeting(user),
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

export function trialEndingMail(user: User, priceCents: number, appUrl: string): UserMail {
  const card = user.cardLast4 ? `your ${user.cardBrand ?? 'card'} ending in ${user.cardLast4}` : 'your card';
  return {
    subject: `Your free trial ends on ${formatDate(user.trialEndsAt)}`,
    text: [
      greeting(user),
      '',
      `Your AI Receptionists ${planName(user.subscriptionPlan)} trial ends on ${formatDate(user.trialEndsAt)}. On that day we will charge ${perPeriod(user, priceCents)} to ${card}, and your receptionists keep answering without interruption.`,
      '',
      `To change plans or cancel before then: ${subscriptionLink(appUrl)}`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function paymentFailedMail(user: User, amountCents: number, appUrl: string): UserMail {
  return {
    subject: 'Your AI Receptionists payment failed',
    text: [
      greeting(user),
      '',
      `We could not charge ${formatUsd(amountCents)} for your ${planName(user.subscriptionPlan)} plan${user.cardLast4 ? ` to the card ending in ${user.cardLast4}` : ''}. Your receptionists keep working while we retry over the next few days.`,
      '',
      `Please update your card or contact us to avoid an interruption: ${subscriptionLink(appUrl)}`,
      ...SIGNATURE,
    ].join('\n'),
  };
}
