import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobsWorkerModule } from '../jobs/jobs-worker.module';
import { DatabasePoolMetrics } from './database-pool.metrics';
import { JobsMetrics } from './jobs.metrics';
import { ApiMetricsEndpoint, WorkerMetricsEndpoint } from './metrics-endpoints';
import { WorkerReadiness } from './worker-readiness';

/** What every process measures beside Node's own metrics: its database pool. */
@Module({ providers: [DatabasePoolMetrics] })
export class MetricsModule {}

/** The api's metrics endpoint (the app's own requests are timed by observeFinishedRequests, http-app.ts). */
@Module({ imports: [MetricsModule], providers: [ApiMetricsEndpoint] })
export class ApiMetricsModule {}

/** The worker's metrics endpoint and probes, with the outbox and queue gauges. */
@Module({ imports: [MetricsModule, DiscoveryModule, JobsWorkerModule], providers: [JobsMetrics, WorkerReadiness, WorkerMetricsEndpoint] })
export class WorkerMetricsModule {}
