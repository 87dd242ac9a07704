import { screen } from '@testing-library/react';
import type { ForwardingGuideDto, ReceptionistDto, ReceptionistUsageDto, StatusChangeDto } from '../api/generated/types.gen';
import { callUsageDto } from './call-fixtures';
import { json, mockFetch, userDto } from './fetch-mock';
import { renderApp } from './render-app';

// Noon UTC keeps the dates on their day in every time zone the tests may run in.
const REQUESTED_AT = '2026-11-22T12:00:00.000Z';

export function statusChangeDto(overrides: Partial<StatusChangeDto> = {}): StatusChangeDto {
  return { from: null, to: 'pending', at: REQUESTED_AT, by: 'customer', ...overrides };
}

/** The AI number our team gives the live fixtures. */
export const AI_NUMBER = '+14155550199';

/** Two of the server's forwarding guides (call-forwarding.ts) for a number: Verizon's codes, and the way for any carrier. */
export function forwardingGuidesDto(aiPhoneNumber = AI_NUMBER): ForwardingGuideDto[] {
  const dialled = aiPhoneNumber.slice(2);
  return [
    {
      carrier: 'verizon',
      carrierName: 'Verizon',
      codes: [
        { purpose: 'missed', label: 'Only the calls you miss (recommended)', dial: `*71${dialled}` },
        { purpose: 'all', label: 'Every call', dial: `*72${dialled}` },
        { purpose: 'stop', label: 'Stop forwarding', dial: '*73' },
      ],
      note: 'Dial from the business phone and wait for the confirmation tone or message before you hang up.',
    },
    {
      carrier: 'other',
      carrierName: 'Other carrier or phone system',
      codes: [],
      note: `Open your phone system’s call-forwarding settings and forward unanswered calls to ${dialled}, or ask your phone company to do it for you.`,
    },
  ];
}

/** A new request as POST /api/receptionists answers it: pending, not answering, without an AI number yet. */
export function receptionistDto(overrides: Partial<ReceptionistDto> = {}): ReceptionistDto {
  return {
    id: 1,
    name: 'Front desk',
    phoneNumber: '+1 (415) 555-0134',
    aiPhoneNumber: null,
    forwardingCarrier: null,
    forwardingGuides: [],
    languages: ['English'],
    companyInfo: 'Harbor Dental: family dentistry in Portland.',
    businessHours: 'Mon-Fri 8am-6pm',
    active: false,
    status: 'pending',
    createdAt: REQUESTED_AT,
    updatedAt: REQUESTED_AT,
    statusHistory: [statusChangeDto()],
    overLimit: false,
    overLimitReasons: [],
    keptActiveAt: null,
    pendingChange: null,
    ...overrides,
  };
}

/** A receptionist our team has trained and put live. */
export function liveReceptionistDto(overrides: Partial<ReceptionistDto> = {}): ReceptionistDto {
  return receptionistDto({
    status: 'active',
    active: true,
    aiPhoneNumber: AI_NUMBER,
    forwardingGuides: forwardingGuidesDto(),
    statusHistory: [
      statusChangeDto(),
      statusChangeDto({ from: 'pending', to: 'training', at: '2026-11-23T12:00:00.000Z', by: 'team' }),
      statusChangeDto({ from: 'training', to: 'active', at: '2026-11-24T12:00:00.000Z', by: 'team' }),
    ],
    ...overrides,
  });
}

/** GET /api/receptionists/usage: the Professional plan (1 receptionist, 3 languages) by default. */
export function usageDto(overrides: Partial<ReceptionistUsageDto> = {}): ReceptionistUsageDto {
  const usage = {
    planId: 'professional' as const,
    planName: 'Professional',
    planRequired: false,
    receptionistCount: 0,
    receptionistLimit: 1,
    languagesPerReceptionist: 3,
    overLimitCount: 0,
    overReceptionistCount: 0,
    overLanguageCount: 0,
    ...overrides,
  };
  return { canAddMore: !usage.planRequired && usage.receptionistCount < usage.receptionistLimit, ...usage };
}

type Routes = Parameters<typeof mockFetch>[0];

/** /receptionists for a signed-in customer with no receptionists (override any route), once its usage has loaded. */
export async function openReceptionistsPage(routes: Routes = {}, path = '/receptionists') {
  const fetchMock = mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/receptionists/usage': () => json(200, usageDto()),
    'GET /api/receptionists': () => json(200, []),
    'GET /api/calls/usage': () => json(200, callUsageDto()),
    ...routes,
  });
  const view = renderApp(path);
  await screen.findByRole('region', { name: 'Plan usage' });
  return { ...view, fetchMock };
}
