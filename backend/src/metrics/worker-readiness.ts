import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Worker } from 'bullmq';
import { databaseAnswers } from '../common/health/database-answers';

export interface WorkerReadinessReport {
  status: 'ready' | 'not ready';
  database: 'up' | 'down';
  /** Each queue processor's BullMQ worker: running, or stopped (closing at shutdown, or never started). */
  queues: Record<string, 'running' | 'stopped'>;
}

/**
 * The worker is ready while its database answers and every queue's processor runs. A Redis outage alone leaves it
 * ready: the processors reconnect on their own and the work waits in the outbox (as the api's health says degraded).
 */
@Injectable()
export class WorkerReadiness {
  constructor(
    private readonly em: EntityManager,
    private readonly discovery: DiscoveryService,
  ) {}

  async check(): Promise<WorkerReadinessReport> {
    const database = await databaseAnswers(this.em);
    const workers = this.processors().map(startedWorker);
    const queues: WorkerReadinessReport['queues'] = {};
    for (const worker of workers) if (worker) queues[worker.name] = isRunning(worker) ? 'running' : 'stopped';
    const ready = database && workers.length > 0 && workers.every((worker) => worker && isRunning(worker));
    return { status: ready ? 'ready' : 'not ready', database: database ? 'up' : 'down', queues };
  }

  /** Every @Processor of the app (mail, billing events, call events, password resets…), found rather than listed. */
  private processors(): WorkerHost[] {
    return this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
  }
}

/** The processor's BullMQ worker, or null before @nestjs/bullmq has started it. */
function startedWorker(host: WorkerHost): Worker | null {
  try {
    return host.worker;
  } catch {
    return null;
  }
}

function isRunning(worker: Worker): boolean {
  return worker.isRunning() && !worker.closing && !worker.isPaused();
}
