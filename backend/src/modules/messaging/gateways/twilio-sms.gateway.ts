import type { SmsConfig } from '../../../config';
import { textStatusOfTwilio } from '../text-statuses';
import { type AcceptedText, type OutgoingText, type SmsGateway, SmsRefused } from './sms-gateway';

/** How long Twilio has to answer a send; past it the send is retried (docs/voice-platforms.md#texts). */
const SEND_TIMEOUT_MS = 15_000;

/** Where Twilio's status callbacks for our texts go (sms-webhook.controller.ts). */
export const TWILIO_STATUS_CALLBACK_PATH = '/api/webhooks/sms/twilio/status';

/**
 * The Twilio adapter: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (Twilio's Messages resource), form-encoded,
 * with Basic auth of the account SID and auth token, asking for status callbacks at APP_URL's status webhook.
 */
export class TwilioSmsGateway implements SmsGateway {
  readonly name = 'twilio';
  readonly senderNumber: string | null;
  private readonly statusCallback: string;

  constructor(
    private readonly config: Pick<SmsConfig, 'twilioAccountSid' | 'twilioAuthToken' | 'twilioFromNumber' | 'twilioApiBaseUrl'>,
    appUrl: string,
  ) {
    this.senderNumber = config.twilioFromNumber?.startsWith('+') ? config.twilioFromNumber : null;
    this.statusCallback = appUrl.replace(/\/+$/, '') + TWILIO_STATUS_CALLBACK_PATH;
  }

  async send(text: OutgoingText): Promise<AcceptedText> {
    const { twilioAccountSid: sid = '', twilioAuthToken: token = '', twilioFromNumber: from = '' } = this.config;
    const form = new URLSearchParams({ To: text.to, Body: text.body, StatusCallback: this.statusCallback });
    form.set(this.senderNumber ? 'From' : 'MessagingServiceSid', from);
    const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, this.config.twilioApiBaseUrl);
    // A network failure or the timeout throws as it is: the job is retried.
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as TwilioAnswer | null;
    if (response.ok && typeof answer?.sid === 'string') return { sid: answer.sid, status: textStatusOfTwilio(String(answer.status)) ?? 'queued' };
    const words = `Twilio answered ${response.status}${answer?.code ? ` (error ${answer.code})` : ''}: ${String(answer?.message ?? 'no message').slice(0, 200)}`;
    // Twilio's own failure, its rate limit or a timeout pass; a refusal of the text itself does not.
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
      throw new SmsRefused(words, typeof answer?.code === 'number' ? answer.code : null);
    }
    throw new Error(response.ok ? 'Twilio answered without a message sid' : words);
  }
}

/** The fields we read of Twilio's answer: a message (sid, status) or an error (code, message, status). */
interface TwilioAnswer {
  sid?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
}
