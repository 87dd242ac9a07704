import type { CallDetailDto, CallListItemDto, CallOutcome, CallsDayDto, CallsOverviewDto, CallsPageDto, CallUsageDto } from '../api/generated/types.gen';
import { CALL_OUTCOME_OPTIONS } from '../lib/call-outcomes';

// 2:05 PM on Nov 26, 2026 where the tests run: the list writes times in the reader's zone.
const STARTED_AT = new Date(2026, 10, 26, 14, 5).toISOString();

/** A call Front desk answered: an appointment booked by a caller from San Francisco. */
export function callListItemDto(overrides: Partial<CallListItemDto> = {}): CallListItemDto {
  return {
    id: 41,
    startedAt: STARTED_AT,
    endedAt: new Date(new Date(STARTED_AT).getTime() + 125_000).toISOString(),
    status: 'ended',
    callerNumber: '+14155550134',
    callerName: null,
    receptionistId: 1,
    receptionistName: 'Front desk',
    durationSeconds: 125,
    outcome: 'appointment_booked',
    summary: 'Booked a cleaning for Tuesday at 10 AM.',
    isTest: false,
    language: 'en-US',
    counted: true,
    notCountedReason: null,
    ...overrides,
  };
}

export function callDetailDto(overrides: Partial<CallDetailDto> = {}): CallDetailDto {
  return {
    ...callListItemDto(),
    endedReason: 'customer-ended-call',
    transcript: [
      { speaker: 'receptionist', text: 'Harbor Dental, how can I help you?', seconds: 0 },
      { speaker: 'caller', text: 'I would like to book a cleaning.', seconds: 4 },
      { speaker: 'receptionist', text: 'Tuesday at 10 AM works. You are booked.', seconds: 72 },
    ],
    recordingAvailable: true,
    contentRemovedAt: null,
    actions: [],
    ...overrides,
  };
}

/** GET /api/calls's answer for these calls (page 1 of 25 unless said otherwise). */
export function callsPageDto(items: CallListItemDto[], overrides: Partial<CallsPageDto> = {}): CallsPageDto {
  return { items, total: items.length, totalCapped: false, page: 1, pageSize: 25, ...overrides };
}

/** A call still going on: no end, outcome or content yet (the customer's and the administrator's details alike). */
export const CALL_IN_PROGRESS = {
  status: 'in_progress',
  endedAt: null,
  durationSeconds: null,
  outcome: null,
  summary: null,
  transcript: [],
  recordingAvailable: false,
  counted: false,
} satisfies Partial<CallDetailDto>;

/** The plan catalogue's words for calls above the allowance (backend/src/modules/plans/plan-catalogue.ts). */
export const OVERAGE_RULE = 'Calls above your allowance are still answered, at no extra charge.';

/** GET /api/calls/usage: 640 of Professional's 1,000 calls in the month from a renewal on Nov 5, 2026, a few not counted. */
export function callUsageDto(overrides: Partial<CallUsageDto> = {}): CallUsageDto {
  // Noon UTC keeps the period's days on their date in every time zone the tests may run in.
  return {
    periodStart: '2026-11-05T12:00:00.000Z',
    periodEnd: '2026-12-05T12:00:00.000Z',
    callsCounted: 640,
    allowance: 1000,
    overage: 0,
    overageRule: OVERAGE_RULE,
    projectedCalls: null,
    upgradePlanId: 'business',
    percentUsed: 64,
    notCounted: [
      { reason: 'spam', calls: 12 },
      { reason: 'test', calls: 0 },
      { reason: 'short', calls: 31 },
    ],
    textsSent: 37,
    textAllowance: 200,
    ...overrides,
  };
}

const DAY_MS = 86_400_000;

/** A day of the chart: these calls by outcome (every outcome in the API's order, then not reported yet, zeros included). */
export function callsDayDto(day: string, calls: Partial<Record<CallOutcome, number>> = {}): CallsDayDto {
  const outcomes = [...CALL_OUTCOME_OPTIONS.map((outcome) => ({ outcome, calls: calls[outcome] ?? 0 })), { outcome: null, calls: 0 }];
  return { day, calls: outcomes.reduce((sum, entry) => sum + entry.calls, 0), outcomes };
}

/** GET /api/calls/overview: 30 days to Nov 27, 2026, with calls on Nov 20 and Nov 27, and two receptionists. */
export function callsOverviewDto(overrides: Partial<CallsOverviewDto> = {}): CallsOverviewDto {
  const last = Date.UTC(2026, 10, 27);
  const busy: Record<string, Partial<Record<CallOutcome, number>>> = {
    '2026-11-20': { appointment_booked: 4, message_taken: 2, spam: 1 },
    '2026-11-27': { appointment_booked: 1, hang_up: 2 },
  };
  const callsPerDay = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(last - (29 - index) * DAY_MS).toISOString().slice(0, 10);
    return callsDayDto(day, busy[day]);
  });
  return {
    usage: callUsageDto(),
    callsAnswered: 683,
    appointmentsBooked: 210,
    messagesTaken: 95,
    averageDurationSeconds: 125,
    callsPerDay,
    receptionists: [
      { receptionistId: 1, receptionistName: 'Front desk', calls: 600, counted: 570, appointmentsBooked: 200, messagesTaken: 80, openQuestions: 3 },
      { receptionistId: 2, receptionistName: 'After hours', calls: 80, counted: 70, appointmentsBooked: 10, messagesTaken: 15, openQuestions: 0 },
      { receptionistId: null, receptionistName: null, calls: 3, counted: 0, appointmentsBooked: 0, messagesTaken: 0, openQuestions: 0 },
    ],
    ...overrides,
  };
}
