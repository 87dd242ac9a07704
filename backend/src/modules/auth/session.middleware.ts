import { randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { NextFunction, Request, Response } from 'express';
import type session from 'express-session';
import { overTls } from '../../common/http/security-headers';

export interface SessionOptions {
  /** The cookie's name. */
  name: string;
  /** Signs the cookie's session id (cookie-signature's HMAC-SHA256, as express-session signs it). */
  secret: string;
  store: session.Store;
  /** A new session's idle lifetime (the cookie's and the row's expiry). */
  maxAgeMs: number;
}

/** Signed cookies this process has verified, by their value: a session's every request after its first costs no HMAC. */
const VERIFIED_COOKIES = 50_000;

/**
 * express-session's contract — `req.session` with `regenerate`, `save`, `destroy`, `reload`, `touch`; `req.sessionID`;
 * its signed cookie (`s:<id>.<HMAC>`) and its row (the session's JSON, its cookie included) — at a fraction of its cost
 * per signed-in request (docs/operations-request-cost.md#the-session-layer). What it does differently:
 * - a cookie's signature is verified once per process (a bounded map from the signed value to its id; only values that
 *   passed are kept), where express-session computed an HMAC for every request;
 * - a change is seen by comparing the session's JSON (its cookie left out) with what it was when loaded: a plain
 *   `JSON.stringify` where express-session hashed it (SHA-1 of a stringify with a replacer), up to four times a request;
 * - the Session is a plain class, its methods on the prototype, not redefined on each request.
 * Behaviour is express-session's with `resave: false`, `saveUninitialized: false`, `rolling: false` and
 * `cookie: { httpOnly, sameSite: 'lax', secure: 'auto' }`: a session is stored and its cookie sent only once something
 * is put in it; a changed session is saved, and its cookie re-sent, before the answer ends; an unchanged one is touched
 * (the store throttles that); a session past its row's expiry is a new one.
 */
export function createSessionMiddleware(options: SessionOptions): (request: Request, response: Response, next: NextFunction) => void {
  const verified = new Map<string, string>();

  // The cookie as express-session reads it (cookie, cookie-signature), its verification remembered.
  function sessionIdOf(header: string | undefined): string | undefined {
    const raw = header ? parseCookies(header)[options.name] : undefined;
    if (!raw?.startsWith('s:')) return undefined;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const id = unsign(raw.slice(2), options.secret);
    if (id === false) return undefined;
    verified.set(raw, id);
    if (verified.size > VERIFIED_COOKIES) verified.delete(verified.keys().next().value as string);
    return id;
  }

  return (request, response, next) => {
    if (request.session) return next();
    const cookieId = sessionIdOf(request.headers.cookie);
    const handled = new RequestSession(request, options, cookieId);
    handled.wrap(response, next);
    if (cookieId === undefined) {
      handled.generate();
      return next();
    }
    options.store.get(cookieId, (error: unknown, data?: session.SessionData | null) => {
      if (error) return next(error);
      if (data) handled.inflate(cookieId, data);
      else handled.generate();
      next();
    });
  };
}

type Callback = (error?: unknown) => void;

/**
 * One request's session: the id and data it started with, what was last stored, and saving before the answer ends.
 * The decisions are express-session's, with JSON compared where it compared hashes: `original*` is the session the
 * request started with (loaded, or made new for it); a session that replaced it (regenerate) is saved at the end even
 * if it was saved already, as express-session did, so that what changed after (the cookie's lifetime) is stored too.
 */
class RequestSession {
  private originalId?: string;
  private originalJson?: string;
  /** The original session's JSON as last stored (when loaded: what was read), if it was. */
  private savedJson?: string;

  constructor(
    private readonly request: Request,
    readonly options: SessionOptions,
    private readonly cookieId: string | undefined,
  ) {}

  /** A new, empty session; `original` when the request starts with it (not for regenerate, which replaces it). */
  generate(original = true): void {
    const cookie = new SessionCookie({ originalMaxAge: null, expires: null, secure: overTls(this.request) });
    cookie.maxAge = this.options.maxAgeMs;
    this.install(new Session(this, randomBytes(24).toString('base64url'), cookie), original);
  }

  /** The session as stored; `original` when the request starts with it (not for reload). */
  inflate(id: string, data: session.SessionData, original = true): void {
    const { cookie, ...fields } = data as session.SessionData & { cookie: CookieFields };
    const session = Object.assign(new Session(this, id, new SessionCookie(cookie)), fields);
    this.install(session, original);
    if (original) this.savedJson = this.originalJson;
  }

  private install(session: Session, original: boolean): void {
    this.request.session = session as unknown as Request['session'];
    this.request.sessionID = session.id;
    if (!original) return;
    this.originalId = session.id;
    this.originalJson = dataJson(session);
  }

  /** After `destroy`: the request has no session (express-session's `unset: 'keep'`: its row is deleted, nothing more). */
  unset(): void {
    this.request.session = undefined as unknown as Request['session'];
  }

  /** `session` was just stored as it is now. */
  stored(session: Session): void {
    if (session.id === this.originalId) this.savedJson = dataJson(session);
  }

  private current(): Session | undefined {
    return this.request.session as unknown as Session | undefined;
  }

  private isModified(session: Session): boolean {
    return session.id !== this.originalId || dataJson(session) !== this.originalJson;
  }

  private isSaved(session: Session): boolean {
    return session.id === this.originalId && this.savedJson !== undefined && dataJson(session) === this.savedJson;
  }

  /** A new session is stored once something was put in it (saveUninitialized: false); any other when not stored as it is. */
  private shouldSave(session: Session): boolean {
    return this.savedJson === undefined && this.cookieId !== session.id ? this.isModified(session) : !this.isSaved(session);
  }

  /** The cookie goes out with a new session that is kept, and again whenever the session changed (its expiry moved on). */
  private shouldSetCookie(session: Session): boolean {
    return this.cookieId !== session.id ? this.isModified(session) : session.cookie.expires !== null && this.isModified(session);
  }

  /** The cookie as the headers go out; the row saved (or touched, which the store throttles) before the answer ends. */
  wrap(response: Response, next: NextFunction): void {
    const { writeHead, end } = response as unknown as { writeHead: (...args: unknown[]) => unknown; end: (...args: unknown[]) => unknown };
    let touched = false;
    let ended = false;
    const touch = (session: Session) => {
      if (!touched) session.touch();
      touched = true;
    };
    (response as unknown as { writeHead: unknown }).writeHead = (...args: unknown[]) => {
      const session = this.current();
      if (session && this.shouldSetCookie(session) && (!session.cookie.secure || overTls(this.request))) {
        touch(session);
        response.cookie(this.options.name, `s:${sign(session.id, this.options.secret)}`, session.cookie.attributes());
      }
      return writeHead.apply(response, args);
    };
    (response as unknown as { end: unknown }).end = (...args: unknown[]) => {
      if (ended) return response;
      ended = true;
      const session = this.current();
      if (!session) return end.apply(response, args);
      const finish = (error?: unknown) => {
        if (error) setImmediate(() => next(error));
        end.apply(response, args);
      };
      touch(session);
      if (this.shouldSave(session)) session.save(finish);
      else if (this.cookieId === session.id) this.options.store.touch!(session.id, session as unknown as session.SessionData, finish);
      else finish();
      return response;
    };
  }
}

interface CookieFields {
  originalMaxAge: number | null;
  expires: string | Date | null;
  secure?: boolean;
  httpOnly?: boolean;
  path?: string;
  sameSite?: 'lax';
  domain?: string;
}

/** express-session's Cookie: the expiry, and the lifetime it was last set to (`originalMaxAge`), in the row's format. */
class SessionCookie {
  originalMaxAge: number | null;
  expires: Date | null;
  secure: boolean;
  httpOnly = true;
  path = '/';
  sameSite = 'lax' as const;
  domain?: string;

  constructor(fields: CookieFields) {
    this.originalMaxAge = fields.originalMaxAge;
    this.expires = fields.expires === null ? null : new Date(fields.expires);
    this.secure = fields.secure === true;
    if (fields.domain !== undefined) this.domain = fields.domain;
  }

  /** What is left of the lifetime, in milliseconds. Setting it sets the expiry and the lifetime both. */
  get maxAge(): number | null {
    return this.expires === null ? null : this.expires.getTime() - Date.now();
  }

  set maxAge(ms: number | null) {
    this.expires = ms === null ? null : new Date(Date.now() + ms);
    this.originalMaxAge = ms;
  }

  attributes(): { expires?: Date; httpOnly: boolean; path: string; sameSite: 'lax'; secure: boolean; domain?: string } {
    return {
      ...(this.expires ? { expires: this.expires } : {}),
      httpOnly: this.httpOnly,
      path: this.path,
      sameSite: this.sameSite,
      secure: this.secure,
      domain: this.domain,
    };
  }

  toJSON(): CookieFields {
    return {
      originalMaxAge: this.originalMaxAge,
      expires: this.expires,
      secure: this.secure,
      httpOnly: this.httpOnly,
      domain: this.domain,
      path: this.path,
      sameSite: this.sameSite,
    };
  }
}

/** `req.session`: the session's fields as own properties (what is stored), its methods express-session's. */
class Session {
  cookie: SessionCookie;
  readonly #owner: RequestSession;
  readonly #id: string;

  constructor(owner: RequestSession, id: string, cookie: SessionCookie) {
    this.#owner = owner;
    this.#id = id;
    this.cookie = cookie;
  }

  get id(): string {
    return this.#id;
  }

  touch(): this {
    return this.resetMaxAge();
  }

  resetMaxAge(): this {
    this.cookie.maxAge = this.cookie.originalMaxAge;
    return this;
  }

  save(callback: Callback = () => undefined): this {
    this.#owner.stored(this);
    this.#owner.options.store.set(this.#id, this as unknown as session.SessionData, callback);
    return this;
  }

  reload(callback: Callback): this {
    this.#owner.options.store.get(this.#id, (error: unknown, data?: session.SessionData | null) => {
      if (error) return callback(error);
      if (!data) return callback(new Error('failed to load session'));
      this.#owner.inflate(this.#id, data, false);
      callback();
    });
    return this;
  }

  /** Ends the session: its row is deleted, and the request has none (express-session's `unset: 'keep'`). */
  destroy(callback: Callback = () => undefined): this {
    this.#owner.unset();
    this.#owner.options.store.destroy(this.#id, callback);
    return this;
  }

  /** A new id and empty data, the old row deleted: what signing in does against session fixation. */
  regenerate(callback: Callback): this {
    this.#owner.options.store.destroy(this.#id, (error?: unknown) => {
      this.#owner.generate(false);
      callback(error);
    });
    return this;
  }
}

/** The session's own fields as JSON, its cookie left out (its expiry moves on every request). */
function dataJson(session: Session): string {
  const { cookie: _cookie, ...fields } = session;
  return JSON.stringify(fields);
}
