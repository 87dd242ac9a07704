import type { MailMessage } from '../../mail/mail-message';
import { MailFacts, MailLayout, MailQuote, MailText } from '../../mail/mail-layout';
import { renderMail } from '../../mail/render-mail';
import { formatPhoneNumber } from '../../common/phone-numbers';
import type { ContactMessage } from './contact-message.entity';

const INTEREST_LABELS: Record<string, string> = {
  'product-demo': 'a product demo',
  pricing: 'pricing',
  partnership: 'a partnership',
  support: 'support',
  other: 'something else',
};

type ContactForm = Pick<ContactMessage, 'firstName' | 'lastName' | 'email' | 'phone' | 'companyName' | 'companySize' | 'interestedIn' | 'message'>;

/** To the sales inbox; replying answers the sender. */
export function newContactMessageMail(message: ContactForm, salesEmail: string): MailMessage {
  const interest = INTEREST_LABELS[message.interestedIn] ?? message.interestedIn;
  const name = `${message.firstName} ${message.lastName}`;
  return {
    to: salesEmail,
    replyTo: message.email,
    ...renderMail(
      `Contact form: ${name} (${message.companyName}) about ${interest}`,
      <MailLayout preview={`${name} of ${message.companyName} wrote about ${interest}.`} heading="New message from the contact form" signOff={false}>
        <MailFacts
          facts={[
            ['Name', name],
            ['Email', message.email],
            ['Phone', message.phone ? formatPhoneNumber(message.phone) : '—'],
            ['Company', `${message.companyName} (${message.companySize} employees)`],
            ['Interested in', interest],
          ]}
        />
        <MailQuote>{message.message}</MailQuote>
        <MailText>Reply to this e-mail to answer {message.firstName}.</MailText>
      </MailLayout>,
    ),
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
    ...renderMail(
      'We received your message',
      <MailLayout preview="Our team will get back to you within one business day." heading="We received your message">
        <MailText>Hello,</MailText>
        <MailText>
          Thank you for contacting AI Receptionists. Our team will get back to you as soon as possible, within one business day (Mon-Fri 9am-6pm ET, Sat-Sun
          10am-4pm ET).
        </MailText>
        <MailText>If you did not write to us, you can ignore this email.</MailText>
      </MailLayout>,
    ),
  };
}
