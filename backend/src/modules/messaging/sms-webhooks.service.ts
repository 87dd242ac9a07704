import { Inject, Injectable } from '@nestjs/common';
import { appError } from '../../common/errors/app.exception';
import { appConfig, type AppConfig, smsConfig, type SmsConfig, voiceConfig, type VoiceConfig } from '../../config';
import { type FormParams, isTwilioSigned } from './gateways/twilio-signature';
import { MESSAGING_ERRORS } from './messaging.errors';
import { SMS_REPLIES, smsKeyword } from './sms-keywords';
import { textStatusOfTwilio } from './text-statuses';
import { TextsService } from './texts.service';

/** A number as Twilio writes it: E.164. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** Twilio's message ids: SM (a text) or MM (with media) and 32 hexadecimal digits. */
const MESSAGE_SID = /^(SM|MM)[0-9a-fA-F]{32}$/;

/** The TwiML that answers an inbound text: one reply, or none. */
export function twimlReply(text: string | null): string {
  const escaped = text?.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped === undefined ? '' : `<Message>${escaped}</Message>`}</Response>`;
}

/**
 * Twilio's webhooks (docs/voice-platforms.md#texts): inbound texts to our number (STOP, START, HELP) and the status
 * callbacks of the texts we sent, each verified by its X-Twilio-Signature over APP_URL and the path it was posted to.
 */
@Injectable()
export class SmsWebhooksService {
  constructor(
    @Inject(smsConfig.KEY) private readonly config: SmsConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(voiceConfig.KEY) private readonly voice: VoiceConfig,
    private readonly texts: TextsService,
  ) {}

  /** An inbound text: an opt-out, an opt-in or a request for help is answered in TwiML; anything else gets no reply. */
  async inbound(pathAndQuery: string, body: unknown, signature: string | undefined): Promise<string> {
    const params = this.verified(pathAndQuery, body, signature);
    const from = one(params.From);
    const to = one(params.To);
    if (!from || !E164.test(from) || !to || to.length > 34) throw appError(MESSAGING_ERRORS.MALFORMED_REQUEST);
    const keyword = smsKeyword(one(params.Body) ?? '');
    if (keyword === 'stop') await this.texts.optOut(from, to);
    if (keyword === 'start') await this.texts.optIn(from, to);
    return twimlReply(keyword === 'other' ? null : SMS_REPLIES[keyword]);
  }

  /** A status callback of a text we sent: applied when it moves the text forward; a status we do not know is ignored. */
  async status(pathAndQuery: string, body: unknown, signature: string | undefined): Promise<void> {
    const params = this.verified(pathAndQuery, body, signature);
    const sid = one(params.MessageSid);
    const status = one(params.MessageStatus);
    const errorCode = one(params.ErrorCode);
    if (!sid || !MESSAGE_SID.test(sid) || !status || (errorCode && !/^\d{1,9}$/.test(errorCode))) throw appError(MESSAGING_ERRORS.MALFORMED_REQUEST);
    const ours = textStatusOfTwilio(status);
    if (ours) await this.texts.applyStatus(sid, ours, errorCode ? Number(errorCode) : null);
  }

  /**
   * The form's parameters once the signature is Twilio's: none is 401, a wrong one 403. With the SMS sandbox, Twilio's
   * scheme keyed with the sandbox's secret (VOICE_SANDBOX_SECRET), so a developer or a test can text STOP as a caller.
   */
  private verified(pathAndQuery: string, body: unknown, signature: string | undefined): FormParams {
    if (!signature) throw appError(MESSAGING_ERRORS.UNSIGNED);
    if (!isFormParams(body)) throw appError(MESSAGING_ERRORS.MALFORMED_REQUEST);
    const token = this.config.provider === 'twilio' ? this.config.twilioAuthToken : this.voice.sandboxSecret;
    // Twilio signs the URL it was given: APP_URL and the path (docs/voice-platforms.md#texts).
    if (!token || !isTwilioSigned(token, this.app.appUrl.replace(/\/+$/, '') + pathAndQuery, body, signature)) {
      throw appError(MESSAGING_ERRORS.INVALID_SIGNATURE);
    }
    return body;
  }
}

/** A form body as the urlencoded parser leaves it: names to a value or a list of values. */
function isFormParams(body: unknown): body is FormParams {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every((value) => typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string')))
  );
}

/** A field sent once; a field sent twice is not one we can read. */
function one(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}
