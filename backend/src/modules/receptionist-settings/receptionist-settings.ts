import {
  DEFAULT_OPENING_HOURS,
  describeOverrides,
  describeWeek,
  type OpeningHours,
  type TimeRange,
  validateOpeningHours,
  WEEKDAYS,
} from '../../common/opening-hours';

/**
 * What a business tells its receptionist (docs/product.md#receptionist-settings): pure rules, no framework. The whole
 * document is saved as one version; the API's DTOs check its shape, these functions what it means.
 */

export const TRANSFER_WHEN = ['open', 'always', 'never'] as const;
/** When a person may be put through: during opening hours, at any hour, or not now (kept on the list, e.g. on leave). */
export type TransferWhen = (typeof TRANSFER_WHEN)[number];

export const TRANSFER_FALLBACKS = ['message', 'end'] as const;
/** When the person put through does not answer: take a message, or say nobody is free and end the call. */
export type TransferFallback = (typeof TRANSFER_FALLBACKS)[number];

export const AFTER_HOURS_ACTIONS = ['message', 'transfer', 'announce'] as const;
/** Outside opening hours: take a message, put the caller through to an on-call number, or say the hours and end. */
export type AfterHoursAction = (typeof AFTER_HOURS_ACTIONS)[number];

export interface Answer {
  question: string;
  /** Said as written where it matters: at most a paragraph. */
  answer: string;
}

export interface TransferPerson {
  name: string;
  /** E.164. */
  number: string;
  when: TransferWhen;
  /** What a caller asks for that leads to this person ("billing", "Dr. Patel"). */
  askFor: string;
}

export interface KnownCaller {
  /** E.164. */
  number: string;
  /** Who it is, or why: for the owner's own reading. */
  label: string;
}

/** A kind of appointment the receptionist books, and how long it takes. */
export interface AppointmentType {
  name: string;
  minutes: number;
}

/** How the receptionist books appointments during calls (docs/product.md#appointments). */
export interface BookingRules {
  /** Whether it books, moves and cancels appointments at all; when not, it takes a message instead. */
  enabled: boolean;
  types: AppointmentType[];
  /** Kept free after each appointment. */
  bufferMinutes: number;
  /** How soon from now the earliest appointment may start. */
  minNoticeMinutes: number;
  /** How far ahead an appointment may be booked. */
  maxDaysAhead: number;
}

/** A link the receptionist may text a caller: a booking page, directions, a form. */
export interface NamedLink {
  name: string;
  /** https only. */
  url: string;
}

export interface ReceptionistSettings {
  hours: OpeningHours;
  /** The receptionist's first words on every call. */
  greeting: string;
  companyInfo: string;
  answers: Answer[];
  transfers: TransferPerson[];
  transferFallback: TransferFallback;
  /** Put through at any hour to the first person on the transfer list who is not set to never. */
  vipCallers: KnownCaller[];
  /** Never answered by the AI. */
  blockedCallers: KnownCaller[];
  afterHours: { action: AfterHoursAction; transferTo: string };
  booking: BookingRules;
  links: NamedLink[];
}

/** The document's limits that no plan changes; how many answers and transfer people a plan allows is in the plan catalogue. */
export const SETTINGS_LIMITS = {
  greeting: 300,
  companyInfo: 5000,
  question: 200,
  answer: 1000,
  name: 60,
  askFor: 300,
  label: 60,
  knownCallers: 200,
  appointmentTypes: 10,
  appointmentTypeName: 60,
  appointmentMinutes: { min: 5, max: 480 },
  bufferMinutes: 120,
  /** Two weeks. */
  minNoticeMinutes: 20_160,
  maxDaysAhead: 365,
  links: 10,
  linkName: 60,
  linkUrl: 500,
} as const;

export const E164 = /^\+[1-9]\d{6,14}$/;

/** The sections of the document, in the page's order, each with the label a version's history shows. */
export const SETTINGS_SECTIONS = {
  hours: 'Opening hours',
  greeting: 'Greeting',
  companyInfo: 'Company information',
  answers: 'Answers',
  transfers: 'Transfers',
  vipCallers: 'VIP callers',
  blockedCallers: 'Blocked callers',
  afterHours: 'After hours',
  booking: 'Appointments',
  links: 'Links to text',
} as const;
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
/** Each section's fields: transferFallback belongs with the transfers. */
const SECTION_FIELDS: Record<SettingsSection, (keyof ReceptionistSettings)[]> = {
  hours: ['hours'],
  greeting: ['greeting'],
  companyInfo: ['companyInfo'],
  answers: ['answers'],
  transfers: ['transfers', 'transferFallback'],
  vipCallers: ['vipCallers'],
  blockedCallers: ['blockedCallers'],
  afterHours: ['afterHours'],
  booking: ['booking'],
  links: ['links'],
};

/** Booking as a receptionist starts: off, with one half-hour kind ready to rename, two hours' notice, two months ahead. */
export const DEFAULT_BOOKING: BookingRules = {
  enabled: false,
  types: [{ name: 'Appointment', minutes: 30 }],
  bufferMinutes: 0,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
};

/** A stored version from before a section existed reads as if it had that section's defaults. */
export function completeSettings(stored: ReceptionistSettings): ReceptionistSettings {
  return { ...stored, booking: stored.booking ?? DEFAULT_BOOKING, links: stored.links ?? [] };
}

/** What a receptionist answers with before anyone saves settings: weekdays 9 to 5, a greeting with its business's name. */
export function defaultSettings(businessName: string, companyInfo: string, timeZone: string): ReceptionistSettings {
  return {
    hours: DEFAULT_OPENING_HOURS(timeZone),
    greeting: `Thank you for calling ${businessName}. How can I help you today?`.slice(0, SETTINGS_LIMITS.greeting),
    companyInfo: companyInfo.slice(0, SETTINGS_LIMITS.companyInfo),
    answers: [],
    transfers: [],
    transferFallback: 'message',
    vipCallers: [],
    blockedCallers: [],
    afterHours: { action: 'message', transferTo: '' },
    booking: DEFAULT_BOOKING,
    links: [],
  };
}

/** How many answers and transfer people the owner's plan allows (plans/plan-catalogue.ts). */
export interface SettingsAllowance {
  answers: number;
  transferPeople: number;
  planName: string;
}

/** Field path → one message for the business owner; empty when the settings mean something the receptionist can follow. */
export function validateSettings(settings: ReceptionistSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(validateOpeningHours(settings.hours))) errors[`hours.${path}`] = message;

  const questions = new Map<string, number>();
  settings.answers.forEach((entry, index) => {
    const key = entry.question.trim().toLowerCase();
    const first = questions.get(key);
    if (first !== undefined) errors[`answers.${index}.question`] = `This question is already answered (answer ${first + 1})`;
    else questions.set(key, index);
  });

  if (settings.vipCallers.length > 0 && !settings.transfers.some((person) => person.when !== 'never')) {
    errors.vipCallers = 'VIP callers are put through to the first person on the transfer list: add someone who can take calls';
  }
  const vipNumbers = new Set(settings.vipCallers.map((caller) => caller.number));
  duplicates(settings.vipCallers, 'vipCallers', 'VIP caller', errors);
  duplicates(settings.blockedCallers, 'blockedCallers', 'blocked caller', errors);
  settings.blockedCallers.forEach((caller, index) => {
    if (vipNumbers.has(caller.number)) errors[`blockedCallers.${index}.number`] ??= `${caller.number} is also a VIP caller: a number can be one or the other`;
  });

  if (settings.afterHours.action === 'transfer' && !E164.test(settings.afterHours.transferTo)) {
    errors['afterHours.transferTo'] = 'Enter the on-call number in E.164 form, such as +14155550123';
  }
  validateBooking(settings.booking, errors);
  const linkNames = new Map<string, number>();
  settings.links.forEach((link, index) => {
    const key = link.name.trim().toLowerCase();
    const first = linkNames.get(key);
    if (first !== undefined) errors[`links.${index}.name`] = `Another link is called ${link.name} (link ${first + 1})`;
    else linkNames.set(key, index);
    if (!isHttpsLink(link.url)) errors[`links.${index}.url`] = 'Enter a full https:// link, such as https://example.com/book';
  });
  return errors;
}

/**
 * The lists past the owner's plan, path → message naming the plan and its number; empty when within it. A list past
 * it from a bigger plan may be kept or trimmed, never extended (as a receptionist's languages).
 */
export function exceededAllowance(settings: ReceptionistSettings, allowance: SettingsAllowance, before: ReceptionistSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  const grows = (count: number, was: number, cap: number) => count > cap && count > was;
  if (grows(settings.answers.length, before.answers.length, allowance.answers)) {
    errors.answers = `Your ${allowance.planName} plan allows up to ${allowance.answers} answers per receptionist (there are ${settings.answers.length})`;
  }
  if (grows(settings.transfers.length, before.transfers.length, allowance.transferPeople)) {
    errors.transfers = `Your ${allowance.planName} plan allows up to ${allowance.transferPeople} people to transfer to (there are ${settings.transfers.length})`;
  }
  return errors;
}

function validateBooking(booking: BookingRules, errors: Record<string, string>): void {
  if (booking.enabled && booking.types.length === 0) errors['booking.types'] = 'Add at least one kind of appointment the receptionist can book';
  const names = new Map<string, number>();
  booking.types.forEach((type, index) => {
    const key = type.name.trim().toLowerCase();
    const first = names.get(key);
    if (first !== undefined) errors[`booking.types.${index}.name`] = `Another kind of appointment is called ${type.name} (kind ${first + 1})`;
    else names.set(key, index);
  });
}

/** A link a phone opens safely: https, a host, no credentials in it. */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

function duplicates(callers: KnownCaller[], path: string, noun: string, errors: Record<string, string>): void {
  const seen = new Map<string, number>();
  callers.forEach((caller, index) => {
    const first = seen.get(caller.number);
    if (first !== undefined) errors[`${path}.${index}.number`] = `${caller.number} is already on the list (${noun} ${first + 1})`;
    else seen.set(caller.number, index);
  });
}

/**
 * The document as it is stored: plain objects with only its own fields, in one order, and an after-hours number only
 * where it is used, so an unused one never makes a version.
 */
export function normalizeSettings(settings: ReceptionistSettings): ReceptionistSettings {
  const ranges = (list: TimeRange[]) => list.map(({ start, end }) => ({ start, end }));
  const callers = (list: KnownCaller[]) => list.map(({ number, label }) => ({ number, label }));
  const { hours, afterHours } = settings;
  return {
    hours: {
      timeZone: hours.timeZone,
      weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, ranges(hours.weekly[day])])) as OpeningHours['weekly'],
      overrides: hours.overrides.map(({ from, to, ranges: list, label }) => ({ from, to, ranges: ranges(list), label })),
    },
    greeting: settings.greeting,
    companyInfo: settings.companyInfo,
    answers: settings.answers.map(({ question, answer }) => ({ question, answer })),
    transfers: settings.transfers.map(({ name, number, when, askFor }) => ({ name, number, when, askFor })),
    transferFallback: settings.transferFallback,
    vipCallers: callers(settings.vipCallers),
    blockedCallers: callers(settings.blockedCallers),
    afterHours: { action: afterHours.action, transferTo: afterHours.action === 'transfer' ? afterHours.transferTo : '' },
    booking: {
      enabled: settings.booking.enabled,
      types: settings.booking.types.map(({ name, minutes }) => ({ name, minutes })),
      bufferMinutes: settings.booking.bufferMinutes,
      minNoticeMinutes: settings.booking.minNoticeMinutes,
      maxDaysAhead: settings.booking.maxDaysAhead,
    },
    links: settings.links.map(({ name, url }) => ({ name, url })),
  };
}

/** The sections that differ between two documents, in the page's order (keys compared in one order: jsonb reorders them). */
export function changedSections(before: ReceptionistSettings, after: ReceptionistSettings): SettingsSection[] {
  return (Object.keys(SECTION_FIELDS) as SettingsSection[]).filter((section) =>
    SECTION_FIELDS[section].some((field) => canonical(before[field]) !== canonical(after[field])),
  );
}

/** JSON with every object's keys sorted. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const KEEP = 600;
const clip = (text: string) => (text.length > KEEP ? `${text.slice(0, KEEP - 1)}…` : text);
const WHEN_TEXT: Record<TransferWhen, string> = { open: 'during opening hours', always: 'at any hour', never: 'not now' };
const AFTER_HOURS_TEXT: Record<AfterHoursAction, string> = {
  message: 'take a message',
  transfer: 'put the caller through to',
  announce: 'say the hours and end the call',
};

/** One section as our team's mail and the work queue show it before → after: plain text, at most 600 characters. */
export function describeSection(settings: ReceptionistSettings, section: SettingsSection, now: Date): string {
  switch (section) {
    case 'hours':
      return clip([`Time zone: ${settings.hours.timeZone}`, ...describeWeek(settings.hours), ...describeOverrides(settings.hours, now, 366)].join('; '));
    case 'greeting':
      return clip(settings.greeting);
    case 'companyInfo':
      return clip(settings.companyInfo);
    case 'answers':
      return clip(settings.answers.map((entry) => `${entry.question} — ${entry.answer}`).join(' | '));
    case 'transfers':
      return clip(
        [
          ...settings.transfers.map((person) => `${person.name} ${person.number} (${WHEN_TEXT[person.when]}${person.askFor ? `; for ${person.askFor}` : ''})`),
          `no answer: ${settings.transferFallback === 'message' ? 'take a message' : 'end the call'}`,
        ].join(' | '),
      );
    case 'vipCallers':
    case 'blockedCallers':
      return clip(settings[section].map((caller) => `${caller.number}${caller.label ? ` (${caller.label})` : ''}`).join(', '));
    case 'afterHours':
      return `${AFTER_HOURS_TEXT[settings.afterHours.action]}${settings.afterHours.action === 'transfer' ? ` ${settings.afterHours.transferTo}` : ''}`;
    case 'booking': {
      const { booking } = settings;
      if (!booking.enabled) return 'not booking appointments';
      const types = booking.types.map((type) => `${type.name} (${type.minutes} min)`).join(', ');
      return clip(`${types}; ${booking.bufferMinutes} min between; at least ${booking.minNoticeMinutes} min notice; up to ${booking.maxDaysAhead} days ahead`);
    }
    case 'links':
      return clip(settings.links.map((link) => `${link.name}: ${link.url}`).join(' | '));
  }
}
