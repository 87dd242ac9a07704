import { registerAs } from '@nestjs/config';
import { IsIn } from 'class-validator';
import { env, isProduction, validateConfig } from './validate-config';

/** LOG_LEVEL takes Nest's names (log, verbose) as it always has, and pino's (info, trace); both map to pino's. */
const LEVELS = { fatal: 'fatal', error: 'error', warn: 'warn', log: 'info', info: 'info', debug: 'debug', verbose: 'trace', trace: 'trace' } as const;

export type LogLevelName = keyof typeof LEVELS;
export type PinoLevel = (typeof LEVELS)[LogLevelName];

class LoggingConfig {
  @IsIn(Object.keys(LEVELS), { message: `LOG_LEVEL must be one of ${Object.keys(LEVELS).join(', ')}` })
  level: LogLevelName = 'log';

  /** One JSON object per line for log collectors, or coloured lines for people (docs/operations-logs.md). */
  @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  format: 'json' | 'pretty' = isProduction() ? 'json' : 'pretty';
}

/** Whether a process at `level` writes info lines (one per API answer): the request log is not even mounted otherwise. */
export function logsRequests(level: PinoLevel): boolean {
  return level === 'info' || level === 'debug' || level === 'trace';
}

export type LoggingConfigValues = LoggingConfig & { pinoLevel: PinoLevel };

/** Read before Nest starts (main.ts and worker.ts build their logger from it), and validated again with the rest at boot. */
export const loggingConfig = registerAs('logging', (): LoggingConfigValues => {
  const config = validateConfig(LoggingConfig, { level: env('LOG_LEVEL')?.toLowerCase(), format: env('LOG_FORMAT')?.toLowerCase() }, 'logging');
  return Object.assign(config, { pinoLevel: LEVELS[config.level] });
});
