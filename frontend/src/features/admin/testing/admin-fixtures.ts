import type { AdminCallDetailDto, AdminCallDto } from '../../../api/generated/types.gen';
import { json, userDto } from '../../../test/fetch-mock';

/** Builders for the back office's API answers in tests, each with overrides. */

export const grace = userDto({ id: 1, role: 'admin', username: 'grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });

export function adminUser(overrides: Record<string, unknown> = {}) {
  return {
    ...userDto({ id: 7, phoneNumber: '+1 415 555 0134', companyName: 'Harbor Dental', companySize: '11-50' }),
    emailVerifiedAt: '2025-01-05T15:10:00.000Z',
    receptionistCount: 0,
    receptionistsOverLimit: 0,
    billingPeriod: null,
    currentPeriodEnd: null,
    managedByProvider: false,
    callsThisPeriod: 0,
    callAllowance: 0,
    ...overrides,
  };
}

export function page<T>(items: T[], overrides: Record<string, unknown> = {}) {
  return { items, total: items.length, totalCapped: false, page: 1, pageSize: 50, ...overrides };
}

export function adminReceptionist(overrides: Record<string, unknown> = {}) {
  return {
    id: 31,
    name: 'Front desk',
    phoneNumber: '+1 (415) 555-0134',
    aiPhoneNumber: '+18885554321',
    forwardingCarrier: null,
    forwardingGuides: [],
    languages: ['English', 'Spanish'],
    companyInfo: 'A dental practice by the harbour.',
    businessHours: 'Mon-Fri 8am-6pm',
    active: false,
    status: 'pending',
    createdAt: '2025-01-05T15:04:00.000Z',
    updatedAt: '2025-01-05T15:04:00.000Z',
    statusHistory: [{ from: null, to: 'pending', at: '2025-01-05T15:04:00.000Z', by: 'customer' }],
    userId: 7,
    userName: 'Ada Lovelace',
    userEmail: 'ada@example.com',
    userCompany: 'Harbor Dental',
    overLimit: false,
    overLimitReasons: [],
    keptActiveAt: null,
    ...overrides,
  };
}

export function activity(overrides: Record<string, unknown> = {}) {
  return {
    id: 51,
    userId: 7,
    action: 'upgrade',
    previousPlan: 'professional',
    newPlan: 'business',
    date: '2025-01-05T15:04:00',
    details: 'Upgraded from Professional to Business',
    stripeEventId: null,
    user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com' },
    ...overrides,
  };
}

export function supportRequest(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    ticketNumber: 'TKT-10001',
    subject: 'Calls are not forwarded',
    category: 'technical',
    message: 'Since Monday our receptionist does not forward calls to the front desk when a caller asks for a person.',
    priority: 'high',
    status: 'open',
    isResolved: false,
    resolvedAt: null,
    createdAt: '2025-01-05T15:04:00.000Z',
    updatedAt: '2025-01-05T15:04:00.000Z',
    userId: 7,
    userEmail: 'ada@example.com',
    userName: 'Ada Lovelace',
    ...overrides,
  };
}

export function contactMessage(overrides: Record<string, unknown> = {}) {
  return {
    id: 61,
    firstName: 'Marie',
    lastName: 'Curie',
    email: 'marie@example.com',
    phone: '+33 1 23 45 67 89',
    companyName: 'Radium Dental',
    companySize: '11-50',
    interestedIn: 'product-demo',
    message: 'We would like a demo of a receptionist that speaks French and English for our two clinics.',
    isRead: false,
    createdAt: '2025-01-05T15:04:00.000Z',
    ...overrides,
  };
}

/** The routes every /admin render needs: the session, the administrator, and empty lists and histories. */
export function adminRoutes() {
  return {
    'GET /api/user': () => json(200, grace),
    'GET /api/admin/me': () => json(200, grace),
    'GET /api/admin/users': () => json(200, page([])),
    'GET /api/admin/audit-log': () => json(200, []),
    'GET /api/admin/notices': () => json(200, { paymentsProvider: 'sandbox', sandboxInProduction: false }),
    'GET /api/admin/work-queue/summary': () => json(200, { waiting: 0, overdue: 0, requests: 0, tickets: 0, changes: 0 }),
  };
}

export function adminCall(overrides: Partial<AdminCallDto> = {}): AdminCallDto {
  return {
    id: 81,
    startedAt: '2025-01-06T16:20:00.000Z',
    endedAt: '2025-01-06T16:22:05.000Z',
    status: 'ended',
    callerNumber: '+14155550188',
    callerName: null,
    receptionistId: 31,
    receptionistName: 'Front desk',
    durationSeconds: 125,
    outcome: 'appointment_booked',
    summary: 'The caller booked a cleaning for Thursday at 10am.',
    isTest: false,
    language: 'en-US',
    counted: true,
    notCountedReason: null,
    customer: { id: 7, email: 'ada@example.com', name: 'Ada Lovelace' },
    platform: 'sandbox',
    assistantId: 'sandbox-assistant-31',
    phoneNumberId: 'sandbox-number-31',
    ...overrides,
  };
}

export function adminCallDetail(overrides: Partial<AdminCallDetailDto> = {}): AdminCallDetailDto {
  return {
    ...adminCall(),
    endedReason: 'customer-ended-call',
    transcript: [
      { speaker: 'receptionist', text: 'Harbor Dental, how can I help?', seconds: 0 },
      { speaker: 'caller', text: 'I would like to book a cleaning.', seconds: 4 },
    ],
    recordingAvailable: true,
    contentRemovedAt: null,
    actions: [],
    ...overrides,
  };
}
