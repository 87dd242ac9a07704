import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { CallEventsInbox } from './call-events.inbox';
import { CALLS_ERRORS } from './calls.errors';
import { InvalidVoiceSignature, MalformedVoiceMessage, VOICE_PLATFORM, VoicePlatform, VoicePlatformMessage } from './platforms/voice-platform';

export interface VoiceWebhookReceipt {
  received: true;
  duplicate?: true;
}

/**
 * Verify, read, record, answer: the voice platform gets its 200 at once and the worker applies the message. Vapi's
 * server messages and the sandbox's simulated ones both come through here, with the same checks.
 */
@Injectable()
export class VoiceWebhooksService {
  private readonly logger = new Logger(VoiceWebhooksService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly inbox: CallEventsInbox,
    @Inject(VOICE_PLATFORM) private readonly platform: VoicePlatform,
  ) {}

  async receive(rawBody: Buffer | undefined, headers: IncomingHttpHeaders): Promise<VoiceWebhookReceipt> {
    const body = rawBody ?? Buffer.alloc(0);
    const message = this.verifiedMessage(body, headers);
    // A message type we do not use (conversation-update, transcript, ...) is answered and forgotten.
    if (!message) return { received: true };
    const recorded = await this.inbox.record(this.em, this.platform.name, body, message);
    return recorded ? { received: true } : { received: true, duplicate: true };
  }

  private verifiedMessage(body: Buffer, headers: IncomingHttpHeaders): VoicePlatformMessage | null {
    try {
      this.platform.verify(body, headers);
      return this.platform.parse(body);
    } catch (error) {
      if (error instanceof InvalidVoiceSignature) {
        this.logger.warn(`${this.platform.name} webhook refused: ${error.message}`);
        throw appError(CALLS_ERRORS.INVALID_SIGNATURE);
      }
      if (error instanceof MalformedVoiceMessage) {
        this.logger.warn(`${this.platform.name} webhook unreadable: ${error.message}`);
        throw appError(CALLS_ERRORS.MALFORMED_MESSAGE);
      }
      throw error;
    }
  }
}
