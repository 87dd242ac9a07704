/** Display formatting: dates in en-US, money in USD (docs/product.md#dates-in-en-us-money-in-usd). */

export type DateInput = Date | string | number | null | undefined;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date ('2025-01-05') means that day wherever the reader is, not UTC midnight. */
function toDate(value: Date | string | number): Date {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  }
  return new Date(value);
}

// Recent ICU versions put a narrow no-break space before AM/PM.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function format(value: DateInput, render: (date: Date) => string): string {
  if (value === null || value === undefined || value === '') return 'Unknown date';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return plainSpaces(render(date));
}

/** 'Jan 5, 2025' */
export function formatDate(value: DateInput): string {
  return format(value, (date) => dateFormat.format(date));
}

/** 'Jan 5, 2025 at 3:04 PM' */
export function formatDateTime(value: DateInput): string {
  return format(value, (date) => `${dateFormat.format(date)} at ${timeFormat.format(date)}`);
}

/** '3:04 PM': the time of day, under its date in a narrow column. */
export function formatTime(value: DateInput): string {
  return format(value, (date) => timeFormat.format(date));
}

/** 'Nov 26, 2026, 2:05 PM': a moment in a list or a heading, where 'at' would be too long. */
export function formatDateTimeShort(value: DateInput): string {
  return format(value, (date) => dateTimeFormat.format(date));
}

/** A length of time in whole seconds as a clock shows it: '0:07', '2:05', '75:00'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const NORTH_AMERICAN = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** A phone number as the platform reports it (E.164), written like our AI numbers: '+1 (415) 555-0134'; others as given. */
export function formatPhoneNumber(e164: string): string {
  const parts = NORTH_AMERICAN.exec(e164);
  return parts ? `+1 (${parts[1]}) ${parts[2]}-${parts[3]}` : e164;
}

/** A call's caller: the number as people write it, or 'Unknown caller' when the caller withheld it. */
export function formatCaller(callerNumber: string | null): string {
  return callerNumber ? formatPhoneNumber(callerNumber) : 'Unknown caller';
}

/** Whether formatPhoneNumber writes this number out (a North American one): a short known length, safe to keep on one line. */
export function isNorthAmericanNumber(e164: string): boolean {
  return NORTH_AMERICAN.test(e164);
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars: '$249', '$2,388', '$12.50'; whole amounts drop the cents unless asked for. */
export function formatMoney(amount: number, options: { cents?: boolean } = {}): string {
  if (!Number.isFinite(amount)) return '';
  const showCents = options.cents ?? !Number.isInteger(amount);
  return (showCents ? withCents : wholeDollars).format(amount);
}

/** An amount in cents (as payment providers count) in US dollars, always with cents: '$249.00', '$0.00'. */
export function formatCents(amountCents: number, currency = 'usd'): string {
  if (!Number.isFinite(amountCents)) return '';
  const code = currency.toUpperCase();
  const formatter = code === 'USD' ? withCents : new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
  return formatter.format(amountCents / 100);
}

/** A card's expiry as printed on it: '04/30'. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** A span of time as a queue shows it: '12 min', '5 h', '3 d 4 h'. */
export function formatSpan(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(Math.abs(milliseconds) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
