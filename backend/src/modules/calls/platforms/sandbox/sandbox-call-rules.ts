import { sayClosed, statusAt } from '../../../../common/opening-hours';
import type { CallOutcome, CallRules } from '../voice-platform';
import type { SimulatedCall } from './sandbox-call-generator';
import type { Scene } from './sandbox-phrasebook';
import { pick, type Random } from './seeded-random';

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
  const played = (outcome: CallOutcome, endedReason: string, lines: string[], summary: string, unansweredQuestions: string[] = []): RuledCall => ({
    callerNumber,
    outcome,
    endedReason,
    lines,
    summary,
    unansweredQuestions,
  });
  const { caller, topic } = scene;

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
        [`Hi, I need help with ${topic.subject}.`, `${closed} Let me put you through to our on-call line.`],
        `${caller} called about ${topic.subject} while the business was closed and was put through to the on-call number.`,
      );
    }
    if (action === 'announce') {
      return played(
        'answered_question',
        'assistant-ended-call',
        [`Hi, I'm calling about ${topic.subject}.`, `${closed} Please call us again then. Goodbye!`],
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
    return {
      ...played(
        'appointment_booked',
        'assistant-said-end-call-phrase',
        [`Hi, I'd like to book ${article(type.name)} ${type.name}, please.`, "Of course. Let me check what's free."],
        `${caller} called to book ${article(type.name)} ${type.name}.`,
      ),
      booking: { appointmentType: type.name, callerName: caller },
    };
  }

  if (call.outcome === 'answered_question') {
    if (rules.answers.length > 0 && random() < OWN_QUESTION_SHARE) {
      const entry = pick(random, rules.answers);
      return played(
        'answered_question',
        'customer-ended-call',
        [`Hi, quick question: ${entry.question}`, entry.answer, "Great, that's helpful. Thanks, bye!"],
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
      [`Hi, I need to speak with someone about ${topic.subject}.`, `Of course. One moment, I'm putting you through to ${person.name}.`],
      `${caller} asked about ${topic.subject} and was put through to ${person.name}.`,
    );
  }
  return null;
}

/** Now and then the caller is one of the business's VIP or blocked numbers (a test call has no number). */
function knownCaller(rules: CallRules, call: SimulatedCall, random: Random): string | null {
  const blocked = random() < BLOCKED_SHARE;
  const vip = random() < VIP_SHARE;
  if (call.isTest || call.outbound) return call.callerNumber;
  if (blocked && rules.blockedNumbers.length > 0) return pick(random, rules.blockedNumbers);
  if (vip && rules.vipNumbers.length > 0) return pick(random, rules.vipNumbers);
  return call.callerNumber;
}

function article(name: string): string {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
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
