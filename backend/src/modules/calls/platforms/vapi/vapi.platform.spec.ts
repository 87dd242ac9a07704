import dns from 'node:dns/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { VAPI_TEST_SECRET, vapiEndedReasons, vapiFixture, vapiSignedHeaders } from '../../../../../test/support/vapi-fixtures';
import { RefusedRecordingLink } from '../recording-link';
import {
  CALL_OUTCOMES,
  InvalidVoiceSignature,
  MalformedVoiceMessage,
  PlatformRefusedCall,
  PlatformRefusedInstructions,
  RecordingUnavailable,
} from '../voice-platform';
import { classifyEndedReason, vapiOutcome } from './vapi-messages';
import { signVapiBody } from './vapi-signature';
import { VAPI_STRUCTURED_DATA_SCHEMA, VapiPlatform } from './vapi.platform';
import { DEFAULT_OPENING_HOURS } from '../../../../common/opening-hours';

/** Production's rules: https from Vapi's hosts only, public addresses only. */
const PRODUCTION = { vapiApiBaseUrl: 'https://api.vapi.ai', recordingHosts: [], recordingTestLoopback: false };

describe('VapiPlatform', () => {
  const platform = new VapiPlatform({ ...PRODUCTION, vapiWebhookSecret: VAPI_TEST_SECRET, vapiApiKey: 'vapi-key' });
  const bytes = (request: unknown) => Buffer.from(JSON.stringify(request));

  describe('verify', () => {
    const body = bytes(vapiFixture('end-of-call-report'));
    const signature = signVapiBody(body, VAPI_TEST_SECRET);

    it.each([
      ['an HMAC-SHA256 of the body in x-vapi-signature', { 'x-vapi-signature': signature }],
      ['the same in Vapi’s default x-signature header, sha256= prefixed', { 'x-signature': `sha256=${signature}` }],
      ['the HMAC in base64', { 'x-vapi-signature': Buffer.from(signature, 'hex').toString('base64') }],
      ['a bearer credential', { authorization: `Bearer ${VAPI_TEST_SECRET}` }],
      ['the legacy X-Vapi-Secret', { 'x-vapi-secret': VAPI_TEST_SECRET }],
    ])('accepts %s', (_case, headers) => {
      expect(() => platform.verify(body, headers)).not.toThrow();
    });

    it('accepts the HMAC of "{timestamp}.{body}" with a recent timestamp, and refuses it five minutes later', () => {
      const timestamp = String(Date.now());
      const headers = { 'x-signature': signVapiBody(Buffer.concat([Buffer.from(`${timestamp}.`), body]), VAPI_TEST_SECRET), 'x-timestamp': timestamp };
      expect(() => platform.verify(body, headers)).not.toThrow();
      const stale = String(Date.now() - 301_000);
      const staleHeaders = { 'x-signature': signVapiBody(Buffer.concat([Buffer.from(`${stale}.`), body]), VAPI_TEST_SECRET), 'x-timestamp': stale };
      expect(() => platform.verify(body, staleHeaders)).toThrow(InvalidVoiceSignature);
    });

    it.each([
      ['no signature or secret', {}],
      ['a signature made with another secret', { 'x-vapi-signature': signVapiBody(body, 'someone-elses-secret-123') }],
      ['a signature of another body', { 'x-vapi-signature': signVapiBody('{}', VAPI_TEST_SECRET) }],
      ['a wrong bearer token', { authorization: 'Bearer not-the-secret' }],
      ['a secret that is only a prefix of ours', { 'x-vapi-secret': VAPI_TEST_SECRET.slice(0, -1) }],
      ['garbage in the signature header', { 'x-vapi-signature': 'zz' }],
    ])('refuses %s', (_case, headers) => {
      expect(() => platform.verify(body, headers)).toThrow(InvalidVoiceSignature);
    });

    it('refuses a tampered body with the original signature', () => {
      const tampered = Buffer.from(body.toString().replace('+14155550123', '+14155559999'));
      expect(() => platform.verify(tampered, { 'x-vapi-signature': signature })).toThrow(InvalidVoiceSignature);
    });

    it('refuses everything when no secret is configured', () => {
      const unconfigured = new VapiPlatform(PRODUCTION);
      expect(() => unconfigured.verify(body, vapiSignedHeaders(body.toString(), ''))).toThrow(InvalidVoiceSignature);
      expect(() => unconfigured.verify(body, { 'x-vapi-secret': '' })).toThrow(InvalidVoiceSignature);
    });
  });

  describe('assistant-request (call screening)', () => {
    const request = (message: Record<string, unknown>) => bytes({ message: { type: 'assistant-request', timestamp: 1_764_151_262_000, ...message } });

    it('reads the number dialled and who calls, from the call or the message, and nothing from other messages', () => {
      const call = { id: 'c1', type: 'inboundPhoneCall', phoneNumberId: 'pn-1', customer: { number: '+14155550123' } };
      expect(platform.incomingCall(request({ call }))).toEqual({ phoneNumberId: 'pn-1', callerNumber: '+14155550123' });
      expect(platform.incomingCall(request({ phoneNumber: { id: 'pn-2' }, customer: { number: '+14155550124' } }))).toEqual({
        phoneNumberId: 'pn-2',
        callerNumber: '+14155550124',
      });
      expect(platform.incomingCall(request({ call: 'not an object' }))).toEqual({ phoneNumberId: null, callerNumber: null });
      expect(platform.incomingCall(bytes(vapiFixture('end-of-call-report')))).toBeNull();
      expect(platform.parse(request({ call }))).toBeNull(); // answered, never stored
    });

    it('replies in the shapes of Vapi’s server events reference: an assistant, a number to transfer to, or a sentence and the end', () => {
      expect(platform.incomingCallReply({ action: 'assistant', assistantId: 'a1' })).toEqual({ assistantId: 'a1' });
      expect(platform.incomingCallReply({ action: 'transfer', number: '+14155550101', message: 'One moment.' })).toEqual({
        destination: { type: 'number', number: '+14155550101', message: 'One moment.' },
      });
      expect(platform.incomingCallReply({ action: 'refuse', message: "Sorry, we can't take this call." })).toEqual({
        error: "Sorry, we can't take this call.",
      });
    });
  });

  describe('tool-calls (tools run during a call)', () => {
    const toolCalls = (list: unknown, call: unknown = { id: 'call-1', assistantId: 'asst-1', phoneNumberId: 'pn-1', customer: { number: '+14155550123' } }) =>
      bytes({ message: { type: 'tool-calls', timestamp: 1_764_000_000_000, call, toolCallList: list } });

    it('reads each tool call in both shapes Vapi has sent, with arguments as an object or a JSON string', () => {
      expect(
        platform.toolCalls(
          toolCalls([
            { id: 'call_a', type: 'function', function: { name: 'book_appointment', arguments: '{"start":"2026-12-03T09:00","callerName":"Ada"}' } },
            { id: 'call_b', name: 'check_availability', arguments: { date: '2026-12-03' } },
            { id: 'call_c', type: 'function', function: { name: 'transfer_call', arguments: 'not json' } },
          ]),
        ),
      ).toEqual({
        platformCallId: 'call-1',
        assistantId: 'asst-1',
        phoneNumberId: 'pn-1',
        callerNumber: '+14155550123',
        calls: [
          { id: 'call_a', name: 'book_appointment', arguments: { start: '2026-12-03T09:00', callerName: 'Ada' } },
          { id: 'call_b', name: 'check_availability', arguments: { date: '2026-12-03' } },
          { id: 'call_c', name: 'transfer_call', arguments: {} },
        ],
      });
      expect(platform.toolCalls(bytes({ message: { type: 'status-update', call: { id: 'c' } } }))).toBeNull();
    });

    it('refuses a tool-calls message it cannot answer', () => {
      expect(() => platform.toolCalls(toolCalls([]))).toThrow(MalformedVoiceMessage);
      expect(() => platform.toolCalls(toolCalls([{ id: 'x', type: 'function', function: {} }]))).toThrow(MalformedVoiceMessage);
      expect(() => platform.toolCalls(toolCalls([{ function: { name: 'x' } }]))).toThrow(MalformedVoiceMessage);
      expect(() => platform.toolCalls(toolCalls([{ id: 'x', name: 'y' }], {}))).toThrow(MalformedVoiceMessage);
      const many = Array.from({ length: 11 }, (_, index) => ({ id: `c${index}`, name: 'check_availability' }));
      expect(() => platform.toolCalls(toolCalls(many))).toThrow(MalformedVoiceMessage);
    });

    it('answers with one result per tool call, as Vapi reads them', () => {
      expect(platform.toolCallsReply([{ toolCallId: 'call_a', result: 'Booked.' }])).toEqual({ results: [{ toolCallId: 'call_a', result: 'Booked.' }] });
    });
  });

  describe('parse', () => {
    it('reads an end-of-call report into the call’s final facts', () => {
      const message = platform.parse(bytes(vapiFixture('end-of-call-report')));
      expect(message).toEqual({
        type: 'end-of-call-report',
        sentAt: new Date('2026-11-26T10:03:05.123Z'),
        call: {
          platformCallId: '8d6f8c0e-5a3b-4f6e-9b1a-2c7d3e4f5a60',
          assistantId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
          phoneNumberId: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
          callerNumber: '+14155550123',
          isTest: false,
          status: 'ended',
          startedAt: new Date('2026-11-26T10:01:02.000Z'),
          endedAt: new Date('2026-11-26T10:03:05.000Z'),
          endedReason: 'assistant-ended-call',
          outcome: 'appointment_booked',
          summary: 'The caller booked a teeth cleaning for Tuesday at 10 AM.',
          transcript: [
            { speaker: 'receptionist', text: 'Thank you for calling Bright Smile Dental, how can I help you today?', seconds: 1.2 },
            { speaker: 'caller', text: "Hi, I'd like to book a cleaning next week.", seconds: 6.04 },
            { speaker: 'receptionist', text: 'Tuesday at 10 AM is free. Shall I book it for you?', seconds: 11.5 },
            { speaker: 'caller', text: 'Yes please.', seconds: 15.25 },
            { speaker: 'receptionist', text: "You're booked for Tuesday at 10 AM. Goodbye!", seconds: 17 },
          ],
          recordingRef: 'https://storage.vapi.ai/8d6f8c0e-5a3b-4f6e-9b1a-2c7d3e4f5a60-1795687385000-mono.wav',
          language: 'en-US',
        },
      });
    });

    it('reads the name the caller gave: text only, trimmed, cut to its column, not known when blank', () => {
      const name = (callerName: unknown) =>
        platform.parse(bytes(vapiFixture('end-of-call-report', { analysis: { structuredData: { callerName } } })))?.call.callerName;
      expect(name('  Ada Lovelace ')).toBe('Ada Lovelace');
      expect(name('n'.repeat(150))).toBe('n'.repeat(100));
      expect(name('Ada\u0000')).toBe('Ada');
      for (const none of ['', '   ', 42, null, ['Ada'], { name: 'Ada' }, undefined]) expect(name(none)).toBeUndefined();
    });

    it('reads the questions the assistant could not answer: strings only, trimmed, cut, distinct, at most five', () => {
      const questions = (unansweredQuestions: unknown) =>
        platform.parse(bytes(vapiFixture('end-of-call-report', { analysis: { structuredData: { unansweredQuestions } } })))?.call.unansweredQuestions;
      expect(questions(['  Do you offer teeth whitening? ', 'Is there parking?'])).toEqual(['Do you offer teeth whitening?', 'Is there parking?']);
      expect(questions(['Is there parking?', 'is  there PARKING?', '', '   ', 42, null, { question: 'x' }, ['nested']])).toEqual(['Is there parking?']);
      expect(questions(['a?', 'b?', 'c?', 'd?', 'e?', 'f?'])).toEqual(['a?', 'b?', 'c?', 'd?', 'e?']);
      expect(questions(['q'.repeat(400)])).toEqual(['q'.repeat(300)]);
      expect(questions(['Half an emoji 😀'.slice(0, 15) + '\u0000?'])).toEqual(['Half an emoji ?']);
      for (const notAList of ['Do you open on Sundays?', 42, null, { 0: 'a' }, true, undefined]) expect(questions(notAList)).toBeUndefined();
    });

    it('reads the outcome from the ended reason when the analysis names none', () => {
      const request = vapiFixture('end-of-call-report', { analysis: { summary: 'Asked about opening hours.' }, endedReason: 'customer-ended-call' });
      expect(platform.parse(bytes(request))?.call.outcome).toBe('answered_question');
      const short = vapiFixture('end-of-call-report', { analysis: {}, endedReason: 'customer-ended-call', endedAt: '2026-11-26T10:01:12.000Z' });
      expect(platform.parse(bytes(short))?.call.outcome).toBe('hang_up');
    });

    it('reads status updates: in progress, then ended with a provisional outcome', () => {
      expect(platform.parse(bytes(vapiFixture('status-update-in-progress')))).toEqual({
        type: 'status-update',
        sentAt: new Date('2026-11-26T10:01:02.500Z'),
        call: expect.objectContaining({
          platformCallId: '8d6f8c0e-5a3b-4f6e-9b1a-2c7d3e4f5a60',
          status: 'in_progress',
          startedAt: new Date('2026-11-26T10:01:02.000Z'),
        }),
      });
      expect(platform.parse(bytes(vapiFixture('status-update-ended')))?.call).toMatchObject({
        status: 'ended',
        endedAt: new Date('2026-11-26T10:03:05.000Z'),
        endedReason: 'assistant-ended-call',
        outcome: 'answered_question',
      });
    });

    it('answers null for a message type calls do not use', () => {
      expect(platform.parse(bytes(vapiFixture('conversation-update')))).toBeNull();
      expect(platform.parse(bytes(vapiFixture('status-update-in-progress', { status: 'not-found' })))).toBeNull();
    });

    it('marks a web call (from Vapi’s dashboard) as a test call', () => {
      const request = vapiFixture('end-of-call-report');
      request.message.call.type = 'webCall';
      expect(platform.parse(bytes(request))?.call.isTest).toBe(true);
    });

    it('keeps text PostgreSQL can store, cut to its column', () => {
      const request = vapiFixture('end-of-call-report', { analysis: { summary: 'nul\u0000 and lone \ud800 surrogate' } });
      request.message.call.customer = { number: '+1'.padEnd(60, '5') };
      const call = platform.parse(bytes(request))!.call;
      expect(call.summary).toBe('nul and lone  surrogate');
      expect(call.callerNumber).toHaveLength(40);
    });

    it('reads an assistant or phone-number id too long for its column as unknown, never as a cut id that may be another’s', () => {
      const request = vapiFixture('end-of-call-report', { phoneNumber: { id: 'number-from-the-message' } });
      request.message.call.assistantId = 'a'.repeat(100) + 'b';
      request.message.call.phoneNumberId = 'p'.repeat(101);
      expect(platform.parse(bytes(request))?.call).toMatchObject({ assistantId: null, phoneNumberId: 'number-from-the-message' });
      request.message.call.assistantId = 'a'.repeat(100);
      expect(platform.parse(bytes(request))?.call.assistantId).toBe('a'.repeat(100));
    });

    it('never leaves half an emoji where a text is cut (PostgreSQL refuses a lone surrogate in JSON)', () => {
      const cutInEmoji = `${'a'.repeat(19_999)}\u{1F600} and more`;
      const request = vapiFixture('end-of-call-report', { analysis: { summary: cutInEmoji } });
      request.message.artifact.messages = [{ role: 'user', message: `${'b'.repeat(9_999)}\u{1F600}`, secondsFromStart: 1 }];
      const call = platform.parse(bytes(request))!.call;
      // Lengths and ends rather than the texts: a failure would print 30,000 characters.
      expect({ length: call.summary?.length, end: call.summary?.slice(-2) }).toEqual({ length: 19_999, end: 'aa' });
      expect({ length: call.transcript?.[0].text.length, end: call.transcript?.[0].text.slice(-2) }).toEqual({ length: 9_999, end: 'bb' });
      expect(JSON.stringify(call)).not.toMatch(/\\ud[89ab]/i);
    });

    it.each([
      ['not JSON', Buffer.from('{"message":')],
      ['JSON without a message', bytes({ type: 'end-of-call-report' })],
      ['a message without a type', bytes({ message: { call: { id: 'x' } } })],
      ['a report without a call id', bytes(vapiFixture('end-of-call-report', { call: {} }))],
      ['a report whose call id is too long', bytes(vapiFixture('end-of-call-report', { call: { id: 'x'.repeat(101) } }))],
      ['a report without a timestamp', bytes(vapiFixture('end-of-call-report', { timestamp: undefined }))],
      ['a status update with an unknown status', bytes(vapiFixture('status-update-in-progress', { status: 'exploded' }))],
      ['an array', bytes([1, 2])],
    ])('refuses %s as malformed', (_case, body) => {
      expect(() => platform.parse(body)).toThrow(MalformedVoiceMessage);
    });
  });

  describe('ended reasons', () => {
    const reasons = vapiEndedReasons();

    it('maps every known ended reason to an outcome, none by the fallback for unknown reasons', () => {
      expect(reasons.length).toBeGreaterThan(400);
      for (const reason of reasons) {
        expect({ reason, known: classifyEndedReason(reason).known }).toEqual({ reason, known: true });
        expect(CALL_OUTCOMES).toContain(vapiOutcome(reason, 60));
      }
    });

    it('reads errors, pipeline and call-start failures as failed', () => {
      const errors = reasons.filter((reason) => /error|fault|failed/.test(reason));
      expect(errors.length).toBeGreaterThan(300);
      for (const reason of errors) expect({ reason, outcome: vapiOutcome(reason, 60) }).toEqual({ reason, outcome: 'failed' });
      for (const reason of ['assistant-not-found', 'worker-shutdown', 'customer-did-not-answer', 'call.forwarding.operator-busy'])
        expect(vapiOutcome(reason, 60)).toBe('failed');
    });

    it.each([
      ['assistant-forwarded-call', 60, 'transferred'],
      ['voicemail', 60, 'spam'],
      ['twilio-reported-customer-misdialed', 3, 'spam'],
      ['customer-ended-call', 14.9, 'hang_up'],
      ['customer-ended-call', 15, 'answered_question'],
      ['silence-timed-out', 8, 'hang_up'],
      ['call.ringing.sip-inbound-caller-hungup-before-call-connect', null, 'hang_up'],
      ['assistant-ended-call', 5, 'answered_question'],
      ['assistant-said-end-call-phrase', 120, 'answered_question'],
      ['exceeded-max-duration', 600, 'answered_question'],
    ] as const)('maps %s after %p seconds to %s', (reason, seconds, outcome) => {
      expect(vapiOutcome(reason, seconds)).toBe(outcome);
    });

    it('lets an explicit outcome from the analysis win over the ended reason', () => {
      expect(vapiOutcome('customer-ended-call', 5, 'message_taken')).toBe('message_taken');
    });

    it('reads a reason Vapi adds later as completed, or failed when it names an error', () => {
      expect(classifyEndedReason('call.in-progress.some-new-ending')).toEqual({ kind: 'completed', known: false });
      expect(classifyEndedReason('pipeline-error-new-provider-failed')).toEqual({ kind: 'failed', known: true });
    });
  });

  describe('openRecording', () => {
    let server: Server;
    let base: string;
    let elsewhere: string;
    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

    beforeAll(async () => {
      server = createServer((request, response) => {
        seen.push({ url: request.url ?? '', headers: request.headers });
        const hops = /^\/hops\/(\d+)$/.exec(request.url ?? '');
        if (hops) return response.writeHead(302, { location: Number(hops[1]) > 0 ? `/hops/${Number(hops[1]) - 1}` : '/recordings/call.wav' }).end();
        if (request.url === '/recordings/gone.wav') return response.writeHead(404).end('{"message":"Not Found"}');
        if (request.url === '/recordings/expired.wav') return response.writeHead(403).end();
        if (request.url === '/recordings/broken.wav') return response.writeHead(502).end();
        if (request.url === '/recordings/silent.wav') return; // never answers
        if (request.url === '/recordings/stalled.wav') return response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': '9' }).write('RIFF'); // never finishes
        // As a storage link that redirects to the app's own metrics port, or any host not on the allow-list, would.
        if (request.url === '/recordings/to-metrics.wav') return response.writeHead(302, { location: `${elsewhere}/metrics` }).end();
        if (request.url === '/recordings/to-listed-host.wav') return response.writeHead(307, { location: `${elsewhere}/recordings/call.wav` }).end();
        if (request.url === '/metrics') return response.writeHead(200, { 'content-type': 'audio/wav' }).end('# metrics');
        response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': '9' }).end('RIFF-WAVE');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      base = `http://127.0.0.1:${port}`;
      elsewhere = `http://localhost:${port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    });

    /** The stand-in server over plain http on loopback, as tests only may (VOICE_RECORDING_TEST_LOOPBACK). */
    const vapiAt = (url: string, recordingHosts = ['127.0.0.1'], timeouts?: { headersMs: number; wholeMs: number }) =>
      new VapiPlatform(
        { vapiWebhookSecret: VAPI_TEST_SECRET, vapiApiKey: 'vapi-private-key', vapiApiBaseUrl: url, recordingHosts, recordingTestLoopback: true },
        timeouts,
      );

    it('streams the recording, fetched with our API key as a bearer token', async () => {
      const recording = await vapiAt(base).openRecording(`${base}/recordings/call.wav`);
      expect(recording).toMatchObject({ contentType: 'audio/wav', contentLength: 9 });
      expect(await text(recording.body)).toBe('RIFF-WAVE');
      expect(seen.at(-1)?.headers.authorization).toBe('Bearer vapi-private-key');
    });

    it.each(['gone', 'expired'])('answers RecordingUnavailable for a %s recording', async (name) => {
      await expect(vapiAt(base).openRecording(`${base}/recordings/${name}.wav`)).rejects.toThrow(RecordingUnavailable);
    });

    it('fails plainly (not "unavailable") when Vapi itself fails', async () => {
      await expect(vapiAt(base).openRecording(`${base}/recordings/broken.wav`)).rejects.toThrow('Vapi answered 502');
    });

    it('gives up on a storage that does not answer, or stalls part way through the recording', async () => {
      const impatient = vapiAt(base, ['127.0.0.1'], { headersMs: 100, wholeMs: 300 });
      await expect(impatient.openRecording(`${base}/recordings/silent.wav`)).rejects.toThrow(/abort/i);
      const stalled = await impatient.openRecording(`${base}/recordings/stalled.wav`);
      await expect(text(stalled.body)).rejects.toThrow(/timeout|abort/i);
    });

    it('never follows a redirect to a host not on the allow-list (the metrics port on loopback): it is not fetched', async () => {
      const before = seen.length;
      await expect(vapiAt(base).openRecording(`${base}/recordings/to-metrics.wav`)).rejects.toThrow(
        new RefusedRecordingLink('the host localhost is not on the allow-list (VOICE_RECORDING_HOSTS)'),
      );
      expect(seen.slice(before).map((request) => request.url)).toEqual(['/recordings/to-metrics.wav']);
    });

    it('follows up to 3 redirects, each checked, and refuses a 4th', async () => {
      expect(await text((await vapiAt(base).openRecording(`${base}/hops/2`)).body)).toBe('RIFF-WAVE');
      await expect(vapiAt(base).openRecording(`${base}/hops/3`)).rejects.toThrow(new RefusedRecordingLink('more than 3 redirects'));
    });

    it('sends our API key to Vapi’s hosts only, not to a listed host a redirect leads to', async () => {
      const before = seen.length;
      const recording = await vapiAt(base, ['127.0.0.1', 'localhost']).openRecording(`${base}/recordings/to-listed-host.wav`);
      expect(await text(recording.body)).toBe('RIFF-WAVE');
      expect(seen.slice(before).map((request) => [request.url, request.headers.authorization])).toEqual([
        ['/recordings/to-listed-host.wav', 'Bearer vapi-private-key'],
        ['/recordings/call.wav', undefined],
      ]);
    });

    it('answers RecordingUnavailable for a reference that is not a link', async () => {
      for (const reference of ['file:///etc/passwd', 'not a link']) {
        await expect(vapiAt(base).openRecording(reference)).rejects.toThrow(RecordingUnavailable);
      }
    });

    describe('with production’s rules', () => {
      const vapi = new VapiPlatform({ ...PRODUCTION, vapiApiKey: 'vapi-private-key', recordingHosts: ['.recordings.example.com'] });
      afterEach(() => jest.restoreAllMocks());
      const resolvingTo = (...addresses: string[]) =>
        jest.spyOn(dns, 'lookup').mockResolvedValue(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })) as never);

      it('refuses plain http, even from Vapi, and loopback addresses, before any request', async () => {
        await expect(vapi.openRecording('http://storage.vapi.ai/call.wav')).rejects.toThrow(new RefusedRecordingLink('a hop to http: is not https'));
        await expect(vapi.openRecording(`${base}/recordings/call.wav`)).rejects.toThrow(RefusedRecordingLink);
        await expect(vapi.openRecording('https://127.0.0.1/call.wav')).rejects.toThrow(RefusedRecordingLink);
      });

      it('refuses a host off the allow-list', async () => {
        resolvingTo('203.0.113.10');
        await expect(vapi.openRecording('https://customer-bucket.s3.amazonaws.com/call.wav')).rejects.toThrow(
          new RefusedRecordingLink('the host customer-bucket.s3.amazonaws.com is not on the allow-list (VOICE_RECORDING_HOSTS)'),
        );
        await expect(vapi.openRecording('https://vapi.ai.evil.example/call.wav')).rejects.toThrow(RefusedRecordingLink);
      });

      it.each([
        ['loopback', ['127.0.0.1']],
        ['a private address', ['10.1.2.3']],
        ['a private 172.16/12 address', ['172.20.0.5']],
        ['a private 192.168/16 address', ['192.168.1.1']],
        ['the link-local metadata address', ['169.254.169.254']],
        ['IPv6 loopback', ['::1']],
        ['a unique-local IPv6 address', ['fd12:3456::1']],
        ['a link-local IPv6 address', ['fe80::1']],
        ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
        ['one private address among public ones', ['203.0.113.10', '10.0.0.1']],
      ])('refuses a listed name (Vapi’s, or under a configured .domain) that resolves to %s, before any request', async (_case, addresses) => {
        const lookup = resolvingTo(...addresses);
        await expect(vapi.openRecording('https://storage.vapi.ai/call.wav')).rejects.toThrow(/not a public address/);
        await expect(vapi.openRecording('https://eu.recordings.example.com/call.wav')).rejects.toThrow(/not a public address/);
        expect(lookup).toHaveBeenCalledWith('storage.vapi.ai', { all: true });
      });
    });
  });

  describe('placeCall', () => {
    let server: Server;
    let answer: { status: number; body: unknown };
    const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
    let standIn: VapiPlatform;
    beforeAll(async () => {
      // A stand-in for api.vapi.ai: records what we send, answers what the test says.
      server = createServer((request, response) => {
        void text(request).then((body) => {
          received.push({ method: request.method, url: request.url, headers: request.headers, body: JSON.parse(body) });
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      standIn = new VapiPlatform({ ...PRODUCTION, vapiApiKey: 'vapi-key', vapiApiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const call = {
      name: 'Forwarding check 7',
      assistantId: '5b0a4a08-133c-4146-9315-0984f8c6be80',
      phoneNumberId: 'c86b5177-5cd8-447f-9013-99e307a8a7bb',
      to: '+14155550134',
      firstMessage: 'This is a call forwarding check.',
      maxDurationSeconds: 60,
    };

    it('POSTs /call with our key in the shape of Vapi’s API reference and answers the call’s id', async () => {
      answer = { status: 201, body: { id: '9f1c2a9e-0b7d-4c35-8e61-2d9a7f3b5c10', type: 'outboundPhoneCall', status: 'queued' } };
      await expect(standIn.placeCall(call)).resolves.toEqual({ platformCallId: '9f1c2a9e-0b7d-4c35-8e61-2d9a7f3b5c10' });
      const [sent] = received.splice(0);
      expect(sent).toMatchObject({ method: 'POST', url: '/call', headers: { authorization: 'Bearer vapi-key', 'content-type': 'application/json' } });
      expect(sent.body).toEqual({
        name: 'Forwarding check 7',
        assistantId: call.assistantId,
        phoneNumberId: call.phoneNumberId,
        customer: { number: '+14155550134' },
        assistantOverrides: { firstMessage: 'This is a call forwarding check.', maxDurationSeconds: 60 },
      });
    });

    it('throws PlatformRefusedCall with Vapi’s own words when it refuses, and without a key sends nothing', async () => {
      answer = { status: 400, body: { message: ['phoneNumberId must be a UUID'], error: 'Bad Request', statusCode: 400 } };
      await expect(standIn.placeCall(call)).rejects.toThrow(new PlatformRefusedCall('Vapi refused the call (400): phoneNumberId must be a UUID'));
      answer = { status: 201, body: { status: 'queued' } };
      await expect(standIn.placeCall(call)).rejects.toThrow('Vapi answered without a call id');
      received.splice(0);
      await expect(new VapiPlatform(PRODUCTION).placeCall(call)).rejects.toThrow(PlatformRefusedCall);
      expect(received).toEqual([]);
    });
  });

  describe('applyInstructions', () => {
    let server: Server;
    let assistant: Record<string, unknown>;
    let answers: { status: number; body: unknown }[];
    const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
    let standIn: VapiPlatform;
    beforeAll(async () => {
      // A stand-in for api.vapi.ai's assistants: records what we send; GET answers the assistant, PATCH what the test says.
      server = createServer((request, response) => {
        void text(request).then((body) => {
          received.push({ method: request.method, url: request.url, headers: request.headers, body: body ? JSON.parse(body) : null });
          const answer = answers.shift() ?? { status: 200, body: request.method === 'GET' ? assistant : { ...assistant, ...JSON.parse(body || '{}') } };
          if (answer.status === 0) return; // never answers
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      standIn = new VapiPlatform(
        { ...PRODUCTION, vapiApiKey: 'vapi-key', vapiApiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
        { headersMs: 300, wholeMs: 1000 },
      );
    });
    afterAll(() => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });
    beforeEach(() => {
      answers = [];
      received.splice(0);
      assistant = {
        id: 'a5f3c1d2-7e4b-4c8a-9f1e-2b3c4d5e6f70',
        name: 'Harbor desk',
        firstMessage: 'Hello.',
        model: {
          provider: 'openai',
          model: 'gpt-4o',
          temperature: 0.4,
          messages: [
            { role: 'system', content: 'Old prompt.' },
            { role: 'assistant', content: 'Kept.' },
          ],
          tools: [
            { type: 'endCall' },
            { type: 'transferCall', destinations: [{ type: 'number', number: '+14155550999' }] },
            // Ours from an earlier version (replaced), and one our team added by hand (kept).
            { type: 'function', function: { name: 'book_appointment', description: 'Old.', parameters: { type: 'object', properties: {} } } },
            { type: 'function', function: { name: 'lookup_insurance' }, server: { url: 'https://insurer.example/tools' } },
          ],
        },
        analysisPlan: {
          summaryPlan: { enabled: true },
          structuredDataPlan: { timeoutSeconds: 20, schema: { type: 'object', properties: { insurer: { type: 'string' } } } },
        },
        metadata: { team: 'built by hand' },
      };
    });
    const instructions = {
      version: 3,
      firstMessage: '{% raw %}Harbor Dental, how can I help?{% endraw %}',
      systemPrompt: 'You are the phone receptionist of Harbor Dental.',
      transferDestinations: [{ number: '+14155550101', description: 'Dr. Patel, at any hour', message: "One moment, I'm putting you through to Dr. Patel." }],
      tools: [
        {
          name: 'book_appointment',
          description: 'Book an appointment.',
          parameters: { type: 'object' as const, properties: { start: { type: 'string' } }, required: ['start'] },
        },
      ],
      // The rules as data are for a platform that plays calls itself: the PATCH below carries none of them.
      callRules: {
        greeting: 'Harbor Dental, how can I help?',
        hours: DEFAULT_OPENING_HOURS('America/Los_Angeles'),
        answers: [],
        transfers: [{ name: 'Dr. Patel', number: '+14155550101', when: 'always' as const, askFor: '' }],
        vipNumbers: [],
        blockedNumbers: [],
        afterHours: { action: 'message' as const, transferTo: null },
      },
    };

    it('reads the assistant, then PATCHes /assistant/{id} in the shape of Vapi’s API reference, keeping the rest of its model', async () => {
      await expect(standIn.applyInstructions('a5f3c1d2-7e4b-4c8a-9f1e-2b3c4d5e6f70', instructions)).resolves.toBe('applied');
      const [read, update] = received;
      expect(read).toMatchObject({ method: 'GET', url: '/assistant/a5f3c1d2-7e4b-4c8a-9f1e-2b3c4d5e6f70', headers: { authorization: 'Bearer vapi-key' } });
      expect(update).toMatchObject({
        method: 'PATCH',
        url: '/assistant/a5f3c1d2-7e4b-4c8a-9f1e-2b3c4d5e6f70',
        headers: { authorization: 'Bearer vapi-key', 'content-type': 'application/json' },
      });
      expect(update.body).toEqual({
        firstMessage: '{% raw %}Harbor Dental, how can I help?{% endraw %}',
        model: {
          provider: 'openai',
          model: 'gpt-4o',
          temperature: 0.4,
          messages: [
            { role: 'system', content: 'You are the phone receptionist of Harbor Dental.' },
            { role: 'assistant', content: 'Kept.' },
          ],
          tools: [
            { type: 'endCall' },
            { type: 'function', function: { name: 'lookup_insurance' }, server: { url: 'https://insurer.example/tools' } },
            {
              type: 'transferCall',
              destinations: [
                { type: 'number', number: '+14155550101', description: 'Dr. Patel, at any hour', message: "One moment, I'm putting you through to Dr. Patel." },
              ],
            },
            // No server of its own: Vapi sends its tool-calls to the assistant's Server URL, ours.
            {
              type: 'function',
              async: false,
              function: {
                name: 'book_appointment',
                description: 'Book an appointment.',
                parameters: { type: 'object', properties: { start: { type: 'string' } }, required: ['start'] },
              },
            },
          ],
        },
        analysisPlan: {
          summaryPlan: { enabled: true },
          structuredDataPlan: {
            timeoutSeconds: 20,
            enabled: true,
            schema: {
              type: 'object',
              properties: {
                insurer: { type: 'string' },
                outcome: { type: 'string', enum: [...CALL_OUTCOMES], description: expect.any(String) },
                callerName: { type: 'string', description: expect.any(String) },
                language: { type: 'string', description: expect.any(String) },
                unansweredQuestions: { type: 'array', items: { type: 'string' }, description: expect.any(String) },
              },
            },
          },
        },
        metadata: { team: 'built by hand', receptionistSettingsVersion: 3 },
      });
    });

    it('turns the structured data on for an assistant without an analysis plan', async () => {
      delete assistant.analysisPlan;
      await standIn.applyInstructions('a1', instructions);
      const update = received.find((request) => request.method === 'PATCH')!.body as { analysisPlan: unknown };
      expect(update.analysisPlan).toEqual({ structuredDataPlan: { enabled: true, schema: VAPI_STRUCTURED_DATA_SCHEMA } });
    });

    it('leaves an assistant that holds a newer version as it is, and sends the same body for the same version again', async () => {
      assistant.metadata = { receptionistSettingsVersion: 4 };
      await expect(standIn.applyInstructions('a1', instructions)).resolves.toBe('newer-kept');
      expect(received.map((request) => request.method)).toEqual(['GET']);
      assistant.metadata = { receptionistSettingsVersion: 3 };
      await standIn.applyInstructions('a1', instructions);
      await standIn.applyInstructions('a1', instructions);
      const patches = received.filter((request) => request.method === 'PATCH').map((request) => request.body);
      expect(patches).toHaveLength(2);
      expect(patches[0]).toEqual(patches[1]);
    });

    it('refuses for good on Vapi’s 4xx, with its words, and fails to be retried on its 5xx, 429 or silence', async () => {
      answers = [{ status: 404, body: { message: "Couldn't Find Assistant", error: 'Not Found', statusCode: 404 } }];
      await expect(standIn.applyInstructions('gone', instructions)).rejects.toThrow(
        new PlatformRefusedInstructions("Vapi answered 404 to GET /assistant: Couldn't Find Assistant"),
      );
      answers = [
        { status: 200, body: assistant },
        { status: 400, body: { message: ['model.messages must be an array'] } },
      ];
      await expect(standIn.applyInstructions('a1', instructions)).rejects.toThrow(PlatformRefusedInstructions);
      for (const status of [500, 503, 429]) {
        answers = [{ status, body: { message: 'Try later' } }];
        const failure = standIn.applyInstructions('a1', instructions);
        await expect(failure).rejects.toThrow(`Vapi answered ${status} to GET /assistant: Try later`);
        await expect(failure).rejects.not.toThrow(PlatformRefusedInstructions);
      }
      answers = [{ status: 0, body: null }];
      await expect(standIn.applyInstructions('a1', instructions)).rejects.not.toThrow(PlatformRefusedInstructions);
    });

    it('sends nothing without an API key', async () => {
      await expect(new VapiPlatform(PRODUCTION).applyInstructions('a1', instructions)).rejects.toThrow(PlatformRefusedInstructions);
      expect(received).toEqual([]);
    });
  });
});
