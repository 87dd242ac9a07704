import type { UserMail } from '../../mail/mail-message';
import type { User } from '../users/user.entity';
import type { SupportRequest } from './support-request.entity';

/** To the customer: we have the request, its number, and when to expect an answer (24/7, within 24 hours). */
export function supportRequestReceivedMail(user: User, request: SupportRequest, supportEmail: string): UserMail {
  return {
    replyTo: supportEmail,
    subject: `[${request.ticketNumber}] We received your support request: ${request.subject}`,
    text: [
      `Hi ${user.firstName ?? 'there'},`,
      '',
      `Thank you for contacting AI Receptionists support. Your request ${request.ticketNumber} (${request.category}, ${request.priority} priority) is with our team, and we respond within 24 hours, 24/7. Reply to this e-mail to add anything.`,
      '',
      `Subject: ${request.subject}`,
      '',
      request.message,
      '',
      'The AI Receptionists team',
    ].join('\n'),
  };
}
