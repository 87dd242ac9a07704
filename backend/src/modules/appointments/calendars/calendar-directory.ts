import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { calendarConfig } from '../../../config';
import type { CalendarConfigValues } from '../../../config/calendar.config';
import { type Calendar, CalendarDisconnected, type ReceptionistCalendar } from './calendar';
import type { CalendarConnectionState, CalendarDisconnectReason } from './calendar-connection-states';
import { GoogleCalendar } from './google/google-calendar';
import { GoogleOAuth } from './google/google-oauth';
import { type GoogleTokenStore, GoogleTokens } from './google/google-tokens';
import { SandboxCalendar } from './sandbox/sandbox-calendar';
import { TokenCipher } from './token-cipher';

/**
 * A connection that cannot be used until the business connects again: nothing of it is busy (bookings go by our own
 * appointments) and nothing is written to it (docs/product.md#google-calendar).
 */
const DISCONNECTED: Calendar = {
  name: 'disconnected',
  busy: () => Promise.resolve([]),
  put: () => Promise.reject(new CalendarDisconnected('connect the calendar again')),
  remove: () => Promise.reject(new CalendarDisconnected('connect the calendar again')),
};

interface ConnectionRow {
  id: number;
  state: CalendarConnectionState;
  calendar_id: string;
  access_token: string;
  refresh_token: string;
  access_token_expires_at: Date;
}

/**
 * Which calendar a receptionist's business uses (docs/product.md#google-calendar): its Google Calendar while connected,
 * the sandbox calendar when it has never connected one. Keeps renewed access tokens and marks connections Google no
 * longer honours, each in a transaction of its own, so neither is lost with the caller's.
 */
@Injectable()
export class CalendarDirectory implements GoogleTokenStore {
  constructor(
    private readonly em: EntityManager,
    private readonly sandbox: SandboxCalendar,
    private readonly cipher: TokenCipher,
    private readonly oauth: GoogleOAuth,
    @Inject(calendarConfig.KEY) private readonly config: CalendarConfigValues,
  ) {}

  /** Read through `em`, the caller's transaction. */
  async forReceptionist(receptionistId: number, em: EntityManager): Promise<ReceptionistCalendar> {
    const [row] = await em
      .getConnection()
      .execute<ConnectionRow[]>(
        'select id, state, calendar_id, access_token, refresh_token, access_token_expires_at from calendar_connections where receptionist_id = ?',
        [receptionistId],
        'all',
        em.getTransactionContext(),
      );
    if (!row) return { calendar: this.sandbox, calendarId: SandboxCalendar.calendarIdOf(receptionistId) };
    // Without the OAuth client (removed from the configuration since) no token can be refreshed.
    if (row.state !== 'connected' || !this.oauth.configured) return { calendar: DISCONNECTED, calendarId: row.calendar_id };
    const tokens = new GoogleTokens(
      {
        connectionId: row.id,
        receptionistId,
        accessToken: row.access_token,
        refreshToken: row.refresh_token,
        expiresAt: new Date(row.access_token_expires_at),
      },
      this.cipher,
      this.oauth,
      this,
    );
    return { calendar: new GoogleCalendar(this.config.googleApiBaseUrl, this.config.googleTimeoutMs, tokens), calendarId: row.calendar_id };
  }

  async renewed(connectionId: number, sealed: { accessToken: string; refreshToken: string; expiresAt: Date }): Promise<void> {
    await this.em
      .fork()
      .getConnection()
      .execute(
        `update calendar_connections set access_token = ?, refresh_token = ?, access_token_expires_at = ?, updated_at = now() where id = ? and state = 'connected'`,
        [sealed.accessToken, sealed.refreshToken, sealed.expiresAt, connectionId],
      );
  }

  async disconnected(connectionId: number, reason: CalendarDisconnectReason): Promise<void> {
    await this.em
      .fork()
      .getConnection()
      .execute(
        `update calendar_connections set state = 'disconnected', disconnected_reason = ?, disconnected_at = now(), updated_at = now() where id = ? and state = 'connected'`,
        [reason, connectionId],
      );
  }
}
