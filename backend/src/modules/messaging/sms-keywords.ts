/** What an inbound text asks of us (docs/voice-platforms.md#texts); `other` is anything else, which we do not answer. */
export type SmsKeyword = 'stop' | 'start' | 'help' | 'other';

/** The opt-out, opt-in and help words carriers and Twilio recognise. */
const KEYWORDS: Record<string, Exclude<SmsKeyword, 'other'>> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  UNSTOP: 'start',
  YES: 'start',
  HELP: 'help',
  INFO: 'help',
};

/**
 * The keyword a text is, as Twilio reads one: the whole message, its case, surrounding spaces and closing punctuation
 * aside ("Stop", " stop. "); a sentence that contains one ("please stop texting") is not a keyword.
 */
export function smsKeyword(body: string): SmsKeyword {
  const word = body
    .trim()
    .replace(/[.!?\s]+$/u, '')
    .toUpperCase();
  return Object.hasOwn(KEYWORDS, word) ? KEYWORDS[word] : 'other';
}

/** Our answers, in the reply to the inbound webhook: carriers require a confirmation of STOP and START and an answer to HELP. */
export const SMS_REPLIES = {
  stop: 'You will get no more texts from this number. Reply START to get them again.',
  start: 'You will get texts from this number again: the links you ask for on a call and changes to your appointments. Reply STOP to stop them.',
  help: 'This number texts the links you ask for when you call a business it answers for, and changes to appointments you booked. Reply STOP to stop texts. Msg & data rates may apply.',
} as const;
