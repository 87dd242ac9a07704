import { poisson, seededRandom } from './seeded-random';

const MINUTE_MS = 60_000;

/**
 * How busy the phone is in an hour of the week (UTC), relative to the average hour: weekday business hours ring most,
 * evenings and Saturday mornings some, nights and Sundays rarely. The weights average 1 over the week, so a
 * receptionist gets SANDBOX_CALLS_PER_HOUR calls an hour on average.
 */
export function businessHoursWeight(at: Date): number {
  return RAW_WEIGHTS[hourOfWeek(at)] / MEAN_RAW_WEIGHT;
}

function rawWeight(day: number, hour: number): number {
  const weekday = day >= 1 && day <= 5;
  if (weekday && hour >= 9 && hour < 17) return 2.5;
  if (weekday && ((hour >= 7 && hour < 9) || (hour >= 17 && hour < 20))) return 1;
  if (day === 6 && hour >= 9 && hour < 14) return 1;
  return 0.1;
}

const hourOfWeek = (at: Date) => at.getUTCDay() * 24 + at.getUTCHours();
const RAW_WEIGHTS = Array.from({ length: 7 * 24 }, (_, index) => rawWeight(Math.floor(index / 24), index % 24));
const MEAN_RAW_WEIGHT = RAW_WEIGHTS.reduce((sum, weight) => sum + weight, 0) / RAW_WEIGHTS.length;

/** One call the scheduler places: when it ends and the seed that makes it up. */
export interface PlannedCall {
  endedAt: Date;
  seed: string;
}

/**
 * The calls a receptionist gets from `from` to `to`: in each slot of `slotMinutes` (whole slots of the clock) a Poisson
 * number of calls at `callsPerHour` weighted by the hour, each ending at a random moment of its slot before `to`.
 * Each slot's calls come from its own seed, so planning a slot twice plans the same calls.
 */
export function planCalls(receptionistId: number, from: Date, to: Date, callsPerHour: number, slotMinutes = 1): PlannedCall[] {
  const slotMs = slotMinutes * MINUTE_MS;
  const calls: PlannedCall[] = [];
  for (let start = Math.floor(from.getTime() / slotMs) * slotMs; start < to.getTime(); start += slotMs) {
    const slot = new Date(start);
    const random = seededRandom(`sandbox-slot:${receptionistId}:${slot.toISOString()}:${slotMinutes}`);
    const count = poisson(random, (callsPerHour * businessHoursWeight(slot) * slotMinutes) / 60);
    for (let index = 0; index < count; index++) {
      const endedAt = new Date(start + Math.floor(random() * slotMs));
      if (endedAt >= from && endedAt < to) calls.push({ endedAt, seed: `sandbox-call:${receptionistId}:${slot.toISOString()}:${index}` });
    }
  }
  return calls.sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime());
}
