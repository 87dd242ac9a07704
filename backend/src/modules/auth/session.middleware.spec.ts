import { createHmac } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import session from 'express-session';
import request from 'supertest';
import { createSessionMiddleware } from './session.middleware';

const SECRET = 'a-session-secret-that-is-long-enough';
const DAY_MS = 24 * 60 * 60 * 1000;

/** express-session's MemoryStore, recording which writes reached it. */
class RecordingStore extends session.MemoryStore {
  writes: string[] = [];
  override set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    this.writes.push(`set ${sid}`);
    super.set(sid, data, callback);
  }
  override touch(sid: string, data: session.SessionData, callback?: () => void): void {
    this.writes.push(`touch ${sid}`);
    super.touch(sid, data, callback);
  }
  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.writes.push(`destroy ${sid}`);
    super.destroy(sid, callback);
  }
  row(sid: string): Promise<(session.SessionData & Record<string, unknown>) | null | undefined> {
    return new Promise((resolve) => this.get(sid, (_error, data) => resolve(data as session.SessionData & Record<string, unknown>)));
  }
}

/** The cookie a response set, as a Cookie header, and the session id it carries. */
function cookieOf(response: request.Response): { header: string; id: string; attributes: string } | undefined {
  const set = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('sid='));
  if (!set) return undefined;
  const value = decodeURIComponent(set.split(';')[0].slice('sid='.length));
  return { header: set.split(';')[0], id: value.slice(2, value.lastIndexOf('.')), attributes: set };
}

/** Ours, and express-session as we configured it before: the same cases hold for both (its contract, kept). */
const MIDDLEWARES: [string, (store: session.Store) => express.RequestHandler][] = [
  ['createSessionMiddleware', (store) => createSessionMiddleware({ name: 'sid', secret: SECRET, store, maxAgeMs: DAY_MS })],
  [
    'express-session',
    (store) =>
      session({
        name: 'sid',
        secret: SECRET,
        store,
        resave: false,
        saveUninitialized: false,
        rolling: false,
        cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: DAY_MS },
      }),
  ],
];

describe.each(MIDDLEWARES)('%s', (_name, middleware) => {
  let store: RecordingStore;
  let app: express.Express;

  beforeEach(() => {
    store = new RecordingStore();
    app = express();
    app.use(middleware(store));
    const fields = (req: Request) => req.session as unknown as Record<string, unknown>;
    app.post('/sign-in', (req: Request, res: Response) => {
      const previous = req.sessionID;
      req.session.regenerate(() => {
        fields(req).passport = { user: 7 };
        req.session.save(() => {
          req.session.cookie.maxAge = 30 * 60_000; // a shorter idle lifetime, set after the save (as sessionsService does)
          res.json({ previous, id: req.sessionID });
        });
      });
    });
    app.get('/read', (req: Request, res: Response) => res.json({ user: (fields(req).passport as { user?: number } | undefined)?.user ?? null }));
    app.get('/mark', (req: Request, res: Response) => {
      fields(req).renewedAt = 123;
      res.json({ ok: true });
    });
    app.post('/sign-out', (req: Request, res: Response) => req.session.destroy(() => res.json({ ok: true })));
    app.get('/reload', (req: Request, res: Response) =>
      req.session.reload((error?: Error) => (error ? res.status(409).json({ error: error.message }) : res.json({ renewedAt: fields(req).renewedAt ?? null }))),
    );
  });

  it('stores nothing and sends no cookie for a visitor whose session stays empty', async () => {
    const response = await request(app).get('/read').expect(200);
    expect(cookieOf(response)).toBeUndefined();
    expect(store.writes).toEqual([]);
  });

  it('signs in with a new id (no fixation), stores it with the lifetime set after the save, and sends a signed, HttpOnly, SameSite cookie', async () => {
    const response = await request(app).post('/sign-in').expect(200);
    const cookie = cookieOf(response)!;
    expect(cookie.id).toBe(response.body.id);
    expect(response.body.id).not.toBe(response.body.previous);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).not.toMatch(/Secure/); // plain http
    const expires = new Date(/Expires=([^;]+)/.exec(cookie.attributes)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000);
    const row = await store.row(cookie.id);
    expect(row?.passport).toEqual({ user: 7 });
    expect(new Date(row!.cookie.expires!).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000); // the row's expiry is the cookie's
    // The signature is express-session's (cookie-signature): a deploy keeps everyone signed in.
    const value = decodeURIComponent(cookie.header.slice('sid='.length));
    expect(value).toBe(`s:${cookie.id}.${createHmac('sha256', SECRET).update(cookie.id).digest('base64').replace(/=+$/, '')}`);
  });

  it('serves a signed-in read from the stored session, touching it and sending no cookie while it is unchanged', async () => {
    const cookie = cookieOf(await request(app).post('/sign-in'))!;
    store.writes = [];
    const read = await request(app).get('/read').set('Cookie', cookie.header).expect(200);
    expect(read.body).toEqual({ user: 7 });
    expect(cookieOf(read)).toBeUndefined();
    expect(store.writes).toEqual([`touch ${cookie.id}`]);
  });

  it('saves a session the request changed and sends its cookie again, with the expiry moved on', async () => {
    const cookie = cookieOf(await request(app).post('/sign-in'))!;
    store.writes = [];
    const marked = await request(app).get('/mark').set('Cookie', cookie.header).expect(200);
    expect(cookieOf(marked)?.id).toBe(cookie.id);
    expect(store.writes).toEqual([`set ${cookie.id}`]);
    expect((await store.row(cookie.id))?.renewedAt).toBe(123);
  });

  it('treats a forged, tampered or unknown cookie as no session', async () => {
    const cookie = cookieOf(await request(app).post('/sign-in'))!;
    const tampered = cookie.header.replace(cookie.id, `${cookie.id.slice(0, -1)}x`);
    const unsigned = `sid=${cookie.id}`;
    const otherSecret = `sid=${encodeURIComponent(`s:${cookie.id}.${createHmac('sha256', 'another-secret').update(cookie.id).digest('base64').replace(/=+$/, '')}`)}`;
    for (const header of [tampered, unsigned, otherSecret, 'sid=s%3Anothing.here', 'sid=', 'sid=s%3A%E0%A4%A', 'sid=s:'.padEnd(4000, 'x')]) {
      expect((await request(app).get('/read').set('Cookie', header).expect(200)).body).toEqual({ user: null });
    }
    expect((await request(app).get('/read').set('Cookie', `other=1; ${cookie.header}`).expect(200)).body).toEqual({ user: 7 });
  });

  it('ends a session: its row deleted, the cookie no longer signs anyone in', async () => {
    const cookie = cookieOf(await request(app).post('/sign-in'))!;
    await request(app).post('/sign-out').set('Cookie', cookie.header).expect(200);
    expect(await store.row(cookie.id)).toBeFalsy();
    expect((await request(app).get('/read').set('Cookie', cookie.header).expect(200)).body).toEqual({ user: null });
  });

  it('reloads the session from its row: what another request stored is seen and kept; a row gone is an error', async () => {
    const cookie = cookieOf(await request(app).post('/sign-in'))!;
    const row = (await store.row(cookie.id))!;
    await new Promise((done) => store.set(cookie.id, { ...row, renewedAt: 456 } as typeof row, done)); // another request's write
    const reloaded = await request(app).get('/reload').set('Cookie', cookie.header).expect(200);
    expect(reloaded.body).toEqual({ renewedAt: 456 });
    expect(await store.row(cookie.id)).toMatchObject({ passport: { user: 7 }, renewedAt: 456 });
    await new Promise((done) => store.destroy(cookie.id, done));
    // Its row gone (signed out elsewhere), the request starts a new session, which has no row to reload.
    expect((await request(app).get('/reload').set('Cookie', cookie.header).expect(409)).body).toEqual({ error: 'failed to load session' });
  });

  it('sends the cookie as Secure when the request came over TLS through a trusted proxy', async () => {
    app.set('trust proxy', true);
    const response = await request(app).post('/sign-in').set('X-Forwarded-Proto', 'https').expect(200);
    expect(cookieOf(response)!.attributes).toMatch(/Secure/);
  });
});
