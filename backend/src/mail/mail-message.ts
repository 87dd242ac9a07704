/** A mail for a user's own address: the gate (MailService.queueToUser) decides the recipient. */
export interface UserMail {
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on notification mail. */
  headers?: Record<string, string>;
}

/** A rendered e-mail, as stored in the outbox and handed to SMTP. */
export interface MailMessage extends UserMail {
  [key: string]: unknown;
  to: string;
}

export const SEND_MAIL_JOB = 'send-mail';
