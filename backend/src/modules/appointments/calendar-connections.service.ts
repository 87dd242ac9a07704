import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { appConfig, calendarConfig } from '../../config';
import type { AppConfigValues } from '../../config/app.config';
import type { CalendarConfigValues } from '../../config/calendar.config';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { CALENDAR_ERRORS } from './calendar-connections.errors';
import { CalendarConnection } from './calendars/calendar-connection.entity';
import { type GoogleGrant, GoogleOAuth } from './calendars/google/google-oauth';
import { tokenBinding } from './calendars/google/google-tokens';
import { TokenCipher, UnreadableToken } from './calendars/token-cipher';
import type { CalendarConnectionDto, CalendarConnectUrlDto, CalendarOAuthCallbackQueryDto, ReceptionistCalendarDto } from './dto/calendar-connection.dto';

/** Where Google sends the browser back: the redirect URI registered with the OAuth client (README, Google Calendar). */
export const CALENDAR_OAUTH_CALLBACK_PATH = '/api/calendar/oauth/callback';
/** How long a consent started may take to come back. */
const STATE_LIFETIME_MS = 10 * 60_000;

const NO_CONNECTION: CalendarConnectionDto = {
  provider: 'sandbox',
  state: 'connected',
  disconnectedReason: null,
  accountEmail: null,
  calendarId: null,
  connectedAt: null,
};

function toDto(connection: CalendarConnection): CalendarConnectionDto {
  return {
    provider: connection.provider,
    state: connection.state,
    disconnectedReason: connection.disconnectedReason,
    accountEmail: connection.accountEmail,
    calendarId: connection.calendarId,
    connectedAt: connection.connectedAt,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Connecting a receptionist's business's Google Calendar (docs/product.md#google-calendar): OAuth 2.0 for a web server
 * application with PKCE. The `state` is random, stored as its hash for the user and receptionist who started, used once
 * within minutes; the PKCE verifier is derived from it under our key, so nothing else need be kept meanwhile.
 */
@Injectable()
export class CalendarConnectionsService {
  private readonly logger = new Logger(CalendarConnectionsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly oauth: GoogleOAuth,
    private readonly cipher: TokenCipher,
    @Inject(appConfig.KEY) private readonly app: AppConfigValues,
    @Inject(calendarConfig.KEY) private readonly config: CalendarConfigValues,
  ) {}

  /** The receptionist's calendar as its page shows it; `customerId` limits it to theirs (our team: any). */
  async view(receptionistId: number, viewer: { customerId?: number }): Promise<CalendarConnectionDto> {
    await this.receptionistOf(receptionistId, viewer.customerId);
    const connection = await this.em.findOne(CalendarConnection, { receptionist: receptionistId });
    return connection ? toDto(connection) : NO_CONNECTION;
  }

  /** The calendar of each of these receptionists, in one query (View Details shows all of a customer's). */
  async viewEach(receptionistIds: number[]): Promise<ReceptionistCalendarDto[]> {
    const connections = await this.em.find(CalendarConnection, { receptionist: { $in: receptionistIds } });
    const byReceptionist = new Map(connections.map((connection) => [connection.receptionist.id, toDto(connection)]));
    return receptionistIds.map((receptionistId) => ({ receptionistId, ...(byReceptionist.get(receptionistId) ?? NO_CONNECTION) }));
  }

  /** Google's consent page for the owner's receptionist, with a new state. */
  async connect(userId: number, receptionistId: number): Promise<CalendarConnectUrlDto> {
    await this.receptionistOf(receptionistId, userId);
    if (!this.oauth.configured) throw appError(CALENDAR_ERRORS.NOT_SET_UP);
    const state = randomBytes(32).toString('base64url');
    const connection = this.em.getConnection();
    await connection.execute('delete from calendar_oauth_states where expires_at < now()');
    await connection.execute('insert into calendar_oauth_states (state_hash, user_id, receptionist_id, expires_at) values (?, ?, ?, ?)', [
      sha256(state).toString('hex'),
      userId,
      receptionistId,
      new Date(Date.now() + STATE_LIFETIME_MS),
    ]);
    return { url: this.oauth.consentUrl(this.redirectUri(), state, sha256(this.verifierOf(state)).toString('base64url')) };
  }

  /**
   * Google's answer, in the browser of whoever started: the state is claimed (once, by its user, in time), the code
   * exchanged for tokens, stored encrypted. Where the settings page goes next says how it went.
   */
  async finish(userId: number, query: CalendarOAuthCallbackQueryDto): Promise<{ url: string }> {
    if (!query.state) throw appError(CALENDAR_ERRORS.INVALID_STATE);
    const [claim] = await this.em
      .getConnection()
      .execute<{ user_id: number; receptionist_id: number; expires_at: Date }[]>(
        'delete from calendar_oauth_states where state_hash = ? returning user_id, receptionist_id, expires_at',
        [sha256(query.state).toString('hex')],
      );
    if (!claim || claim.user_id !== userId || new Date(claim.expires_at).getTime() < Date.now()) throw appError(CALENDAR_ERRORS.INVALID_STATE);
    const receptionistId = claim.receptionist_id;
    const settingsPage = (outcome: 'connected' | 'error') => ({ url: `${this.app.appUrl}/receptionists/${receptionistId}/settings?calendar=${outcome}` });
    if (query.error || !query.code) return settingsPage('error');
    let grant: GoogleGrant;
    try {
      grant = await this.oauth.exchangeCode(query.code, this.verifierOf(query.state), this.redirectUri());
    } catch (error) {
      this.logger.warn(`connecting the calendar of receptionist ${receptionistId} failed: ${(error as Error).message}`);
      return settingsPage('error');
    }
    if (!(await this.receptionists.settingsSubject(receptionistId, { userId }))) return settingsPage('error');
    await this.store(userId, receptionistId, grant);
    return settingsPage('connected');
  }

  /** Back to the sandbox calendar; Google is asked to revoke the access, which may fail without keeping the connection. */
  async disconnect(userId: number, receptionistId: number): Promise<void> {
    await this.receptionistOf(receptionistId, userId);
    const [removed] = await this.em
      .getConnection()
      .execute<{ refresh_token: string }[]>('delete from calendar_connections where receptionist_id = ? returning refresh_token', [receptionistId]);
    if (!removed) return;
    try {
      await this.oauth.revoke(this.cipher.decrypt(removed.refresh_token, tokenBinding(receptionistId, 'refresh')));
    } catch (error) {
      if (!(error instanceof UnreadableToken))
        this.logger.warn(`revoking the calendar access of receptionist ${receptionistId} failed: ${(error as Error).message}`);
    }
  }

  private async store(userId: number, receptionistId: number, grant: GoogleGrant): Promise<void> {
    await this.em.getConnection().execute(
      `insert into calendar_connections (receptionist_id, user_id, provider, account_email, calendar_id, access_token, refresh_token, access_token_expires_at)
       values (?, ?, 'google', ?, 'primary', ?, ?, ?)
       on conflict (receptionist_id) do update set user_id = excluded.user_id, provider = excluded.provider, account_email = excluded.account_email,
         calendar_id = excluded.calendar_id, access_token = excluded.access_token, refresh_token = excluded.refresh_token,
         access_token_expires_at = excluded.access_token_expires_at, state = 'connected', disconnected_reason = null, disconnected_at = null,
         connected_at = now(), updated_at = now()`,
      [
        receptionistId,
        userId,
        grant.accountEmail.slice(0, 320),
        this.cipher.encrypt(grant.accessToken, tokenBinding(receptionistId, 'access')),
        this.cipher.encrypt(grant.refreshToken, tokenBinding(receptionistId, 'refresh')),
        grant.expiresAt,
      ],
    );
  }

  private async receptionistOf(receptionistId: number, customerId: number | undefined): Promise<void> {
    if (!(await this.receptionists.settingsSubject(receptionistId, { userId: customerId }))) throw appError(CALENDAR_ERRORS.NOT_FOUND);
  }

  private redirectUri(): string {
    return `${this.app.appUrl}${CALENDAR_OAUTH_CALLBACK_PATH}`;
  }

  /** PKCE's verifier for this state (43 characters, as RFC 7636 allows): only we can make it, only this state has it. */
  private verifierOf(state: string): string {
    return createHmac('sha256', this.config.tokenKeys[0]).update(`pkce:${state}`).digest('base64url');
  }
}
