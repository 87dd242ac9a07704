import { Inject, Injectable, Logger } from '@nestjs/common';
import { CronExpression } from '@nestjs/schedule';
import { Scheduled } from '../../../../jobs/scheduled';
import { EntityManager } from '@mikro-orm/postgresql';
import { voiceConfig, VoiceConfig } from '../../../../config';
import { simulateCall } from './sandbox-call-generator';
import { planCalls, PlannedCall } from './sandbox-call-plan';
import { ReceptionistsService } from '../../../receptionists/receptionists.service';
import { SandboxCallsService } from './sandbox-calls.service';
import { runScheduled } from '../../../../common/logging/log-context';

interface SandboxSchedulerRun {
  now: Date;
  callsPerHour: number;
  /** Only these receptionists (tests share one database). */
  receptionistIds?: number[];
}

const MINUTE_MS = 60_000;
/** A fresh receptionist's past: this many days of calls, so its Calls page looks lived in at once. */
const BACKFILL_DAYS = 14;
/** The past is quieter than SANDBOX_CALLS_PER_HOUR (at most 8 calls a day on average): history, not a flood. */
const BACKFILL_CALLS_PER_HOUR = 8 / 24;
/** After a pause (a stopped worker, a receptionist off for a while) the sandbox catches up this many minutes at most. */
const CATCH_UP_MINUTES = 15;
/** A bound on one run; the receptionists left over are next in the following run. */
const MAX_RECEPTIONISTS_PER_RUN = 500;

/**
 * The sandbox's phone ringing: every minute each active receptionist gets its calls at SANDBOX_CALLS_PER_HOUR
 * (Poisson, weighted to business hours), and one that has never had a call first gets two weeks of history. Each
 * receptionist's progress is a row (sandbox_call_schedules) that a run locks with `skip locked` while it places the
 * calls and moves on once they are delivered, so two workers never place one receptionist's minutes at once. The
 * deliveries commit on their own connections, not with the row: a run that fails part way leaves the row behind, and
 * placing those minutes again sends the same bytes (each minute's calls come from a seed of that minute), which the
 * inbox takes once.
 */
@Injectable()
export class SandboxCallScheduler {
  private readonly logger = new Logger(SandboxCallScheduler.name);
  private running = false;

  constructor(
    private readonly em: EntityManager,
    private readonly calls: SandboxCallsService,
    private readonly receptionists: ReceptionistsService,
    @Inject(voiceConfig.KEY) private readonly voice: VoiceConfig,
  ) {}

  @Scheduled(CronExpression.EVERY_MINUTE, 'sandbox-calls')
  async tick(): Promise<void> {
    if (this.voice.platform !== 'sandbox' || this.voice.sandboxCallsPerHour === 0 || this.running) return;
    this.running = true;
    try {
      const placed = await runScheduled('sandbox-calls', () => this.run({ now: new Date(), callsPerHour: this.voice.sandboxCallsPerHour }));
      if (placed > 0) this.logger.log(`sandbox calls: ${placed} call(s) placed`);
    } catch (error) {
      this.logger.error('sandbox calls run failed', error instanceof Error ? error.stack : String(error));
    } finally {
      this.running = false;
    }
  }

  /** Places every active receptionist's calls up to the minute `now` is in; returns how many calls it placed. */
  async run({ now, callsPerHour, receptionistIds }: SandboxSchedulerRun): Promise<number> {
    const until = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
    await this.enrolActive(receptionistIds);
    const failed: number[] = [];
    let placed = 0;
    for (let runs = 0; runs < MAX_RECEPTIONISTS_PER_RUN; runs++) {
      let current: number | null = null;
      try {
        const calls = await this.em.fork().transactional(async (tx) => {
          const due = await this.claimDue(tx, until, receptionistIds, failed);
          if (!due) return null;
          current = due.id;
          const plan = await this.plan(tx, due.id, due.simulatedUntil, until, callsPerHour);
          const [receptionist] = await this.calls.linked([due.id]);
          // Each delivery commits on its own; should the row not move on, a retry's repeats are dropped by the inbox.
          for (const call of plan) await this.calls.deliver(simulateCall(receptionist, call), { live: due.simulatedUntil !== null });
          await this.execute(tx, 'update sandbox_call_schedules set simulated_until = ? where receptionist_id = ?', [until, due.id]);
          return plan.length;
        });
        if (calls === null) break;
        placed += calls;
      } catch (error) {
        // One receptionist that cannot be simulated (its sandbox ids taken) must not stop the others; the next run retries it.
        if (current === null) throw error;
        failed.push(current);
        this.logger.error(`sandbox calls failed for receptionist ${current}`, error instanceof Error ? error.stack : String(error));
      }
    }
    return placed;
  }

  /**
   * A receptionist's first run backfills two weeks if it has had no calls but tests; later runs place the minutes
   * since the last, at most CATCH_UP_MINUTES of them.
   */
  private async plan(tx: EntityManager, receptionistId: number, simulatedUntil: Date | null, until: Date, callsPerHour: number): Promise<PlannedCall[]> {
    if (simulatedUntil === null) {
      const [{ answered }] = await this.execute<{ answered: boolean }>(
        tx,
        'select exists (select 1 from calls where receptionist_id = ? and not is_test) as answered',
        [receptionistId],
      );
      if (answered) return [];
      const from = new Date(until.getTime() - BACKFILL_DAYS * 24 * 60 * MINUTE_MS);
      return planCalls(receptionistId, from, until, Math.min(callsPerHour, BACKFILL_CALLS_PER_HOUR), 60);
    }
    const from = new Date(Math.max(simulatedUntil.getTime(), until.getTime() - CATCH_UP_MINUTES * MINUTE_MS));
    return planCalls(receptionistId, from, until, callsPerHour);
  }

  /**
   * Every active receptionist gets its progress row (a new row means "not simulated yet"); one no longer active leaves
   * the schedule, and comes back as new, without a backlog, when it is active again.
   */
  private async enrolActive(receptionistIds?: number[]): Promise<void> {
    const active = `{${(await this.receptionists.activeIds(receptionistIds)).join(',')}}`;
    const connection = this.em.getConnection();
    const scope = receptionistIds ? ' and receptionist_id in (?)' : '';
    await connection.execute(
      `delete from sandbox_call_schedules where receptionist_id <> all(?::int[])${scope}`,
      receptionistIds ? [active, receptionistIds] : [active],
    );
    await connection.execute('insert into sandbox_call_schedules (receptionist_id) select unnest(?::int[]) on conflict do nothing', [active]);
  }

  /** An enrolled (active) receptionist that is behind, locked; those other runs hold are skipped, those that failed here excluded. */
  private async claimDue(
    tx: EntityManager,
    until: Date,
    receptionistIds: number[] | undefined,
    failed: number[],
  ): Promise<{ id: number; simulatedUntil: Date | null } | null> {
    const params: unknown[] = [until];
    let filters = '';
    if (receptionistIds) {
      filters += ' and s.receptionist_id in (?)';
      params.push(receptionistIds);
    }
    if (failed.length > 0) {
      filters += ' and s.receptionist_id not in (?)';
      params.push(failed);
    }
    const rows = await this.execute<{ receptionist_id: number; simulated_until: Date | null }>(
      tx,
      `select s.receptionist_id, s.simulated_until from sandbox_call_schedules s
       where (s.simulated_until is null or s.simulated_until < ?)${filters}
       order by s.simulated_until nulls first, s.receptionist_id limit 1 for update of s skip locked`,
      params,
    );
    return rows[0] ? { id: rows[0].receptionist_id, simulatedUntil: rows[0].simulated_until ? new Date(rows[0].simulated_until) : null } : null;
  }

  private execute<T>(tx: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
  }
}
