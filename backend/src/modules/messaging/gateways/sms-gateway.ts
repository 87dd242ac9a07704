import type { TextStatus } from '../../calls/caller-texts';

/**
 * The one port to the SMS provider (docs/voice-platforms.md#texts). Two adapters implement it: `TwilioSmsGateway`
 * (when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are set) and `SandboxSmsGateway` (default), which
 * sends nothing and reports each text delivered a moment later, as Twilio's status callback would.
 */
export const SMS_GATEWAY = Symbol('SMS_GATEWAY');

export const SMS_GATEWAY_NAMES = ['twilio', 'sandbox'] as const;
export type SmsGatewayName = (typeof SMS_GATEWAY_NAMES)[number];

export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
}

/** What the provider said when it took the text: its id, by which status callbacks name it, and its status then. */
export interface AcceptedText {
  sid: string;
  status: TextStatus;
}

/**
 * The provider refused the text for good (Twilio's 4xx: an unsubscribed or unreachable number, a body it rejects):
 * sending it again would be refused again. `code` is the provider's error code (Twilio's 21610: the recipient sent STOP).
 */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/** Twilio's error code for a recipient who replied STOP to the sending number. */
export const UNSUBSCRIBED_RECIPIENT = 21610;

export interface SmsGateway {
  readonly name: SmsGatewayName;
  /** The number texts are sent from, which a STOP is sent back to; null when a messaging service picks it per text. */
  readonly senderNumber: string | null;
  /** Hands the text over: SmsRefused when refused for good; any other error (a timeout, the provider's 5xx) is worth a retry. */
  send(text: OutgoingText): Promise<AcceptedText>;
}
