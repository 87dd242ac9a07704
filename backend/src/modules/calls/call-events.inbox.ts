import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxService } from '../../jobs/outbox.service';
import { QUEUES } from '../../jobs/queues';
import type { VoicePlatformMessage, VoicePlatformName } from './platforms/voice-platform';

/** What a call-events job carries: the inbox row's id; the processor reads the message it recorded. */
export interface CallEventJob {
  [key: string]: unknown;
  callEventId: number;
}

/**
 * Where every verified voice-platform message enters, from Vapi or from the sandbox: recorded once per delivery (its
 * platform and the SHA-256 of its bytes; a redelivery is a no-op) and queued through the outbox in the same statement.
 */
@Injectable()
export class CallEventsInbox {
  constructor(private readonly outbox: OutboxService) {}

  /** True when the delivery is new; false when these exact bytes were recorded before (nothing is queued again). */
  async record(em: EntityManager, platform: VoicePlatformName, rawBody: Buffer, message: VoicePlatformMessage): Promise<boolean> {
    const bodySha256 = createHash('sha256').update(rawBody).digest('hex');
    const inserted = await this.outbox.insertAndQueue<{ id: number }>(
      em,
      {
        sql: 'insert into call_events (platform, body_sha256, type, platform_call_id, message) values (?, ?, ?, ?, ?) on conflict (platform, body_sha256) do nothing returning id',
        params: [platform, bodySha256, message.type, message.call.platformCallId, JSON.stringify(message)],
      },
      { queue: QUEUES.callEvents, name: message.type, payload: { callEventId: 'id' } },
    );
    return inserted !== null;
  }
}

/** A message as the inbox stored it (JSON), with its dates as dates again. */
export function storedMessage(json: VoicePlatformMessage): VoicePlatformMessage {
  const date = (value: Date | string | null | undefined) => (value === undefined || value === null ? value : new Date(value));
  const { call } = json;
  return {
    ...json,
    sentAt: new Date(json.sentAt),
    call: { ...call, startedAt: date(call.startedAt), endedAt: date(call.endedAt) },
  };
}
