import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { CallEventsInbox } from './call-events.inbox';
import { CALLS_ERRORS } from './calls.errors';
import { CallScreeningService } from './call-screening.service';
import { VoiceToolCallsService } from './voice-tool-calls.service';
import {
  type IncomingCall,
  type IncomingCallReply,
  InvalidVoiceSignature,
  type ToolCallRequest,
  MalformedVoiceMessage,
  VOICE_PLATFORM,
  VoicePlatform,
  VoicePlatformMessage,
} from './platforms/voice-platform';

export interface VoiceWebhookReceipt {
  received: true;
  duplicate?: true;
}

/**
 * Verify, read, record, answer: the voice platform gets its 200 at once and the worker applies the message; a question
 * about an incoming call is answered with what to do (call screening) and not recorded. Vapi's
 * server messages and the sandbox's simulated ones both come through here, with the same checks.
 */
@Injectable()
export class VoiceWebhooksService {
  private readonly logger = new Logger(VoiceWebhooksService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly inbox: CallEventsInbox,
    private readonly screening: CallScreeningService,
    private readonly tools: VoiceToolCallsService,
    @Inject(VOICE_PLATFORM) private readonly platform: VoicePlatform,
  ) {}

  async receive(rawBody: Buffer | undefined, headers: IncomingHttpHeaders): Promise<VoiceWebhookReceipt | IncomingCallReply | Record<string, unknown>> {
    const body = rawBody ?? Buffer.alloc(0);
    const message = this.verifiedMessage(body, headers);
    // The platform waits on the line for what to do with an incoming call: answered now, nothing stored.
    if (message.incoming) return this.platform.incomingCallReply(await this.screening.answer(message.incoming));
    // The caller listens while the assistant waits for its tools: run now, answered with their results.
    if (message.toolCalls) return this.platform.toolCallsReply(await this.tools.answer(this.platform.name, message.toolCalls));
    // A message type we do not use (conversation-update, transcript, ...) is answered and forgotten.
    if (!message.report) return { received: true };
    const recorded = await this.inbox.record(this.em, this.platform.name, body, message.report);
    return recorded ? { received: true } : { received: true, duplicate: true };
  }

  private verifiedMessage(body: Buffer, headers: IncomingHttpHeaders): { incoming?: IncomingCall; toolCalls?: ToolCallRequest; report?: VoicePlatformMessage } {
    try {
      this.platform.verify(body, headers);
      const incoming = this.platform.incomingCall(body);
      if (incoming) return { incoming };
      const toolCalls = this.platform.toolCalls(body);
      if (toolCalls) return { toolCalls };
      return { report: this.platform.parse(body) ?? undefined };
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
