import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { VoiceConfigValues } from '../../../../config/voice.config';
import { parseVapiAssistantRequest, parseVapiMessage, parseVapiToolCalls, vapiAssistantRequestReply, vapiToolCallsReply } from '../vapi/vapi-messages';
import { verifyVapiRequest } from '../vapi/vapi-signature';
import {
  type AssistantInstructions,
  type CallRecording,
  type IncomingCall,
  type IncomingCallAnswer,
  type IncomingCallReply,
  type OutboundCall,
  type ToolCallRequest,
  type ToolCallResult,
  RecordingUnavailable,
  type VoicePlatform,
  type VoicePlatformMessage,
} from '../voice-platform';
import type { SandboxAssistants } from './sandbox-assistants';
import { sandboxRecording, type SpokenTurn } from './sandbox-recording';

/** Where the sandbox says a call's recording is: a host that never resolves, read back only by `openRecording`. */
const RECORDING_HOST = 'recordings.sandbox.invalid';
const RECORDING_PATH = /^\/([A-Za-z0-9_-]{1,100})\.wav$/;
const MAX_CALL_SECONDS = 24 * 60 * 60;
/** `turns=start:length,…` in seconds with at most one decimal; a link without them (older calls) gets made-up turns. */
const TURNS = /^\d{1,5}(\.\d)?:\d{1,4}(\.\d)?(,\d{1,5}(\.\d)?:\d{1,4}(\.\d)?){0,199}$/;

/** The recording link a simulated call's report carries: its length, and when each side speaks. */
export function sandboxRecordingUrl(platformCallId: string, durationSeconds: number, turns: readonly SpokenTurn[] = []): string {
  const spoken = turns.map((turn) => `${turn.start}:${turn.length}`).join(',');
  return `https://${RECORDING_HOST}/${platformCallId}.wav?seconds=${durationSeconds}${spoken ? `&turns=${spoken}` : ''}`;
}

/**
 * The sandbox adapter: its simulated calls arrive as Vapi's server messages, signed like Vapi's HMAC credential with
 * VOICE_SANDBOX_SECRET, so they are verified and read by Vapi's own code; recordings are generated on request.
 */
export class SandboxVoicePlatform implements VoicePlatform {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly config: Pick<VoiceConfigValues, 'sandboxSecret'>,
    private readonly assistants: Pick<SandboxAssistants, 'keep'>,
  ) {}

  verify(rawBody: Buffer, headers: IncomingHttpHeaders): void {
    verifyVapiRequest(rawBody, headers, this.config.sandboxSecret);
  }

  parse(rawBody: Buffer): VoicePlatformMessage | null {
    return parseVapiMessage(rawBody);
  }

  incomingCall(rawBody: Buffer): IncomingCall | null {
    return parseVapiAssistantRequest(rawBody);
  }

  incomingCallReply(answer: IncomingCallAnswer): IncomingCallReply {
    return vapiAssistantRequestReply(answer);
  }

  toolCalls(rawBody: Buffer): ToolCallRequest | null {
    return parseVapiToolCalls(rawBody);
  }

  toolCallsReply(results: ToolCallResult[]): Record<string, unknown> {
    return vapiToolCallsReply(results);
  }

  /** Places nothing: gives the call an id and hands it to whoever simulates it (SandboxCallsService), after this returns. */
  async placeCall(call: OutboundCall): Promise<{ platformCallId: string }> {
    const platformCallId = randomUUID();
    setImmediate(() => this.placed?.(call, platformCallId));
    return { platformCallId };
  }

  /** Who simulates the calls the sandbox places (one listener: SandboxCallsService). */
  onCallPlaced(listener: (call: OutboundCall, platformCallId: string) => void): void {
    this.placed = listener;
  }

  private placed?: (call: OutboundCall, platformCallId: string) => void;

  /** Keeps the newest instructions each assistant was given, as the platform would; its calls follow them. */
  applyInstructions(assistantId: string, instructions: AssistantInstructions): Promise<'applied' | 'newer-kept'> {
    return this.assistants.keep(assistantId, instructions);
  }

  async openRecording(recordingRef: string): Promise<CallRecording> {
    const { platformCallId, seconds, turns } = readRecordingUrl(recordingRef);
    const audio = sandboxRecording(seconds, platformCallId, turns);
    return { contentType: 'audio/wav', contentLength: audio.length, body: Readable.from([audio]) };
  }
}

function readRecordingUrl(recordingRef: string): { platformCallId: string; seconds: number; turns?: SpokenTurn[] } {
  let url: URL;
  try {
    url = new URL(recordingRef);
  } catch {
    throw new RecordingUnavailable('the recording reference is not a link');
  }
  const platformCallId = RECORDING_PATH.exec(url.pathname)?.[1];
  const length = url.searchParams.get('seconds') ?? '';
  const seconds = Number(length);
  const spoken = url.searchParams.get('turns');
  if (url.host !== RECORDING_HOST || !platformCallId || !/^\d{1,6}$/.test(length) || seconds > MAX_CALL_SECONDS || (spoken !== null && !TURNS.test(spoken))) {
    throw new RecordingUnavailable('the sandbox keeps no recording under that reference');
  }
  if (spoken === null) return { platformCallId, seconds };
  const turns = spoken.split(',').map((turn) => {
    const [start, turnLength] = turn.split(':').map(Number);
    return { start, length: turnLength };
  });
  return { platformCallId, seconds, turns };
}
