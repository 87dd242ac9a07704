import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { BusyTime, Calendar, CalendarEvent } from '../calendar';

/** An event as Google Calendar's events.list gives it: the parts busy times are read from. */
export interface GoogleEvent {
  id?: string;
  status?: string;
  transparency?: string;
  start?: { dateTime?: string; date?: string; timeZone?: string };
  end?: { dateTime?: string; date?: string; timeZone?: string };
}

interface GoogleEventsPage {
  items?: GoogleEvent[];
  nextPageToken?: string;
  timeZone?: string;
}

/** The access token of a connection, refreshed when it is near its end or Google refuses it (GoogleTokens). */
export interface GoogleAccess {
  token(signal: AbortSignal): Promise<string>;
  renewed(signal: AbortSignal): Promise<string>;
}

/** At most this many pages of events for one busy read (2,500 events each): more than any day's calendar holds. */
const MAX_PAGES = 4;

/**
 * What is busy in Google's events: cancelled events and those marked "free" (transparent) are not; an all-day event is
 * busy from midnight to midnight in the calendar's time zone.
 */
export function busyOfGoogleEvents(items: GoogleEvent[], calendarTimeZone: string): BusyTime[] {
  const busy: BusyTime[] = [];
  for (const item of items) {
    if (item.status === 'cancelled' || item.transparency === 'transparent') continue;
    const start = instantOf(item.start, calendarTimeZone);
    const end = instantOf(item.end, calendarTimeZone);
    if (start && end && end > start) busy.push({ eventId: item.id ?? null, start, end });
  }
  return busy;
}

function instantOf(time: GoogleEvent['start'], calendarTimeZone: string): Date | null {
  if (time?.dateTime) {
    const parsed = DateTime.fromISO(time.dateTime, { setZone: true });
    return parsed.isValid ? parsed.toJSDate() : null;
  }
  if (time?.date) {
    const day = DateTime.fromISO(time.date, { zone: time.timeZone ?? calendarTimeZone });
    return day.isValid ? day.toJSDate() : null;
  }
  return null;
}

/** Our event as Google Calendar's events resource takes it, with the id we chose (docs/product.md#appointments). */
export function googleEventOf(event: CalendarEvent): Record<string, unknown> {
  return {
    id: event.id,
    status: 'confirmed',
    summary: event.summary,
    description: event.description,
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
  };
}

/**
 * The Google Calendar adapter (docs/product.md#google-calendar): Calendar API v3 over plain fetch with the connection's
 * access token. Each operation has one deadline (GOOGLE_TIMEOUT_MS) for all its requests, a token refresh included, so
 * a tool call during a phone call never waits longer on Google.
 */
export class GoogleCalendar implements Calendar {
  readonly name = 'google' as const;

  constructor(
    private readonly apiBaseUrl: string,
    private readonly timeoutMs: number,
    private readonly access: GoogleAccess,
  ) {}

  async busy(calendarId: string, from: Date, to: Date, _tx: EntityManager): Promise<BusyTime[]> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const items: GoogleEvent[] = [];
    let timeZone = 'UTC';
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({
        timeMin: from.toISOString(),
        timeMax: to.toISOString(),
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: '2500',
        ...(pageToken ? { pageToken } : {}),
      });
      const response = await this.send('GET', `${this.eventsPath(calendarId)}?${query}`, signal);
      if (!response.ok) throw new Error(`Google Calendar answered ${response.status} listing events`);
      const body = (await response.json()) as GoogleEventsPage;
      items.push(...(body.items ?? []));
      timeZone = body.timeZone ?? timeZone;
      pageToken = body.nextPageToken;
      if (!pageToken) break;
    }
    return busyOfGoogleEvents(items, timeZone);
  }

  /** PUT the event at its id; Google answers 404 for an id it never had, and then it is created with that id. */
  async put(calendarId: string, event: CalendarEvent): Promise<void> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const body = googleEventOf(event);
    const updated = await this.send('PUT', `${this.eventsPath(calendarId)}/${encodeURIComponent(event.id)}`, signal, body);
    if (updated.ok) return;
    if (updated.status !== 404) throw new Error(`Google Calendar answered ${updated.status} updating event ${event.id}`);
    const created = await this.send('POST', this.eventsPath(calendarId), signal, body);
    // 409: created meanwhile (by an earlier attempt whose answer was lost): written once, as the id says.
    if (!created.ok && created.status !== 409) throw new Error(`Google Calendar answered ${created.status} creating event ${event.id}`);
  }

  /** DELETE the event; 404 and 410 say it is gone already. */
  async remove(calendarId: string, eventId: string): Promise<void> {
    const response = await this.send('DELETE', `${this.eventsPath(calendarId)}/${encodeURIComponent(eventId)}`, AbortSignal.timeout(this.timeoutMs));
    if (!response.ok && response.status !== 404 && response.status !== 410)
      throw new Error(`Google Calendar answered ${response.status} deleting event ${eventId}`);
  }

  private eventsPath(calendarId: string): string {
    return `${this.apiBaseUrl}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;
  }

  /** The request with the access token; a 401 (the token revoked or expired early) is tried once more with a renewed one. */
  private async send(method: string, url: string, signal: AbortSignal, body?: unknown): Promise<Response> {
    const attempt = async (token: string) => {
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      if (!response.ok) await response.body?.cancel();
      return response;
    };
    const first = await attempt(await this.access.token(signal));
    return first.status === 401 ? attempt(await this.access.renewed(signal)) : first;
  }
}
