import type { UserMail } from '../../mail/mail-message';
import { MailButton, MailFacts, MailLayout, MailQuote, MailText } from '../../mail/mail-layout';
import { renderMail } from '../../mail/render-mail';
import { backOfficeLink } from '../../mail/back-office-link';
import type { User } from '../users/user.entity';
import type { SupportRequest } from './support-request.entity';

/** To the customer: we have the request, its number, and when to expect an answer (24/7, within 24 hours). */
export function supportRequestReceivedMail(
  user: Pick<User, 'firstName'>,
  request: Pick<SupportRequest, 'ticketNumber' | 'category' | 'priority' | 'subject' | 'message'>,
  supportEmail: string,
): UserMail {
  return {
    replyTo: supportEmail,
    ...renderMail(
      `[${request.ticketNumber}] We received your support request: ${request.subject}`,
      <MailLayout preview={`Your request ${request.ticketNumber} is with our team; we respond within 24 hours.`} heading="We received your support request">
        <MailText>Hi {user.firstName ?? 'there'},</MailText>
        <MailText>
          Thank you for contacting AI Receptionists support. Your request {request.ticketNumber} ({request.category}, {request.priority} priority) is with our
          team, and we respond within 24 hours, 24/7. Reply to this e-mail to add anything.
        </MailText>
        <TicketFacts request={request} />
      </MailLayout>,
    ),
  };
}

/** To our team: a new ticket, promised an answer within 24 hours. */
export function supportRequestTeamMail(
  user: Pick<User, 'email' | 'firstName' | 'lastName' | 'companyName'>,
  request: Pick<SupportRequest, 'ticketNumber' | 'category' | 'priority' | 'subject' | 'message'>,
  appUrl: string,
): UserMail {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return {
    replyTo: user.email,
    ...renderMail(
      `[${request.ticketNumber}] New ${request.priority} priority ticket: ${request.subject}`,
      <MailLayout preview={`${name} opened ${request.ticketNumber}; we answer within 24 hours.`} heading={`New ticket ${request.ticketNumber}`} signOff={false}>
        <MailText>
          {name} ({user.email}
          {user.companyName ? `, ${user.companyName}` : ''}) opened a {request.priority} priority {request.category} ticket. We promise an answer within 24
          hours; replying to this e-mail writes to the customer.
        </MailText>
        <TicketFacts request={request} />
        <MailButton href={backOfficeLink(appUrl, 'work-queue', request.ticketNumber)}>Open it in the work queue</MailButton>
      </MailLayout>,
    ),
  };
}

/** The ticket as both sides read it: its number, its subject and the customer's words. */
function TicketFacts({ request }: { request: Pick<SupportRequest, 'ticketNumber' | 'subject' | 'message'> }) {
  return (
    <>
      <MailFacts
        facts={[
          ['Ticket', request.ticketNumber],
          ['Subject', request.subject],
        ]}
      />
      <MailQuote>{request.message}</MailQuote>
    </>
  );
}
