import { type AddressInfo } from 'node:net';
import { waitUntil } from './wait';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  /** The subject of every delivery attempted, refused ones included. */
  attempts: string[];
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server in this process; `refuse` answers the first N deliveries of one subject with a temporary failure, `answerAfterMs` answers slowly. */
export async function startSmtpInbox(options: { refuse?: { subject: string; times: number }; answerAfterMs?: number } = {}): Promise<SmtpInbox> {
  let refusalsLeft = options.refuse?.times ?? 0;
  const inbox: Omit<SmtpInbox, 'url' | 'close' | 'waitForMessages'> = { messages: [], attempts: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Settles through the SMTP callback; nothing in it rejects.
      stream.on('end', () => void answer());
      const answer = async () => {
        if (options.answerAfterMs) await new Promise((resolve) => setTimeout(resolve, options.answerAfterMs));
        const raw = Buffer.concat(chunks).toString('utf8');
        // Long headers are folded onto continuation lines that start with white space (RFC 5322).
        const subject =
          /^Subject: (.*(?:\r?\n[ \t].*)*)$/m
            .exec(raw)?.[1]
            ?.replace(/\r?\n[ \t]+/g, ' ')
            .trim() ?? '';
        inbox.attempts.push(subject);
        if (refusalsLeft > 0 && subject === options.refuse?.subject) {
          refusalsLeft -= 1;
          return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        }
        inbox.messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, subject });
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(inbox, {
    url: `smtp://127.0.0.1:${port}`,
    async waitForMessages(count: number, timeoutMs = 10_000) {
      await waitUntil(() => inbox.messages.length >= count, timeoutMs, `${count} message(s) (got ${inbox.messages.length})`);
      return inbox.messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The reset link in a mail's raw text (quoted-printable soft breaks and =3D undone). */
export function resetLinkIn(raw: string): URL {
  return linkIn(raw, '/reset-password');
}

/** The verification link in a mail's raw text. */
export function verificationLinkIn(raw: string): URL {
  return linkIn(raw, '/verify-email');
}

function linkIn(raw: string, path: string): URL {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new URL(new RegExp(`http://localhost:3000${path}\\?token=[A-Za-z0-9_%-]+`).exec(unfolded)![0]);
}

export const VERIFICATION_SUBJECT = /^Confirm your (new )?AI Receptionists email$/;

/** The mails to `email` other than the verification link every sign-up gets. */
export function mailsTo(inbox: SmtpInbox, email: string): ReceivedMail[] {
  return inbox.messages.filter((mail) => mail.to.includes(email) && !VERIFICATION_SUBJECT.test(mail.subject));
}
