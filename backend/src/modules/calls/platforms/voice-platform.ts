import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { OpeningHours } from '../../../common/opening-hours';

/**
 * The one port to the voice-AI platform our team builds receptionists on. Two adapters implement it: `VapiPlatform`
 * (when VAPI_WEBHOOK_SECRET is set) and `SandboxVoicePlatform` (default), which simulates calls and sends them as
 * Vapi-shaped server messages signed with its own secret. Both arrive at `POST /api/webhooks/voice/vapi` and go through
 * the same verification, inbox and handlers; calls code sees only the provider-neutral facts below.
 */
export const VOICE_PLATFORM = Symbol('VOICE_PLATFORM');

export const VOICE_PLATFORM_NAMES = ['vapi', 'sandbox'] as const;
export type VoicePlatformName = (typeof VOICE_PLATFORM_NAMES)[number];

/** What came of a call, as the customer reads it. */
export const CALL_OUTCOMES = ['appointment_booked', 'message_taken', 'transferred', 'answered_question', 'spam', 'hang_up', 'failed'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** A call is in progress until the platform says it ended (a status update or its end-of-call report). */
export const CALL_STATUSES = ['in_progress', 'ended'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const TRANSCRIPT_SPEAKERS = ['receptionist', 'caller'] as const;
export type TranscriptSpeaker = (typeof TRANSCRIPT_SPEAKERS)[number];

/** One turn of the conversation: who spoke, what they said, and when, in seconds from the call's start. */
export interface TranscriptTurn {
  speaker: TranscriptSpeaker;
  text: string;
  seconds: number;
}

/**
 * What one platform message says about one call. A field left undefined is not known from this message and never
 * clears what an earlier message said; the end-of-call report carries the final facts.
 */
export interface CallFacts {
  /** The platform's id of the call; with the platform's name it identifies the call. */
  platformCallId: string;
  /** The platform's assistant and phone-number ids: how a call finds its receptionist. */
  assistantId?: string | null;
  phoneNumberId?: string | null;
  status?: CallStatus;
  startedAt?: Date | null;
  endedAt?: Date | null;
  /** E.164 as the platform reports it; null for a withheld number. */
  callerNumber?: string | null;
  /** The name the caller gave, when the report's analysis found one (at most CALLER_NAME_LENGTH characters). */
  callerName?: string | null;
  outcome?: CallOutcome | null;
  /** The platform's own words for why the call ended (Vapi's `endedReason`). */
  endedReason?: string | null;
  summary?: string | null;
  transcript?: TranscriptTurn[] | null;
  /** Where the platform keeps the recording; only the adapter reads it (`openRecording`), never a browser. */
  recordingRef?: string | null;
  /** A BCP 47 tag such as en-US, when the platform says which language the call was in. */
  language?: string | null;
  /** Placed by our team from the back office, not by a real caller. */
  isTest?: boolean;
  /**
   * The callers' questions the assistant could not answer from what it was told (docs/voice-platforms.md#the-messages-we-read):
   * trimmed, distinct, at most UNANSWERED_QUESTIONS.perCall of at most UNANSWERED_QUESTIONS.length characters each.
   */
  unansweredQuestions?: string[] | null;
}

/** The longest caller's name a call keeps (its column's length): a name is a few words, never a paragraph. */
export const CALLER_NAME_LENGTH = 100;

/** How many unanswered questions one call may bring, and how long each may be: a sender cannot flood the owner's list. */
export const UNANSWERED_QUESTIONS = { perCall: 5, length: 300 } as const;

/** Two questions that differ only in case and spacing are one question ("Do you open on Sundays?" twice is asked twice). */
export function questionKey(question: string): string {
  return question.toLowerCase().replace(/\s+/g, ' ').trim();
}

export const VOICE_MESSAGE_TYPES = ['end-of-call-report', 'status-update'] as const;
export type VoiceMessageType = (typeof VOICE_MESSAGE_TYPES)[number];

/** One verified server message: its type, when the platform sent it (later facts win) and what it says of its call. */
export interface VoicePlatformMessage {
  type: VoiceMessageType;
  sentAt: Date;
  call: CallFacts;
}

/** A recording as the api streams it to its owner: never a public link. */
export interface CallRecording {
  contentType: string;
  /** Bytes, when known (the browser's audio player seeks with it). */
  contentLength?: number;
  body: Readable;
}

/** The request did not come from the platform (no or wrong signature or secret): 401, nothing is stored. */
export class InvalidVoiceSignature extends Error {}

/** The request is authentic but not a message we can read: 400, nothing is stored. */
export class MalformedVoiceMessage extends Error {}

/** The platform has no recording under that reference (any more): the api answers 404. */
export class RecordingUnavailable extends Error {}

/** A call the platform places from the receptionist's line (its assistant answers for us) to a number. */
export interface OutboundCall {
  /** Ours, shown in the platform's call list. */
  name: string;
  assistantId: string;
  phoneNumberId: string;
  /** E.164. */
  to: string;
  /** What our side says once the call is answered, and how long it may last at most. */
  firstMessage: string;
  maxDurationSeconds: number;
}

/** The platform refused to place a call (no key, its 4xx, no id): `message` says why, in its words. */
export class PlatformRefusedCall extends Error {}

/**
 * What an assistant is told to do, built from a receptionist's settings (receptionist-settings/assistant-instructions.ts,
 * docs/voice-platforms.md#settings): applied whole, so sending one twice leaves the assistant as once.
 */
export interface AssistantInstructions {
  /** The settings version they come from; a platform keeps the newest it was given. */
  version: number;
  firstMessage: string;
  systemPrompt: string;
  transferDestinations: { number: string; description: string; message: string }[];
  /** The tools it calls on our server during calls (docs/voice-platforms.md#tools), as function definitions. */
  tools: ToolDefinition[];
  /** The rules the prompt states, as data (docs/voice-platforms.md#settings). */
  callRules: CallRules;
}

/**
 * What the system prompt tells the assistant to do, as data: a platform whose assistant reads the prompt (Vapi) needs
 * none of it; one that plays the calls itself (the sandbox) follows these.
 */
export interface CallRules {
  /** The first message, as the business wrote it. */
  greeting: string;
  hours: OpeningHours;
  /** The business's answers, word for word. */
  answers: { question: string; answer: string }[];
  /** Who may take a call now: during opening hours only, or at any hour. */
  transfers: { name: string; number: string; when: 'open' | 'always'; askFor: string }[];
  /** Put through at once, at any hour, to the first person who takes calls; none when nobody does. */
  vipNumbers: string[];
  /** Never answered by the assistant. */
  blockedNumbers: string[];
  /** When closed: take a message, put the caller through to the on-call number, or say the hours and end. */
  afterHours: { action: 'message' | 'transfer' | 'announce'; transferTo: string | null };
  /** The kinds of appointment it books with its tools; null (or absent, in rules kept before booking) when it books none. */
  booking?: { types: { name: string; minutes: number }[] } | null;
}

/** The platform will not take these instructions for this assistant, and asking again will not change that (its 4xx). */
export class PlatformRefusedInstructions extends Error {}

/** An inbound call the platform asks us about before it is answered (Vapi's `assistant-request`): the number dialled, and who calls. */
export interface IncomingCall {
  phoneNumberId: string | null;
  /** E.164; null for a withheld number. */
  callerNumber: string | null;
}

/**
 * What becomes of an incoming call (docs/voice-platforms.md#screening): the receptionist's assistant answers it, the
 * caller is put straight through to a person (a VIP), or the call is refused with one sentence and no AI (a blocked
 * number, or a number no receptionist answers).
 */
export type IncomingCallAnswer =
  { action: 'assistant'; assistantId: string } | { action: 'transfer'; number: string; message: string } | { action: 'refuse'; message: string };

/** A reply to an incoming call's question, in the platform's own shape (Vapi: `assistantId`, `destination` or `error`). */
export type IncomingCallReply = Record<string, unknown>;

/** A tool as an assistant is given it: its name, what it is for, and a JSON schema of its arguments. */
export interface ToolDefinition {
  /** snake_case, as the model calls it. */
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, Record<string, unknown>>; required?: string[] };
}

/** One tool the assistant asks our server to run while the caller waits (docs/voice-platforms.md#tools). */
export interface ToolCall {
  /** The platform's id of this tool call: a retried delivery carries the same one. */
  id: string;
  name: string;
  /** As the model filled them in; each tool checks its own. */
  arguments: Record<string, unknown>;
}

/** A message asking for tools during a call (Vapi's `tool-calls`): which call, whose assistant, who is calling, what to run. */
export interface ToolCallRequest {
  platformCallId: string;
  assistantId: string | null;
  phoneNumberId: string | null;
  /** E.164; null for a withheld number. */
  callerNumber: string | null;
  calls: ToolCall[];
}

/** What a tool call came to, in words the assistant reads (and may say) to the caller. */
export interface ToolCallResult {
  toolCallId: string;
  result: string;
}

export interface VoicePlatform {
  readonly name: VoicePlatformName;
  /** Throws InvalidVoiceSignature unless the request is the platform's own; runs before the body is parsed. */
  verify(rawBody: Buffer, headers: IncomingHttpHeaders): void;
  /** A verified body's message; null for a message type we do not use (answered 200 and not stored). */
  parse(rawBody: Buffer): VoicePlatformMessage | null;
  /** The incoming call a verified body asks about, answered at once rather than stored; null for any other message. */
  incomingCall(rawBody: Buffer): IncomingCall | null;
  /** The platform's reply that makes it do what `answer` says with the incoming call. */
  incomingCallReply(answer: IncomingCallAnswer): IncomingCallReply;
  /** The tools a verified body asks us to run, answered at once with their results; null for any other message. */
  toolCalls(rawBody: Buffer): ToolCallRequest | null;
  /** The platform's reply carrying the tools' results. */
  toolCallsReply(results: ToolCallResult[]): Record<string, unknown>;
  /** The recording's audio, fetched from the platform with our key (the sandbox generates it). */
  openRecording(recordingRef: string): Promise<CallRecording>;
  /**
   * Places an outbound call and answers the platform's id of it; what happens on it arrives later as server messages
   * like any call's. Throws PlatformRefusedCall when the platform will not place it.
   */
  placeCall(call: OutboundCall): Promise<{ platformCallId: string }>;
  /**
   * Gives the assistant these instructions, unless it already has a newer version's. Throws PlatformRefusedInstructions
   * when the platform refuses them for good; any other error is worth retrying (a timeout, its 5xx, its 429).
   */
  applyInstructions(assistantId: string, instructions: AssistantInstructions): Promise<'applied' | 'newer-kept'>;
}
