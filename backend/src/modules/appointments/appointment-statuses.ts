/** `booked` until cancelled by the caller (through the receptionist) or the business. */
export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Who made or last changed it: the receptionist during a call, or the business from its Appointments page. */
export const APPOINTMENT_ACTORS = ['receptionist', 'business'] as const;
export type AppointmentActor = (typeof APPOINTMENT_ACTORS)[number];

/** Where its calendar event stands: written (synced), waiting for the worker (pending), or refused by the calendar (failed). */
export const CALENDAR_STATES = ['pending', 'synced', 'failed'] as const;
export type CalendarState = (typeof CALENDAR_STATES)[number];
