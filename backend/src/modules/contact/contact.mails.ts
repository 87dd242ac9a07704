import type { MailMessage } from '../../mail/mail-message';
import type { ContactMessage } from './contact-message.entity';

const INTEREST_LABELS: Record<string, string> = {
  'product-demo': 'a product demo',
  pricing: 'pricing',
  partnership: 'a partnership',
  support: 'support',
  other: 'something else',
};

/** To the sales inbox; replying answers the sender. */
export function newContactMessageMail(message: ContactMessage, salesEmail: string): MailMessage {
  return {
    to: salesEmail,
    replyTo: message.email,
    subject: `Contact form: ${message.firstName} ${message.lastName} (${message.companyName}) about ${INTEREST_LABELS[message.interestedIn] ?? message.interestedIn}`,
    text: [
      `Name: ${message.firstName} ${message.lastName}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone ?? '—'}`,
      `Company: ${message.companyName} (${message.companySize} employees)`,
      `Interested in: ${INTEREST_LABELS[message.interestedIn] ?? message.interestedIn}`,
      '',
      message.message,
    ].join('\n'),
  };
}

/**
 * To the address the form gave: nobody proved it belongs to the visitor, so the text is fixed and repeats nothing typed
 * into the form (no name, no message) — our server never carries a stranger's words to a third party.
 */
export function contactAcknowledgementMail(to: string, supportEmail: string): MailMessage {
  return {
    to,
    replyTo: supportEmail,
    subject: 'We received your message',
    text: [
      'Hello,',
      '',
      'Thank you for contacting AI Receptionists. Our team will get back to you as soon as possible, within one business day (Mon-Fri 9am-6pm ET, Sat-Sun 10am-4pm ET).',
      '',
      'If you did not write to us, you can ignore this email.',
      '',
      'The AI Receptionists team',
    ].join('\n'),
  };
}
