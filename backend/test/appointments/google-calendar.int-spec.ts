import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { registerCustomer, type Customer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { vapiSignedHeaders } from '../support/vapi-fixtures';
import { waitUntil } from '../support/wait';
import { sql as sqlOf, VAPI_TEST_ENV } from '../calls/calls-helpers';

const CALLER = '+14155550123';
const ALL_DAY = [{ start: '00:00', end: '24:00' }];
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-client-secret';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  form: URLSearchParams;
  json: Record<string, unknown> | null;
}

interface StoredEvent {
  id: string;
  summary?: string;
  description?: string;
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
  transparency?: string;
  status?: string;
}

/**
 * Google, played by a local server: the OAuth token and revocation endpoints and the Calendar API's events of the
 * `primary` calendar, each request recorded as sent (its Authorization header, form or JSON body, query).
 */
class GoogleStandIn {
  readonly requests: Recorded[] = [];
  readonly events = new Map<string, StoredEvent>();
  /** The access tokens Google would honour now, and the refresh tokens. */
  readonly accessTokens = new Set<string>();
  readonly refreshTokens = new Set<string>();
  /** While set, the events list answers only after 10 seconds: Google slow or down. */
  stallEvents = false;
  private issued = 0;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  sent(method: string, pathStart: string): Recorded[] {
    return this.requests.filter((request) => request.method === method && request.path.startsWith(pathStart));
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body?: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://google.test');
    const isJson = (request.headers['content-type'] ?? '').startsWith('application/json');
    const recorded: Recorded = {
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
      form: new URLSearchParams(isJson ? '' : text),
      json: isJson && text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
    this.requests.push(recorded);
    if (recorded.path === '/token') return this.token(recorded.form);
    if (recorded.path === '/revoke') {
      this.refreshTokens.delete(recorded.form.get('token') ?? '');
      return { status: 200 };
    }
    const events = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(recorded.path);
    if (!events) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
    if (!this.accessTokens.has((recorded.authorization ?? '').replace(/^Bearer /, ''))) {
      return { status: 401, body: { error: { code: 401, message: 'Invalid Credentials' } } };
    }
    const id = events[1] ? decodeURIComponent(events[1]) : undefined;
    if (this.stallEvents && recorded.method === 'GET') await new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    const body = recorded.json as unknown as StoredEvent;
    if (recorded.method === 'GET' && !id) return { status: 200, body: { kind: 'calendar#events', timeZone: 'UTC', items: [...this.events.values()] } };
    if (recorded.method === 'PUT' && id) {
      if (!this.events.has(id)) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
      this.events.set(id, { ...body, id });
      return { status: 200, body: this.events.get(id) };
    }
    if (recorded.method === 'POST' && !id) {
      if (this.events.has(body.id)) return { status: 409, body: { error: { code: 409, message: 'The requested identifier already exists.' } } };
      this.events.set(body.id, body);
      return { status: 200, body };
    }
    if (recorded.method === 'DELETE' && id) {
      if (!this.events.delete(id)) return { status: 410, body: { error: { code: 410, message: 'Resource has been deleted' } } };
      return { status: 204 };
    }
    return { status: 400, body: { error: { code: 400, message: 'Bad Request' } } };
  }

  private token(form: URLSearchParams): { status: number; body: unknown } {
    if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) return { status: 401, body: { error: 'invalid_client' } };
    const access = `ya29.access-${++this.issued}-${randomUUID()}`;
    this.accessTokens.add(access);
    if (form.get('grant_type') === 'authorization_code') {
      if (form.get('code') !== 'good-code') return { status: 400, body: { error: 'invalid_grant', error_description: 'Malformed auth code.' } };
      const refresh = `1//refresh-${randomUUID()}`;
      this.refreshTokens.add(refresh);
      const claims = { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: '1234567890', email: 'frontdesk@example.com', email_verified: true };
      const idToken = ['{"alg":"RS256"}', JSON.stringify(claims), 'signature'].map((part) => Buffer.from(part).toString('base64url')).join('.');
      return {
        status: 200,
        body: {
          access_token: access,
          expires_in: 3599,
          refresh_token: refresh,
          scope: 'openid https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/userinfo.email',
          token_type: 'Bearer',
          id_token: idToken,
        },
      };
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!this.refreshTokens.has(form.get('refresh_token') ?? ''))
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };
      return { status: 200, body: { access_token: access, expires_in: 3599, scope: 'https://www.googleapis.com/auth/calendar.events', token_type: 'Bearer' } };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }
}

/**
 * A business's own Google Calendar (docs/product.md#google-calendar): connected from the receptionist's settings through
 * Google's consent, its tokens stored encrypted, read for busy times while the receptionist books during a call, and
 * written by the worker; against a local stand-in for Google.
 */
describe('Google Calendar', () => {
  const google = new GoogleStandIn();
  let app: TestApp;
  let sql: ReturnType<typeof sqlOf>;
  beforeAll(async () => {
    await google.start();
    app = await createTestApp({
      env: {
        ...VAPI_TEST_ENV,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_API_BASE_URL: google.url,
        GOOGLE_OAUTH_BASE_URL: google.url,
        APP_URL: 'http://app.test',
        // Long enough for another booking to finish while one waits on a stalled Google, well short of its 10 s stall.
        GOOGLE_TIMEOUT_MS: '3000',
      },
      worker: true,
    });
    sql = sqlOf(app);
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  async function bookingReceptionist() {
    const customer = await registerCustomer(app, { verified: true, plan: 'business' });
    const assistantId = randomUUID();
    const [{ id }] = await sql(
      `insert into receptionists (user_id, name, phone_number, ai_phone_number, voice_assistant_id, voice_phone_number_id) values (?, 'Front desk', '+14155550100', ?, ?, ?) returning id`,
      [customer.id, `+1888${Math.floor(Math.random() * 1e7)}`, assistantId, randomUUID()],
    );
    const url = `/api/receptionists/${id}/settings`;
    const { body } = await customer.agent.get(url).expect(200);
    const settings = {
      ...body.settings,
      hours: { timeZone: 'UTC', weekly: Object.fromEntries(WEEK.map((day) => [day, ALL_DAY])), overrides: [] },
      booking: { enabled: true, types: [{ name: 'Cleaning', minutes: 45 }], bufferMinutes: 15, minNoticeMinutes: 60, maxDaysAhead: 30 },
    };
    await customer.agent.put(url).send({ baseVersion: body.version, settings }).expect(200);
    return { customer, receptionistId: id as number, assistantId };
  }

  /** Connect → Google's consent (the stand-in's code) → the callback, in the customer's browser. */
  async function startConnecting(customer: Customer, receptionistId: number): Promise<URL> {
    const { body } = await customer.agent.post(`/api/receptionists/${receptionistId}/calendar/connect`).expect(200);
    return new URL(body.url);
  }
  const callback = (customer: Customer, query: Record<string, string>) => customer.agent.get('/api/calendar/oauth/callback').query(query);
  async function connected(customer: Customer, receptionistId: number) {
    const consent = await startConnecting(customer, receptionistId);
    // As Google sends the browser back: with the scopes granted and its own parameters beside ours.
    const scope = 'email openid https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/userinfo.email';
    await callback(customer, {
      state: consent.searchParams.get('state')!,
      code: 'good-code',
      scope,
      authuser: '0',
      prompt: 'consent',
      iss: 'https://accounts.google.com',
    })
      .expect(302)
      .expect('Location', `http://app.test/receptionists/${receptionistId}/settings?calendar=connected`);
  }

  /** Vapi's tool-calls message for one tool call, signed as Vapi signs it (as appointment-tools.int-spec.ts sends it). */
  async function run(assistantId: string, name: string, args: Record<string, unknown>): Promise<string> {
    const toolCallId = `call_${randomUUID()}`;
    const customer = { customer: { number: CALLER } };
    const body = JSON.stringify({
      message: {
        type: 'tool-calls',
        timestamp: Date.now(),
        call: { id: randomUUID(), orgId: randomUUID(), type: 'inboundPhoneCall', assistantId, status: 'in-progress', ...customer },
        ...customer,
        toolCallList: [{ id: toolCallId, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      },
    });
    const response = await app.http().post('/api/webhooks/voice/vapi').set(vapiSignedHeaders(body)).send(body).expect(200);
    return response.body.results[0].result;
  }
  const slot = (days: number, hour: number) => DateTime.utc().plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 });
  const wall = (time: DateTime) => time.toFormat("yyyy-MM-dd'T'HH:mm");
  const appointment = async (receptionistId: number, start: DateTime) =>
    (await sql(`select * from appointments where receptionist_id = ? and starts_at = ?`, [receptionistId, start.toJSDate()]))[0];
  const calendarState = async (id: number) => (await sql('select calendar_state from appointments where id = ?', [id]))[0].calendar_state as string;

  it('connects through Google’s consent with a single-use state of the user who started, and stores the tokens encrypted', async () => {
    const { customer, receptionistId } = await bookingReceptionist();
    const other = await registerCustomer(app, { verified: true });
    expect((await customer.agent.get(`/api/receptionists/${receptionistId}/calendar`).expect(200)).body).toEqual({
      provider: 'sandbox',
      state: 'connected',
      disconnectedReason: null,
      accountEmail: null,
      calendarId: null,
      connectedAt: null,
    });

    const consent = await startConnecting(customer, receptionistId);
    expect(`${consent.origin}${consent.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: 'http://app.test/api/calendar/oauth/callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/calendar.events openid email',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    const state = consent.searchParams.get('state')!;
    expect(await sql('select * from calendar_oauth_states where state_hash = ?', [state])).toEqual([]); // stored as its hash only

    // Another user's browser, even with the right state and code, connects nothing, and uses the state up.
    const stolen = await callback(other, { state, code: 'good-code' }).expect(400);
    expect(stolen.body.code).toBe('CALENDAR.INVALID_STATE');
    await callback(customer, { state, code: 'good-code' }).expect(400);
    expect(google.sent('POST', '/token')).toHaveLength(0);

    const again = await startConnecting(customer, receptionistId);
    await callback(customer, { state: again.searchParams.get('state')!, code: 'good-code' })
      .expect(302)
      .expect('Location', `http://app.test/receptionists/${receptionistId}/settings?calendar=connected`);
    await callback(customer, { state: again.searchParams.get('state')!, code: 'good-code' }).expect(400); // once only

    const [exchange] = google.sent('POST', '/token');
    expect(Object.fromEntries(exchange.form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'good-code',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: 'http://app.test/api/calendar/oauth/callback',
    });
    // PKCE: the verifier sent with the code is the one the consent's challenge was made from.
    expect(createHash('sha256').update(exchange.form.get('code_verifier')!).digest('base64url')).toBe(again.searchParams.get('code_challenge'));

    const [row] = await sql('select * from calendar_connections where receptionist_id = ?', [receptionistId]);
    expect(row).toMatchObject({ provider: 'google', account_email: 'frontdesk@example.com', calendar_id: 'primary', state: 'connected', user_id: customer.id });
    const issued = [...google.accessTokens].at(-1)!;
    const refresh = [...google.refreshTokens].at(-1)!;
    expect(row.access_token).not.toContain(issued);
    expect(row.refresh_token).not.toContain(refresh);
    expect(row.access_token).toMatch(/^v1\./);

    const view = (await customer.agent.get(`/api/receptionists/${receptionistId}/calendar`).expect(200)).body;
    expect(view).toEqual({
      provider: 'google',
      state: 'connected',
      disconnectedReason: null,
      accountEmail: 'frontdesk@example.com',
      calendarId: 'primary',
      connectedAt: expect.any(String),
    });
    expect(JSON.stringify(view)).not.toContain(issued);

    // Only the owner sees, connects or disconnects it: another customer hears there is no such receptionist.
    await other.agent.get(`/api/receptionists/${receptionistId}/calendar`).expect(404);
    await other.agent.post(`/api/receptionists/${receptionistId}/calendar/connect`).expect(404);
    await other.agent.delete(`/api/receptionists/${receptionistId}/calendar`).expect(404);

    // Disconnecting goes back to the sandbox and asks Google to revoke the refresh token.
    await customer.agent.delete(`/api/receptionists/${receptionistId}/calendar`).expect(204);
    expect(google.sent('POST', '/revoke').at(-1)?.form.get('token')).toBe(refresh);
    expect((await customer.agent.get(`/api/receptionists/${receptionistId}/calendar`).expect(200)).body.provider).toBe('sandbox');
  });

  it('refuses a wrong, missing or declined state, and an unknown receptionist, with a 4xx, never a 500', async () => {
    const { customer, receptionistId } = await bookingReceptionist();
    expect((await callback(customer, { state: 'made-up', code: 'good-code' }).expect(400)).body.code).toBe('CALENDAR.INVALID_STATE');
    expect((await callback(customer, { code: 'good-code' }).expect(400)).body.code).toBe('CALENDAR.INVALID_STATE');
    await callback(customer, { state: 'x'.repeat(500) }).expect(400);
    await app.http().get('/api/calendar/oauth/callback').query({ state: 'made-up', code: 'good-code' }).expect(401);
    await customer.agent.post('/api/receptionists/2147483647/calendar/connect').expect(404);
    await customer.agent.get('/api/receptionists/2147483647/calendar').expect(404);

    // The customer declined at Google, or Google refused the code: back to the settings page, saying so.
    const declined = await startConnecting(customer, receptionistId);
    await callback(customer, { state: declined.searchParams.get('state')!, error: 'access_denied' })
      .expect(302)
      .expect('Location', `http://app.test/receptionists/${receptionistId}/settings?calendar=error`);
    const refused = await startConnecting(customer, receptionistId);
    await callback(customer, { state: refused.searchParams.get('state')!, code: 'a-used-code' })
      .expect(302)
      .expect('Location', `http://app.test/receptionists/${receptionistId}/settings?calendar=error`);
    expect(await sql('select 1 from calendar_connections where receptionist_id = ?', [receptionistId])).toEqual([]);
  });

  it('books around the Google calendar’s busy events, writes the appointment there with our id, and deletes it when cancelled', async () => {
    const { customer, receptionistId, assistantId } = await bookingReceptionist();
    await connected(customer, receptionistId);
    const busyStart = slot(2, 9);
    google.events.set('dentistbusy1', {
      id: 'dentistbusy1',
      summary: 'Staff meeting',
      start: { dateTime: busyStart.toISO()! },
      end: { dateTime: busyStart.plus({ hours: 1 }).toISO()! },
    });
    google.events.set('lunchfree1', {
      id: 'lunchfree1',
      transparency: 'transparent',
      start: { dateTime: slot(2, 12).toISO()! },
      end: { dateTime: slot(2, 13).toISO()! },
    });
    const listsBefore = google.sent('GET', '/calendar/v3/calendars/primary/events').length;

    expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: wall(slot(2, 9)), callerName: 'Ada Lovelace' })).toMatch(
      /^That time is no longer free\./,
    );
    const list = google.sent('GET', '/calendar/v3/calendars/primary/events').slice(listsBefore);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].authorization).toMatch(/^Bearer ya29\.access-/);
    expect(list[0].query.get('singleEvents')).toBe('true');
    expect(list[0].query.get('orderBy')).toBe('startTime');
    expect(new Date(list[0].query.get('timeMin')!).getTime()).toBeLessThan(busyStart.toMillis());
    expect(new Date(list[0].query.get('timeMax')!).getTime()).toBeGreaterThan(busyStart.toMillis());

    // A free ("transparent") event blocks nothing.
    expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: wall(slot(2, 12)), callerName: 'Ada Lovelace' })).toMatch(
      /^Booked: a Cleaning on .* at 12:00 PM for Ada Lovelace\./,
    );
    const booked = await appointment(receptionistId, slot(2, 12));
    await waitUntil(async () => (await calendarState(booked.id)) === 'synced', 15_000, 'written to Google');
    const written = google.events.get(booked.calendar_event_id)!;
    expect(written).toMatchObject({
      id: booked.calendar_event_id,
      summary: 'Cleaning: Ada Lovelace',
      start: { dateTime: slot(2, 12).toJSDate().toISOString() },
      end: { dateTime: slot(2, 12).plus({ minutes: 45 }).toJSDate().toISOString() },
    });
    expect(booked.calendar_event_id).toMatch(/^rcp[0-9a-f]{32}$/);
    const create = google.sent('POST', '/calendar/v3/calendars/primary/events').at(-1)!;
    expect(create.json).toMatchObject({ id: booked.calendar_event_id, description: expect.stringContaining(`Phone: ${CALLER}`) });
    expect(create.authorization).toMatch(/^Bearer ya29\.access-/);
    // Our own event in Google is not a clash with itself: the appointment moves by its length and buffer only.
    expect(await run(assistantId, 'move_appointment', { callerName: 'Ada Lovelace', newStart: wall(slot(2, 12).plus({ minutes: 15 })) })).toMatch(/^Moved:/);
    await waitUntil(
      async () => google.events.get(booked.calendar_event_id)?.start.dateTime === slot(2, 12).plus({ minutes: 15 }).toJSDate().toISOString(),
      15_000,
      'moved in Google',
    );

    expect(await run(assistantId, 'cancel_appointment', { callerName: 'Ada Lovelace' })).toMatch(/^Cancelled:/);
    await waitUntil(() => !google.events.has(booked.calendar_event_id), 15_000, 'deleted from Google');
    expect(google.sent('DELETE', `/calendar/v3/calendars/primary/events/${booked.calendar_event_id}`)).toHaveLength(1);
    await waitUntil(async () => (await calendarState(booked.id)) === 'synced', 15_000, 'cancellation written');
  });

  it('books by our own appointments when Google does not answer within GOOGLE_TIMEOUT_MS, and the call goes on', async () => {
    const { customer, receptionistId, assistantId } = await bookingReceptionist();
    await connected(customer, receptionistId);
    google.stallEvents = true;
    try {
      const started = Date.now();
      expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: wall(slot(5, 10)), callerName: 'Ada Lovelace' })).toMatch(
        /^Booked:/,
      );
      expect(Date.now() - started).toBeLessThan(8_000); // the 3 s deadline, not Google's 10 s
    } finally {
      google.stallEvents = false;
    }
    expect((await customer.agent.get(`/api/receptionists/${receptionistId}/calendar`).expect(200)).body.state).toBe('connected');
  });

  it('reads Google before the line’s appointment lock: a booking waiting on a slow Google holds up no other booking of the line', async () => {
    const { customer, receptionistId, assistantId } = await bookingReceptionist();
    await connected(customer, receptionistId);
    const reads = () => google.sent('GET', '/calendar/v3/calendars/primary/events').length;
    const before = reads();
    google.stallEvents = true;
    const slow = run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: wall(slot(6, 10)), callerName: 'Ada Lovelace' });
    try {
      await waitUntil(async () => reads() > before, 5_000, 'the first booking reading Google');
    } finally {
      google.stallEvents = false;
    }
    // Google answers the second at once, and it books while the first still waits for Google's deadline.
    expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: wall(slot(6, 14)), callerName: 'Grace Hopper' })).toMatch(
      /^Booked:/,
    );
    expect(await slow).toMatch(/^Booked:/);
    const [first, second] = [await appointment(receptionistId, slot(6, 10)), await appointment(receptionistId, slot(6, 14))];
    expect(second.id).toBeLessThan(first.id);
  });

  it('refreshes an expired access token with the refresh token, and keeps the new one', async () => {
    const { customer, receptionistId, assistantId } = await bookingReceptionist();
    await connected(customer, receptionistId);
    const [before] = await sql('select access_token, refresh_token from calendar_connections where receptionist_id = ?', [receptionistId]);
    await sql(`update calendar_connections set access_token_expires_at = now() - interval '1 minute' where receptionist_id = ?`, [receptionistId]);
    const refreshes = google.sent('POST', '/token').filter((request) => request.form.get('grant_type') === 'refresh_token').length;

    expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: wall(slot(3, 10)), callerName: 'Grace Hopper' })).toMatch(
      /^Booked:/,
    );
    const refresh = google.sent('POST', '/token').filter((request) => request.form.get('grant_type') === 'refresh_token');
    expect(refresh.length).toBe(refreshes + 1);
    expect(google.refreshTokens.has(refresh.at(-1)!.form.get('refresh_token')!)).toBe(true);
    const [after] = await sql('select access_token, refresh_token, access_token_expires_at from calendar_connections where receptionist_id = ?', [
      receptionistId,
    ]);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).not.toBe(before.refresh_token); // the same token, sealed again (under the first key)
    expect(new Date(after.access_token_expires_at).getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    const booked = await appointment(receptionistId, slot(3, 10));
    await waitUntil(async () => (await calendarState(booked.id)) === 'synced', 15_000, 'written with the new token');
    expect(google.events.has(booked.calendar_event_id)).toBe(true);
  });

  it('marks the connection disconnected when Google refuses the refresh token, books by our appointments meanwhile, and marks the event failed', async () => {
    const { customer, receptionistId, assistantId } = await bookingReceptionist();
    await connected(customer, receptionistId);
    await sql(`update calendar_connections set access_token_expires_at = now() - interval '1 minute' where receptionist_id = ?`, [receptionistId]);
    google.refreshTokens.clear(); // revoked in the Google account

    expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: wall(slot(4, 10)), callerName: 'Alan Turing' })).toMatch(
      /^Booked:/,
    );
    const view = (await customer.agent.get(`/api/receptionists/${receptionistId}/calendar`).expect(200)).body;
    expect(view).toMatchObject({ provider: 'google', state: 'disconnected', disconnectedReason: 'revoked', accountEmail: 'frontdesk@example.com' });
    const booked = await appointment(receptionistId, slot(4, 10));
    await waitUntil(async () => (await calendarState(booked.id)) === 'failed', 15_000, 'marked failed');
    expect(google.events.has(booked.calendar_event_id)).toBe(false);
    // Still our own appointments decide: the slot it took is taken.
    expect(await run(assistantId, 'book_appointment', { appointmentType: 'Cleaning', start: wall(slot(4, 10)), callerName: 'Someone Else' })).toMatch(
      /^That time is no longer free\./,
    );

    // Connecting again brings it back.
    await connected(customer, receptionistId);
    expect((await customer.agent.get(`/api/receptionists/${receptionistId}/calendar`).expect(200)).body).toMatchObject({
      state: 'connected',
      disconnectedReason: null,
    });
  });
});
