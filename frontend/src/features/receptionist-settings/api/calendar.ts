import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  connectReceptionistCalendarMutation,
  disconnectReceptionistCalendarMutation,
  getAdminReceptionistCalendarOptions,
  getAdminReceptionistCalendarQueryKey,
  getReceptionistCalendarOptions,
  getReceptionistCalendarQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { CalendarConnectionDto } from '../../../api/generated/types.gen';
import { readOptions, type SettingsScope } from './settings';
import { refreshQueries } from '../../../api/query-client';

/** Which calendar the receptionist's appointments go to: the sandbox's, or the business's Google Calendar and its state. */
export function useReceptionistCalendar(scope: SettingsScope, id: number) {
  return useQuery(
    readOptions<CalendarConnectionDto>(
      scope,
      () => getReceptionistCalendarOptions({ path: { id } }),
      () => getAdminReceptionistCalendarOptions({ path: { id } }),
    ),
  );
}

/** Starts connecting Google Calendar: the answer is Google's consent page, where the browser goes next. */
export function useConnectCalendar() {
  return useMutation(connectReceptionistCalendarMutation());
}

/** Disconnects Google Calendar: appointments go to the sandbox calendar again. */
export function useDisconnectCalendar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...disconnectReceptionistCalendarMutation(),
    onSuccess: () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: getReceptionistCalendarQueryKey({ path: { id } }) }),
        refreshQueries(queryClient, { queryKey: getAdminReceptionistCalendarQueryKey({ path: { id } }) }),
      ]),
  });
}
