import { readFileSync } from 'node:fs';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { mailConfig, MailConfig } from '../config';
import { MailMessage } from './mail-message';
import { MAIL_LOGO } from './mail-logo';

/** Hands messages to the SMTP server of SMTP_URL. */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly transport: Transporter;
  // Read once: a process that cannot read the logo fails as it starts, not at its first mail.
  private readonly logo = readFileSync(MAIL_LOGO.path);

  constructor(@Inject(mailConfig.KEY) private readonly config: MailConfig) {
    this.transport = createTransport(config.smtpUrl);
  }

  /** The Message-ID is derived from the outbox id so a duplicate delivery is recognisable as one message. */
  async send(message: MailMessage, messageId: string): Promise<void> {
    const domain = this.config.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
    await this.transport.sendMail({
      from: this.config.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      messageId: `<${messageId}@${domain}>`,
      // Attached here, at each attempt, not kept in the outbox's JSON (docs/development.md#the-mail-logo).
      attachments: message.html?.includes(`cid:${MAIL_LOGO.cid}`)
        ? [{ cid: MAIL_LOGO.cid, filename: MAIL_LOGO.filename, contentType: MAIL_LOGO.contentType, contentDisposition: 'inline', content: this.logo }]
        : [],
    });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
