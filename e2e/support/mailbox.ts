import { expect, type Page } from '@playwright/test';
import { E2E_MAIL_WEB_PORT } from './e2e-env';

interface MailDevEmail {
  subject: string;
  text?: string;
  to: { address: string }[];
}

/** The newest mail MailDev received for `to` (the app under test sends through MailDev's SMTP), once `count` such arrived. */
export async function waitForMail(to: string, subject: RegExp, { count = 1 } = {}): Promise<MailDevEmail> {
  let found: MailDevEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${E2E_MAIL_WEB_PORT}/api/email`);
        const emails = (await response.json()) as MailDevEmail[];
        const matching = emails.filter((email) => email.to.some((recipient) => recipient.address === to) && subject.test(email.subject));
        found = matching[matching.length - 1];
        return matching.length >= count;
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

export const VERIFICATION_SUBJECT = /^Confirm your (new )?AI Receptionists email$/;

/** Opens the verification link mailed to `email`, as its owner would, and waits for the page to confirm it. */
export async function openVerificationLink(page: Page, email: string, { count = 1 } = {}): Promise<void> {
  const mail = await waitForMail(email, VERIFICATION_SUBJECT, { count });
  await page.goto(firstLink(mail.text ?? ''));
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
}
