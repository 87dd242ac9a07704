import type { SupportRequestDto } from '../api/generated/types.gen';

// Noon UTC keeps the dates on their day in every time zone the tests may run in.
const SUBMITTED_AT = '2026-11-20T12:00:00.000Z';

/** A ticket as POST /api/support-request answers it: open, unresolved. */
export function supportRequestDto(overrides: Partial<SupportRequestDto> = {}): SupportRequestDto {
  return {
    id: 1,
    ticketNumber: 'TKT-10001',
    subject: 'Calls are not forwarded',
    category: 'technical',
    message: 'Since Monday our receptionist does not forward calls to the front desk.',
    priority: 'high',
    status: 'open',
    isResolved: false,
    resolvedAt: null,
    createdAt: SUBMITTED_AT,
    updatedAt: SUBMITTED_AT,
    ...overrides,
  };
}

/** A ticket our team has resolved. */
export function resolvedSupportRequestDto(overrides: Partial<SupportRequestDto> = {}): SupportRequestDto {
  return supportRequestDto({ status: 'resolved', isResolved: true, resolvedAt: '2026-11-21T12:00:00.000Z', ...overrides });
}
