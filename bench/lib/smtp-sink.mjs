// A real SMTP server that keeps every message it accepts, so a scenario can count deliveries per Message-ID (the app
// derives it from the outbox row, so two deliveries of one piece of work carry the same id).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/** `answerAfterMs` makes each delivery take that long, so a batch of mail is still being sent when a fault strikes. */
export async function startSmtpSink(port, { answerAfterMs = 0 } = {}) {
  const { SMTPServer } = require('smtp-server');
  const messages = [];
  const closed = new Set();
  let cutOff = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name) =>
          new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)$`, 'mi')
            .exec(raw)?.[1]
            ?.replace(/\r?\n[ \t]+/g, ' ')
            .trim() ?? '';
        setTimeout(() => {
          // A server takes responsibility for a message with its 250 reply (RFC 5321): a sender gone before it delivered nothing.
          if (closed.has(session.id)) {
            cutOff += 1;
            return callback(new Error('connection closed'));
          }
          messages.push({
            messageId: header('Message-ID'),
            subject: header('Subject'),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            at: Date.now(),
          });
          callback();
        }, answerAfterMs);
      });
    },
  });
  server.on('error', () => undefined); // a sender killed mid-message resets its connection: expected here
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages whose sender went away before the server's 250 (so they were not accepted). */
    cutOff: () => cutOff,
    /** Message-ID → how many times it arrived. */
    countsById() {
      const counts = new Map();
      for (const message of messages) counts.set(message.messageId, (counts.get(message.messageId) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
