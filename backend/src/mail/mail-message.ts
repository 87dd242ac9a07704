/** A rendered e-mail, as stored in the outbox and handed to SMTP. */
export interface MailMessage {
  [key: string]: unknown;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export const SEND_MAIL_JOB = 'send-mail';
