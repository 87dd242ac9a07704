import type { CallAction, CallOutcome, NotCountedReason } from '../../api/generated/types.gen';
import { isCallAction } from '../../components/call-actions';
import { isCallOutcome, isNotCountedReason } from '../../lib/call-outcomes';
import { CALENDAR_DAY, localDay } from '../../lib/local-day';

/** What the customer narrowed the log to; all of it lives in the address, so back, forward and shared links keep it. */
export interface CallFilters {
  receptionistId?: number;
  outcome?: CallOutcome;
  /** What the receptionist did on the call: booked, texted… */
  action?: CallAction;
  /** Why the calls shown did not count against the plan (the overview's "too short" link). */
  notCounted?: NotCountedReason;
  /** Calendar days ('2026-11-26'), both included, in the customer's own time zone. */
  from?: string;
  to?: string;
  /** Caller number, or words in the summary and transcript. */
  q?: string;
}

const CALLS_PAGE_SIZE = 25;

/** A whole day with a four-digit year, not one a date field holds while its year is typed digit by digit ('0002-11-26'). */
export function isWholeDay(value: string): boolean {
  return CALENDAR_DAY.test(value) && Number(value.slice(0, 4)) >= 1000;
}

/** The day's last millisecond, from its local midnight. */
function lastMoment(day: Date): Date {
  const end = new Date(day);
  end.setDate(day.getDate() + 1);
  end.setMilliseconds(-1);
  return end;
}

function positiveInteger(value: string | null): number | undefined {
  const number = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return number > 0 ? number : undefined;
}

/** The filters and the page (from 1) in `?page=2&receptionistId=3&outcome=spam&action=booked&notCounted=short&from=…&to=…&q=…`; nonsense is ignored. */
export function readCallFilters(params: URLSearchParams): { filters: CallFilters; page: number } {
  const outcome = params.get('outcome');
  const notCounted = params.get('notCounted');
  const q = params.get('q')?.trim();
  const filters: CallFilters = {
    receptionistId: positiveInteger(params.get('receptionistId')),
    outcome: isCallOutcome(outcome) ? outcome : undefined,
    action: isCallAction(params.get('action')) ? (params.get('action') as CallAction) : undefined,
    notCounted: isNotCountedReason(notCounted) ? notCounted : undefined,
    from: localDay(params.get('from')) ? params.get('from')! : undefined,
    to: localDay(params.get('to')) ? params.get('to')! : undefined,
    q: q || undefined,
  };
  return { filters, page: positiveInteger(params.get('page')) ?? 1 };
}

/** The address's query for these filters and page; the first page and unset filters are left out. */
export function callFiltersToParams(filters: CallFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  for (const key of ['receptionistId', 'outcome', 'action', 'notCounted', 'from', 'to', 'q'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export function hasCallFilters(filters: CallFilters): boolean {
  return callFiltersToParams(filters).size > 0;
}

/**
 * GET /api/calls's query: the days become the moments they start and end where the customer is, so "Nov 26" means
 * the customer's Nov 26 and not the server's.
 */
export function callsApiQuery(filters: CallFilters, page: number) {
  return { page, pageSize: CALLS_PAGE_SIZE, ...callsFilterQuery(filters) };
}

/** The filters as GET /api/calls and its export take them. */
function callsFilterQuery(filters: CallFilters) {
  const from = localDay(filters.from ?? null);
  const to = localDay(filters.to ?? null);
  const endOfTo = to && lastMoment(to);
  return {
    ...(filters.receptionistId ? { receptionistId: filters.receptionistId } : {}),
    ...(filters.outcome ? { outcome: filters.outcome } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.notCounted ? { notCounted: filters.notCounted } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(endOfTo ? { to: endOfTo.toISOString() } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}

/** GET /api/calls/export.csv for the calls these filters show: every page of them, as a spreadsheet. */
export function callsExportUrl(filters: CallFilters): string {
  const query = new URLSearchParams(Object.entries(callsFilterQuery(filters)).map(([key, value]) => [key, String(value)]));
  return `/api/calls/export.csv${query.size ? `?${query}` : ''}`;
}

/** The log's quick ranges of days: the last day, week or month, or the usage period so far. */
export const DATE_PRESETS = ['today', '7days', '30days', 'period'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = { today: 'Today', '7days': '7 days', '30days': '30 days', period: 'This period' };

/** The days a preset covers, ending today (both included); "period" starts on the usage period's first day, unknown until it is loaded. */
export function datePresetRange(preset: DatePreset, today: Date, periodStart?: string): { from: string; to: string } | undefined {
  const daysBack = { today: 0, '7days': 6, '30days': 29 } as const;
  const to = localDayOf(today.toISOString());
  if (preset === 'period') return periodStart ? { from: localDayOf(periodStart), to } : undefined;
  const first = new Date(today);
  first.setDate(today.getDate() - daysBack[preset]);
  return { from: localDayOf(first.toISOString()), to };
}

/** The preset whose days the filters show, if any; "This period" first when another covers the same days (a period begun 29 days ago). */
export function activeDatePreset(filters: CallFilters, today: Date, periodStart?: string): DatePreset | undefined {
  return (['period', 'today', '7days', '30days'] as const).find((preset) => {
    const range = datePresetRange(preset, today, periodStart);
    return range && range.from === filters.from && range.to === filters.to;
  });
}

/** The reader's calendar day ('2026-11-01') a moment falls on, as the log's day filters take it. */
export function localDayOf(instant: string): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The log's address for this usage period's calls (the "This period" days, from `periodStart`'s day to today), narrowed
 * by `filters` (an outcome, why calls were not counted).
 */
export function periodCallsPath(periodStart: string, filters: Pick<CallFilters, 'outcome' | 'notCounted'> = {}): string {
  return `/calls?${callFiltersToParams({ ...filters, ...datePresetRange('period', new Date(), periodStart) })}`;
}
