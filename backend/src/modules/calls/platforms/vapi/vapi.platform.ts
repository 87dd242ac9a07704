import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { VoiceConfigValues } from '../../../../config/voice.config';
import { type CallRecording, RecordingUnavailable, type VoicePlatform, type VoicePlatformMessage } from '../voice-platform';
import { parseVapiMessage } from './vapi-messages';
import { verifyVapiRequest } from './vapi-signature';

/**
 * How long Vapi's storage may take to start answering a recording request, and to send all of it (a few megabytes
 * reach even a slow phone in that time; a storage that stalls part way must not hold the request for ever).
 */
const RECORDING_TIMEOUTS = { headersMs: 15_000, wholeMs: 120_000 };

/** The Vapi adapter: server messages verified with VAPI_WEBHOOK_SECRET, recordings fetched with VAPI_API_KEY. */
export class VapiPlatform implements VoicePlatform {
  readonly name = 'vapi' as const;

  constructor(
    private readonly config: Pick<VoiceConfigValues, 'vapiWebhookSecret' | 'vapiApiKey' | 'vapiApiBaseUrl'>,
    private readonly timeouts = RECORDING_TIMEOUTS,
  ) {}

  verify(rawBody: Buffer, headers: IncomingHttpHeaders): void {
    verifyVapiRequest(rawBody, headers, this.config.vapiWebhookSecret);
  }

  parse(rawBody: Buffer): VoicePlatformMessage | null {
    return parseVapiMessage(rawBody);
  }

  /**
   * Streams the recording from where the report said Vapi keeps it. Our API key goes only to Vapi's own hosts (and to
   * VAPI_API_BASE_URL's); a recording in the customer's own storage is fetched without it.
   */
  async openRecording(recordingRef: string): Promise<CallRecording> {
    const url = this.recordingUrl(recordingRef);
    const headersDeadline = new AbortController();
    const timer = setTimeout(() => headersDeadline.abort(), this.timeouts.headersMs);
    // The signal stays with the body: reading it past the whole deadline fails like a request that never answered.
    const signal = AbortSignal.any([headersDeadline.signal, AbortSignal.timeout(this.timeouts.wholeMs)]);
    let response: Response;
    try {
      const headers: Record<string, string> = this.isVapiHost(url) && this.config.vapiApiKey ? { Authorization: `Bearer ${this.config.vapiApiKey}` } : {};
      response = await fetch(url, { headers, signal, redirect: 'follow' });
    } finally {
      clearTimeout(timer);
    }
    if ([403, 404, 410].includes(response.status)) throw new RecordingUnavailable(`Vapi answered ${response.status} for the recording`);
    if (!response.ok || !response.body) throw new Error(`Vapi answered ${response.status} for a recording`);
    const length = Number(response.headers.get('content-length'));
    return {
      contentType: response.headers.get('content-type') ?? 'audio/wav',
      ...(Number.isSafeInteger(length) && length > 0 ? { contentLength: length } : {}),
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    };
  }

  /** Only https links (or the configured API's own origin, in tests) are fetched: a reference is never a local path. */
  private recordingUrl(recordingRef: string): URL {
    let url: URL;
    try {
      url = new URL(recordingRef);
    } catch {
      throw new RecordingUnavailable('the recording reference is not a link');
    }
    if (url.protocol !== 'https:' && url.origin !== new URL(this.config.vapiApiBaseUrl).origin)
      throw new RecordingUnavailable('the recording link is not https');
    return url;
  }

  private isVapiHost(url: URL): boolean {
    return url.hostname === 'vapi.ai' || url.hostname.endsWith('.vapi.ai') || url.host === new URL(this.config.vapiApiBaseUrl).host;
  }
}
