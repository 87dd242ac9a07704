import { useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '../../../api/client';
import { adminListBehaviour, type ListQuery } from './list-query';

// TEMPORARY until calls-api's contract is merged: shapes as agreed, replaced by the generated client.
export type CallOutcome = 'appointment_booked' | 'message_taken' | 'transferred' | 'answered_question' | 'spam' | 'hang_up' | 'failed';
export interface TranscriptTurnDto { speaker: 'receptionist' | 'caller'; text: string; seconds: number }
export interface AdminCallDto {
  id: number;
  startedAt: string;
  endedAt: string | null;
  status: 'in_progress' | 'ended';
  callerNumber: string | null;
  receptionistId: number | null;
  receptionistName: string | null;
  durationSeconds: number | null;
  outcome: CallOutcome | null;
  summary: string | null;
  isTest: boolean;
  language: string | null;
  customer: { id: number; email: string; name: string | null } | null;
  platform: string;
  assistantId: string | null;
  phoneNumberId: string | null;
}
export interface AdminCallDetailDto extends AdminCallDto {
  endedReason: string | null;
  transcript: TranscriptTurnDto[];
  recordingAvailable: boolean;
  contentRemovedAt: string | null;
}
export interface AdminCallsPageDto { items: AdminCallDto[]; total: number; totalCapped: boolean; page: number; pageSize: number }

export type AdminCall = AdminCallDto;

/** Sort fields of GET /api/admin/calls. */
export type CallSortField = 'startedAt' | 'durationSeconds';

export interface AdminCallsQuery extends ListQuery {
  userId?: number;
  /** false: the reports no receptionist is linked to. */
  matched?: boolean;
  outcome?: CallOutcome;
}

async function getJson<T>(path: string, params: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));
  const response = await fetchOrThrow(`${path}${search.size ? `?${search}` : ''}`, { credentials: 'include', signal });
  return (await response.json()) as T;
}

/** GET /api/admin/calls: one page of every customer's calls (or one customer's, or the unmatched reports). */
export function useAdminCalls(query: AdminCallsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['listAdminCalls', query],
    queryFn: ({ signal }) => getJson<AdminCallsPageDto>('/api/admin/calls', { ...query }, signal),
    ...adminListBehaviour,
    ...options,
  });
}

/** GET /api/admin/calls/{id}: a call as its customer sees it, with the customer and the platform's ids. */
export function useAdminCall(id: number | undefined) {
  return useQuery({
    queryKey: ['getAdminCall', id],
    queryFn: ({ signal }) => getJson<AdminCallDetailDto>(`/api/admin/calls/${id}`, {}, signal),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Where the call's audio streams from (access checked by the api; seeking by HTTP Range). */
export function adminRecordingUrl(id: number): string {
  return `/api/admin/calls/${id}/recording`;
}
