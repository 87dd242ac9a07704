import type { CallDetailDto, CallListItemDto, CallsPageDto } from '../api/generated/types.gen';

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
