import type { CallOutcome, CallsDayDto } from '../../api/generated/types.gen';
import { OUTCOME_INFO, type OutcomeTone } from '../../lib/call-outcomes';
import { callCount } from '../../lib/call-usage';

/** One stack of the chart: an outcome, or the calls not reported yet ('in_progress'), with a count per day. */
export interface DaySeries {
  id: CallOutcome | 'in_progress';
  label: string;
  tone: OutcomeTone;
  data: number[];
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar day ('2026-11-27', of the account's time zone) as the axis and the table write it: 'Nov 27'. */
export function dayLabel(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The chart's series, in the API's order (every outcome, then not reported yet), leaving out those with no call in
 * the 30 days so the legend names only what the bars show.
 */
export function callsPerDaySeries(days: CallsDayDto[]): DaySeries[] {
  const series = (days[0]?.outcomes ?? []).map(({ outcome }, index): DaySeries => ({
    id: outcome ?? 'in_progress',
    label: outcome ? OUTCOME_INFO[outcome].label : 'In progress',
    tone: outcome ? OUTCOME_INFO[outcome].tone : 'neutral',
    data: days.map((day) => day.outcomes[index]?.calls ?? 0),
  }));
  return series.filter((one) => one.data.some((calls) => calls > 0));
}

/** The chart's description for screen readers: the total and the busiest day. */
export function callsPerDaySummary(days: CallsDayDto[]): string {
  const total = days.reduce((sum, day) => sum + day.calls, 0);
  if (total === 0) return 'No calls in the last 30 days.';
  const busiest = days.reduce((best, day) => (day.calls > best.calls ? day : best));
  return `${callCount(total)} in the last 30 days; the busiest day was ${dayLabel(busiest.day)}, with ${busiest.calls}.`;
}
