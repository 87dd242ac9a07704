import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { VoiceConfigValues } from '../../../../config/voice.config';
import { fetchRecordingLink } from '../recording-link';
import {
  type AssistantInstructions,
  CALL_OUTCOMES,
  type CallRecording,
  type IncomingCall,
  type IncomingCallAnswer,
  type IncomingCallReply,
  type OutboundCall,
  type ToolCallRequest,
  type ToolCallResult,
  PlatformRefusedCall,
  PlatformRefusedInstructions,
  RecordingUnavailable,
  type VoicePlatform,
  type VoicePlatformMessage,
} from '../voice-platform';
import { parseVapiAssistantRequest, parseVapiMessage, parseVapiToolCalls, readId, vapiAssistantRequestReply, vapiToolCallsReply } from './vapi-messages';
import { verifyVapiRequest } from './vapi-signature';

/**
 * How long Vapi's storage may take to start answering a recording request, and to send all of it (a few megabytes
 * reach even a slow phone in that time; a storage that stalls part way must not hold the request for ever).
 */
const RECORDING_TIMEOUTS = { headersMs: 15_000, wholeMs: 120_000 };

/** Where Vapi keeps recordings: storage.vapi.ai, and api.vapi.ai's authenticated links (docs/voice-platforms.md#recordings). */
export const VAPI_RECORDING_HOSTS = ['.vapi.ai'];

/** Where an assistant's metadata keeps the settings version it was last given (ours: Vapi stores metadata as given). */
const SETTINGS_VERSION_KEY = 'receptionistSettingsVersion';

/**
 * What the assistant's post-call analysis extracts into the end-of-call report's `analysis.structuredData`
 * (vapi-messages.ts reads it; docs/voice-platforms.md#settings): a JSON schema as Vapi's structured-data plan takes it.
 */
export const VAPI_STRUCTURED_DATA_SCHEMA = {
  type: 'object',
  properties: {
    outcome: { type: 'string', enum: [...CALL_OUTCOMES], description: 'What came of the call for the caller.' },
    callerName: { type: 'string', description: 'The name the caller gave, as they said it; empty when they gave none.' },
    language: { type: 'string', description: 'The language the call was in, as a BCP 47 tag such as en-US.' },
    unansweredQuestions: {
      type: 'array',
      items: { type: 'string' },
      description:
        'Each question the caller asked that the assistant could not answer from what it was told, as one short question in the caller’s words; empty when it answered everything.',
    },
  },
};

type VapiObject = Record<string, unknown>;

/** The parts of Vapi's assistant that applying instructions reads and keeps. */
interface VapiAssistant {
  metadata?: VapiObject;
  analysisPlan?: { structuredDataPlan?: { schema?: { properties?: VapiObject } & VapiObject } & VapiObject } & VapiObject;
  model?: { messages?: { role: string; content?: string }[]; tools?: ({ type: string } & Record<string, unknown>)[] } & Record<string, unknown>;
}

/** The Vapi adapter: server messages verified with VAPI_WEBHOOK_SECRET, recordings fetched with VAPI_API_KEY. */
export class VapiPlatform implements VoicePlatform {
  readonly name = 'vapi' as const;

  constructor(
    private readonly config: Pick<VoiceConfigValues, 'vapiWebhookSecret' | 'vapiApiKey' | 'vapiApiBaseUrl' | 'recordingHosts' | 'recordingTestLoopback'>,
    private readonly timeouts = RECORDING_TIMEOUTS,
  ) {}

  verify(rawBody: Buffer, headers: IncomingHttpHeaders): void {
    verifyVapiRequest(rawBody, headers, this.config.vapiWebhookSecret);
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

  /**
   * Streams the recording from where the report said Vapi keeps it, each redirect checked (recording-link.ts). Our API
   * key goes only to Vapi's own hosts (and to VAPI_API_BASE_URL's); a recording in the customer's own storage (a host
   * in VOICE_RECORDING_HOSTS) is fetched without it.
   */
  async openRecording(recordingRef: string): Promise<CallRecording> {
    const url = URL.parse(recordingRef);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new RecordingUnavailable('the recording reference is not a link');
    const headersDeadline = new AbortController();
    const timer = setTimeout(() => headersDeadline.abort(), this.timeouts.headersMs);
    // The signal stays with the body: reading it past the whole deadline fails like a request that never answered.
    const signal = AbortSignal.any([headersDeadline.signal, AbortSignal.timeout(this.timeouts.wholeMs)]);
    const rules = { hosts: [...VAPI_RECORDING_HOSTS, ...this.config.recordingHosts], allowLoopbackHttp: this.config.recordingTestLoopback };
    const headersFor = (hop: URL): Record<string, string> =>
      this.isVapiHost(hop) && this.config.vapiApiKey ? { Authorization: `Bearer ${this.config.vapiApiKey}` } : {};
    let response: IncomingMessage;
    try {
      response = await fetchRecordingLink(url, rules, headersFor, signal);
    } finally {
      clearTimeout(timer);
    }
    const status = response.statusCode ?? 0;
    if ([403, 404, 410].includes(status)) {
      response.destroy();
      throw new RecordingUnavailable(`Vapi answered ${status} for the recording`);
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new Error(`Vapi answered ${status} for a recording`);
    }
    const length = Number(response.headers['content-length']);
    return {
      contentType: response.headers['content-type'] ?? 'audio/wav',
      ...(Number.isSafeInteger(length) && length > 0 ? { contentLength: length } : {}),
      body: response,
    };
  }

  /**
   * POST /call with our API key, in the shape Vapi's API reference gives (docs/voice-platforms.md#outbound-calls): the
   * receptionist's assistant and phone number, the number to call, and overrides that keep the call short.
   */
  async placeCall(call: OutboundCall): Promise<{ platformCallId: string }> {
    if (!this.config.vapiApiKey) throw new PlatformRefusedCall('VAPI_API_KEY is not set, so no call can be placed');
    let response: Response;
    try {
      response = await fetch(new URL('/call', this.config.vapiApiBaseUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.config.vapiApiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: call.name,
          assistantId: call.assistantId,
          phoneNumberId: call.phoneNumberId,
          customer: { number: call.to },
          assistantOverrides: { firstMessage: call.firstMessage, maxDurationSeconds: call.maxDurationSeconds },
        }),
        signal: AbortSignal.timeout(this.timeouts.headersMs),
      });
    } catch (error) {
      throw new PlatformRefusedCall(`Vapi could not be reached (${(error as Error).message})`);
    }
    const body = (await response.json().catch(() => null)) as { id?: unknown; message?: unknown } | null;
    if (!response.ok) {
      const reason = Array.isArray(body?.message) ? body.message.join('; ') : typeof body?.message === 'string' ? body.message : response.statusText;
      throw new PlatformRefusedCall(`Vapi refused the call (${response.status}): ${String(reason).slice(0, 150)}`);
    }
    const platformCallId = readId(body?.id);
    if (!platformCallId) throw new PlatformRefusedCall('Vapi answered without a call id');
    return { platformCallId };
  }

  /**
   * Reads the assistant (`GET /assistant/{id}`), then updates it (`PATCH /assistant/{id}`, Vapi's API reference;
   * docs/voice-platforms.md#settings): the first message, the model's system message (its other messages and settings
   * kept, since PATCH replaces the model as a whole), a `transferCall` tool with the destinations in place of any
   * earlier one, our function tools (docs/voice-platforms.md#tools) in place of earlier ones of theirs, the analysis plan's structured data (our schema's fields over the plan's own, the rest of the plan
   * kept) and the version in its metadata. An assistant already holding a newer version is left as it is.
   */
  async applyInstructions(assistantId: string, instructions: AssistantInstructions): Promise<'applied' | 'newer-kept'> {
    if (!this.config.vapiApiKey) throw new PlatformRefusedInstructions('VAPI_API_KEY is not set, so no assistant can be updated');
    const url = new URL(`/assistant/${encodeURIComponent(assistantId)}`, this.config.vapiApiBaseUrl);
    const current = (await this.assistantRequest(url, 'GET')) as VapiAssistant;
    const applied = Number(current.metadata?.[SETTINGS_VERSION_KEY]);
    if (Number.isInteger(applied) && applied > instructions.version) return 'newer-kept';
    const model = current.model ?? {};
    const ours = new Set(instructions.tools.map((tool) => tool.name));
    // Our transfer tool and our function tools are replaced whole; any other tool our team gave the assistant is kept.
    const tools = (model.tools ?? []).filter((tool) => tool.type !== 'transferCall' && !(tool.type === 'function' && ours.has(functionName(tool))));
    if (instructions.transferDestinations.length > 0) {
      tools.push({
        type: 'transferCall',
        destinations: instructions.transferDestinations.map((destination) => ({ type: 'number', ...destination })),
      });
    }
    // No server of their own: Vapi sends their tool-calls to the assistant's Server URL, which is ours.
    for (const { name, description, parameters } of instructions.tools)
      tools.push({ type: 'function', async: false, function: { name, description, parameters } });
    await this.assistantRequest(url, 'PATCH', {
      firstMessage: instructions.firstMessage,
      model: {
        ...model,
        messages: [{ role: 'system', content: instructions.systemPrompt }, ...(model.messages ?? []).filter((message) => message.role !== 'system')],
        tools,
      },
      analysisPlan: withStructuredData(current.analysisPlan ?? {}),
      metadata: { ...current.metadata, [SETTINGS_VERSION_KEY]: instructions.version },
    });
    return 'applied';
  }

  /** One call of Vapi's assistant API: its JSON answer, PlatformRefusedInstructions for a lasting 4xx, an Error to retry otherwise. */
  private async assistantRequest(url: URL, method: 'GET' | 'PATCH', body?: unknown): Promise<unknown> {
    const response = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${this.config.vapiApiKey}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(this.timeouts.headersMs),
    });
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.ok && answer && typeof answer === 'object') return answer;
    const reason = Array.isArray(answer?.message) ? answer.message.join('; ') : typeof answer?.message === 'string' ? answer.message : response.statusText;
    const words = `Vapi answered ${response.status} to ${method} /assistant: ${String(reason).slice(0, 200)}`;
    // A timeout, Vapi's own failure or its rate limit pass; a refusal of the request itself does not.
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) throw new PlatformRefusedInstructions(words);
    throw new Error(response.ok ? `Vapi answered ${method} /assistant without an assistant` : words);
  }

  private isVapiHost(url: URL): boolean {
    return url.hostname === 'vapi.ai' || url.hostname.endsWith('.vapi.ai') || url.host === new URL(this.config.vapiApiBaseUrl).host;
  }
}

function functionName(tool: Record<string, unknown>): string {
  const fn = tool.function;
  return typeof fn === 'object' && fn !== null && typeof (fn as { name?: unknown }).name === 'string' ? (fn as { name: string }).name : '';
}

/** The assistant's analysis plan with our structured data turned on: what it had (other plans, its own fields) kept. */
function withStructuredData(plan: NonNullable<VapiAssistant['analysisPlan']>): VapiObject {
  const structured = plan.structuredDataPlan ?? {};
  const schema = structured.schema ?? {};
  return {
    ...plan,
    structuredDataPlan: {
      ...structured,
      enabled: true,
      schema: { ...schema, type: 'object', properties: { ...schema.properties, ...VAPI_STRUCTURED_DATA_SCHEMA.properties } },
    },
  };
}
