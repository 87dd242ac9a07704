import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { rescheduleAppointmentMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { isAppointmentsList } from './cancel-appointment';
import { refreshQueries } from '../../../api/query-client';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The local moment a date field's '2026-12-01' and a time field's '09:30' name, or undefined. */
export function localMoment(date: string, time: string): Date | undefined {
  if (!DATE.test(date) || !TIME.test(time)) return undefined;
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const moment = new Date(0);
  moment.setFullYear(year, month - 1, day);
  moment.setHours(hours, minutes, 0, 0);
  return moment.getFullYear() === year && moment.getMonth() === month - 1 && moment.getDate() === day ? moment : undefined;
}

/** The reschedule form: a day and a time where the customer is; the server says whether the slot is free. */
export const rescheduleSchema = z
  .object({
    date: z.string().regex(DATE, 'Choose the day'),
    time: z.string().regex(TIME, 'Choose the time'),
  })
  .superRefine(({ date, time }, context) => {
    if (!DATE.test(date) || !TIME.test(time)) return;
    const moment = localMoment(date, time);
    if (!moment) context.addIssue({ code: 'custom', path: ['date'], message: 'Choose the day' });
    else if (moment.getTime() <= Date.now()) context.addIssue({ code: 'custom', path: ['time'], message: 'Choose a time that has not passed yet.' });
  });
export type RescheduleValues = z.infer<typeof rescheduleSchema>;

/** POST /api/appointments/{id}/reschedule; 409 when the time is taken (or it was cancelled), 400 when it has passed. */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...rescheduleAppointmentMutation(),
    onSettled: () => refreshQueries(queryClient, { predicate: isAppointmentsList }),
  });
}
