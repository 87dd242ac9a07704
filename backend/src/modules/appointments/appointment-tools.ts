import type { EntityManager } from '@mikro-orm/postgresql';
import type { VoiceTool, VoiceToolAnswer, VoiceToolContext } from '../calls/voice-tools';
import { E164, type AppointmentType, type ReceptionistSettings } from '../receptionist-settings/receptionist-settings';
import type { Appointment } from './appointment.entity';
import { dayBounds, readDate, readStart, sayDay, sayTime, type SlotProblem, wallTime } from './availability';
import { type AppointmentsService, type BookingContext, SEARCH_SPAN } from './appointments.service';

/** How many free times one answer offers: enough to choose from, short enough to say. */
const OFFERED = 6;

/** What the assistant is told when it cannot act, word for word (docs/voice-platforms.md#tools). */
export const APPOINTMENT_SAYINGS = {
  notBooking: "I can't book appointments on this line. I can take a message and someone will call you back to book.",
  whichType: (types: AppointmentType[]) => `Which kind of appointment would you like? We book: ${types.map(describeType).join('; ')}.`,
  badDate: 'Which day would you like? Give the date as YYYY-MM-DD.',
  badStart: 'Which time would you like? Give the start as YYYY-MM-DDTHH:MM, as check_availability lists them.',
  needName: 'What name should the appointment be under?',
  needNumber: 'What phone number can we reach you on? Give it with the country code, such as +14155550123.',
  badNumber: 'That phone number does not look right. Give it with the country code, such as +14155550123.',
  withheld: 'I can only change an appointment when you call from the phone number it was booked with.',
  noneFound: "I can't find an upcoming appointment under that name for the number you're calling from.",
  problem: {
    past: 'That time has already passed. Shall I look for the next free time?',
    'too-soon': 'That is sooner than we can book.',
    'too-far': 'That is further ahead than we book.',
    closed: "We're not open then. Shall I look for a time when we're open?",
    taken: 'That time is no longer free.',
  } satisfies Record<SlotProblem, string>,
} as const;

/** What each appointment tool needs from the settings and the calendar. */
interface Deps {
  appointments: AppointmentsService;
  settingsOf: (receptionistId: number, tx: EntityManager) => Promise<ReceptionistSettings | null>;
}

/** The four appointment tools the receptionist calls during a call (docs/voice-platforms.md#tools). */
export function appointmentTools(deps: Deps): VoiceTool[] {
  return [checkAvailability(deps), bookAppointment(deps), moveAppointment(deps), cancelAppointment(deps)];
}

function checkAvailability(deps: Deps): VoiceTool {
  return {
    name: 'check_availability',
    description:
      'Find free appointment times. Call it before booking or moving an appointment, with the kind of appointment and the day the caller asks for (or no day for the soonest times). Offer the caller the times it lists.',
    parameters: {
      type: 'object',
      properties: {
        appointmentType: { type: 'string', description: 'The kind of appointment, as the business names it' },
        date: { type: 'string', description: 'The day the caller asks for, YYYY-MM-DD; leave out for the soonest times' },
      },
    },
    run: (args, context) =>
      withBooking(deps, context, async (booking) => {
        const type = pickType(booking.settings.booking.types, args.appointmentType);
        if (!type) return refuse(APPOINTMENT_SAYINGS.whichType(booking.settings.booking.types));
        const zone = booking.context.hours.timeZone;
        const date = args.date === undefined || args.date === '' ? null : readDate(args.date);
        if (args.date !== undefined && args.date !== '' && !date) return refuse(APPOINTMENT_SAYINGS.badDate);
        const soonest = (from: Date) =>
          deps.appointments.freeSlots(context.tx, booking.context, type.minutes, from, new Date(from.getTime() + SEARCH_SPAN), OFFERED);
        if (!date) return offer(type, await soonest(context.now), zone, '');
        const day = dayBounds(date, zone);
        const onDay = await deps.appointments.freeSlots(context.tx, booking.context, type.minutes, day.from, day.to, OFFERED);
        if (onDay.length > 0) return offer(type, onDay, zone, '');
        const later = await soonest(new Date(Math.max(day.to.getTime(), context.now.getTime())));
        return offer(type, later, zone, `Nothing is free on ${sayDay(day.from, zone)}. `);
      }),
  };
}

function bookAppointment(deps: Deps): VoiceTool {
  return {
    name: 'book_appointment',
    action: 'booked',
    description:
      "Book an appointment at a free time check_availability gave, once the caller has chosen it and told you their name. The caller's phone number is known from the call; ask for one only if the tool says so.",
    parameters: {
      type: 'object',
      properties: {
        appointmentType: { type: 'string', description: 'The kind of appointment' },
        start: { type: 'string', description: 'The start, YYYY-MM-DDTHH:MM, as check_availability listed it' },
        callerName: { type: 'string', description: "The caller's full name" },
        phoneNumber: { type: 'string', description: 'Only when the caller gives another number or their number is withheld: E.164' },
        notes: { type: 'string', description: 'Anything the business should know, in a sentence' },
      },
      required: ['appointmentType', 'start', 'callerName'],
    },
    run: (args, context) =>
      withBooking(deps, context, async (booking) => {
        const type = pickType(booking.settings.booking.types, args.appointmentType);
        if (!type) return refuse(APPOINTMENT_SAYINGS.whichType(booking.settings.booking.types));
        const zone = booking.context.hours.timeZone;
        const start = readStart(args.start, zone);
        if (!start) return refuse(APPOINTMENT_SAYINGS.badStart);
        const callerName = text(args.callerName, 100);
        if (!callerName) return refuse(APPOINTMENT_SAYINGS.needName);
        const number = phoneOf(args.phoneNumber, context.callerNumber);
        if (number === 'malformed') return refuse(APPOINTMENT_SAYINGS.badNumber);
        if (!number) return refuse(APPOINTMENT_SAYINGS.needNumber);
        const result = await deps.appointments.book(context.tx, booking.context, {
          typeName: type.name,
          minutes: type.minutes,
          start,
          callerName,
          callerNumber: number,
          notes: text(args.notes, 500) ?? '',
          bookedBy: 'receptionist',
          platformCallId: context.platformCallId,
        });
        if ('problem' in result) return refuse(await explain(deps, context, booking, type, result.problem));
        const when = sayTime(start, zone);
        return {
          ok: true,
          said: `Booked: ${article(type.name)} ${type.name} on ${when} for ${callerName}. Tell the caller it is booked, and that they can call this number to move or cancel it.`,
          summary: `Booked ${type.name} for ${callerName} on ${when}`,
        };
      }),
  };
}

function moveAppointment(deps: Deps): VoiceTool {
  return {
    name: 'move_appointment',
    action: 'moved',
    description:
      "Move the caller's own upcoming appointment to a free time check_availability gave. It finds the appointment by the number they call from and the name it was booked under.",
    parameters: {
      type: 'object',
      properties: {
        callerName: { type: 'string', description: 'The name the appointment was booked under' },
        currentStart: { type: 'string', description: 'When it is now, YYYY-MM-DD or YYYY-MM-DDTHH:MM, if the caller has several' },
        newStart: { type: 'string', description: 'The new start, YYYY-MM-DDTHH:MM, as check_availability listed it' },
      },
      required: ['callerName', 'newStart'],
    },
    run: (args, context) =>
      withBooking(deps, context, async (booking) => {
        const zone = booking.context.hours.timeZone;
        const newStart = readStart(args.newStart, zone);
        if (!newStart) return refuse(APPOINTMENT_SAYINGS.badStart);
        const found = await callersAppointment(deps, context, zone, args.callerName, args.currentStart);
        if ('say' in found) return refuse(found.say);
        const was = sayTime(found.appointment.startsAt, zone);
        const result = await deps.appointments.move(context.tx, booking.context, found.appointment, newStart);
        if ('problem' in result) {
          const minutes = Math.round((found.appointment.endsAt.getTime() - found.appointment.startsAt.getTime()) / 60_000);
          return refuse(await explain(deps, context, booking, { name: found.appointment.typeName, minutes }, result.problem));
        }
        const when = sayTime(newStart, zone);
        return {
          ok: true,
          said: `Moved: the ${found.appointment.typeName} for ${found.appointment.callerName} is now on ${when} (it was on ${was}).`,
          summary: `Moved ${found.appointment.typeName} for ${found.appointment.callerName} from ${was} to ${when}`,
        };
      }),
  };
}

function cancelAppointment(deps: Deps): VoiceTool {
  return {
    name: 'cancel_appointment',
    action: 'cancelled',
    description:
      "Cancel the caller's own upcoming appointment, once they have confirmed. It finds the appointment by the number they call from and the name it was booked under.",
    parameters: {
      type: 'object',
      properties: {
        callerName: { type: 'string', description: 'The name the appointment was booked under' },
        currentStart: { type: 'string', description: 'When it is, YYYY-MM-DD or YYYY-MM-DDTHH:MM, if the caller has several' },
      },
      required: ['callerName'],
    },
    run: (args, context) =>
      withBooking(deps, context, async (booking) => {
        const zone = booking.context.hours.timeZone;
        const found = await callersAppointment(deps, context, zone, args.callerName, args.currentStart);
        if ('say' in found) return refuse(found.say);
        await deps.appointments.cancel(context.tx, found.appointment);
        const when = sayTime(found.appointment.startsAt, zone);
        return {
          ok: true,
          said: `Cancelled: the ${found.appointment.typeName} for ${found.appointment.callerName} on ${when}.`,
          summary: `Cancelled ${found.appointment.typeName} for ${found.appointment.callerName} on ${when}`,
        };
      }),
  };
}

/** Runs `act` with the receptionist's booking rules, or refuses when it does not book appointments. */
async function withBooking(
  deps: Deps,
  context: VoiceToolContext,
  act: (booking: { settings: ReceptionistSettings; context: BookingContext }) => Promise<VoiceToolAnswer>,
): Promise<VoiceToolAnswer> {
  const settings = await deps.settingsOf(context.receptionist.id, context.tx);
  if (!settings?.booking.enabled || settings.booking.types.length === 0) return refuse(APPOINTMENT_SAYINGS.notBooking);
  return act({
    settings,
    context: {
      receptionistId: context.receptionist.id,
      userId: context.receptionist.userId,
      hours: settings.hours,
      booking: settings.booking,
      now: context.now,
    },
  });
}

/** The caller's appointment: by the number they call from, the name it is under, and when it is if they have several. */
async function callersAppointment(
  deps: Deps,
  context: VoiceToolContext,
  zone: string,
  nameArg: unknown,
  whenArg: unknown,
): Promise<{ appointment: Appointment } | { say: string }> {
  if (!context.callerNumber) return { say: APPOINTMENT_SAYINGS.withheld };
  const name = text(nameArg, 100);
  if (!name) return { say: APPOINTMENT_SAYINGS.needName };
  const mine = (await deps.appointments.upcomingOfCaller(context.tx, context.receptionist.id, context.callerNumber, context.now)).filter((appointment) =>
    sameName(appointment.callerName, name),
  );
  const when = typeof whenArg === 'string' ? whenArg.trim() : '';
  const matching = when ? mine.filter((appointment) => wallTime(appointment.startsAt, zone).startsWith(when)) : mine;
  if (matching.length === 1) return { appointment: matching[0] };
  if (mine.length === 0) return { say: APPOINTMENT_SAYINGS.noneFound };
  const list = mine.map((appointment) => `${appointment.typeName} on ${sayTime(appointment.startsAt, zone)} (${wallTime(appointment.startsAt, zone)})`);
  return { say: `There are ${mine.length === 1 ? 'one appointment' : `${mine.length} appointments`} under that name: ${list.join('; ')}. Which one?` };
}

/** Why the time cannot be booked, with the nearest free times where there are some. */
async function explain(
  deps: Deps,
  context: VoiceToolContext,
  booking: { context: BookingContext },
  type: AppointmentType,
  problem: SlotProblem,
): Promise<string> {
  const rules = booking.context.booking;
  const reason =
    problem === 'too-soon'
      ? `${APPOINTMENT_SAYINGS.problem[problem]} We need ${sayMinutes(rules.minNoticeMinutes)} notice.`
      : problem === 'too-far'
        ? `${APPOINTMENT_SAYINGS.problem[problem]} We book up to ${rules.maxDaysAhead} days ahead.`
        : APPOINTMENT_SAYINGS.problem[problem];
  if (problem === 'past' || problem === 'too-far') return reason;
  const next = await deps.appointments.freeSlots(context.tx, booking.context, type.minutes, context.now, new Date(context.now.getTime() + SEARCH_SPAN), 3);
  const zone = booking.context.hours.timeZone;
  return next.length > 0 ? `${reason} The nearest free times: ${next.map((slot) => `${sayTime(slot, zone)} (${wallTime(slot, zone)})`).join('; ')}.` : reason;
}

function offer(type: AppointmentType, slots: Date[], zone: string, lead: string): VoiceToolAnswer {
  if (slots.length === 0) {
    return refuse(`${lead}Nothing is free in the next two weeks for ${article(type.name)} ${type.name}. Offer to take a message so the team can call back.`);
  }
  const list = slots.map((slot) => `${sayTime(slot, zone)} (${wallTime(slot, zone)})`).join('; ');
  return {
    ok: true,
    said: `${lead}Free times for ${article(type.name)} ${describeType(type)}, each with the start to book it by: ${list}.`,
    summary: `Offered ${slots.length} times for ${type.name}, from ${sayTime(slots[0], zone)}`,
  };
}

/** The kind the caller asked for (case aside), or the only kind when they named none; null when it is unclear. */
function pickType(types: AppointmentType[], value: unknown): AppointmentType | null {
  const asked = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!asked) return types.length === 1 ? types[0] : null;
  return types.find((type) => type.name.toLowerCase() === asked) ?? types.find((type) => type.name.toLowerCase().includes(asked)) ?? null;
}

/** The same person: the whole name, or the first name, case and spacing aside. */
function sameName(booked: string, given: string): boolean {
  const words = (name: string) => name.toLowerCase().split(/\s+/).filter(Boolean);
  const a = words(booked);
  const b = words(given);
  return a.join(' ') === b.join(' ') || (b.length === 1 && a[0] === b[0]);
}

/** The number to book under: the one the caller gave (E.164), else the one they call from; 'malformed' for a bad one. */
function phoneOf(given: unknown, callerNumber: string | null): string | null | 'malformed' {
  const number = typeof given === 'string' ? given.replace(/[\s().-]/g, '') : '';
  if (number) return E164.test(number) ? number : 'malformed';
  return callerNumber && E164.test(callerNumber) ? callerNumber : null;
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function refuse(said: string): VoiceToolAnswer {
  return { ok: false, said, summary: `Refused: ${said}` };
}

function describeType(type: AppointmentType): string {
  return `${type.name} (${type.minutes} minutes)`;
}

function article(name: string): string {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

function sayMinutes(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} ${minutes === 1440 ? "day's" : "days'"}`;
  if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? "hour's" : "hours'"}`;
  return `${minutes} minutes'`;
}
