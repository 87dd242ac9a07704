import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A customer's usage period, for counting what they used in it. */
export interface CountedPeriod {
  userId: number;
  start: Date;
  end: Date;
}

/** Where a text is: ours until the provider takes it (`queued`), then the provider's word (docs/voice-platforms.md#texts). */
export const TEXT_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'undelivered'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** A text a receptionist sent during a call, as the call's page shows it beside the tool call that sent it. */
export interface CallText {
  /** The platform's id of the tool call that sent it. */
  toolCallId: string | null;
  toNumber: string;
  status: TextStatus;
  /** The provider's error code when it failed (Twilio's, e.g. 30003: the phone was unreachable). */
  errorCode: number | null;
  /** When its status last changed. */
  updatedAt: Date;
}

/** A text the business sends a caller outside a call (an appointment it cancelled or moved). */
export interface BusinessText {
  userId: number;
  receptionistId: number;
  to: string;
  body: string;
}

/** What became of a text asked for: queued to go, or why not. */
export type TextOutcome = 'queued' | 'opted_out' | 'allowance_used';

/** What messaging offers the modules that cannot import it (docs/voice-platforms.md#texts). */
export interface CallerTextsPort {
  /** Texts sent in each period, by customer (a customer with none may be left out). */
  sentIn(periods: CountedPeriod[], em: EntityManager): Promise<Map<number, number>>;
  /** The texts sent during one call, oldest first. */
  ofCall(userId: number, platformCallId: string): Promise<CallText[]>;
  /** In `tx`: queues the text unless the number opted out or the plan's texts are used, as the receptionist's texts. */
  send(tx: EntityManager, text: BusinessText, now: Date): Promise<TextOutcome>;
}

/**
 * The texts receptionists send callers (docs/voice-platforms.md#texts): messaging owns them and registers itself here
 * when it starts, as it registers its tools; calls shows them (the usage meter, a call's page) and appointments sends
 * through it, and neither imports messaging.
 */
@Injectable()
export class CallerTexts {
  private port: CallerTextsPort | null = null;

  register(port: CallerTextsPort): void {
    if (this.port) throw new Error('The caller texts are registered twice');
    this.port = port;
  }

  /** Without messaging (a process that sends no texts) every count is 0. */
  sentIn(periods: CountedPeriod[], em: EntityManager): Promise<Map<number, number>> {
    return this.port && periods.length > 0 ? this.port.sentIn(periods, em) : Promise.resolve(new Map());
  }

  ofCall(userId: number, platformCallId: string): Promise<CallText[]> {
    return this.port ? this.port.ofCall(userId, platformCallId) : Promise.resolve([]);
  }

  send(tx: EntityManager, text: BusinessText, now: Date): Promise<TextOutcome> {
    if (!this.port) throw new Error('Texts are sent from a process without messaging');
    return this.port.send(tx, text, now);
  }
}
