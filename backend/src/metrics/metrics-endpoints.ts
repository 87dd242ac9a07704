import cluster from 'node:cluster';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { metricsConfig, type MetricsConfig } from '../config';
import { collectNodeMetrics, metricsRegistry } from './metrics';
import { type MetricsServer, type PlainAnswer, startMetricsServer } from './metrics-server';
import { WorkerReadiness } from './worker-readiness';

async function scrape(): Promise<PlainAnswer> {
  return { status: 200, contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

const json = (status: number, body: unknown): PlainAnswer => ({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });

/** Serves the process's metrics (and the worker's probes) from bootstrap to the very end of shutdown. */
abstract class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: MetricsServer | null = null;

  constructor() {
    collectNodeMetrics();
  }

  /** The port bound, once serving; null when off (tests read it when they ask for port 0). */
  get port(): number | null {
    return this.server?.port ?? null;
  }

  protected abstract serve(): Promise<MetricsServer | null>;

  async onApplicationBootstrap(): Promise<void> {
    this.server = await this.serve();
  }

  // The last phase: the worker's readiness answers 503 while its processors close, before this.
  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }
}

/** The api's /metrics on METRICS_PORT; under a primary (API_PROCESSES > 1) the primary serves the sum there instead. */
@Injectable()
export class ApiMetricsEndpoint extends MetricsEndpoint {
  constructor(@Inject(metricsConfig.KEY) private readonly config: MetricsConfig) {
    super();
  }

  protected async serve(): Promise<MetricsServer | null> {
    if (this.config.apiPort === null || cluster.isWorker) return null;
    return startMetricsServer({ name: 'METRICS_PORT', port: this.config.apiPort, host: this.config.host, routes: { '/metrics': scrape } });
  }
}

/** The worker's /metrics and its Kubernetes probes on WORKER_METRICS_PORT: /health/live and /health/ready. */
@Injectable()
export class WorkerMetricsEndpoint extends MetricsEndpoint {
  constructor(
    @Inject(metricsConfig.KEY) private readonly config: MetricsConfig,
    private readonly readiness: WorkerReadiness,
  ) {
    super();
  }

  protected async serve(): Promise<MetricsServer | null> {
    if (this.config.workerPort === null) return null;
    const ready = async () => {
      const report = await this.readiness.check();
      return json(report.status === 'ready' ? 200 : 503, report);
    };
    return startMetricsServer({
      name: 'WORKER_METRICS_PORT',
      port: this.config.workerPort,
      host: this.config.host,
      routes: { '/metrics': scrape, '/health/live': () => Promise.resolve(json(200, { status: 'ok' })), '/health/ready': ready },
    });
  }
}
