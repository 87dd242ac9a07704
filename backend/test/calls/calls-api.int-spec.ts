import { randomUUID } from 'node:crypto';
import type { Response as AgentResponse } from 'superagent';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { CALLS_ERRORS } from '../../src/modules/calls/calls.errors';
import { User } from '../../src/modules/users/user.entity';
import { type Customer, registerCustomer, signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** A recording of 10,000 known bytes, so any range of it can be checked byte for byte. */
const RECORDING = Buffer.from(Array.from({ length: 10_000 }, (_value, index) => index % 251));

/**
 * Stands in for Vapi's recording storage (VAPI_API_BASE_URL's origin, which the Vapi adapter fetches with our key):
 * /sized.wav says its length, /unsized.wav is sent in chunks without one, /gone.wav is 404, /broken.wav 500; /cut-sized.wav
 * hangs up after its headers, /cut-unsized.wav part way through, /huge.wav sends over 50 MB without saying so, and
 * /to-metrics.wav redirects to a /metrics on a host not on the allow-list. It records the keys and paths it saw.
 */
async function startRecordingStore(): Promise<{ origin: string; authorizations: string[]; urls: string[]; close: () => Promise<void> }> {
  const authorizations: string[] = [];
  const urls: string[] = [];
  const server: Server = createServer((request, response) => {
    authorizations.push(request.headers.authorization ?? '');
    urls.push(request.url ?? '');
    if (request.url === '/sized.wav') {
      response.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Length': RECORDING.length }).end(RECORDING);
    } else if (request.url === '/unsized.wav') {
      response.writeHead(200, { 'Content-Type': 'audio/wav' });
      for (let start = 0; start < RECORDING.length; start += 3_000) response.write(RECORDING.subarray(start, start + 3_000));
      response.end();
    } else if (request.url === '/cut-sized.wav') {
      response.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Length': RECORDING.length }).flushHeaders();
      response.socket?.destroy();
    } else if (request.url === '/cut-unsized.wav') {
      response.writeHead(200, { 'Content-Type': 'audio/wav' }).write(RECORDING.subarray(0, 3_000), () => response.socket?.destroy());
    } else if (request.url === '/huge.wav') {
      response.writeHead(200, { 'Content-Type': 'audio/wav' });
      const megabyte = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 51 && !response.destroyed) {
          sent += 1;
          if (!response.write(megabyte)) return response.once('drain', more);
        }
        response.end();
      };
      more();
    } else if (request.url === '/to-metrics.wav') {
      // A link that redirects to the app's own metrics port: a host not on the allow-list.
      response.writeHead(302, { Location: `http://localhost:${(server.address() as AddressInfo).port}/metrics` }).end();
    } else if (request.url === '/metrics') {
      response.writeHead(200, { 'Content-Type': 'audio/wav' }).end('# HELP process_cpu_seconds_total');
    } else if (request.url === '/broken.wav') {
      response.writeHead(500).end();
    } else if (request.url === '/html.wav') {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': 20 }).end('<script>1</script>..');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, authorizations, urls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface CallRow {
  user_id: number | null;
  receptionist_id: number | null;
  receptionist_name: string | null;
  started_at: Date;
  duration_seconds: number | null;
  caller_number: string | null;
  outcome: string | null;
  summary: string | null;
  transcript: string | null;
  recording_ref: string | null;
  content_removed_at: Date | null;
  assistant_id: string | null;
  status: string;
}

describe('calls API (/api/calls, /api/admin/calls)', () => {
  let app: TestApp;
  let store: Awaited<ReturnType<typeof startRecordingStore>>;
  let admin: TestAgent;
  let alice: Customer;
  let bob: Customer;
  let aliceFrontDesk: number;
  let aliceNightLine: number;
  const marker = `m${randomUUID().slice(0, 8)}`;
  const ids: Record<string, number> = {};

  const em = () => app.get(EntityManager).fork();
  const insertCall = async (name: string, fields: Partial<CallRow>) => {
    const row: CallRow = {
      user_id: null,
      receptionist_id: null,
      receptionist_name: null,
      started_at: new Date('2026-11-10T15:00:00Z'),
      duration_seconds: 60,
      caller_number: '+15550100',
      outcome: 'answered_question',
      summary: `Caller asked about opening hours ${marker}`,
      transcript: JSON.stringify([
        { speaker: 'receptionist', text: 'Thanks for calling, how can I help?', seconds: 0 },
        { speaker: 'caller', text: 'When are you open?', seconds: 3.5 },
      ]),
      recording_ref: `${store.origin}/sized.wav`,
      content_removed_at: null,
      assistant_id: `asst-${marker}`,
      status: 'ended',
      ...fields,
    };
    const columns = Object.keys(row);
    const [{ id }] = await em()
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into calls (platform, platform_call_id, facts_sent_at, ${columns.join(', ')}) values ('vapi', ?, now(), ${columns.map(() => '?').join(', ')}) returning id`,
        [`${name}-${marker}`, ...Object.values(row)],
      );
    ids[name] = id;
  };
  const aliceCall = (name: string, fields: Partial<CallRow> = {}) =>
    insertCall(name, { user_id: alice.id, receptionist_id: aliceFrontDesk, receptionist_name: 'Front desk', ...fields });

  beforeAll(async () => {
    store = await startRecordingStore();
    app = await createTestApp({
      env: {
        VOICE_PLATFORM: 'vapi',
        VAPI_WEBHOOK_SECRET: 'calls-api-test-secret-0123456789',
        VAPI_API_KEY: 'vapi-private-key',
        VAPI_API_BASE_URL: store.origin,
        // The stand-in storage is plain http on loopback, which only tests may allow (production refuses to start so).
        VOICE_RECORDING_HOSTS: '127.0.0.1',
        VOICE_RECORDING_TEST_LOOPBACK: 'true',
        CALL_RETENTION_DAYS: '90',
      },
    });
    admin = await signInAdmin(app);
    alice = await registerCustomer(app, { firstName: 'Alice', lastName: 'Dental' });
    bob = await registerCustomer(app, { firstName: 'Bob' });
    await em().nativeUpdate(User, { id: alice.id }, { receptionistLimitActive: true, receptionistLimit: 10 });
    const receptionist = (name: string) =>
      alice.agent
        .post('/api/receptionists')
        .send({ name, phoneNumber: '+1 (415) 555-0134', languages: ['English'] })
        .expect(201);
    aliceFrontDesk = (await receptionist('Front desk')).body.id;
    aliceNightLine = (await receptionist('Night line')).body.id;

    const thisMonth = new Date();
    await aliceCall('booked', {
      started_at: new Date('2026-11-12T09:30:00Z'),
      duration_seconds: 240,
      outcome: 'appointment_booked',
      caller_number: '+15551234567',
      summary: `Booked a cleaning for Tuesday ${marker}`,
    });
    await aliceCall('spam', {
      started_at: new Date('2026-11-11T23:59:59Z'),
      duration_seconds: 8,
      outcome: 'spam',
      caller_number: null,
      summary: `Robocall about car warranties ${marker}`,
      recording_ref: null,
    });
    await aliceCall('night', {
      receptionist_id: aliceNightLine,
      receptionist_name: 'Night line',
      started_at: new Date('2026-11-01T02:00:00Z'),
      duration_seconds: 95,
      outcome: 'message_taken',
    });
    await aliceCall('live', {
      started_at: thisMonth,
      duration_seconds: null,
      outcome: null,
      summary: null,
      transcript: null,
      recording_ref: null,
      status: 'in_progress',
    });
    await aliceCall('old', {
      started_at: new Date('2025-08-01T10:00:00Z'),
      summary: null,
      transcript: null,
      content_removed_at: new Date('2026-08-01T10:00:00Z'),
    });
    await aliceCall('unsized', { started_at: new Date('2026-11-02T10:00:00Z'), recording_ref: `${store.origin}/unsized.wav` });
    await aliceCall('gone', { started_at: new Date('2026-11-03T10:00:00Z'), recording_ref: `${store.origin}/gone.wav` });
    await aliceCall('broken', { started_at: new Date('2026-11-05T10:00:00Z'), recording_ref: `${store.origin}/broken.wav` });
    await aliceCall('html', { started_at: new Date('2026-11-04T10:00:00Z'), recording_ref: `${store.origin}/html.wav` });
    await insertCall('bobs', { user_id: bob.id, caller_number: '+15559990000', summary: `Bob's private call ${marker}` });
    // Played by the back office: unmatched and without the marker, so no list above counts them.
    for (const name of ['cut-sized', 'cut-unsized', 'huge', 'to-metrics'])
      await insertCall(name, { summary: null, recording_ref: `${store.origin}/${name}.wav` });
    await insertCall('unmatched', { assistant_id: `asst-unknown-${marker}`, summary: `Report from an unlinked assistant ${marker}` });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  const names = (items: { id: number }[]) => items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id);

  describe('the customer log', () => {
    it("lists only the customer's own calls, newest first, with each row's fields", async () => {
      const { body } = await alice.agent.get('/api/calls').expect(200);
      expect(names(body.items)).toEqual(['live', 'booked', 'spam', 'broken', 'html', 'gone', 'unsized', 'night', 'old']);
      expect(body).toMatchObject({ total: 9, totalCapped: false, page: 1, pageSize: 50 });
      expect(body.items[1]).toEqual({
        id: ids.booked,
        startedAt: '2026-11-12T09:30:00.000Z',
        endedAt: null,
        status: 'ended',
        callerNumber: '+15551234567',
        callerName: null,
        receptionistId: aliceFrontDesk,
        receptionistName: 'Front desk',
        durationSeconds: 240,
        outcome: 'appointment_booked',
        summary: `Booked a cleaning for Tuesday ${marker}`,
        isTest: false,
        language: null,
        counted: true,
        notCountedReason: null,
      });
      expect(body.items[1]).not.toHaveProperty('transcript');
      // Spam is answered and logged, never counted; a call still going on is decided when it ends.
      expect(body.items[2]).toMatchObject({ outcome: 'spam', counted: false, notCountedReason: 'spam' });
      expect(body.items[0]).toMatchObject({ status: 'in_progress', counted: false, notCountedReason: null });
    });

    it('pages on the server', async () => {
      const second = await alice.agent.get('/api/calls?page=2&pageSize=3').expect(200);
      expect(names(second.body.items)).toEqual(['broken', 'html', 'gone']);
      expect(second.body).toMatchObject({ total: 9, page: 2, pageSize: 3 });
      const past = await alice.agent.get('/api/calls?page=4&pageSize=3').expect(200);
      expect(past.body.items).toEqual([]);
    });

    it('filters by receptionist, outcome and dates (a to date includes its whole day)', async () => {
      const night = await alice.agent.get(`/api/calls?receptionistId=${aliceNightLine}`).expect(200);
      expect(names(night.body.items)).toEqual(['night']);
      const booked = await alice.agent.get('/api/calls?outcome=appointment_booked').expect(200);
      expect(names(booked.body.items)).toEqual(['booked']);
      const days = await alice.agent.get('/api/calls?from=2026-11-02&to=2026-11-11').expect(200);
      expect(names(days.body.items)).toEqual(['spam', 'broken', 'html', 'gone', 'unsized']);
      const times = await alice.agent.get('/api/calls?from=2026-11-11T23:59:59Z&to=2026-11-12T09:30:00%2B00:00').expect(200);
      expect(names(times.body.items)).toEqual(['booked', 'spam']);
      const combined = await alice.agent.get(`/api/calls?receptionistId=${aliceFrontDesk}&outcome=answered_question&from=2026-11-03&to=2026-11-04`).expect(200);
      expect(names(combined.body.items)).toEqual(['html', 'gone']);
    });

    it("never filters its way into another customer's calls", async () => {
      const { body } = await bob.agent.get(`/api/calls?receptionistId=${aliceFrontDesk}`).expect(200);
      expect(body).toMatchObject({ items: [], total: 0 });
    });

    it('searches caller numbers however they are typed, and words in the summary', async () => {
      for (const q of ['+1 555 123', '(555) 123-45', '5551234567']) {
        const { body } = await alice.agent.get('/api/calls').query({ q }).expect(200);
        expect([q, names(body.items)]).toEqual([q, ['booked']]);
      }
      const words = await alice.agent.get('/api/calls').query({ q: 'CAR WARRANTIES' }).expect(200);
      expect(names(words.body.items)).toEqual(['spam']);
      const bobs = await alice.agent.get('/api/calls').query({ q: 'private call' }).expect(200);
      expect(bobs.body.items).toEqual([]);
      const literal = await alice.agent.get('/api/calls').query({ q: '100%' }).expect(200);
      expect(literal.body.items).toEqual([]);
    });

    it('sorts by duration (unknown durations last) and by start, both ways', async () => {
      const longest = await alice.agent.get('/api/calls?sort=durationSeconds:desc').expect(200);
      expect(names(longest.body.items).slice(0, 2)).toEqual(['booked', 'night']);
      expect(names(longest.body.items).at(-1)).toBe('live');
      const shortest = await alice.agent.get('/api/calls?sort=durationSeconds:asc').expect(200);
      expect(names(shortest.body.items)[0]).toBe('spam');
      expect(names(shortest.body.items).at(-1)).toBe('live');
      const oldest = await alice.agent.get('/api/calls?sort=startedAt:asc').expect(200);
      expect(names(oldest.body.items)[0]).toBe('old');
    });

    it.each([
      ['outcome=voicemail', 'outcome', 'outcome must be one of: appointment_booked, message_taken, transferred, answered_question, spam, hang_up, failed'],
      ['receptionistId=0', 'receptionistId', 'receptionistId must be a positive whole number'],
      ['receptionistId=abc', 'receptionistId', 'receptionistId must be a positive whole number'],
      ['from=yesterday', 'from', 'from must be a date (2026-11-26) or a date-time with its offset (2026-11-26T14:30:00Z)'],
      ['from=2026-02-30', 'from', 'from must be a date (2026-11-26) or a date-time with its offset (2026-11-26T14:30:00Z)'],
      ['to=2026-11-12T10:00', 'to', 'to must be a date (2026-11-26) or a date-time with its offset (2026-11-26T14:30:00Z)'],
      ['from=2026-11-12&to=2026-11-11', 'to', 'to must not be before from'],
      ['sort=summary:asc', 'sort', 'sort must be one of: startedAt, durationSeconds'],
      ['pageSize=500', 'pageSize', 'pageSize must be a whole number from 1 to 200'],
    ])('refuses ?%s with a message for the field', async (query, field, message) => {
      const { body } = await alice.agent.get(`/api/calls?${query}`).expect(400);
      expect(body.errors).toEqual({ [field]: message });
      expect(body.message).toBe(message);
    });

    it('refuses a page past the row limit, saying how to reach older calls', async () => {
      const { body } = await alice.agent.get('/api/calls?page=201&pageSize=50').expect(400);
      expect(body).toMatchObject({ code: 'LIST.PAGE_TOO_DEEP', message: expect.stringContaining('first 10,000 rows') });
    });

    it('counts calls per receptionist this calendar month (UTC), with the latest call', async () => {
      const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
      const all = (await alice.agent.get('/api/calls').expect(200)).body.items as { receptionistId: number; startedAt: string }[];
      const thisMonth = (receptionistId: number) =>
        all.filter((call) => call.receptionistId === receptionistId && new Date(call.startedAt) >= monthStart).length;
      const { body } = await alice.agent.get('/api/calls/by-receptionist').expect(200);
      expect(body).toEqual([
        { receptionistId: aliceFrontDesk, callsThisMonth: thisMonth(aliceFrontDesk), lastCallAt: all[0].startedAt },
        { receptionistId: aliceNightLine, callsThisMonth: thisMonth(aliceNightLine), lastCallAt: '2026-11-01T02:00:00.000Z' },
      ]);
      expect(body[0].callsThisMonth).toBeGreaterThanOrEqual(1); // the live call started now
      expect((await bob.agent.get('/api/calls/by-receptionist').expect(200)).body).toEqual([]);
    });

    it("counts from the start of the customer's own month when the client says where it is, and refuses nonsense", async () => {
      const since = '2026-10-31T19:30:00-07:00'; // Nov 1, 02:30 UTC: the night line's 02:00 UTC call was still October there
      const all = (await alice.agent.get('/api/calls').expect(200)).body.items as { receptionistId: number; startedAt: string }[];
      const counted = (receptionistId: number) =>
        all.filter((call) => call.receptionistId === receptionistId && new Date(call.startedAt) >= new Date(since)).length;
      const { body } = await alice.agent.get('/api/calls/by-receptionist').query({ since }).expect(200);
      expect(body.map((row: { callsThisMonth: number }) => row.callsThisMonth)).toEqual([counted(aliceFrontDesk), counted(aliceNightLine)]);
      expect(body[1].lastCallAt).toBe('2026-11-01T02:00:00.000Z');

      const refused = await alice.agent.get('/api/calls/by-receptionist?since=yesterday').expect(400);
      expect(refused.body.errors).toEqual({ since: 'since must be a date (2026-11-26) or a date-time with its offset (2026-11-26T14:30:00Z)' });
    });
  });

  describe("a call's page", () => {
    it('has the transcript, the ended reason and whether the recording can be played', async () => {
      const { body } = await alice.agent.get(`/api/calls/${ids.booked}`).expect(200);
      expect(body).toMatchObject({
        id: ids.booked,
        outcome: 'appointment_booked',
        endedReason: null,
        transcript: [
          { speaker: 'receptionist', text: 'Thanks for calling, how can I help?', seconds: 0 },
          { speaker: 'caller', text: 'When are you open?', seconds: 3.5 },
        ],
        recordingAvailable: true,
        contentRemovedAt: null,
      });
      expect((await alice.agent.get(`/api/calls/${ids.spam}`).expect(200)).body.recordingAvailable).toBe(false);
      const old = await alice.agent.get(`/api/calls/${ids.old}`).expect(200);
      expect(old.body).toMatchObject({ transcript: [], summary: null, recordingAvailable: false, contentRemovedAt: '2026-08-01T10:00:00.000Z' });
    });

    it("answers another customer's call exactly like a missing one", async () => {
      const theirs = await bob.agent.get(`/api/calls/${ids.booked}`).expect(404);
      const missing = await bob.agent.get('/api/calls/2147483647').expect(404);
      expect({ ...theirs.body, requestId: '' }).toEqual({ ...missing.body, requestId: '' });
      expect(theirs.body).toMatchObject({ code: 'CALLS.NOT_FOUND', message: 'Call not found' });
      expect((await alice.agent.get(`/api/calls/${ids.bobs}`).expect(404)).body.code).toBe('CALLS.NOT_FOUND');
      expect((await alice.agent.get(`/api/calls/${ids.unmatched}`).expect(404)).body.code).toBe('CALLS.NOT_FOUND');
    });

    it('refuses a malformed id with 400', async () => {
      expect((await alice.agent.get('/api/calls/abc').expect(400)).body.code).toBe('REQUEST.INVALID_ID');
    });
  });

  describe('recordings', () => {
    it('streams the whole recording to its owner, fetched with our key, never cached', async () => {
      const response = await alice.agent.get(`/api/calls/${ids.booked}/recording`).buffer(true).parse(binary).expect(200);
      expect(response.headers).toMatchObject({
        'content-type': 'audio/wav',
        'content-length': '10000',
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-store',
      });
      expect(Buffer.compare(response.body as Buffer, RECORDING)).toBe(0);
      expect(store.authorizations.at(-1)).toBe('Bearer vapi-private-key');
    });

    it.each([
      ['bytes=100-199', 100, 199],
      ['bytes=9990-', 9990, 9999],
      ['bytes=-10', 9990, 9999],
      ['bytes=9000-20000', 9000, 9999],
    ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
      for (const name of ['booked', 'unsized']) {
        const response = await alice.agent.get(`/api/calls/${ids[name]}/recording`).set('Range', range).buffer(true).parse(binary).expect(206);
        expect([name, response.headers['content-range'], response.headers['content-length']]).toEqual([
          name,
          `bytes ${start}-${end}/10000`,
          String(end - start + 1),
        ]);
        expect(Buffer.compare(response.body as Buffer, RECORDING.subarray(start, end + 1))).toBe(0);
      }
    });

    it('answers a range past the end with 416 and the size, and several ranges with the whole recording', async () => {
      const past = await alice.agent.get(`/api/calls/${ids.booked}/recording`).set('Range', 'bytes=10000-').expect(416);
      expect(past.headers['content-range']).toBe('bytes */10000');
      expect(past.body.code).toBe('CALLS.RANGE_NOT_SATISFIABLE');
      const several = await alice.agent.get(`/api/calls/${ids.booked}/recording`).set('Range', 'bytes=0-1,5-6').buffer(true).parse(binary).expect(200);
      expect((several.body as Buffer).length).toBe(10_000);
    });

    it('answers any Range header with the recording, a part of it or 416, never an error of ours', async () => {
      const header = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.tuple(fc.option(fc.nat({ max: 20_000 })), fc.option(fc.nat({ max: 20_000 }))).map(([start, end]) => `bytes=${start ?? ''}-${end ?? ''}`),
        fc.constantFrom('bytes=', 'bytes=-', 'bytes=-0', 'bytes=5-2', 'bytes=99999999999999999999-', 'items=0-1', 'bytes=0-1, 2-3', ' bytes=1-2 '),
      );
      await fc.assert(
        fc.asyncProperty(header, async (range) => {
          const response = await alice.agent.get(`/api/calls/${ids.booked}/recording`).set('Range', range).buffer(true).parse(binary);
          expect([range, [200, 206, 416].includes(response.status)]).toEqual([range, true]);
          if (response.status !== 416) expect((response.body as Buffer).length).toBe(Number(response.headers['content-length']));
        }),
        { numRuns: 40 },
      );
    });

    it('never serves what the platform calls something other than audio as a page', async () => {
      const response = await alice.agent.get(`/api/calls/${ids.html}/recording`).buffer(true).parse(binary).expect(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
    });

    it('answers 404 with a clear message when there is no recording, it is gone, or retention removed it', async () => {
      expect((await alice.agent.get(`/api/calls/${ids.spam}/recording`).expect(404)).body).toMatchObject({
        code: 'CALLS.RECORDING_UNAVAILABLE',
        message: 'This call has no recording',
      });
      expect((await alice.agent.get(`/api/calls/${ids.gone}/recording`).expect(404)).body.code).toBe('CALLS.RECORDING_UNAVAILABLE');
      const removed = (await alice.agent.get(`/api/calls/${ids.old}/recording`).expect(404)).body;
      expect(removed).toMatchObject({ code: 'CALLS.RECORDING_REMOVED', message: expect.stringContaining('removed 90 days after the call') });
      expect(removed.message).toBe(CALLS_ERRORS.RECORDING_REMOVED(90).message);
    });

    it('answers 503, never the file, when the recording link redirects to a host not on the allow-list (the metrics port)', async () => {
      const seen = store.urls.length;
      expect((await admin.get(`/api/admin/calls/${ids['to-metrics']}/recording`).expect(503)).body.code).toBe('CALLS.RECORDING_FETCH_FAILED');
      expect(store.urls.slice(seen)).toEqual(['/to-metrics.wav']);
    });

    it('answers 503, worth a retry, when the platform fails to give the recording', async () => {
      expect((await alice.agent.get(`/api/calls/${ids.broken}/recording`).expect(503)).body.code).toBe('CALLS.RECORDING_FETCH_FAILED');
    });

    it.each([
      ['hangs up after its headers', 'cut-sized'],
      ['hangs up part way through a recording of unknown size', 'cut-unsized'],
      ['sends over 50 MB without saying its size', 'huge'],
    ])('answers 503 when the platform %s, before any byte went out', async (_case, name) => {
      const response = await admin.get(`/api/admin/calls/${ids[name]}/recording`).expect(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.code).toBe('CALLS.RECORDING_FETCH_FAILED');
    });

    it("never streams another customer's recording, nor one to a visitor", async () => {
      const before = store.authorizations.length;
      expect((await bob.agent.get(`/api/calls/${ids.booked}/recording`).expect(404)).body.code).toBe('CALLS.NOT_FOUND');
      expect((await app.http().get(`/api/calls/${ids.booked}/recording`).expect(401)).body.code).toBe('AUTH.UNAUTHENTICATED');
      expect(store.authorizations.length).toBe(before);
    });
  });

  describe('who may call it', () => {
    it.each([
      '/api/calls',
      '/api/calls/by-receptionist',
      '/api/calls/1',
      '/api/calls/1/recording',
      '/api/admin/calls',
      '/api/admin/calls/1',
      '/api/admin/calls/1/recording',
    ])('answers a visitor on %s with 401', async (path) => {
      expect((await app.http().get(path).expect(401)).body.code).toBe('AUTH.UNAUTHENTICATED');
    });

    it.each(['/api/admin/calls', '/api/admin/calls/1', '/api/admin/calls/1/recording'])('answers a customer on %s with 403', async (path) => {
      expect((await alice.agent.get(path).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    });
  });

  describe('the back office', () => {
    it("lists every customer's calls and the unmatched reports, with whose they are", async () => {
      const { body } = await admin.get('/api/admin/calls').query({ q: marker, pageSize: 200 }).expect(200);
      expect(names(body.items)).toEqual(expect.arrayContaining(['booked', 'bobs', 'unmatched']));
      const booked = body.items.find((item: { id: number }) => item.id === ids.booked);
      expect(booked).toMatchObject({
        customer: { id: alice.id, email: alice.email, name: 'Alice Dental' },
        platform: 'vapi',
        assistantId: `asst-${marker}`,
        phoneNumberId: null,
      });
      expect(body.items.find((item: { id: number }) => item.id === ids.unmatched)).toMatchObject({ customer: null, receptionistId: null });
    });

    it('shows the unmatched reports apart (matched=false), and one customer’s calls (userId)', async () => {
      const unmatched = await admin.get('/api/admin/calls').query({ matched: 'false', q: marker }).expect(200);
      expect(names(unmatched.body.items)).toEqual(['unmatched']);
      const matched = await admin.get('/api/admin/calls').query({ matched: 'true', q: marker, pageSize: 200 }).expect(200);
      expect(names(matched.body.items)).not.toContain('unmatched');
      const bobs = await admin.get('/api/admin/calls').query({ userId: bob.id }).expect(200);
      expect(names(bobs.body.items)).toEqual(['bobs']);
      const aliceBooked = await admin.get('/api/admin/calls').query({ userId: alice.id, outcome: 'appointment_booked' }).expect(200);
      expect(names(aliceBooked.body.items)).toEqual(['booked']);
      expect((await admin.get('/api/admin/calls?matched=maybe').expect(400)).body.errors).toEqual({ matched: 'matched must be true or false' });
      expect((await admin.get('/api/admin/calls?userId=-1').expect(400)).body.errors).toEqual({ userId: 'userId must be a positive whole number' });
    });

    it("finds calls by the customer's e-mail", async () => {
      const { body } = await admin.get('/api/admin/calls').query({ q: bob.email }).expect(200);
      expect(names(body.items)).toEqual(['bobs']);
    });

    it('shows any call as the customer sees it, with its recording', async () => {
      const { body } = await admin.get(`/api/admin/calls/${ids.booked}`).expect(200);
      expect(body).toMatchObject({
        id: ids.booked,
        customer: { id: alice.id },
        transcript: [{ speaker: 'receptionist' }, { speaker: 'caller' }],
        recordingAvailable: true,
      });
      expect((await admin.get(`/api/admin/calls/${ids.unmatched}`).expect(200)).body).toMatchObject({
        customer: null,
        summary: expect.stringContaining('unlinked'),
      });
      const range = await admin.get(`/api/admin/calls/${ids.booked}/recording`).set('Range', 'bytes=0-9').buffer(true).parse(binary).expect(206);
      expect(Buffer.compare(range.body as Buffer, RECORDING.subarray(0, 10))).toBe(0);
      expect((await admin.get('/api/admin/calls/2147483647').expect(404)).body.code).toBe('CALLS.NOT_FOUND');
    });
  });
});

/** supertest's parser for a binary body: the bytes as they came. */
/** Supertest's parser for an audio body: in Node its response is the incoming message, a stream of the bytes. */
function binary(response: AgentResponse, done: (error: Error | null, body: Buffer) => void): void {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
