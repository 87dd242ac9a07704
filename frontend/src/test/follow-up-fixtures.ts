import type { FollowUpDto } from '../api/generated/types.gen';

// 2:05 PM on Nov 26, 2026 where the tests run: the list writes times in the reader's zone.
const CALL_AT = new Date(2026, 10, 26, 14, 5).toISOString();

/** Front desk's message from Ada Lovelace, open. */
export function followUpDto(overrides: Partial<FollowUpDto> = {}): FollowUpDto {
  return {
    id: 7,
    reason: 'message',
    status: 'open',
    createdAt: CALL_AT,
    callId: 41,
    callStartedAt: CALL_AT,
    callerNumber: '+14155550134',
    callerName: 'Ada Lovelace',
    receptionistId: 1,
    receptionistName: 'Front desk',
    summary: 'Wants a call back about the invoice.',
    doneAt: null,
    doneBy: null,
    ...overrides,
  };
}

/** One page holding these follow-ups. */
export const followUpsPageDto = (items: FollowUpDto[]) => ({ items, total: items.length, totalCapped: false, page: 1, pageSize: 25 });
