import { readFileSync } from 'node:fs';
import { EntityManager } from '@mikro-orm/postgresql';
import { mailConfig } from '../../src/config';
import { MAIL_LOGO } from '../../src/mail/mail-logo';
import { MailSender } from '../../src/mail/mail-sender.service';
import { MailService } from '../../src/mail/mail.service';
import { MAIL_SAMPLES } from '../../src/scripts/mail-samples';
import { type SmtpInbox, startSmtpInbox } from '../support/smtp-inbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

const LAYOUT_MAIL = MAIL_SAMPLES[0].mail;

/** The MIME parts of a raw mail that carry a Content-ID: their headers (folded lines joined) and decoded body. */
function inlineParts(raw: string) {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      return { head: part.slice(0, split).replace(/\r?\n[ \t]+/g, ' '), body: part.slice(split).trim() };
    })
    .filter(({ head }) => /^Content-ID:/im.test(head))
    .map(({ head, body }) => ({
      contentId: /^Content-ID: (.*)$/im.exec(head)?.[1],
      contentType: /^Content-Type: ([^;\r\n]*)/im.exec(head)?.[1],
      disposition: /^Content-Disposition: ([^;\r\n]*)/im.exec(head)?.[1],
      bytes: Buffer.from(body, 'base64'),
    }));
}

const LOGO_PART = { contentId: `<${MAIL_LOGO.cid}>`, contentType: 'image/png', disposition: 'inline', bytes: readFileSync(MAIL_LOGO.path) };

describe('the logo in every mail', () => {
  let inbox: SmtpInbox;

  afterEach(async () => {
    await inbox?.close();
  });

  it('travels inside a layout mail, once, as the inline PNG its image names', async () => {
    inbox = await startSmtpInbox();
    const sender = new MailSender({ ...mailConfig(), smtpUrl: inbox.url });
    try {
      await sender.send({ ...LAYOUT_MAIL, to: 'grace@example.com' }, 'logo-1');
    } finally {
      sender.onModuleDestroy();
    }

    const [mail] = await inbox.waitForMessages(1);
    expect(mail.raw).toMatch(/Content-Type: multipart\/related/i);
    expect(inlineParts(mail.raw)).toEqual([LOGO_PART]);
  });

  it('is not attached to a mail without HTML, which has no image to show it', async () => {
    inbox = await startSmtpInbox();
    const sender = new MailSender({ ...mailConfig(), smtpUrl: inbox.url });
    try {
      await sender.send({ to: 'sales@example.com', subject: 'Text only', text: 'A plain message.' }, 'logo-2');
    } finally {
      sender.onModuleDestroy();
    }

    const [mail] = await inbox.waitForMessages(1);
    expect(inlineParts(mail.raw)).toEqual([]);
    expect(mail.raw).not.toMatch(/Content-Type: image\//i);
  });

  describe('through the outbox', () => {
    let app: TestApp;

    afterEach(async () => {
      await app?.close();
    });

    it('is attached again, once, when a refused delivery is retried from the outbox', async () => {
      const subject = 'The logo after a retry';
      inbox = await startSmtpInbox({ refuse: { subject, times: 2 } });
      app = await createTestApp({ worker: true, env: { SMTP_URL: inbox.url } });

      await app
        .get(EntityManager)
        .fork()
        .transactional(async (tx) => app.get(MailService).queue(tx, { ...LAYOUT_MAIL, subject, to: 'grace@example.com' }));

      await waitUntil(() => inbox.messages.some((message) => message.subject === subject), 15_000, 'the delivery');
      expect(inbox.attempts.filter((attempt) => attempt === subject)).toHaveLength(3);
      const delivered = inbox.messages.filter((message) => message.subject === subject);
      expect(delivered).toHaveLength(1);
      expect(inlineParts(delivered[0].raw)).toEqual([LOGO_PART]);
    });
  });
});
