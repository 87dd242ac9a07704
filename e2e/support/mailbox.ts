import { expect } from '@playwright/test';
import { E2E_MAIL_WEB_PORT } from './e2e-env';

interface MailDevEmail {
  subject: string;
  text?: string;
  to: { address: string }[];
}

/** The newest mail MailDev received for `to` (the app under test sends through MailDev's SMTP). */
export async function waitForMail(to: string, subject: RegExp): Promise<MailDevEmail> {
  let found: MailDevEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${E2E_MAIL_WEB_PORT}/api/email`);
        const emails = (await response.json()) as MailDevEmail[];
        found = emails.reverse().find((email) => email.to.some((recipient) => recipient.address === to) && subject.test(email.subject));
        return !!found;
      },
      { timeout: 15_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

export function firstLink(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in mail:\n${text}`);
  return link;
}
