import type { UserMail } from '../mail/mail-message';
import { emailChangeRequestedMail, passwordResetMail, verificationMail } from '../modules/auth/auth.mails';
import { type BillingMailCustomer, paymentFailedMail, subscriptionStartedMail, trialEndingMail } from '../modules/billing/billing.mails';
import { callSummaryMail, dailyDigestMail, forwardingCheckTeamMail, type NotifiedCall, usageAlertMail } from '../modules/calls/calls.mails';
import { contactAcknowledgementMail, newContactMessageMail } from '../modules/contact/contact.mails';
import {
  liveReceptionistChangedTeamMail,
  settingsNotAppliedTeamMail,
  receptionistInTrainingMail,
  receptionistLiveMail,
  receptionistRequestedTeamMail,
} from '../modules/receptionists/receptionists.mails';
import { supportRequestReceivedMail, supportRequestTeamMail } from '../modules/support/support.mails';

/** One of the mails the product sends, rendered with sample values, and the links its reader must find in it. */
export interface MailSample {
  name: string;
  render: (...args: never) => UserMail;
  mail: UserMail;
  links: string[];
}

function sample<A extends unknown[]>(name: string, render: (...args: A) => UserMail, args: A, links: string[] = []): MailSample {
  return { name, render, mail: render(...args), links };
}

const APP_URL = 'http://localhost:3000';
const customer = { email: 'grace@harbor-dental.example', firstName: 'Grace', lastName: 'Hopper', companyName: 'Harbor Dental' };
const teamLink = `${APP_URL}/admin?tab=receptionists&q=grace%40harbor-dental.example`;
const workQueueLink = `${APP_URL}/admin?tab=work-queue&q=grace%40harbor-dental.example`;
const checkedLine = {
  name: 'Front desk',
  phoneNumber: '+1 415 555 0100',
  aiPhoneNumber: '+14155550199',
  ownerEmail: customer.email,
  ownerCompany: customer.companyName,
};
const owner = { firstName: 'Grace', timeZone: 'America/Los_Angeles' };
const resetLink = `${APP_URL}/reset-password?token=sample-reset-token`;
const verificationLink = `${APP_URL}/verify-email?token=sample-verification-token`;
const subscriptionLink = `${APP_URL}/dashboard?tab=subscription`;
const receptionistsLink = `${APP_URL}/receptionists`;
const trial: BillingMailCustomer = {
  user: owner,
  subscriptionPlan: 'professional',
  subscriptionStatus: 'trial',
  billingPeriod: 'monthly',
  trialEndsAt: new Date('2026-12-11T00:00:00Z'),
  currentPeriodEnd: new Date('2026-12-11T00:00:00Z'),
  cardBrand: 'visa',
  cardLast4: '4242',
};
const active: BillingMailCustomer = { ...trial, subscriptionPlan: 'business', subscriptionStatus: 'active', billingPeriod: 'annual', trialEndsAt: null };
const receptionist = {
  name: 'Front desk',
  phoneNumber: '+1 415 555 0100',
  aiPhoneNumber: '+14155550199',
  languages: ['English', 'Spanish'],
  forwardingCarrier: 'verizon' as const,
};
const contactForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@harbor-dental.example',
  phone: '+1 415 555 0123',
  companyName: 'Harbor Dental',
  companySize: '11-50',
  interestedIn: 'product-demo',
  message: 'We miss a third of our calls at lunchtime.\nCan your receptionist book cleanings into our calendar?',
};
const supportRequest = {
  ticketNumber: 'SR-1042',
  category: 'technical',
  priority: 'high',
  subject: 'Calls go to voicemail',
  message: 'Since this morning every call to our main number goes to voicemail.\nThe receptionist shows as live.',
};

/** A notification mail's one-click link (signed tokens in the app; this one is only a sample). */
export const SAMPLE_UNSUBSCRIBE = {
  url: `${APP_URL}/unsubscribe?token=sample-unsubscribe-token`,
  headers: {
    'List-Unsubscribe': `<${APP_URL}/api/notifications/unsubscribe?token=sample-unsubscribe-token>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};
const bookedCall: NotifiedCall = {
  id: 41,
  receptionistName: 'Front desk',
  callerNumber: '+14155550134',
  callerName: 'Ada Lovelace',
  outcome: 'appointment_booked',
  durationSeconds: 125,
  summary: 'Booked a cleaning for Tuesday at 10 AM.',
  startedAt: new Date('2026-11-26T14:05:00Z'),
};
const failedCall: NotifiedCall = { ...bookedCall, id: 43, callerName: null, outcome: 'failed', durationSeconds: 7, summary: null };
const digest = {
  day: '2026-11-26',
  outcomes: [
    { outcome: 'appointment_booked' as const, calls: 4 },
    { outcome: 'message_taken' as const, calls: 2 },
    { outcome: 'spam' as const, calls: 1 },
    { outcome: 'failed' as const, calls: 1 },
  ],
  needsYou: [
    { ...bookedCall, reason: 'appointment' as const },
    { ...bookedCall, id: 42, callerName: null, callerNumber: '+14155550188', reason: 'message' as const, summary: 'Wants a call back about the invoice.' },
    { ...failedCall, reason: 'failed' as const },
  ],
  needsYouCount: 3,
  unanswered: [{ receptionistId: 7, receptionistName: 'Front desk', questions: 3 }],
  done: [
    { action: 'booked' as const, count: 4 },
    { action: 'texted' as const, count: 2 },
  ],
};
const usage = {
  threshold: 80,
  used: 800,
  allowance: 1000,
  periodEnd: new Date('2026-12-11T00:00:00Z'),
  projected: 1150,
  upgradeTo: { id: 'business' as const, name: 'Business' },
};

/** Every mail the product sends, for the spec that renders each one and for `npm run mail:preview -w backend`. */
export const MAIL_SAMPLES: MailSample[] = [
  sample('password-reset', passwordResetMail, [owner, resetLink], [resetLink]),
  sample('verification', verificationMail, [owner, verificationLink, false], [verificationLink]),
  sample('verification-of-new-address', verificationMail, [owner, verificationLink, true], [verificationLink]),
  sample('email-change-requested', emailChangeRequestedMail, [APP_URL], [`${APP_URL}/forgot-password`]),
  sample('trial-started', subscriptionStartedMail, [trial, 24900, APP_URL], [subscriptionLink]),
  sample('subscription-started', subscriptionStartedMail, [active, 499000, APP_URL], [subscriptionLink]),
  sample('trial-ending', trialEndingMail, [trial, 24900, APP_URL], [subscriptionLink]),
  sample('payment-failed', paymentFailedMail, [active, 24900, APP_URL], [subscriptionLink]),
  sample('receptionist-in-training', receptionistInTrainingMail, [owner, receptionist, APP_URL], [receptionistsLink]),
  sample('receptionist-live', receptionistLiveMail, [owner, receptionist, APP_URL], [receptionistsLink]),
  sample('support-request-received', supportRequestReceivedMail, [owner, supportRequest, 'support@example.com']),
  sample('team-support-request', supportRequestTeamMail, [customer, supportRequest, APP_URL], [`${APP_URL}/admin?tab=work-queue&q=SR-1042`]),
  sample(
    'team-receptionist-requested',
    receptionistRequestedTeamMail,
    [customer, { ...receptionist, businessHours: 'Mon-Fri 8am-6pm' }, 'Professional', APP_URL],
    [workQueueLink],
  ),
  sample(
    'team-live-receptionist-changed',
    liveReceptionistChangedTeamMail,
    [customer, receptionist, [{ label: 'Hours', before: 'Mon-Fri 8am-6pm', after: 'Mon-Sat 8am-6pm' }], APP_URL],
    [workQueueLink],
  ),
  sample(
    'team-settings-not-applied',
    settingsNotAppliedTeamMail,
    [customer, { id: 12, name: 'Front desk' }, 3, 'Vapi answered 503 to GET /assistant: Service Unavailable', APP_URL],
    [`${APP_URL}/admin/receptionists/12/settings`],
  ),
  sample(
    'team-forwarding-check',
    forwardingCheckTeamMail,
    [checkedLine, 'not_reached', 'Your business line did not answer and did not forward the call.', APP_URL],
    [teamLink],
  ),
  sample('contact-message', newContactMessageMail, [contactForm, 'sales@example.com']),
  sample('contact-acknowledgement', contactAcknowledgementMail, [contactForm.email, 'support@example.com']),
  sample(
    'call-summary',
    callSummaryMail,
    [
      owner,
      {
        ...bookedCall,
        actions: ['Booked Cleaning for Ada Lovelace on Tuesday, December 1 at 10:00 AM', 'Texted the Directions link to the number ending 0134'],
      },
      { reason: 'appointment', open: 3 },
      APP_URL,
      SAMPLE_UNSUBSCRIBE,
    ],
    [`${APP_URL}/calls/41`],
  ),
  sample(
    'call-summary-failed',
    callSummaryMail,
    [owner, { ...failedCall, actions: [] }, { reason: 'failed', open: 4 }, APP_URL, SAMPLE_UNSUBSCRIBE],
    [`${APP_URL}/calls/43`],
  ),
  sample('daily-digest', dailyDigestMail, [owner, digest, APP_URL, SAMPLE_UNSUBSCRIBE], [`${APP_URL}/calls`]),
  sample('usage-alert-80', usageAlertMail, [owner, usage, APP_URL, SAMPLE_UNSUBSCRIBE], [`${APP_URL}/dashboard?tab=subscription&plan=business`]),
  sample(
    'usage-alert-100',
    usageAlertMail,
    [owner, { ...usage, threshold: 100, used: 1000, projected: null, upgradeTo: null }, APP_URL, SAMPLE_UNSUBSCRIBE],
    [`${APP_URL}/dashboard?tab=overview`],
  ),
];
