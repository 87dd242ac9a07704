import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CustomerPlan, CustomerPlans } from '../billing/customer-plans';
import type { PlanId } from '../plans/plan-catalogue';
import { callAllowance, overageRuleOf, projectedCalls, textAllowance, upgradeForCalls } from '../plans/plan-limits.policy';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { countedCallSql, NOT_COUNTED_REASONS, NotCountedReason, notCountedReasonSql } from './call-metering';
import { CallsOverviewDto, CallUsageDto } from './dto/call-usage.dto';
import { KnowledgeGapsService } from './knowledge-gaps.service';
import { CALL_OUTCOMES, CallOutcome } from './platforms/voice-platform';
import { CallerTexts } from './caller-texts';
import { UsagePeriod, usagePeriod } from './usage-period';
import { addDays, dayBounds, localDate } from '../../common/time-zones';

const DAY_MS = 86_400_000;
/** The overview's chart: calls per day of the owner's time zone over this many days, today included. */
export const CHART_DAYS = 30;

/** One customer's calls of a period with the same receptionist, outcome and metering: the rollup's key, summed. */
interface PeriodRow {
  userId: number;
  receptionistId: number | null;
  outcome: CallOutcome | null;
  counted: boolean;
  notCountedReason: NotCountedReason | null;
  calls: number;
  durationSeconds: number;
}

/** A customer's period and their plan's allowance (null: unlimited). */
export interface CustomerPeriod extends UsagePeriod {
  userId: number;
  allowance: number | null;
  /** Texts the plan allows in the period (null: unlimited), counted by messaging (caller-texts.ts). */
  textAllowance: number | null;
  /**
   * The plan with more calls an Upgrade button offers; only for a plan the customer pays online, which they can change
   * themselves (one our team set up is changed by talking to us).
   */
  upgradeTo: PlanId | null;
  /** The moment the period was read at: the pace so far is measured to it. */
  at: Date;
}

const startOfDay = (instant: Date) => new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);
const endOfDay = (instant: Date) => new Date(Math.ceil(instant.getTime() / DAY_MS) * DAY_MS);

/** The customer's calls started in [p.from, p.to) as the rollup counts them: one index range of calls_user_started_index. */
const callsBetween = (from: string, to: string) =>
  `select c.receptionist_id, c.outcome::text, ${countedCallSql('c')}, ${notCountedReasonSql('c')}, 1, coalesce(c.duration_seconds, 0) from calls c
    where c.user_id = p.user_id and c.started_at >= p.${from} and c.started_at < p.${to}`;

/**
 * A period's calls as rollup keys: its whole UTC days from the rollup, its first and last days' parts from the calls
 * (calls_user_started_index), so a renewal at 14:07 counts from 14:07. One statement for any number of customers.
 */
const PERIOD_ROWS = `select p.user_id as "userId", u.receptionist_id as "receptionistId", u.outcome, u.counted, u.not_counted_reason as "notCountedReason",
    sum(u.calls)::int as calls, sum(u.duration_seconds)::float8 as "durationSeconds"
  from unnest(?::int[], ?::timestamptz[], ?::timestamptz[], ?::timestamptz[], ?::timestamptz[]) as p(user_id, period_start, full_from, full_to, period_end)
  cross join lateral (
    select d.receptionist_id, d.outcome, d.counted, d.not_counted_reason, d.calls, d.duration_seconds from call_usage_days d
      where d.user_id = p.user_id and d.day >= (p.full_from at time zone 'UTC')::date and d.day < (p.full_to at time zone 'UTC')::date
    union all ${callsBetween('period_start', 'full_from')}
    union all ${callsBetween('full_to', 'period_end')}
  ) u
  group by 1, 2, 3, 4, 5`;

/**
 * For a statement over the users table under `users`: customers at or above 80% of their allowance this period, known
 * by the alert recorded for a period still running (the back office's filter, docs/product.md#usage-alerts).
 */
export function nearAllowanceCondition(users: string): string {
  return `${users}.id in (select a.user_id from call_usage_alerts a where a.period_end > now() and a.period_start <= now())`;
}

/**
 * Calls counted against the plan and what the dashboard shows of them (docs/product.md#usage-periods), read from the
 * per-day rollup the calls table's triggers keep (docs/architecture.md#the-call-usage-rollup).
 */
@Injectable()
export class CallUsageService {
  constructor(
    private readonly em: EntityManager,
    private readonly plans: CustomerPlans,
    private readonly receptionists: ReceptionistsService,
    private readonly gaps: KnowledgeGapsService,
    private readonly texts: CallerTexts,
  ) {}

  /** The customer's period now, and the allowance of the plan they have now (a plan change keeps the period's calls). */
  periodOf(userId: number, plan: CustomerPlan, now: Date): CustomerPeriod {
    return {
      userId,
      ...usagePeriod(plan, now),
      allowance: callAllowance(plan.subscriptionPlan),
      textAllowance: textAllowance(plan.subscriptionPlan),
      upgradeTo: plan.managedByProvider ? upgradeForCalls(plan.subscriptionPlan) : null,
      at: now,
    };
  }

  async usage(userId: number, now = new Date()): Promise<CallUsageDto> {
    const period = this.periodOf(userId, await this.plans.forUser(userId), now);
    const [rows, texts] = await Promise.all([this.periodRows([period]), this.texts.sentIn([period], this.em)]);
    return usageOf(period, rows, texts.get(userId) ?? 0);
  }

  /** Calls counted this period for each customer (the back office's users list), in one statement. */
  async usageOfUsers(userIds: number[], now = new Date()): Promise<Map<number, CallUsageDto>> {
    const plans = await this.plans.forUsers(userIds);
    const periods = userIds.map((id) => this.periodOf(id, plans.get(id)!, now));
    const [rows, texts] = await Promise.all([this.periodRows(periods), this.texts.sentIn(periods, this.em)]);
    return new Map(
      periods.map((period) => [
        period.userId,
        usageOf(
          period,
          rows.filter((row) => row.userId === period.userId),
          texts.get(period.userId) ?? 0,
        ),
      ]),
    );
  }

  /** Calls counted in the customer's period, in `em`'s transaction (the usage alerts read it under their lock). */
  async countedIn(em: EntityManager, period: CustomerPeriod): Promise<number> {
    return counted(await this.periodRows([period], em));
  }

  /** The dashboard's overview: the meter, this period's calls by what they did and by receptionist, and the last 30 days. */
  async overview(userId: number, timeZone: string, now = new Date()): Promise<CallsOverviewDto> {
    const period = this.periodOf(userId, await this.plans.forUser(userId), now);
    const receptionists = await this.receptionists.namesOf(userId);
    const [rows, days, openQuestions, texts, bookings] = await Promise.all([
      this.periodRows([period]),
      this.callsPerDay(userId, timeZone, now),
      this.gaps.openCounts(userId),
      this.texts.sentIn([period], this.em),
      this.bookingsIn(
        userId,
        receptionists.map(({ id }) => id),
        period,
      ),
    ]);
    const sum = (of: PeriodRow[]) => of.reduce((total, row) => total + row.calls, 0);
    const withOutcome = (outcome: CallOutcome) => sum(rows.filter((row) => row.outcome === outcome));
    const ended = rows.filter((row) => row.counted || row.notCountedReason !== null);
    const endedCalls = sum(ended);
    const byReceptionist = (id: number | null) => {
      const own = rows.filter((row) => row.receptionistId === id);
      return {
        calls: sum(own),
        counted: sum(own.filter((row) => row.counted)),
        appointmentsBooked: bookings.get(id) ?? 0,
        messagesTaken: sum(own.filter((row) => row.outcome === 'message_taken')),
      };
    };
    const deleted = byReceptionist(null);
    return {
      usage: usageOf(period, rows, texts.get(userId) ?? 0),
      callsAnswered: sum(rows),
      appointmentsBooked: [...bookings.values()].reduce((total, booked) => total + booked, 0),
      messagesTaken: withOutcome('message_taken'),
      averageDurationSeconds: endedCalls ? Math.round(ended.reduce((total, row) => total + row.durationSeconds, 0) / endedCalls) : null,
      callsPerDay: days,
      receptionists: [
        ...receptionists.map(({ id, name }) => ({
          receptionistId: id,
          receptionistName: name,
          ...byReceptionist(id),
          openQuestions: openQuestions.get(id) ?? 0,
        })),
        // Calls of receptionists since deleted: their id is gone (set null), so they are one row.
        ...(deleted.calls ? [{ receptionistId: null, receptionistName: null, ...deleted, openQuestions: 0 }] : []),
      ],
    };
  }

  /**
   * Appointments the receptionists booked in the period, by receptionist (null: since deleted): each booking a tool made
   * during a call, and each call its report says booked during which no tool booked (a booking made on the voice
   * platform's side), so a call that booked two counts two and one the report missed still counts.
   */
  private async bookingsIn(userId: number, receptionistIds: number[], period: { start: Date; end: Date }): Promise<Map<number | null, number>> {
    const rows = await this.em.getConnection().execute<{ receptionistId: number | null; booked: number }[]>(
      `select receptionist_id as "receptionistId", count(*)::int as booked from (
         select t.receptionist_id from voice_tool_calls t
           where t.receptionist_id = any(?::int[]) and t.action = 'booked' and t.created_at >= ? and t.created_at < ?
         union all
         select c.receptionist_id from calls c
           where c.user_id = ? and c.outcome = 'appointment_booked' and c.started_at >= ? and c.started_at < ?
             and not exists (select 1 from voice_tool_calls t where t.platform = c.platform and t.platform_call_id = c.platform_call_id and t.action = 'booked')
       ) booked group by 1`,
      [`{${receptionistIds.join(',')}}`, period.start, period.end, userId, period.start, period.end],
    );
    return new Map(rows.map((row) => [row.receptionistId, row.booked]));
  }

  private async periodRows(periods: CustomerPeriod[], em: EntityManager = this.em): Promise<PeriodRow[]> {
    if (periods.length === 0) return [];
    // The whole UTC days inside each period; a period shorter than a day has none, and is read from the calls alone.
    const full = periods.map(({ start, end }) => (endOfDay(start) < startOfDay(end) ? { from: endOfDay(start), to: startOfDay(end) } : { from: end, to: end }));
    const list = (values: (number | Date)[]) => `{${values.map((value) => (value instanceof Date ? value.toISOString() : value)).join(',')}}`;
    return em
      .getConnection()
      .execute<PeriodRow[]>(
        PERIOD_ROWS,
        [
          list(periods.map((period) => period.userId)),
          list(periods.map((period) => period.start)),
          list(full.map((days) => days.from)),
          list(full.map((days) => days.to)),
          list(periods.map((period) => period.end)),
        ],
        'all',
        em.getTransactionContext(),
      );
  }

  /**
   * The last CHART_DAYS days of the owner's time zone, today included, each with its calls by outcome (zeros too; null:
   * not reported yet). Read from the calls (calls_user_started_index), since the rollup's days are UTC days
   * (docs/architecture.md#the-call-usage-rollup).
   */
  private async callsPerDay(userId: number, timeZone: string, now: Date): Promise<CallsOverviewDto['callsPerDay']> {
    const today = localDate(now, timeZone);
    const first = addDays(today, -(CHART_DAYS - 1));
    const rows = await this.em.getConnection().execute<{ day: string; outcome: CallOutcome | null; calls: number }[]>(
      `select to_char((started_at at time zone ?)::date, 'YYYY-MM-DD') as day, outcome, count(*)::int as calls from calls
        where user_id = ? and started_at >= ? and started_at < ? group by 1, 2`,
      [timeZone, userId, dayBounds(first, timeZone).from, dayBounds(today, timeZone).to],
    );
    return Array.from({ length: CHART_DAYS }, (_, index) => {
      const day = addDays(first, index);
      const outcomes = [...CALL_OUTCOMES, null].map((outcome) => ({
        outcome,
        calls: rows.filter((row) => row.day === day && row.outcome === outcome).reduce((total, row) => total + row.calls, 0),
      }));
      return { day, calls: outcomes.reduce((total, one) => total + one.calls, 0), outcomes };
    });
  }
}

const counted = (rows: PeriodRow[]) => rows.filter((row) => row.counted).reduce((total, row) => total + row.calls, 0);

/** The meter: calls counted against the allowance, the overage above it, the calls not counted by reason, and the texts sent. */
function usageOf(period: CustomerPeriod, rows: PeriodRow[], textsSent: number): CallUsageDto {
  const callsCounted = counted(rows);
  const { allowance } = period;
  return {
    periodStart: period.start,
    periodEnd: period.end,
    callsCounted,
    allowance,
    overage: allowance === null ? 0 : Math.max(0, callsCounted - allowance),
    overageRule: overageRuleOf(allowance),
    projectedCalls: allowance ? projectedCalls(callsCounted, period, period.at) : null,
    upgradePlanId: period.upgradeTo,
    // Rounded down: 80% shows once the 80% alert is due, never a call before.
    percentUsed: allowance ? Math.floor((callsCounted * 100) / allowance) : null,
    notCounted: NOT_COUNTED_REASONS.map((reason) => ({
      reason,
      calls: rows.filter((row) => row.notCountedReason === reason).reduce((total, row) => total + row.calls, 0),
    })),
    textsSent,
    textAllowance: period.textAllowance,
  };
}
