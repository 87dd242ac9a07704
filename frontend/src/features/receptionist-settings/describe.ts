import type { SettingsDocument } from './api/settings';
import { DEFAULT_BOOKING, WEEKDAYS, type Weekday } from './schema';

export const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const WHEN_LABELS = { open: 'During opening hours', always: 'At any hour', never: 'Not now' } as const;
export const FALLBACK_LABELS = { message: 'Take a message', end: 'Say nobody is free and end the call' } as const;
export const AFTER_HOURS_LABELS = {
  message: 'Take a message',
  transfer: 'Put the caller through to an on-call number',
  announce: 'Say the opening hours and end the call',
} as const;

/** '09:00' → '9:00 AM', '24:00' → '12:00 AM' (midnight at the day's end), as the server words hours. */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  const hour = hours % 24;
  return `${hour % 12 || 12}:${String(minutes).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

const STEP_MINUTES = 15;

/** The times a range may start (00:00–23:45) or end (00:15–24:00) at, every 15 minutes, with `current` if it is off that grid. */
export function clockOptions(kind: 'start' | 'end', current: string): string[] {
  const times: string[] = [];
  for (let minutes = kind === 'start' ? 0 : STEP_MINUTES; minutes <= (kind === 'start' ? 24 * 60 - STEP_MINUTES : 24 * 60); minutes += STEP_MINUTES) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  if (current && !times.includes(current)) return [...times, current].sort();
  return times;
}

function rangesText(ranges: { start: string; end: string }[]): string {
  return ranges.length === 0 ? 'closed' : ranges.map((range) => `${formatClock(range.start)}–${formatClock(range.end)}`).join(', ');
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const calendarDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

/** 'Dec 24, 2026' or 'Dec 24, 2026 – Dec 26, 2026'. */
export function datesText(from: string, to: string): string {
  return from === to ? calendarDate(from) : `${calendarDate(from)} – ${calendarDate(to)}`;
}

/** Today's date ('2026-12-24') in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A notice in the largest whole unit: '2 hours', '1 day', '90 minutes'. */
export function noticeText(minutes: number): string {
  const [amount, unit] =
    minutes > 0 && minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes > 0 && minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export interface DescribedSection {
  title: string;
  lines: string[];
}

/** A whole document as plain lines under each section's name, for reading an old version. */
export function describeSettings(settings: SettingsDocument): DescribedSection[] {
  const callers = (list: { number: string; label: string }[]) =>
    list.length === 0 ? ['None'] : list.map((caller) => (caller.label ? `${caller.number} (${caller.label})` : caller.number));
  return [
    {
      title: 'Opening hours',
      lines: [
        `Time zone: ${settings.hours.timeZone}`,
        ...WEEKDAYS.map((day) => `${DAY_NAMES[day]}: ${rangesText(settings.hours.weekly[day])}`),
        ...settings.hours.overrides.map(
          (override) => `${datesText(override.from, override.to)}${override.label ? ` (${override.label})` : ''}: ${rangesText(override.ranges)}`,
        ),
      ],
    },
    { title: 'Greeting', lines: [settings.greeting] },
    { title: 'Company information', lines: [settings.companyInfo || 'None'] },
    {
      title: 'Answers',
      lines: settings.answers.length === 0 ? ['None'] : settings.answers.map((entry) => `${entry.question} — ${entry.answer}`),
    },
    {
      title: 'Transfers',
      lines: [
        ...settings.transfers.map(
          (person) => `${person.name}, ${person.number}: ${WHEN_LABELS[person.when].toLowerCase()}${person.askFor ? `; for ${person.askFor}` : ''}`,
        ),
        `When nobody answers: ${FALLBACK_LABELS[settings.transferFallback].toLowerCase()}`,
      ],
    },
    { title: 'VIP callers', lines: callers(settings.vipCallers) },
    { title: 'Blocked callers', lines: callers(settings.blockedCallers) },
    {
      title: 'After hours',
      lines: [`${AFTER_HOURS_LABELS[settings.afterHours.action]}${settings.afterHours.action === 'transfer' ? `: ${settings.afterHours.transferTo}` : ''}`],
    },
    {
      title: 'Appointments',
      lines: ((booking) => [
        booking.enabled ? 'Booked during calls' : 'Not booked during calls',
        `Kinds: ${booking.types.length === 0 ? 'none' : booking.types.map((type) => `${type.name} (${type.minutes} min)`).join(', ')}`,
        `Minutes kept free after each: ${booking.bufferMinutes}`,
        `Least notice: ${noticeText(booking.minNoticeMinutes)}`,
        `Days ahead callers can book: ${booking.maxDaysAhead}`,
      ])(settings.booking ?? DEFAULT_BOOKING),
    },
    {
      title: 'Links to text',
      lines: (settings.links ?? []).length === 0 ? ['None'] : (settings.links ?? []).map((link) => `${link.name}: ${link.url}`),
    },
  ];
}
