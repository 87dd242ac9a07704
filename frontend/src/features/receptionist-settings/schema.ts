import { z } from 'zod';
import type { BookingRulesDto } from '../../api/generated/types.gen';
import type { SettingsDocument } from './api/settings';

/*
 * The settings form: the document exactly as the API carries it, so a server error's path ('settings.hours.weekly.monday.1')
 * is a field's name once 'settings.' is dropped. The cheap checks of the server (receptionist-settings.dto.ts, opening-hours.ts)
 * run here first; what needs the whole document (overlaps, duplicates, the plan) is the server's to say.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LIMITS = {
  greeting: 300,
  companyInfo: 5000,
  question: 200,
  answer: 1000,
  name: 60,
  askFor: 300,
  label: 60,
  knownCallers: 200,
  rangesADay: 6,
  overrides: 100,
  appointmentTypes: 10,
  appointmentMinutes: { min: 5, max: 480 },
  bufferMinutes: 120,
  /** Two weeks. */
  minNoticeMinutes: 20_160,
  maxDaysAhead: 365,
  links: 10,
  linkUrl: 500,
} as const;

/** Booking as a receptionist starts (receptionist-settings.ts DEFAULT_BOOKING): what a document from before appointments reads as. */
export const DEFAULT_BOOKING: BookingRulesDto = {
  enabled: false,
  types: [{ name: 'Appointment', minutes: 30 }],
  bufferMinutes: 0,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
};

/** The time zone a receptionist gets before anyone saves its settings (receptionist-settings.service.ts). */
export const BACKEND_DEFAULT_TIME_ZONE = 'America/New_York';

const E164 = /^\+[1-9]\d{6,14}$/;
export const E164_MESSAGE = 'Enter the number in E.164 form: + and the country code, then the number, such as +14155550123';
const START = /^([01]\d|2[0-3]):[0-5]\d$/;
const END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const number = z.string().trim().regex(E164, E164_MESSAGE);
const max = (limit: number, what: string) => z.string().trim().max(limit, `Keep ${what} to ${limit} characters`);

/** One question and its answer: an entry of the answers, and the owner's answer to a question callers asked (the "To answer" card). */
export const answerEntrySchema = z.object({
  question: z.string().trim().min(1, 'Write the question').max(LIMITS.question, `Keep the question to ${LIMITS.question} characters`),
  answer: z.string().trim().min(1, 'Write the answer').max(LIMITS.answer, `Keep the answer to a paragraph: ${LIMITS.answer} characters at most`),
});
export type AnswerEntryValues = z.infer<typeof answerEntrySchema>;

const range = z
  .object({
    start: z.string().regex(START, 'Enter a time like 09:00'),
    end: z.string().regex(END, 'Enter a time like 17:30'),
  })
  .refine(({ start, end }) => !START.test(start) || !END.test(end) || end > start, { message: 'Ends before it starts', path: ['end'] });

const ranges = z.array(range).max(LIMITS.rangesADay, `Keep it to ${LIMITS.rangesADay} ranges a day at most`);

const override = z
  .object({
    from: z.string().regex(DATE, 'Enter a date like 2026-12-24'),
    to: z.string().regex(DATE, 'Enter a date like 2026-12-26'),
    ranges,
    label: max(LIMITS.label, 'the name'),
  })
  .refine(({ from, to }) => !DATE.test(from) || !DATE.test(to) || to >= from, { message: 'Ends before it starts', path: ['to'] });

const knownCaller = z.object({ number, label: max(LIMITS.label, 'the note') });

/** A whole number from min to max, one message for all of it (as the server's wholeNumber); an emptied field is NaN. */
const wholeNumber = (min: number, maxValue: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(maxValue, message);

/** A link a phone opens safely: https, a host, no credentials in it (receptionist-settings.ts isHttpsLink). */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const appointmentType = z.object({
  name: z.string().trim().min(1, 'Name the kind of appointment').max(LIMITS.name, `Keep the name to ${LIMITS.name} characters`),
  minutes: z
    .number({ error: 'Give the length in whole minutes' })
    .int('Give the length in whole minutes')
    .min(LIMITS.appointmentMinutes.min, `An appointment lasts at least ${LIMITS.appointmentMinutes.min} minutes`)
    .max(LIMITS.appointmentMinutes.max, `An appointment can last ${LIMITS.appointmentMinutes.max / 60} hours at most`),
});

const booking = z.object({
  enabled: z.boolean(),
  types: z.array(appointmentType).max(LIMITS.appointmentTypes, `Keep it to ${LIMITS.appointmentTypes} kinds of appointment`),
  bufferMinutes: wholeNumber(0, LIMITS.bufferMinutes, `Keep between 0 and ${LIMITS.bufferMinutes} minutes free between appointments`),
  minNoticeMinutes: wholeNumber(0, LIMITS.minNoticeMinutes, `The notice is between 0 minutes and ${LIMITS.minNoticeMinutes / 1440} days`),
  maxDaysAhead: wholeNumber(1, LIMITS.maxDaysAhead, `Book between 1 and ${LIMITS.maxDaysAhead} days ahead`),
});

const link = z.object({
  name: z.string().trim().min(1, 'Name the link').max(LIMITS.name, `Keep the name to ${LIMITS.name} characters`),
  url: z
    .string()
    .trim()
    .max(LIMITS.linkUrl, `Keep the link to ${LIMITS.linkUrl} characters`)
    .refine(isHttpsLink, 'Enter a full https:// link, such as https://example.com/book'),
});

export const settingsSchema = z
  .object({
    hours: z.object({
      timeZone: z.string().min(1, 'Choose the time zone your business is in'),
      weekly: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, ranges])) as Record<Weekday, typeof ranges>),
      overrides: z.array(override).max(LIMITS.overrides, `Keep dates with their own hours to ${LIMITS.overrides} at most`),
    }),
    greeting: z.string().trim().min(1, 'Write the greeting callers hear first').max(LIMITS.greeting, `Keep the greeting to ${LIMITS.greeting} characters`),
    companyInfo: max(LIMITS.companyInfo, 'company information'),
    answers: z.array(answerEntrySchema),
    transfers: z.array(
      z.object({
        name: z.string().trim().min(1, 'Name the person').max(LIMITS.name, `Keep the name to ${LIMITS.name} characters`),
        number,
        when: z.enum(['open', 'always', 'never']),
        askFor: max(LIMITS.askFor, 'this'),
      }),
    ),
    transferFallback: z.enum(['message', 'end']),
    vipCallers: z.array(knownCaller).max(LIMITS.knownCallers, `Keep the list to ${LIMITS.knownCallers} numbers`),
    blockedCallers: z.array(knownCaller).max(LIMITS.knownCallers, `Keep the list to ${LIMITS.knownCallers} numbers`),
    afterHours: z.object({ action: z.enum(['message', 'transfer', 'announce']), transferTo: z.string().trim() }),
    booking,
    links: z.array(link).max(LIMITS.links, `Keep it to ${LIMITS.links} links`),
  })
  .superRefine(({ afterHours, booking }, context) => {
    if (booking.enabled && booking.types.length === 0) {
      context.addIssue({ code: 'custom', path: ['booking', 'types'], message: 'Add at least one kind of appointment the receptionist can book' });
    }
    if (afterHours.action === 'transfer' && !E164.test(afterHours.transferTo)) {
      context.addIssue({ code: 'custom', path: ['afterHours', 'transferTo'], message: 'Enter the on-call number in E.164 form, such as +14155550123' });
    }
  }) satisfies z.ZodType<SettingsDocument>;

export type SettingsValues = z.infer<typeof settingsSchema>;

/** The form's values of a document: one from before appointments and links (a version, a test's) gets their defaults. */
export function toFormValues(settings: SettingsDocument): SettingsValues {
  return { ...settings, booking: settings.booking ?? DEFAULT_BOOKING, links: settings.links ?? [] };
}

/** What is sent: the on-call number only where it is used (the server drops it otherwise, and it would make a version). */
export function toSettingsBody(values: SettingsValues): SettingsDocument {
  return {
    ...values,
    afterHours: { action: values.afterHours.action, transferTo: values.afterHours.action === 'transfer' ? values.afterHours.transferTo : '' },
  };
}

/** The server's field paths ('settings.hours.weekly.monday.1') as the form's ('hours.weekly.monday.1'); others are left out. */
export function formErrorsOf(errors: Record<string, string> | undefined): [string, string][] {
  return Object.entries(errors ?? {})
    .filter(([path]) => path.startsWith('settings.'))
    .map(([path, message]) => [path.slice('settings.'.length), message]);
}
