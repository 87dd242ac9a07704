import type { AppointmentDto, AppointmentsPageDto } from '../api/generated/types.gen';

/** A moment `days` days from now at a local hour, for appointments that stay upcoming or past whenever the tests run. */
export function localMomentFromNow(days: number, hours: number, minutes = 0): Date {
  const moment = new Date();
  moment.setDate(moment.getDate() + days);
  moment.setHours(hours, minutes, 0, 0);
  return moment;
}

/** A cleaning Front desk booked during call 41, three days from now at 9:30 for 45 minutes, in the calendar. */
export function appointmentDto(overrides: Partial<AppointmentDto> = {}): AppointmentDto {
  const startsAt = localMomentFromNow(3, 9, 30);
  return {
    id: 11,
    receptionistId: 1,
    receptionistName: 'Front desk',
    typeName: 'Cleaning',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
    callerName: 'Jane Doe',
    callerNumber: '+14155550134',
    notes: 'First visit; prefers Dr. Patel.',
    status: 'booked',
    bookedBy: 'receptionist',
    callId: 41,
    calendarState: 'synced',
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    cancelledAt: null,
    ...overrides,
  };
}

export function appointmentsPageDto(items: AppointmentDto[], overrides: Partial<AppointmentsPageDto> = {}): AppointmentsPageDto {
  return { items, total: items.length, totalCapped: false, page: 1, pageSize: 25, ...overrides };
}
