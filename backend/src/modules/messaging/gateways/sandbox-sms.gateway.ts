import { randomBytes } from 'node:crypto';
import type { OnModuleDestroy } from '@nestjs/common';
import type { TextStatus } from '../../calls/caller-texts';
import type { AcceptedText, OutgoingText, SmsGateway } from './sms-gateway';

/** The sandbox's sending number: Twilio's test-credentials number, which no phone has. */
export const SANDBOX_SENDER = '+15005550006';

/** Applies a status to the text with this sid, as a status callback does; false when no text has the sid (yet). */
export type ReportStatus = (sid: string, status: TextStatus) => Promise<boolean>;

/**
 * The default SMS gateway (docs/voice-platforms.md#texts): sends nothing, answers as Twilio does (a message sid, `sent`)
 * and a moment later reports the text delivered through the same code as Twilio's status callback. The report waits
 * for the send's transaction to commit: it looks again, a few times, while no text has the sid.
 */
export class SandboxSmsGateway implements SmsGateway, OnModuleDestroy {
  readonly name = 'sandbox';
  readonly senderNumber = SANDBOX_SENDER;
  private readonly pending = new Set<NodeJS.Timeout>();

  constructor(
    private readonly report: ReportStatus,
    private readonly delayMs = 1000,
  ) {}

  send(_text: OutgoingText): Promise<AcceptedText> {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    this.deliverLater(sid, 1);
    return Promise.resolve({ sid, status: 'sent' });
  }

  private deliverLater(sid: string, attempt: number): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      this.report(sid, 'delivered').then(
        (found) => {
          if (!found && attempt < 5) this.deliverLater(sid, attempt + 1);
        },
        () => undefined, // the process is stopping, or the database is away: the text stays sent, as a lost callback leaves it
      );
    }, this.delayMs);
    // A pending report never keeps the process alive.
    timer.unref();
    this.pending.add(timer);
  }

  onModuleDestroy(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
