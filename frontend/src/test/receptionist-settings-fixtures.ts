import type {
  CalendarConnectionDto,
  ReceptionistSettingsDocDto,
  ReceptionistSettingsDto,
  ReceptionistSettingsVersionDto,
  ReceptionistSettingsVersionSummaryDto,
} from '../api/generated/types.gen';

const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];

/** What a receptionist answers with before anyone saves (receptionist-settings.ts defaultSettings), in New York. */
export function settingsDocDto(overrides: Partial<ReceptionistSettingsDocDto> = {}): ReceptionistSettingsDocDto {
  return {
    hours: {
      timeZone: 'America/New_York',
      weekly: { monday: NINE_TO_FIVE, tuesday: NINE_TO_FIVE, wednesday: NINE_TO_FIVE, thursday: NINE_TO_FIVE, friday: NINE_TO_FIVE, saturday: [], sunday: [] },
      overrides: [],
    },
    greeting: 'Thank you for calling Harbor Dental. How can I help you today?',
    companyInfo: 'Harbor Dental: family dentistry in Portland.',
    answers: [],
    transfers: [],
    transferFallback: 'message',
    vipCallers: [],
    blockedCallers: [],
    afterHours: { action: 'message', transferTo: '' },
    booking: { enabled: false, types: [{ name: 'Appointment', minutes: 30 }], bufferMinutes: 0, minNoticeMinutes: 120, maxDaysAhead: 60 },
    links: [],
    ...overrides,
  };
}

// Noon UTC keeps the dates on their day in every time zone the tests may run in.
export function versionSummaryDto(version: number, overrides: Partial<ReceptionistSettingsVersionSummaryDto> = {}): ReceptionistSettingsVersionSummaryDto {
  return {
    version,
    createdAt: `2026-11-2${version}T12:00:00.000Z`,
    author: { name: 'Ada Lovelace', byTeam: false },
    changed: ['hours'],
    changedLabels: ['Opening hours'],
    restoredFrom: null,
    ...overrides,
  };
}

export function versionDto(
  version: number,
  settings = settingsDocDto(),
  overrides: Partial<ReceptionistSettingsVersionSummaryDto> = {},
): ReceptionistSettingsVersionDto {
  return { ...versionSummaryDto(version, overrides), settings };
}

/** GET /api/receptionists/{id}/settings: version 0 (the defaults) on the Professional plan unless told otherwise. */
export function receptionistSettingsDto(overrides: Partial<ReceptionistSettingsDto> = {}): ReceptionistSettingsDto {
  const version = overrides.version ?? 0;
  return {
    version,
    saved: version === 0 ? null : versionSummaryDto(version),
    settings: settingsDocDto(),
    openStatus: 'Open now · closes at 5:00 PM',
    delivery: 'setup',
    deliveryText: 'Our team builds your receptionist with these settings.',
    allowance: { planName: 'Professional', answers: 25, transferPeople: 3 },
    requestedHours: '',
    receptionistName: 'Front desk',
    businessName: 'Harbor Dental',
    ...overrides,
  };
}

/** GET …/calendar: the built-in calendar unless overridden (a Google Calendar connected or disconnected). */
export function calendarConnectionDto(overrides: Partial<CalendarConnectionDto> = {}): CalendarConnectionDto {
  return { provider: 'sandbox', state: 'connected', disconnectedReason: null, accountEmail: null, calendarId: null, connectedAt: null, ...overrides };
}
