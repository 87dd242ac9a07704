import type { AppointmentDto } from '../api/generated/types.gen';

export type Appointment = AppointmentDto;

// Recent ICU versions put a narrow no-break space before AM/PM.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** '9:30 AM', where the reader is. */
export function clockText(instant: string | Date): string {
  return plainSpaces(timeFormat.format(new Date(instant)));
}

/** 'Tue, Dec 1, 2026', where the reader is. */
export function dayText(instant: string | Date): string {
  return plainSpaces(dayFormat.format(new Date(instant)));
}

/** 'Tuesday, Dec 1': a day of the week view. */
export function weekdayText(day: Date): string {
  return plainSpaces(weekdayFormat.format(day));
}

const weekdayNameFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long' });

/** 'Wednesday'. */
export function weekdayName(day: Date): string {
  return weekdayNameFormat.format(day);
}

/** 'Dec 2'. */
export function monthDay(day: Date): string {
  return plainSpaces(shortDayFormat.format(day));
}

/** 'Nov 29 – Dec 5, 2026': the week from its Sunday. */
export function weekText(start: Date, end: Date): string {
  return `${plainSpaces(shortDayFormat.format(start))} – ${plainSpaces(shortDayFormat.format(end))}, ${end.getFullYear()}`;
}

/** 'Tue, Dec 1, 2026, 9:30 AM – 10:15 AM'. */
export function whenText(appointment: Pick<Appointment, 'startsAt' | 'endsAt'>): string {
  return `${dayText(appointment.startsAt)}, ${clockText(appointment.startsAt)} – ${clockText(appointment.endsAt)}`;
}

/** '45 min', '1 h', '1 h 30 min'. */
export function lengthText(appointment: Pick<Appointment, 'startsAt' | 'endsAt'>): string {
  const minutes = Math.round((new Date(appointment.endsAt).getTime() - new Date(appointment.startsAt).getTime()) / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Who booked it, in the customer's words. */
export function bookedByText(appointment: Pick<Appointment, 'bookedBy' | 'receptionistName'>): string {
  return appointment.bookedBy === 'receptionist' ? `Booked by ${appointment.receptionistName} during a call` : 'Booked by your team';
}

/** Said only when the calendar does not have it yet. */
export const CALENDAR_STATE_TEXT: Partial<Record<Appointment['calendarState'], string>> = {
  pending: 'Not in your calendar yet',
  failed: 'Could not be written to your calendar',
};

/** Whether the customer may still move or cancel it: booked and not yet started. */
export function isChangeable(appointment: Pick<Appointment, 'status' | 'startsAt'>, now = Date.now()): boolean {
  return appointment.status === 'booked' && new Date(appointment.startsAt).getTime() > now;
}
