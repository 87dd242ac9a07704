import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAppointmentsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ListAppointmentsData } from '../../../api/generated/types.gen';

export type AppointmentsQuery = NonNullable<ListAppointmentsData['query']>;

/**
 * GET /api/appointments: one page of the customer's appointments (upcoming, past, or a week's). Asked again on every
 * visit (calls keep booking them); while the next page, week or filter loads, the ones on screen stay.
 */
export function useAppointments(query: AppointmentsQuery) {
  return useQuery({ ...listAppointmentsOptions({ query }), staleTime: 0, placeholderData: keepPreviousData });
}
