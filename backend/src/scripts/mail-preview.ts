import { mailConfig } from '../config';
import { MailSender } from '../mail/mail-sender.service';
import { MAIL_SAMPLES } from './mail-samples';

/**
 * `npm run mail:preview -w backend [recipient]`: sends every mail, with sample values, to SMTP_URL (MailDev under
 * `npm start`), through the same sender as the worker, to look at in the inbox.
 */
export async function sendMailPreviews(to: string): Promise<void> {
  const sender = new MailSender(mailConfig());
  try {
    for (const [index, { name, mail }] of MAIL_SAMPLES.entries()) {
      await sender.send({ ...mail, to }, `preview-${Date.now()}-${index}`);
      console.log(`sent ${name}: ${mail.subject}`);
    }
  } finally {
    sender.onModuleDestroy();
  }
}

if (require.main === module) {
  const config = mailConfig();
  const to = process.argv[2] ?? 'preview@example.com';
  console.log(`sending ${MAIL_SAMPLES.length} mails to ${to} through ${config.smtpUrl}`);
  sendMailPreviews(to).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
