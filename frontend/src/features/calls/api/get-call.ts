import { useQuery } from '@tanstack/react-query';
import { getCallOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/calls/{id}: one call with its transcript; another customer's call answers 404 like a missing one. */
export function useCall(id: number) {
  return useQuery({ ...getCallOptions({ path: { id } }), staleTime: 0 });
}

/**
 * Where the audio player streams the recording from (GET /api/calls/{id}/recording): same origin, so the session
 * cookie goes with it, and the browser seeks with Range requests.
 */
export function recordingUrl(id: number): string {
  return `/api/calls/${id}/recording`;
}
