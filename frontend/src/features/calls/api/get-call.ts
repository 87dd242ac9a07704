import { useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '../../../api/client';
import type { CallDetailDto } from './call-types';

/** GET /api/calls/{id}: one call with its transcript; another customer's call answers 404 like a missing one. */
export function useCall(id: number) {
  return useQuery({
    queryKey: ['getCall', id],
    queryFn: async ({ signal }) => {
      const response = await fetchOrThrow(`/api/calls/${id}`, { credentials: 'include', signal });
      return (await response.json()) as CallDetailDto;
    },
    staleTime: 0,
  });
}

/** Where the audio player streams the recording from: same origin, so the session cookie goes with it. */
export function recordingUrl(id: number): string {
  return `/api/calls/${id}/recording`;
}
