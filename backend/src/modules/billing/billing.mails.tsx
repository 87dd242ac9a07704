import type { UserMail } from '../../mail/mail-message';
import { MailButton, MailFacts, MailLayout, MailText } from '../../mail/mail-layout';
import { formatDay } from '../../mail/mail-dates';
import { renderMail } from '../../mail/render-mail';
import { findPlan } from '../plans/plan-catalogue';
import type { User } from '../users/user.entity';
import type { Subscription } from './subscription.entity';

export const planName = (planId: string | null) => findPlan(planId)?.name ?? 'No plan';

/**
 * A period's date; a provider that has not said it yet gives none. Mails give it in the owner's time zone
 * (docs/product.md#time-zones), activity details and API messages in UTC.
 */
export const formatDate = (date: Date | null, timeZone = 'UTC') => (date ? formatDay(date, timeZone) : 'the end of the period');

export const formatUsd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** What the billing mails read of a customer's subscription. */
export type BillingMailCustomer = Pick<
  Subscription,
  'subscriptionPlan' | 'subscriptionStatus' | 'billingPeriod' | 'trialEndsAt' | 'currentPeriodEnd' | 'cardBrand' | 'cardLast4'
> & { user: Pick<User, 'firstName' | 'timeZone'> };

const subscriptionLink = (appUrl: string) => `${appUrl}/dashboard?tab=subscription`;

function perPeriod(customer: BillingMailCustomer, priceCents: number): string {
  return `${formatUsd(priceCents)} per ${customer.billingPeriod === 'annual' ? 'year' : 'month'}`;
}

function Greeting({ customer }: { customer: BillingMailCustomer }) {
  return <MailText>Hi {customer.user.firstName ?? 'there'},</MailText>;
}

export function subscriptionStartedMail(customer: BillingMailCustomer, priceCents: number, appUrl: string): UserMail {
  const plan = planName(customer.subscriptionPlan);
  const trial = customer.subscriptionStatus === 'trial';
  const charge = trial
    ? `Your free trial runs until ${formatDate(customer.trialEndsAt, customer.user.timeZone)}. Your card is saved and will first be charged ${perPeriod(customer, priceCents)} on that day, unless you cancel before.`
    : `We charged ${formatUsd(priceCents)} to your card. Your next payment is due on ${formatDate(customer.currentPeriodEnd, customer.user.timeZone)}.`;
  return renderMail(
    trial ? `Your ${plan} free trial has started` : `Welcome to the ${plan} plan`,
    <MailLayout preview={charge} heading={trial ? `Your ${plan} free trial has started` : `Welcome to the ${plan} plan`}>
      <Greeting customer={customer} />
      <MailText>
        Thank you for subscribing to AI Receptionists {plan}. {charge}
      </MailText>
      <MailFacts
        facts={[
          ['Plan', plan],
          ['Price', perPeriod(customer, priceCents)],
          trial
            ? ['First charge', formatDate(customer.trialEndsAt, customer.user.timeZone)]
            : ['Next payment', formatDate(customer.currentPeriodEnd, customer.user.timeZone)],
        ]}
      />
      <MailText>Next: book your onboarding call and request your first receptionist from your dashboard. Our team sets it up within 24-48 hours.</MailText>
      <MailButton href={subscriptionLink(appUrl)}>Manage your subscription</MailButton>
    </MailLayout>,
  );
}

export function trialEndingMail(customer: BillingMailCustomer, priceCents: number, appUrl: string): UserMail {
  const card = customer.cardLast4 ? `your ${customer.cardBrand ?? 'card'} ending in ${customer.cardLast4}` : 'your card';
  const ends = formatDate(customer.trialEndsAt, customer.user.timeZone);
  return renderMail(
    `Your free trial ends on ${ends}`,
    <MailLayout preview={`On ${ends} we will charge ${perPeriod(customer, priceCents)} to ${card}.`} heading={`Your free trial ends on ${ends}`}>
      <Greeting customer={customer} />
      <MailText>
        Your AI Receptionists {planName(customer.subscriptionPlan)} trial ends on {ends}. On that day we will charge {perPeriod(customer, priceCents)} to {card}
        , and your receptionists keep answering without interruption.
      </MailText>
      <MailText>To change plans or cancel before then:</MailText>
      <MailButton href={subscriptionLink(appUrl)}>Manage your subscription</MailButton>
    </MailLayout>,
  );
}

export function paymentFailedMail(customer: BillingMailCustomer, amountCents: number, appUrl: string): UserMail {
  const card = customer.cardLast4 ? ` to the card ending in ${customer.cardLast4}` : '';
  return renderMail(
    'Your AI Receptionists payment failed',
    <MailLayout preview="Your receptionists keep working while we retry. Please update your card." heading="Your payment failed">
      <Greeting customer={customer} />
      <MailText>
        We could not charge {formatUsd(amountCents)} for your {planName(customer.subscriptionPlan)} plan{card}. Your receptionists keep working while we retry
        over the next few days.
      </MailText>
      <MailText>Please update your card or contact us to avoid an interruption:</MailText>
      <MailButton href={subscriptionLink(appUrl)}>Update your card</MailButton>
    </MailLayout>,
  );
}
