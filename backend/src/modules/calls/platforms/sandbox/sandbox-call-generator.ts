import type { CallOutcome, CallRules, TranscriptTurn } from '../voice-platform';
import { followRules } from './sandbox-call-rules';
import { type IndustryProfile, INDUSTRY_PROFILES, industryOf } from './sandbox-industries';
import { FALLBACK_PHRASEBOOK, type Phrasebook, PHRASEBOOKS, type Scene } from './sandbox-phrasebook';
import { between, pick, type Random, seededRandom, weighted } from './seeded-random';
import type { VoiceProfile } from '../../../receptionists/receptionists.service';

/**
 * The receptionist a simulated call is for: its profile, its customer's company and its voice links, and the rules its
 * assistant was last given on the sandbox platform (none until its settings are applied there).
 */
export type SandboxReceptionist = VoiceProfile & { rules?: CallRules | null };

/** One made-up call, in provider-neutral words; `vapiMessages` dresses it as Vapi's server messages. */
export interface SimulatedCall {
  platformCallId: string;
  assistantId: string;
  assistantName: string;
  phoneNumberId: string;
  /** The number the caller dialled: the receptionist's AI number (none yet: a test call before it goes live). */
  dialledNumber: string | null;
  /** E.164; null when the caller withheld it. */
  callerNumber: string | null;
  language: string;
  outcome: CallOutcome;
  endedReason: string;
  startedAt: Date;
  endedAt: Date;
  durationSeconds: number;
  transcript: TranscriptTurn[];
  summary: string;
  /** The name the caller gave in the transcript (the summary and a booking use the same); null when they gave none. */
  callerName: string | null;
  /** The callers' questions the receptionist could not answer from what it was told (its end-of-call analysis). */
  unansweredQuestions: string[];
  isTest: boolean;
  /** Placed from the receptionist's line (a forwarding check); `callerNumber` is then the number it called, as Vapi says. */
  outbound?: boolean;
  /** What the caller wants booked through the receptionist's tools as a live call is delivered (SandboxCallsService). */
  booking?: { appointmentType: string; callerName: string };
}

/**
 * Our team's test call is a real conversation: it never plays a spammer, a hang-up or a dropped line, so the customer
 * never reads "Spam · Test" in their log.
 */
const TEST_OUTCOME_WEIGHTS: Readonly<Record<CallOutcome, number>> = {
  answered_question: 40,
  appointment_booked: 30,
  message_taken: 20,
  transferred: 10,
  hang_up: 0,
  spam: 0,
  failed: 0,
};

/** What our team may ask a test call's caller to do: each outcome a test call can have (weighted above). */
export const TEST_CALL_OUTCOMES = ['answered_question', 'appointment_booked', 'message_taken', 'transferred'] as const satisfies readonly CallOutcome[];
export type TestCallOutcome = (typeof TEST_CALL_OUTCOMES)[number];

/** How often each outcome happens: most calls are served, a few are noise. */
const OUTCOME_WEIGHTS: Readonly<Record<CallOutcome, number>> = {
  answered_question: 27,
  appointment_booked: 22,
  message_taken: 18,
  transferred: 10,
  hang_up: 11,
  spam: 8,
  failed: 4,
};

/** How fast both sides speak: a call lasts as long as its transcript takes to say, with pauses between turns. */
const WORDS_PER_SECOND = 2.2;

/** Vapi's ended reasons that fit each outcome (its `endedReason` values). */
export const ENDED_REASONS: Readonly<Record<CallOutcome, readonly string[]>> = {
  appointment_booked: ['assistant-said-end-call-phrase', 'customer-ended-call', 'assistant-ended-call'],
  message_taken: ['assistant-said-end-call-phrase', 'customer-ended-call', 'assistant-ended-call'],
  transferred: ['assistant-forwarded-call'],
  answered_question: ['customer-ended-call', 'assistant-said-end-call-phrase'],
  spam: ['assistant-ended-call'],
  hang_up: ['customer-ended-call'],
  failed: ['phone-call-provider-closed-websocket', 'pipeline-error-openai-llm-failed', 'assistant-request-failed'],
};

/** Callers who ring the same receptionist again and again: a fixed few per receptionist. */
const RETURNING_CALLERS = 8;
const RETURNING_SHARE = 0.4;
const WITHHELD_SHARE = 0.04;
/** The receptionist's first language is the one most of its callers speak. */
const FIRST_LANGUAGE_SHARE = 0.7;

interface Caller {
  number: string | null;
  name: string;
  phrasebook: Phrasebook;
}

/**
 * One call to the receptionist that ends at `endedAt`, made up from `seed` alone: the same seed gives the same call,
 * so a scheduler run that is retried sends the same call ids again and the inbox takes each once.
 */
export function simulateCall(
  receptionist: SandboxReceptionist,
  options: { endedAt: Date; seed: string; isTest?: boolean; outcome?: TestCallOutcome },
): SimulatedCall {
  const random = seededRandom(options.seed);
  // Drawn even when asked for, so the rest of the call comes from the seed as it would.
  const drawn = weighted(random, options.isTest ? TEST_OUTCOME_WEIGHTS : OUTCOME_WEIGHTS);
  const outcome = options.outcome ?? drawn;
  const caller = chooseCaller(random, receptionist, outcome);
  const endedAt = new Date(Math.floor(options.endedAt.getTime() / 1000) * 1000);
  const book = caller.phrasebook;
  const industry = industryProfileOf(receptionist);
  const words = industry.words[book.tag];
  const scene: Scene = {
    business: businessName(receptionist),
    caller: caller.name,
    ...bookingDay(random, book, industry, endedAt),
    time: book.time(pick(random, industry.bookingTimes)),
    topic: pick(random, words.topics),
    visit: pick(random, words.visits),
    ownAnswer: book === PHRASEBOOKS.English && random() < 0.5 ? ownAnswer(receptionist) : null,
  };
  const { lines, summary } = pick(random, book.scripts[outcome])(scene);
  const greeting = receptionist.rules ? receptionist.rules.greeting : book.greeting(scene);
  const call = spoken(
    {
      platformCallId: uuidFrom(random),
      assistantId: receptionist.assistantId,
      assistantName: receptionist.name,
      phoneNumberId: receptionist.phoneNumberId,
      dialledNumber: receptionist.aiPhoneNumber && e164(receptionist.aiPhoneNumber),
      callerNumber: caller.number,
      language: book.tag,
      outcome,
      endedReason: lines.length === 0 && outcome === 'hang_up' ? 'silence-timed-out' : pick(random, ENDED_REASONS[outcome]),
      startedAt: endedAt,
      endedAt,
      durationSeconds: 0,
      transcript: [],
      summary,
      callerName: null,
      unansweredQuestions: [],
      isTest: options.isTest ?? false,
    },
    [greeting, ...lines],
    caller.name,
    random,
  );
  if (!receptionist.rules) return call;
  // The sandbox's words for its rules are English: the caller speaks it on this call, about the business's trade.
  const english = industry.words[FALLBACK_PHRASEBOOK.tag];
  const englishScene = { ...scene, topic: pick(random, english.topics), visit: pick(random, english.visits), ownAnswer: null };
  const ruled = followRules(receptionist.rules, call, englishScene, random);
  if (!ruled) return call;
  return spoken(
    {
      ...call,
      callerNumber: ruled.callerNumber,
      language: ruled.lines.length === 0 ? call.language : FALLBACK_PHRASEBOOK.tag,
      outcome: ruled.outcome,
      endedReason: ruled.endedReason,
      summary: ruled.summary,
      unansweredQuestions: ruled.unansweredQuestions,
      ...(ruled.booking ? { booking: ruled.booking } : {}),
    },
    ruled.lines.length === 0 ? [] : [receptionist.rules.greeting, ...ruled.lines],
    ruled.callerName,
    random,
  );
}

/** The call told again with other words and outcome (its turns' times from the same seed), ending when it ended. */
export function retell(call: SimulatedCall, lines: string[], outcome: CallOutcome, endedReason: string, summary: string, callerName: string): SimulatedCall {
  return spoken({ ...call, outcome, endedReason, summary }, lines, callerName, seededRandom(`retell:${call.platformCallId}`));
}

/**
 * The call saying `lines`, receptionist first: its turns timed, as long as they take to say (and so its start), and
 * the caller's name when they gave it.
 */
function spoken(call: SimulatedCall, lines: string[], callerName: string, random: Random): SimulatedCall {
  const { transcript, durationSeconds } = timeTurns(random, lines);
  const named = transcript.some((turn) => turn.speaker === 'caller' && turn.text.includes(callerName));
  return {
    ...call,
    transcript,
    durationSeconds,
    startedAt: new Date(call.endedAt.getTime() - durationSeconds * 1000),
    callerName: named ? callerName : null,
  };
}

/** What the receptionist answers the phone as: the customer's company, else its own name. */
export function businessName(receptionist: Pick<SandboxReceptionist, 'companyName' | 'name'>): string {
  return receptionist.companyName ?? receptionist.name;
}

/** The business's trade, read from its own words: its name, what it told the receptionist, its kinds of appointment. */
export function industryProfileOf(receptionist: SandboxReceptionist): IndustryProfile {
  const kinds = receptionist.rules?.booking?.types.map((type) => type.name) ?? [];
  return INDUSTRY_PROFILES[industryOf([receptionist.companyName ?? '', receptionist.name, receptionist.companyInfo, ...kinds].join('\n'))];
}

/** A day soon after the call that the business books (never Sunday; Saturday when its trade works then), as said. */
function bookingDay(random: Random, book: Phrasebook, industry: IndustryProfile, from: Date): Pick<Scene, 'day' | 'weekday'> {
  const weekdayAfter = (days: number) => (from.getUTCDay() + days) % 7;
  let days = between(random, 1, 3);
  while (weekdayAfter(days) === 0 || (weekdayAfter(days) === 6 && !industry.saturdays)) days++;
  const weekday = book.weekdays[weekdayAfter(days)];
  return { day: days === 1 ? book.tomorrow : weekday, weekday };
}

/** The languages the receptionist speaks that the sandbox has words for, first language first; English otherwise. */
export function callLanguages(receptionist: Pick<SandboxReceptionist, 'languages'>): Phrasebook[] {
  const books = receptionist.languages.map((language) => PHRASEBOOKS[language]).filter((book): book is Phrasebook => book !== undefined);
  return books.length > 0 ? books : [FALLBACK_PHRASEBOOK];
}

function chooseLanguage(random: Random, books: Phrasebook[]): Phrasebook {
  return books.length === 1 || random() < FIRST_LANGUAGE_SHARE ? books[0] : pick(random, books.slice(1));
}

/** A returning caller (same number, name and language every time), a new one, or a withheld number; spam always new. */
function chooseCaller(random: Random, receptionist: SandboxReceptionist, outcome: CallOutcome): Caller {
  const books = callLanguages(receptionist);
  if (outcome !== 'spam' && random() < RETURNING_SHARE) return pick(random, returningCallers(receptionist.id, books));
  const phrasebook = chooseLanguage(random, books);
  const withheld = random() < WITHHELD_SHARE;
  return { number: withheld ? null : phoneNumber(random, phrasebook.countryCode), name: pick(random, phrasebook.callerNames), phrasebook };
}

/** The receptionist's regulars: the same for every call of the same receptionist, whatever the call's own seed. */
export function returningCallers(receptionistId: number, books: Phrasebook[]): Caller[] {
  const random = seededRandom(`returning-callers:${receptionistId}`);
  return Array.from({ length: RETURNING_CALLERS }, () => {
    const phrasebook = chooseLanguage(random, books);
    return { number: phoneNumber(random, phrasebook.countryCode), name: pick(random, phrasebook.callerNames), phrasebook };
  });
}

/** A mobile-looking E.164 number; North American ones use 555-01xx, the range kept for fiction. */
function phoneNumber(random: Random, countryCode: string): string {
  if (countryCode === '1') return `+1${between(random, 201, 989)}55501${String(between(random, 0, 99)).padStart(2, '0')}`;
  const digits = Array.from({ length: 8 }, () => between(random, 0, 9)).join('');
  return `+${countryCode}6${digits}`;
}

/** What the business told the receptionist: its first sentence of company information, else its hours. */
function ownAnswer(receptionist: SandboxReceptionist): string | null {
  const firstSentence = receptionist.companyInfo
    .trim()
    .split(/(?<=[.!?])\s/)[0]
    ?.slice(0, 200);
  if (firstSentence) return firstSentence;
  return receptionist.businessHours.trim() ? `Our hours are ${receptionist.businessHours.trim().slice(0, 200)}.` : null;
}

/** How long a turn takes to say. */
export function speakingSeconds(text: string): number {
  return text.split(/\s+/).length / WORDS_PER_SECOND;
}

/**
 * Turns alternate, receptionist first, each as long as its words take to say with a pause after it; the call ends a
 * moment after the last, or a few silent seconds after a greeting nobody answered. No words: a few seconds of line.
 */
function timeTurns(random: Random, lines: string[]): { transcript: TranscriptTurn[]; durationSeconds: number } {
  if (lines.length === 0) return { transcript: [], durationSeconds: between(random, 2, 6) };
  let seconds = 0.4 + random() * 0.8;
  const transcript = lines.map((text, index) => {
    const turn: TranscriptTurn = { speaker: index % 2 === 0 ? 'receptionist' : 'caller', text, seconds: Math.round(seconds * 10) / 10 };
    seconds += speakingSeconds(text) + 1 + random() * 2;
    return turn;
  });
  const silence = lines.length === 1 ? 3 + random() * 5 : 0;
  return { transcript, durationSeconds: Math.ceil(seconds + silence) };
}

/** The receptionist's AI number as E.164 (a number stored before E.164 was required may have spaces and brackets). */
function e164(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `+${digits}`;
}

/** A version-4-shaped UUID from the seeded numbers: Vapi's call ids are UUIDs. */
function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** A fresh seed for a test call, so every test call is a new call. */
export function testCallSeed(receptionistId: number, now: Date, nonce: string): string {
  return `sandbox-test-call:${receptionistId}:${now.toISOString()}:${nonce}`;
}
