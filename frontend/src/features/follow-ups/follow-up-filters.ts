import type { FollowUpReason, FollowUpStatus } from '../../api/generated/types.gen';
import type { OutcomeTone } from '../../lib/call-outcomes';
import type { FollowUpsQuery } from './api/list-follow-ups';

/** A follow-up's reason as the page says it (the mails use the same words), and its chip's tone. */
export const FOLLOW_UP_REASONS: Record<FollowUpReason, { label: string; tone: OutcomeTone }> = {
  message: { label: 'Message', tone: 'info' },
  appointment: { label: 'Appointment booked', tone: 'success' },
  transfer_not_connected: { label: 'Transfer didn’t connect', tone: 'warning' },
  failed: { label: 'Call failed', tone: 'error' },
  dropped: { label: 'Call dropped', tone: 'warning' },
};
const REASONS = Object.keys(FOLLOW_UP_REASONS) as FollowUpReason[];
const STATUSES: FollowUpStatus[] = ['open', 'done'];

/** What the customer is looking at; all of it lives in the address, so back, forward and shared links keep it. */
export interface FollowUpFilters {
  receptionistId?: number;
  reason?: FollowUpReason;
  status?: FollowUpStatus;
}

export const FOLLOW_UPS_PAGE_SIZE = 25;

function positiveInteger(value: string | null): number | undefined {
  const number = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return number > 0 ? number : undefined;
}

/** The filters and page (from 1) in `?receptionistId=3&reason=failed&status=open&page=2`; nonsense is ignored. */
export function readFollowUpFilters(params: URLSearchParams): { filters: FollowUpFilters; page: number } {
  const reason = params.get('reason') as FollowUpReason | null;
  const status = params.get('status') as FollowUpStatus | null;
  return {
    filters: {
      receptionistId: positiveInteger(params.get('receptionistId')),
      reason: reason && REASONS.includes(reason) ? reason : undefined,
      status: status && STATUSES.includes(status) ? status : undefined,
    },
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The address's query; the first page and unset filters are left out. */
export function followUpFiltersToParams(filters: FollowUpFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.receptionistId) params.set('receptionistId', String(filters.receptionistId));
  if (filters.reason) params.set('reason', filters.reason);
  if (filters.status) params.set('status', filters.status);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasFollowUpFilters(filters: FollowUpFilters): boolean {
  return Boolean(filters.receptionistId || filters.reason || filters.status);
}

/** GET /api/follow-ups's query: open ones first, newest first, a page at a time. */
export function followUpsApiQuery(filters: FollowUpFilters, page: number): FollowUpsQuery {
  return { ...filters, page, pageSize: FOLLOW_UPS_PAGE_SIZE };
}
