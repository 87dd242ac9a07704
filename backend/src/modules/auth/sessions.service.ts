import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { SESSION_LIFETIMES, SessionKind, sessionData } from '../../common/auth/session-policy';
import type { User } from '../users/user.entity';
import { TableChanges } from '../../database/table-changes.service';

/** Signing in and out of the cookie session, and ending a user's sessions elsewhere. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    @Optional() private readonly changes?: TableChanges, // the api's session cache; the worker has none
  ) {}

  /** Passport regenerates the session id at login (no fixation); the kind sets the idle and absolute lifetimes. */
  async signIn(request: Request, user: User, kind: SessionKind): Promise<void> {
    await new Promise<void>((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
    Object.assign(sessionData(request), { kind, signedInAt: Date.now() });
    request.session.cookie.maxAge = SESSION_LIFETIMES[kind].idleMs;
  }

  /** Destroys the session server-side, so the old cookie is worthless even if replayed. */
  async signOut(request: Request, response: Response, cookieName: string): Promise<void> {
    await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
    response.clearCookie(cookieName, { httpOnly: true, sameSite: 'lax' });
  }

  /** Ends every session of the user but `keepSessionId` (after a password change, or all of them after a reset). */
  async endSessionsOf(userId: number, keepSessionId?: string): Promise<void> {
    const ended = await this.em
      .getConnection()
      .execute<{ sid: string }[]>(
        "delete from sessions where sess #>> '{passport,user}' = ? and sid <> ? returning sid",
        [String(userId), keepSessionId ?? ''],
        'all',
      );
    this.changes?.changedHere(
      'sessions',
      ended.map((row) => row.sid),
    );
  }
}
