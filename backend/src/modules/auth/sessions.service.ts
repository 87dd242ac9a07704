import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_LIFETIMES, SESSION_TOUCH_INTERVAL_MS, type SessionKind } from '../../common/auth/session-policy';
import { overTls } from '../../common/http/security-headers';
import { shownAddress } from '../../common/rate-limit/client-address';
import { sessionConfig, type SessionConfig } from '../../config';
import { queryPrepared } from '../../database/prepared-statements';
import type { Row } from '../../database/row-fields';
import { onlyCookieValue } from './session-cookie';

/** A session token as the cookie carries it: 256 random bits, base64url. Anything else is no session. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a user agent header is kept to (the device label needs far less), and a client address (a proxy may say anything). */
const USER_AGENT_LENGTH = 512;
const CLIENT_ADDRESS_LENGTH = 64;

/** The signed-in session a request was let in by (SessionGuard). */
export interface RequestSession {
  /** The public id (the sessions list), never the token. */
  id: string;
  kind: SessionKind;
  tokenHash: string;
}

/** One of the user's sessions, as the sessions list shows it. */
export interface SessionListing {
  id: string;
  userAgent: string | null;
  clientAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * For the session guard's one statement per signed-in request (docs/architecture.md#how-a-signed-in-request-is-served):
 * the live, signed-in session of a token hash ($1) joined to its user (under the alias `users`), and the columns
 * `requestSessionOf` takes out of its row.
 */
export const SIGNED_IN_SESSION_JOIN = {
  from: 'user_sessions join users on users.id = user_sessions.user_id',
  where:
    'user_sessions.token_hash = $1 and not user_sessions.pending_second_factor and user_sessions.idle_expires_at > now() and user_sessions.absolute_expires_at > now()',
  columns: `user_sessions.id as session_id, user_sessions.kind as session_kind, user_sessions.last_seen_at < now() - interval '${SESSION_TOUCH_INTERVAL_MS} milliseconds' as session_touch_due`,
};

/** Splits a row read with SIGNED_IN_SESSION_JOIN into the session (and whether to touch it) and the rest. */
export function requestSessionOf<R extends Row>(row: R, tokenHash: string): { session: RequestSession; touchDue: boolean; rest: R } {
  const { session_id, session_kind, session_touch_due, ...rest } = row;
  return { session: { id: session_id as string, kind: session_kind as SessionKind, tokenHash }, touchDue: session_touch_due === true, rest: rest as R };
}

/**
 * Ends every session of the user, signed in or half-way through the admin sign-in, but the one `keep` names: one
 * statement, in `em`'s transaction if it has one. The operators' commands use it without the app (admin-accounts.ts).
 */
export async function endSessionsOf(em: EntityManager, userId: number, keep?: { id: string } | { tokenHash: string }): Promise<void> {
  const connection = em.getConnection();
  const context = em.getTransactionContext();
  if (!keep) await connection.execute('delete from user_sessions where user_id = ?', [userId], 'run', context);
  else if ('id' in keep) await connection.execute('delete from user_sessions where user_id = ? and id <> ?', [userId, keep.id], 'run', context);
  else await connection.execute('delete from user_sessions where user_id = ? and token_hash <> ?', [userId, keep.tokenHash], 'run', context);
}

/**
 * The sessions table (one row per browser session, session.entity.ts): the cookie holds a random token, the row its
 * SHA-256. Every change is one statement, so it holds for every api process on its very next request.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(sessionConfig.KEY) private readonly settings: SessionConfig,
  ) {}

  /**
   * The hash of the request's session token; undefined without exactly one well-formed session cookie (a malformed one,
   * or two of the name, is "signed out").
   */
  tokenHashOf(request: Request): string | undefined {
    const token = this.tokenOf(request);
    return token === undefined ? undefined : hashToken(token);
  }

  private tokenOf(request: Request): string | undefined {
    const header = request.headers.cookie;
    const name = this.settings.cookieName;
    const token = header?.includes(`${name}=`) ? onlyCookieValue(header, name) : undefined;
    return token !== undefined && TOKEN_FORMAT.test(token) ? token : undefined;
  }

  /**
   * A new session with a new token (the one the request came with, if any, ends: no fixation), its cookie set. The kind
   * sets the idle and absolute lifetimes.
   */
  async signIn(request: Request, response: Response, userId: number, kind: SessionKind): Promise<void> {
    const { idleMs, absoluteMs } = SESSION_LIFETIMES[kind];
    await this.start(request, response, userId, kind, { idleMs, absoluteMs, pending: false });
  }

  /** After an administrator's right password: a new session that signs nobody in until the second factor (pendingSignIn). */
  async beginPendingAdminSignIn(request: Request, response: Response, userId: number, lifetimeMs: number): Promise<void> {
    await this.start(request, response, userId, 'admin', { idleMs: lifetimeMs, absoluteMs: lifetimeMs, pending: true });
  }

  private async start(
    request: Request,
    response: Response,
    userId: number,
    kind: SessionKind,
    { idleMs, absoluteMs, pending }: { idleMs: number; absoluteMs: number; pending: boolean },
  ): Promise<void> {
    await this.endRequestSession(request);
    const token = randomBytes(32).toString('base64url');
    const [row] = await this.em.getConnection().execute<{ idle_expires_at: Date }[]>(
      `insert into user_sessions (token_hash, user_id, kind, absolute_expires_at, idle_expires_at, pending_second_factor, user_agent, client_address)
         values (?, ?, ?, now() + ?::float8 * interval '1 millisecond', now() + ?::float8 * interval '1 millisecond', ?, ?, ?) returning idle_expires_at`,
      [
        hashToken(token),
        userId,
        kind,
        absoluteMs,
        Math.min(idleMs, absoluteMs),
        pending,
        userAgentOf(request),
        request.ip ? shownAddress(request.ip).slice(0, CLIENT_ADDRESS_LENGTH) : null,
      ],
    );
    this.setCookie(request, response, token, new Date(row.idle_expires_at));
  }

  /** The request's pending administrator sign-in, if live; an expired one is ended. */
  async pendingSignIn(request: Request): Promise<{ id: string; userId: number } | 'expired' | undefined> {
    const tokenHash = this.tokenHashOf(request);
    if (!tokenHash) return undefined;
    const [row] = await this.em
      .getConnection()
      .execute<{ id: string; user_id: number; live: boolean }[]>(
        'select id, user_id, idle_expires_at > now() as live from user_sessions where token_hash = ? and pending_second_factor',
        [tokenHash],
      );
    if (!row) return undefined;
    if (row.live) return { id: row.id, userId: row.user_id };
    await this.end(row.id);
    return 'expired';
  }

  /** One more wrong code on a pending sign-in, counted in SQL: the count after it, or undefined if the sign-in is gone. */
  async countWrongCode(pendingId: string): Promise<number | undefined> {
    const [row] = await this.em
      .getConnection()
      .execute<{ wrong_codes: number }[]>(
        'update user_sessions set wrong_codes = wrong_codes + 1 where id = ? and pending_second_factor returning wrong_codes',
        [pendingId],
      );
    return row?.wrong_codes;
  }

  /** Ends a pending sign-in for good; false if it was gone already (ended meanwhile: a reset, too many wrong codes). */
  async endPendingSignIn(pendingId: string): Promise<boolean> {
    const ended = await this.em
      .getConnection()
      .execute<{ id: string }[]>('delete from user_sessions where id = ? and pending_second_factor returning id', [pendingId]);
    return ended.length === 1;
  }

  /**
   * Slides a signed-in session's idle expiry (never past its absolute one) and re-sends its cookie; SessionGuard asks at
   * most once a minute per session. An UPDATE, never an upsert: a session ended meanwhile stays ended.
   */
  async touch(request: Request, response: Response, session: RequestSession): Promise<void> {
    const [row] = await queryPrepared<{ idle_expires_at: Date }>(
      this.em,
      `update user_sessions set last_seen_at = now(), idle_expires_at = least(now() + $2::float8 * interval '1 millisecond', absolute_expires_at) where token_hash = $1 returning idle_expires_at`,
      [session.tokenHash, SESSION_LIFETIMES[session.kind].idleMs],
    );
    const token = row && this.tokenOf(request);
    if (token) this.setCookie(request, response, token, new Date(row.idle_expires_at));
  }

  /** Ends the request's session server-side (the old cookie is worthless even if replayed) and clears its cookie. */
  async signOut(request: Request, response: Response): Promise<void> {
    await this.endRequestSession(request);
    response.clearCookie(this.settings.cookieName, this.cookieOptions(request));
  }

  private async endRequestSession(request: Request): Promise<void> {
    const tokenHash = this.tokenHashOf(request);
    if (tokenHash) await this.em.getConnection().execute('delete from user_sessions where token_hash = ?', [tokenHash], 'run');
  }

  private async end(id: string): Promise<void> {
    await this.em.getConnection().execute('delete from user_sessions where id = ?', [id], 'run');
  }

  /** Ends every session of the user, pending administrator sign-ins included, but `keepSessionId`. */
  async endSessionsOf(userId: number, keepSessionId?: string): Promise<void> {
    await endSessionsOf(this.em, userId, keepSessionId ? { id: keepSessionId } : undefined);
  }

  /** Ends every session of the user but the one the request came with, if any (it may be another user's, or none). */
  async endSessionsOfExceptRequest(em: EntityManager, userId: number, request: Request): Promise<void> {
    const tokenHash = this.tokenHashOf(request);
    await endSessionsOf(em, userId, tokenHash ? { tokenHash } : undefined);
  }

  /** The user's signed-in sessions, the most recently active first. */
  async listOf(userId: number): Promise<SessionListing[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; user_agent: string | null; client_address: string | null; created_at: Date; last_seen_at: Date }[]>(
        `select id, user_agent, client_address, created_at, last_seen_at from user_sessions
       where user_id = ? and not pending_second_factor and idle_expires_at > now() and absolute_expires_at > now()
       order by last_seen_at desc, created_at desc`,
        [userId],
      );
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.user_agent,
      clientAddress: row.client_address,
      createdAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
    }));
  }

  /** Ends one of the user's sessions; false when the user has none with this id (another user's is never touched). */
  async endOneOf(userId: number, id: string): Promise<boolean> {
    if (!UUID_FORMAT.test(id)) return false;
    const ended = await this.em.getConnection().execute<{ id: string }[]>('delete from user_sessions where id = ? and user_id = ? returning id', [id, userId]);
    return ended.length === 1;
  }

  /** Expires with the session's idle lifetime. */
  private setCookie(request: Request, response: Response, token: string, expires: Date): void {
    response.cookie(this.settings.cookieName, token, { ...this.cookieOptions(request), expires });
  }

  /**
   * httpOnly, SameSite=Lax, Path=/, no Domain; Secure over TLS (behind a trusted proxy too), and always with the
   * `__Host-` prefix, which browsers accept only so (clearing included).
   */
  private cookieOptions(request: Request): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.settings.hostPrefixed || overTls(request), path: '/' };
  }
}

function userAgentOf(request: Request): string | null {
  const agent = request.headers['user-agent'];
  return agent ? agent.slice(0, USER_AGENT_LENGTH) : null;
}
