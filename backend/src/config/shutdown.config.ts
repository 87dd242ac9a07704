import { registerAs } from '@nestjs/config';
import { IsInt, Max, Min } from 'class-validator';
import { env, validateConfig } from './validate-config';

/** How a stopping process takes its leave (docs/operations-deploys.md#how-a-process-stops). */
class ShutdownConfig {
  /** How long requests in flight (the api) or the whole stop (the worker) may take after the signal; then the rest is cut off. */
  @IsInt({ message: 'SHUTDOWN_GRACE_MS must be a whole number' })
  @Min(0, { message: 'SHUTDOWN_GRACE_MS must be at least 0' })
  @Max(600_000, { message: 'SHUTDOWN_GRACE_MS must be at most 600000 (10 minutes)' })
  graceMs: number = 25_000;

  /** How long the api keeps serving, reported not ready, before it stops listening: for load balancers without a preStop hook. */
  @IsInt({ message: 'SHUTDOWN_DELAY_MS must be a whole number' })
  @Min(0, { message: 'SHUTDOWN_DELAY_MS must be at least 0' })
  @Max(120_000, { message: 'SHUTDOWN_DELAY_MS must be at most 120000 (2 minutes)' })
  delayMs: number = 0;
}

export type ShutdownConfigValues = ShutdownConfig;

export const shutdownConfig = registerAs('shutdown', () =>
  validateConfig(ShutdownConfig, { graceMs: env('SHUTDOWN_GRACE_MS'), delayMs: env('SHUTDOWN_DELAY_MS') }, 'shutdown'),
);

/** What closing the pools (MikroORM, Redis, the session store) may take once an api process's requests are done. */
const CLOSE_POOLS_WITHIN_MS = 5000;

/** The longest an api process takes from SIGTERM to exit; past it, it exits anyway (and a roll's primary kills it). */
export function apiStopWithinMs({ delayMs, graceMs }: ShutdownConfig): number {
  return delayMs + graceMs + CLOSE_POOLS_WITHIN_MS;
}
