import { DateTime } from 'luxon';
import { type OpeningHours, openingsBetween, sayClosed, statusAt } from '../../../../common/opening-hours';
import type { CallOutcome, CallRules } from '../voice-platform';
import type { SimulatedCall } from './sandbox-call-generator';
import { FALLBACK_PHRASEBOOK, type Scene } from './sandbox-phrasebook';
import { pick, type Random, seededRandom } from './seeded-random';

/*
 * How a sandbox call follows the rules its assistant was given (docs/voice-platforms.md#settings), as a real assistant
 * follows its prompt: blocked numbers get no AI, VIPs are put through, a closed business does what its after-hours
 * setting says, the business's own answers are said word for word, and a question it gave no answer to is one the
 * receptionist could not answer. The words are English, the sandbox's language for its rules.
 */

/** How often a receptionist with VIP or blocked numbers gets a call from one of them. */
const VIP_SHARE = 0.08;
const BLOCKED_SHARE = 0.05;
/** How often a caller with a question asks one the business wrote an answer to, and else one it did not. */
const OWN_QUESTION_SHARE = 0.7;
const UNANSWERED_SHARE = 0.35;
/** Noise stays noise: a robocall or a dropped line is the same call whatever the settings say. */
const NOISE: readonly CallOutcome[] = ['spam', 'hang_up', 'failed'];

/** What the rules made of the call: its caller, outcome and lines after the greeting (none: the AI never answered). */
export interface RuledCall {
  callerNumber: string | null;
  /** The name the caller goes by on this call (said or not): one of the business's listed numbers always has the same. */
  callerName: string;
  outcome: CallOutcome;
  endedReason: string;
  lines: string[];
  summary: string;
  unansweredQuestions: string[];
  /** A booking to make through the receptionist's tools as the call is delivered live; its lines are then told again. */
  booking?: { appointmentType: string; callerName: string };
}

/**
 * The call as the rules play it, or null where they change nothing. `scene` is in English; the draws come from
 * `random` in a fixed order, so the same seed plays the same call.
 */
export function followRules(rules: CallRules, call: SimulatedCall, scene: Scene, random: Random): RuledCall | null {
  const callerNumber = knownCaller(rules, call, random);
  // A VIP or blocked number the business listed is one person, whichever call it makes.
  const caller = callerNumber && callerNumber !== call.callerNumber ? nameOf(callerNumber) : scene.caller;
  const played = (outcome: CallOutcome, endedReason: string, lines: string[], summary: string, unansweredQuestions: string[] = []): RuledCall => ({
    callerNumber,
    callerName: caller,
    outcome,
    endedReason,
    lines,
    summary,
    unansweredQuestions,
  });
  const { topic, visit } = scene;

  if (callerNumber && rules.blockedNumbers.includes(callerNumber)) {
    return played('spam', 'assistant-ended-call', [], `A call from ${callerNumber}, a blocked number: the receptionist did not answer it.`);
  }
  if (callerNumber && rules.vipNumbers.includes(callerNumber) && rules.transfers.length > 0) {
    const person = rules.transfers[0];
    return played(
      'transferred',
      'assistant-forwarded-call',
      [`Hi, it's ${caller}. Is ${person.name} around?`, `Of course, ${caller}. One moment, I'm putting you through to ${person.name}.`],
      `${caller}, a VIP caller, was put through to ${person.name}.`,
    );
  }
  if (NOISE.includes(call.outcome)) return null;

  if (!statusAt(rules.hours, call.startedAt).open) {
    const closed = sayClosed(rules.hours, call.startedAt);
    const { action, transferTo } = rules.afterHours;
    if (action === 'transfer' && transferTo) {
      return played(
        'transferred',
        'assistant-forwarded-call',
        [`Hi, this is ${caller}. I need help with ${topic.subject}.`, `${closed} Let me put you through to our on-call line.`],
        `${caller} called about ${topic.subject} while the business was closed and was put through to the on-call number.`,
      );
    }
    if (action === 'announce') {
      return played(
        'answered_question',
        'assistant-ended-call',
        [`Hi, this is ${caller}. I'm calling about ${topic.subject}.`, `${closed} Please call us again then. Goodbye!`],
        `${caller} called about ${topic.subject} while the business was closed and was told when it opens again.`,
      );
    }
    return played(
      'message_taken',
      'assistant-said-end-call-phrase',
      [
        `Hi, I'm calling about ${topic.subject}.`,
        `${closed} I can take a message for the team. May I have your name?`,
        `${caller}. Could someone call me back about ${topic.subject}?`,
        "Of course. I'll pass your message on, and someone will call you back once we're open.",
      ],
      `${caller} called while the business was closed and left a message about ${topic.subject}.`,
    );
  }

  if (call.outcome === 'appointment_booked' && rules.booking && rules.booking.types.length > 0) {
    const type = pick(random, rules.booking.types);
    const booking = { appointmentType: type.name, callerName: caller };
    // A past call tells of the soonest opening after its day; a live one is told again with what the tools answer.
    const told = tellBooking(booking, soonestOpening(rules.hours, call.startedAt, type.minutes), call.callerNumber !== null);
    return { ...played(told.outcome, 'assistant-said-end-call-phrase', [bookingRequest(type.name), ...told.lines], told.summary), booking };
  }
  if (call.outcome === 'appointment_booked') {
    // The prompt of a business that does not book says so: the caller leaves a message to be called back.
    return played(
      'message_taken',
      'assistant-said-end-call-phrase',
      [
        `Hi, I'd like to book ${visit}, please.`,
        "I'm sorry, I can't book appointments on this line, but I can take a message and the team will call you back to book. May I have your name?",
        `${caller}.`,
        `Thanks, ${caller}. I'll pass it on, and someone will call you back.`,
      ],
      `${caller} wanted to book ${visit}; this line does not book appointments, so the receptionist took a message.`,
    );
  }

  if (call.outcome === 'answered_question') {
    if (rules.answers.length > 0 && random() < OWN_QUESTION_SHARE) {
      const entry = pick(random, rules.answers);
      return played(
        'answered_question',
        'customer-ended-call',
        [`Hi, this is ${caller}, quick question: ${entry.question}`, entry.answer, "Great, that's helpful. Thanks, bye!"],
        `${caller} asked “${entry.question}” and the receptionist gave the business's answer.`,
      );
    }
    const question = capitalize(topic.question);
    const answered = rules.answers.some((entry) => sameQuestion(entry.question, question));
    if (!answered && random() < UNANSWERED_SHARE) {
      return played(
        'message_taken',
        'assistant-said-end-call-phrase',
        [
          `Hi, quick question: ${topic.question}`,
          "I'm sorry, I don't have that information. I can take a message, and someone will get back to you. May I have your name?",
          `${caller}.`,
          `Thanks, ${caller}. I'll pass your question on, and someone will call you back.`,
        ],
        `${caller} asked “${question}” The receptionist had no answer to it and took a message.`,
        [question],
      );
    }
    return null;
  }

  if (call.outcome === 'transferred') {
    if (rules.transfers.length === 0) {
      return played(
        'message_taken',
        'assistant-said-end-call-phrase',
        [
          `Hi, I need to speak with someone about ${topic.subject}.`,
          'Nobody can take the call right now, but I can take a message. May I have your name?',
          `${caller}.`,
          `Thanks, ${caller}. I'll pass it on, and someone will call you back.`,
        ],
        `${caller} wanted to speak with someone about ${topic.subject}; nobody takes calls, so the receptionist took a message.`,
      );
    }
    const person = pick(random, rules.transfers);
    return played(
      'transferred',
      'assistant-forwarded-call',
      [`Hi, this is ${caller}. I need to speak with someone about ${topic.subject}.`, `Of course. One moment, I'm putting you through to ${person.name}.`],
      `${caller} asked about ${topic.subject} and was put through to ${person.name}.`,
    );
  }
  return null;
}

/** Now and then the caller is one of the business's VIP or blocked numbers (a test call has no number). */
/** The name a number goes by, the same every time it calls. */
function nameOf(number: string): string {
  return pick(seededRandom(`caller-name:${number}`), FALLBACK_PHRASEBOOK.callerNames);
}

function knownCaller(rules: CallRules, call: SimulatedCall, random: Random): string | null {
  const blocked = random() < BLOCKED_SHARE;
  const vip = random() < VIP_SHARE;
  if (call.isTest || call.outbound) return call.callerNumber;
  if (blocked && rules.blockedNumbers.length > 0) return pick(random, rules.blockedNumbers);
  if (vip && rules.vipNumbers.length > 0) return pick(random, rules.vipNumbers);
  return call.callerNumber;
}

/** The number a sandbox caller without one (a web call) gives to book under: a reserved 555 number. */
export const SANDBOX_CALLER_NUMBER = '+15555550100';

/** A kind of appointment as said in a sentence: "a cleaning", "an MRI scan" (an acronym's capitals kept). */
function aKind(appointmentType: string): string {
  const said = /^[A-Z][a-z]/.test(appointmentType) ? appointmentType.charAt(0).toLowerCase() + appointmentType.slice(1) : appointmentType;
  return `${/^[aeiou]/i.test(said) ? 'an' : 'a'} ${said}`;
}

/** How a caller asks for a kind of appointment. */
export function bookingRequest(appointmentType: string): string {
  return `Hi, I'd like to book ${aKind(appointmentType)}, please.`;
}

/**
 * The rest of a booking call: the time offered and taken (as the availability tool says it: "Tuesday, December 1 at
 * 9:00 AM"), or, with none, a message for the team to call back. The caller gives their name, and a number when the
 * platform has none of theirs.
 */
export function tellBooking(
  booking: { appointmentType: string; callerName: string },
  when: string | null,
  hasNumber: boolean,
): { outcome: CallOutcome; lines: string[]; summary: string } {
  const { appointmentType, callerName } = booking;
  if (!when) {
    return {
      outcome: 'message_taken',
      lines: [
        "I'm sorry, I can't book that right now. I can take a message, and the team will call you back to book. May I have your name?",
        `${callerName}.`,
        `Thanks, ${callerName}. I'll pass it on.`,
      ],
      summary: `${callerName} wanted to book ${aKind(appointmentType)}; it could not be booked, so the receptionist took a message.`,
    };
  }
  return {
    outcome: 'appointment_booked',
    lines: [
      `The soonest I have is ${when}. Does that work for you?`,
      `Yes, that's perfect. The name is ${callerName}.${hasNumber ? '' : ` My number is ${SANDBOX_CALLER_NUMBER}.`}`,
      `You're all set: ${aKind(appointmentType)} on ${when}, for ${callerName}. Call us on this number if you need to move it. Goodbye!`,
    ],
    summary: `${callerName} booked ${aKind(appointmentType)} for ${when}.`,
  };
}

/** The first opening from the day after `after` (the business's days) long enough for the appointment, as said on the phone. */
function soonestOpening(hours: OpeningHours, after: Date, minutes: number): string | null {
  const nextDay = DateTime.fromJSDate(after, { zone: hours.timeZone }).plus({ days: 1 }).toISODate() as string;
  const opening = openingsBetween(hours, nextDay, 14).find((candidate) => candidate.end - candidate.start >= minutes * 60_000);
  return opening ? DateTime.fromMillis(opening.start, { zone: hours.timeZone }).setLocale('en-US').toFormat("cccc, LLLL d 'at' h:mm a") : null;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sameQuestion(a: string, b: string): boolean {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return plain(a) === plain(b);
}
