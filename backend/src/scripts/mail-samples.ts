import type { UserMail } from '../mail/mail-message';
import { emailChangeRequestedMail, passwordResetMail, verificationMail } from '../modules/auth/auth.mails';

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
const owner = { firstName: 'Grace' };
const resetLink = `${APP_URL}/reset-password?token=sample-reset-token`;
const verificationLink = `${APP_URL}/verify-email?token=sample-verification-token`;

/** Every mail the product sends, for the spec that renders each one and for `npm run mail:preview -w backend`. */
export const MAIL_SAMPLES: MailSample[] = [
  sample('password-reset', passwordResetMail, [owner, resetLink], [resetLink]),
  sample('verification', verificationMail, [owner, verificationLink, false], [verificationLink]),
  sample('verification-of-new-address', verificationMail, [owner, verificationLink, true], [verificationLink]),
  sample('email-change-requested', emailChangeRequestedMail, [APP_URL], [`${APP_URL}/forgot-password`]),
];
