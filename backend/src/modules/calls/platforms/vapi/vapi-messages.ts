import { storableOnly } from '../../../../common/http/well-formed-text';
import {
  CALL_OUTCOMES,
  CALLER_NAME_LENGTH,
  type CallFacts,
  type IncomingCall,
  type IncomingCallAnswer,
  type IncomingCallReply,
  type CallOutcome,
  MalformedVoiceMessage,
  questionKey,
  type ToolCall,
  type ToolCallRequest,
  type ToolCallResult,
  type TranscriptTurn,
  UNANSWERED_QUESTIONS,
  type VoicePlatformMessage,
} from '../voice-platform';

/**
 * Vapi's server messages, as docs/voice-platforms.md describes them: every request is
 * `{ message: { type, timestamp, call, ... } }`. Only the fields we read are typed; Vapi sends many more (costs, the
 * assistant's configuration, ...).
 */
export interface VapiServerRequest {
  message: VapiServerMessage;
}

export type VapiServerMessage = VapiEndOfCallReport | VapiStatusUpdate | VapiToolCalls | VapiOtherMessage;

interface VapiMessageBase {
  /** When Vapi sent the message: milliseconds since the epoch (older payloads: an ISO 8601 string). */
  timestamp?: number | string;
  call?: VapiCall;
  customer?: VapiCustomer;
  phoneNumber?: { id?: string; number?: string };
}

/** Sent once when a call ends and post-call processing is done: the call's final facts. */
export interface VapiEndOfCallReport extends VapiMessageBase {
  type: 'end-of-call-report';
  endedReason: string;
  startedAt?: string;
  endedAt?: string;
  artifact: VapiArtifact;
  analysis: VapiAnalysis;
  /** Older payloads carried these at the top level rather than in artifact/analysis. */
  summary?: string;
  transcript?: string;
  recordingUrl?: string;
  stereoRecordingUrl?: string;
  messages?: VapiArtifactMessage[];
}

/** Sent whenever `call.status` changes; `endedReason` only with status "ended". */
export interface VapiStatusUpdate extends VapiMessageBase {
  type: 'status-update';
  status: VapiCallStatus;
  endedReason?: string;
}

/** Sent while the caller waits, for the tools the model asks for (docs/voice-platforms.md#tools); answered with their results. */
export interface VapiToolCalls extends VapiMessageBase {
  type: 'tool-calls';
  toolCallList: { id: string; type: 'function'; function: { name: string; arguments: Record<string, unknown> | string } }[];
}

/** Every other server message (conversation-update, transcript, tool-calls, ...): answered 200, not stored. */
export interface VapiOtherMessage extends VapiMessageBase {
  type: string;
}

export const VAPI_CALL_STATUSES = ['scheduled', 'queued', 'ringing', 'in-progress', 'forwarding', 'ended', 'not-found', 'deletion-failed'] as const;
export type VapiCallStatus = (typeof VAPI_CALL_STATUSES)[number];

export interface VapiCall {
  id: string;
  orgId?: string;
  type?: 'inboundPhoneCall' | 'outboundPhoneCall' | 'webCall' | 'vapi.websocketCall';
  status?: VapiCallStatus;
  endedReason?: string;
  assistantId?: string;
  phoneNumberId?: string;
  customer?: VapiCustomer;
  startedAt?: string;
  endedAt?: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface VapiCustomer {
  /** E.164. */
  number?: string;
  name?: string;
}

export interface VapiArtifact {
  messages?: VapiArtifactMessage[];
  transcript?: string;
  /** Deprecated by Vapi in favour of `recording`, still sent. */
  recordingUrl?: string;
  stereoRecordingUrl?: string;
  recording?: { stereoUrl?: string; videoUrl?: string; mono?: { combinedUrl?: string; assistantUrl?: string; customerUrl?: string } };
}

/** One entry of `artifact.messages`: a turn (bot/assistant or user) or a system, tool-call or tool-result entry. */
export interface VapiArtifactMessage {
  role: 'bot' | 'assistant' | 'user' | 'system' | 'tool_calls' | 'tool_call_result' | string;
  message?: string;
  time?: number;
  endTime?: number;
  secondsFromStart?: number;
  duration?: number;
}

export interface VapiAnalysis {
  summary?: string;
  /**
   * What the assistant's structured-data schema asks for (`analysisPlan.structuredDataPlan.schema`, which applying settings
   * sets: VAPI_STRUCTURED_DATA_SCHEMA); we read `outcome` (one of CALL_OUTCOMES), `callerName`, `language` and `unansweredQuestions`.
   */
  structuredData?: Record<string, unknown>;
  successEvaluation?: string;
}

/** How a Vapi `endedReason` reads for the customer, before the call's length and an explicit outcome are considered. */
export type EndedReasonKind = 'failed' | 'transferred' | 'spam' | 'caller_hung_up' | 'completed';

/**
 * The ended reasons that are not errors. Every other known reason (docs/voice-platforms.md) names an error or a failure
 * ("pipeline-error-…", "call.start.error-…", "call.in-progress.error-…", "…-failed…"), which ERROR_REASON matches.
 */
const ENDED_REASON_KINDS: Record<string, EndedReasonKind> = {
  'assistant-forwarded-call': 'transferred',
  'assistant-request-returned-forwarding-phone-number': 'transferred',
  'call.ringing.hook-executed-transfer': 'transferred',
  'call.ending.hook-executed-transfer': 'transferred',
  voicemail: 'spam',
  'twilio-reported-customer-misdialed': 'spam',
  'customer-ended-call': 'caller_hung_up',
  'customer-ended-call-before-warm-transfer': 'caller_hung_up',
  'customer-ended-call-after-warm-transfer-attempt': 'caller_hung_up',
  'customer-ended-call-during-transfer': 'caller_hung_up',
  'call.ringing.sip-inbound-caller-hungup-before-call-connect': 'caller_hung_up',
  'silence-timed-out': 'caller_hung_up',
  'vonage-disconnected': 'caller_hung_up',
  'assistant-ended-call': 'completed',
  'assistant-said-end-call-phrase': 'completed',
  'assistant-ended-call-with-hangup-task': 'completed',
  'assistant-ended-call-after-message-spoken': 'completed',
  'exceeded-max-duration': 'completed',
  'vonage-completed': 'completed',
  'call.in-progress.twilio-completed-call': 'completed',
  'call.in-progress.sip-completed-call': 'completed',
  'call.ringing.hook-executed-say': 'completed',
  'call.ending.hook-executed-say': 'completed',
  // The call never became a conversation.
  'assistant-request-returned-invalid-assistant': 'failed',
  'assistant-request-returned-no-assistant': 'failed',
  'assistant-not-valid': 'failed',
  'assistant-not-invalid': 'failed',
  'assistant-not-found': 'failed',
  'assistant-not-provided': 'failed',
  'assistant-join-timed-out': 'failed',
  'scheduled-call-deleted': 'failed',
  'call-deleted': 'failed',
  'worker-shutdown': 'failed',
  'phone-call-provider-bypass-enabled-but-no-call-received': 'failed',
  'phone-call-provider-closed-websocket': 'failed',
  'customer-busy': 'failed',
  'customer-did-not-answer': 'failed',
  'customer-did-not-give-microphone-permission': 'failed',
  'manually-canceled': 'failed',
  'call.forwarding.operator-busy': 'failed',
  'vonage-rejected': 'failed',
};
const ERROR_REASON = /error|fault|failed/;

/** A caller who hangs up within this many seconds did not get to say why they called. */
const HANG_UP_SECONDS = 15;

/** The kind of an ended reason; `known` is false for a reason Vapi added after this list (it reads as completed). */
export function classifyEndedReason(endedReason: string): { kind: EndedReasonKind; known: boolean } {
  const listed = ENDED_REASON_KINDS[endedReason];
  if (listed) return { kind: listed, known: true };
  if (ERROR_REASON.test(endedReason)) return { kind: 'failed', known: true };
  return { kind: 'completed', known: false };
}

/**
 * What came of a call: the outcome the assistant's analysis reported (structuredData.outcome), else what the ended
 * reason and the call's length say. A call that ended normally without an explicit outcome answered a question.
 */
export function vapiOutcome(endedReason: string, durationSeconds: number | null, explicit?: CallOutcome | null): CallOutcome {
  if (explicit) return explicit;
  const { kind } = classifyEndedReason(endedReason);
  if (kind === 'failed' || kind === 'transferred' || kind === 'spam') return kind;
  const short = durationSeconds !== null && durationSeconds < HANG_UP_SECONDS;
  if (kind === 'caller_hung_up' && (short || endedReason === 'call.ringing.sip-inbound-caller-hungup-before-call-connect')) return 'hang_up';
  return 'answered_question';
}

/** The conversation's turns from `artifact.messages`: bot/assistant speaks as the receptionist, user as the caller. */
export function vapiTranscript(messages: unknown): TranscriptTurn[] | undefined {
  if (!Array.isArray(messages)) return undefined;
  const turns: TranscriptTurn[] = [];
  for (const entry of messages as Partial<VapiArtifactMessage>[]) {
    if (!entry || typeof entry !== 'object') continue;
    const speaker = entry.role === 'bot' || entry.role === 'assistant' ? 'receptionist' : entry.role === 'user' ? 'caller' : null;
    const text = cleanText(entry.message, 10_000);
    if (!speaker || !text) continue;
    const seconds =
      typeof entry.secondsFromStart === 'number' && Number.isFinite(entry.secondsFromStart) ? Math.max(0, Math.round(entry.secondsFromStart * 100) / 100) : 0;
    turns.push({ speaker, text, seconds });
  }
  return turns;
}

/**
 * The provider-neutral message in a verified Vapi request body; null for a message type we do not use. Throws
 * MalformedVoiceMessage for a body that is not a Vapi server message (no JSON, no message, no call id, no timestamp).
 * Every text is cut to what its column holds, so a well-formed message can never fail later in the worker.
 */
/**
 * An `assistant-request` (Vapi's question for an inbound call to a number without a fixed assistant, whose server URL is
 * ours): the number's id and the caller's; null for any other message.
 */
export function parseVapiAssistantRequest(rawBody: Buffer): IncomingCall | null {
  const message = readMessage(rawBody);
  if (message.type !== 'assistant-request') return null;
  const call = isObject(message.call) ? (message.call as VapiCall) : ({} as VapiCall);
  return {
    phoneNumberId: readId(call.phoneNumberId) ?? readId(message.phoneNumber?.id),
    callerNumber: cleanText(call.customer?.number, 40) ?? cleanText(message.customer?.number, 40),
  };
}

/**
 * Vapi's reply to an `assistant-request` (its server events reference): `{ assistantId }` to let the assistant answer,
 * `{ destination }` (a number) to put the caller straight through, `{ error }` to say one sentence and end the call.
 */
export function vapiAssistantRequestReply(answer: IncomingCallAnswer): IncomingCallReply {
  if (answer.action === 'assistant') return { assistantId: answer.assistantId };
  if (answer.action === 'transfer') return { destination: { type: 'number', number: answer.number, message: answer.message } };
  return { error: answer.message };
}

/** How many tools one message may ask for: a model asks for one or two at a time; a sender cannot make us run hundreds. */
export const MAX_TOOL_CALLS_PER_MESSAGE = 10;

/**
 * A `tool-calls` message (Vapi's server events reference, docs/voice-platforms.md#tools): the call and the tools the
 * model asks for, from `toolCallList` (each `{ id, type: 'function', function: { name, arguments } }`, or the older
 * `{ id, name, arguments }`); arguments arrive as an object or as a JSON string. Null for any other message; throws
 * MalformedVoiceMessage for a tool-calls message we cannot answer (no call id, no list, a tool call without id or name).
 */
export function parseVapiToolCalls(rawBody: Buffer): ToolCallRequest | null {
  const message = readMessage(rawBody) as VapiOtherMessage & { toolCallList?: unknown };
  if (message.type !== 'tool-calls') return null;
  const call = isObject(message.call) ? (message.call as VapiCall) : ({} as VapiCall);
  const platformCallId = readId(call.id);
  if (!platformCallId) throw new MalformedVoiceMessage('a tool-calls message needs call.id (at most 100 characters)');
  if (!Array.isArray(message.toolCallList) || message.toolCallList.length === 0) {
    throw new MalformedVoiceMessage('a tool-calls message needs a toolCallList with at least one tool call');
  }
  if (message.toolCallList.length > MAX_TOOL_CALLS_PER_MESSAGE) {
    throw new MalformedVoiceMessage(`a tool-calls message may ask for at most ${MAX_TOOL_CALLS_PER_MESSAGE} tool calls`);
  }
  return {
    platformCallId,
    assistantId: readId(call.assistantId),
    phoneNumberId: readId(call.phoneNumberId) ?? readId(message.phoneNumber?.id),
    callerNumber: cleanText(call.customer?.number, 40) ?? cleanText(message.customer?.number, 40),
    calls: message.toolCallList.map(readToolCall),
  };
}

function readToolCall(entry: unknown): ToolCall {
  const item: Record<string, unknown> = isObject(entry) ? entry : {};
  const fn: Record<string, unknown> = isObject(item.function) ? item.function : {};
  const id = readId(item.id);
  const name = cleanText(fn.name ?? item.name, 64);
  if (!id || !name) throw new MalformedVoiceMessage('each tool call needs an id (at most 100 characters) and a function name');
  return { id, name, arguments: readArguments(fn.arguments ?? item.arguments ?? item.parameters) };
}

/** Arguments as the model gave them: an object, or a JSON string of one; anything else is no arguments (the tool says what is missing). */
function readArguments(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return isObject(value) ? value : {};
}

/** Vapi's reply to `tool-calls`: `{ results: [{ toolCallId, result }] }`, one per tool call, the result a string the model reads. */
export function vapiToolCallsReply(results: ToolCallResult[]): Record<string, unknown> {
  return { results: results.map(({ toolCallId, result }) => ({ toolCallId, result })) };
}

export function parseVapiMessage(rawBody: Buffer): VoicePlatformMessage | null {
  const message = readMessage(rawBody);
  if (message.type !== 'end-of-call-report' && message.type !== 'status-update') return null;
  const callId = readId(message.call?.id);
  if (!callId) throw new MalformedVoiceMessage(`a ${message.type} message needs call.id (at most 100 characters)`);
  const sentAt = readDate(message.timestamp);
  if (!sentAt) throw new MalformedVoiceMessage(`a ${message.type} message needs a timestamp`);
  const call = message.call as VapiCall;
  const common: CallFacts = {
    platformCallId: callId,
    assistantId: readId(call.assistantId),
    phoneNumberId: readId(call.phoneNumberId) ?? readId(message.phoneNumber?.id),
    callerNumber: cleanText(call.customer?.number, 40) ?? cleanText(message.customer?.number, 40),
    isTest: call.type === 'webCall', // a call from Vapi's dashboard or a web widget, not from a phone
  };
  if (message.type === 'status-update') return statusUpdate(message as VapiStatusUpdate, call, common, sentAt);
  return { type: 'end-of-call-report', sentAt, call: reportFacts(message as VapiEndOfCallReport, call, common) };
}

function statusUpdate(message: VapiStatusUpdate, call: VapiCall, common: CallFacts, sentAt: Date): VoicePlatformMessage | null {
  if (message.status === 'not-found' || message.status === 'deletion-failed' || message.status === 'scheduled') return null;
  if (!VAPI_CALL_STATUSES.includes(message.status)) throw new MalformedVoiceMessage('a status-update message needs a known status');
  const startedAt = readDate(call.startedAt);
  const facts: CallFacts = { ...common, status: message.status === 'ended' ? 'ended' : 'in_progress', ...(startedAt ? { startedAt } : {}) };
  if (message.status === 'ended') {
    const endedAt = readDate(call.endedAt);
    const endedReason = cleanText(message.endedReason ?? call.endedReason, 100);
    if (endedAt) facts.endedAt = endedAt;
    if (endedReason) {
      facts.endedReason = endedReason;
      facts.outcome = vapiOutcome(endedReason, secondsBetween(startedAt, endedAt));
    }
  }
  return { type: 'status-update', sentAt, call: facts };
}

function reportFacts(message: VapiEndOfCallReport, call: VapiCall, common: CallFacts): CallFacts {
  const artifact: Partial<VapiArtifact> = isObject(message.artifact) ? message.artifact : {};
  const analysis: Partial<VapiAnalysis> = isObject(message.analysis) ? message.analysis : {};
  const structured: Record<string, unknown> = isObject(analysis.structuredData) ? analysis.structuredData : {};
  const startedAt = readDate(message.startedAt) ?? readDate(call.startedAt);
  const endedAt = readDate(message.endedAt) ?? readDate(call.endedAt);
  const endedReason = cleanText(message.endedReason ?? call.endedReason, 100);
  const recording = artifact.recording;
  const callerName = cleanText(structured.callerName, CALLER_NAME_LENGTH);
  return {
    ...common,
    status: 'ended',
    startedAt,
    endedAt,
    endedReason,
    outcome: endedReason
      ? vapiOutcome(endedReason, secondsBetween(startedAt, endedAt), explicitOutcome(structured.outcome))
      : explicitOutcome(structured.outcome),
    summary: cleanText(analysis.summary ?? message.summary, 20_000),
    transcript: vapiTranscript(artifact.messages ?? message.messages) ?? null,
    recordingRef:
      cleanText(recording?.mono?.combinedUrl, 2000) ??
      cleanText(artifact.recordingUrl ?? message.recordingUrl, 2000) ??
      cleanText(recording?.stereoUrl ?? artifact.stereoRecordingUrl ?? message.stereoRecordingUrl, 2000),
    language: readLanguage(structured.language),
    // Left out when the caller gave none: a later report without it keeps the name an earlier one found.
    ...(callerName ? { callerName } : {}),
    unansweredQuestions: readQuestions(structured.unansweredQuestions),
  };
}

function readMessage(rawBody: Buffer): VapiOtherMessage {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new MalformedVoiceMessage('the body is not JSON');
  }
  const message = isObject(body) ? body.message : undefined;
  if (!isObject(message) || typeof message.type !== 'string') throw new MalformedVoiceMessage('the body has no message with a type');
  return message as unknown as VapiOtherMessage;
}

/** "appointment_booked", "Appointment booked" and "appointment-booked" all name the outcome; anything else is ignored. */
function explicitOutcome(value: unknown): CallOutcome | null {
  if (typeof value !== 'string') return null;
  const name = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (CALL_OUTCOMES as readonly string[]).includes(name) ? (name as CallOutcome) : null;
}

function readLanguage(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value) && value.length <= 20 ? value : null;
}

/**
 * The callers' questions the assistant could not answer: only strings, trimmed and cut like any text, blanks and repeats
 * (case and spacing aside) left out, at most UNANSWERED_QUESTIONS.perCall. Anything but a list is not known (undefined).
 */
export function readQuestions(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const questions = new Map<string, string>();
  for (const entry of value) {
    const question = cleanText(entry, UNANSWERED_QUESTIONS.length);
    if (question && !questions.has(questionKey(question))) questions.set(questionKey(question), question);
    if (questions.size === UNANSWERED_QUESTIONS.perCall) break;
  }
  return [...questions.values()];
}

function readDate(value: unknown): Date | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  const time = date.getTime();
  // Postgres holds any of these; the bound keeps nonsense (year 275760) out of the ordering of messages.
  return Number.isFinite(time) && time > 0 && time < Date.UTC(3000, 0) ? date : null;
}

function secondsBetween(start: Date | null, end: Date | null): number | null {
  return start && end ? Math.max(0, (end.getTime() - start.getTime()) / 1000) : null;
}

/**
 * Text as PostgreSQL can store it (no null characters, no lone surrogates), cut to `max` characters and trimmed. The cut
 * comes first: one inside an emoji leaves half of it, which only the cleaning after it removes.
 */
function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = storableOnly(value.slice(0, max)).trim();
  return text || null;
}

/** An id as its column holds it (100 characters), or null: an id cut short could be another receptionist's. */
export function readId(value: unknown): string | null {
  const id = cleanText(value, Infinity);
  return id && id.length <= 100 ? id : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
