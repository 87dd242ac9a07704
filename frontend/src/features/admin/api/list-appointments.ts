import { useQuery } from '@tanstack/react-query';
import { listAdminAppointmentsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ListAdminAppointmentsData } from '../../../api/generated/types.gen';
import { adminListBehaviour } from './list-query';

export type AdminAppointmentsQuery = NonNullable<ListAdminAppointmentsData['query']>;

/** GET /api/admin/appointments: one page of the appointments receptionists booked (one customer's with `userId`). */
export function useAdminAppointments(query: AdminAppointmentsQuery) {
  return useQuery({ ...listAdminAppointmentsOptions({ query }), ...adminListBehaviour });
}
