import { registerAs } from '@nestjs/config';
import { IsInt, IsIP, Max, Min, ValidateIf } from 'class-validator';
import { env, validateConfig } from './validate-config';

const PORT_MESSAGE = 'must be a port number (1-65535; 0 takes any free port) or off';

/** The Prometheus endpoints, each on a port of its own, never the app's (README, Operations: Metrics). */
class MetricsConfig {
  /** The api's /metrics; with API_PROCESSES > 1 the primary serves there the sum of every api process. Null: off. */
  @ValidateIf((config: MetricsConfig) => config.apiPort !== null)
  @IsInt({ message: `METRICS_PORT ${PORT_MESSAGE}` })
  @Min(0, { message: `METRICS_PORT ${PORT_MESSAGE}` })
  @Max(65535, { message: `METRICS_PORT ${PORT_MESSAGE}` })
  apiPort: number | null = 9464;

  /** The worker's /metrics and its probes (/health/live, /health/ready). Null: off. */
  @ValidateIf((config: MetricsConfig) => config.workerPort !== null)
  @IsInt({ message: `WORKER_METRICS_PORT ${PORT_MESSAGE}` })
  @Min(0, { message: `WORKER_METRICS_PORT ${PORT_MESSAGE}` })
  @Max(65535, { message: `WORKER_METRICS_PORT ${PORT_MESSAGE}` })
  workerPort: number | null = 9465;

  /** Loopback unless set: a pod's scraper and probes reach the pod's address, so Kubernetes sets 0.0.0.0. */
  @IsIP(undefined, { message: 'METRICS_HOST must be an IP address, such as 127.0.0.1 or 0.0.0.0' })
  host: string = '127.0.0.1';
}

export type MetricsConfigValues = MetricsConfig;

/** `off` is null; digits are a number; anything else is left for validation to refuse. */
function portOrOff(value: string | undefined): number | null | string | undefined {
  if (value?.toLowerCase() === 'off') return null;
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : value;
}

export const metricsConfig = registerAs('metrics', () =>
  validateConfig(
    MetricsConfig,
    { apiPort: portOrOff(env('METRICS_PORT')), workerPort: portOrOff(env('WORKER_METRICS_PORT')), host: env('METRICS_HOST') },
    'metrics',
  ),
);
