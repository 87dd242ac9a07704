import { useQuery } from '@tanstack/react-query';
import { listReceptionistsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** The customer's receptionist's name, from GET /api/receptionists (the cards' list, usually cached already); undefined until known. */
export function useOwnReceptionistName(id: number, enabled: boolean): string | undefined {
  const { data } = useQuery({ ...listReceptionistsOptions(), enabled });
  return data?.find((receptionist) => receptionist.id === id)?.name;
}
