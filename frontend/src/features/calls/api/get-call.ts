import { useQuery } from '@tanstack/react-query';
import { getCallOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { refetchWhileInProgress } from '../../../lib/call-status';

/**
 * GET /api/calls/{id}: one call with its transcript; another customer's call answers 404 like a missing one. Asked
 * again every few seconds while the call is still going on, so its summary shows once it ends.
 */
export function useCall(id: number) {
  return useQuery({ ...getCallOptions({ path: { id } }), staleTime: 0, refetchInterval: refetchWhileInProgress });
}

/**
 * Where the audio player streams the recording from (GET /api/calls/{id}/recording): same origin, so the session
 * cookie goes with it, and the browser seeks with Range requests.
 */
export function recordingUrl(id: number): string {
  return `/api/calls/${id}/recording`;
}
