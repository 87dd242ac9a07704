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
import { sandboxRecording } from './sandbox-recording';

/** Where the sandbox says a call's recording is: a host that never resolves, read back only by `openRecording`. */
const RECORDING_HOST = 'recordings.sandbox.invalid';
const RECORDING_PATH = /^\/([A-Za-z0-9_-]{1,100})\.wav$/;
const MAX_CALL_SECONDS = 24 * 60 * 60;

/** The recording link a simulated call's report carries. */
export function sandboxRecordingUrl(platformCallId: string, durationSeconds: number): string {
  return `https://${RECORDING_HOST}/${platformCallId}.wav?seconds=${durationSeconds}`;
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
    const { platformCallId, seconds } = readRecordingUrl(recordingRef);
    const audio = sandboxRecording(seconds, platformCallId);
    return { contentType: 'audio/wav', contentLength: audio.length, body: Readable.from([audio]) };
  }
}

function readRecordingUrl(recordingRef: string): { platformCallId: string; seconds: number } {
  let url: URL;
  try {
    url = new URL(recordingRef);
  } catch {
    throw new RecordingUnavailable('the recording reference is not a link');
  }
  const platformCallId = RECORDING_PATH.exec(url.pathname)?.[1];
  const length = url.searchParams.get('seconds') ?? '';
  const seconds = Number(length);
  if (url.host !== RECORDING_HOST || !platformCallId || !/^\d{1,6}$/.test(length) || seconds > MAX_CALL_SECONDS) {
    throw new RecordingUnavailable('the sandbox keeps no recording under that reference');
  }
  return { platformCallId, seconds };
}
