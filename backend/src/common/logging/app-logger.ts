import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { currentRequestId } from './request-context';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest's console logger with the current request (or job) id in every line. */
export class AppLogger extends ConsoleLogger {
  constructor(level: LogLevel = 'log', processName = 'api') {
    super(processName, { logLevels: LEVELS.slice(0, LEVELS.indexOf(level) + 1), prefix: processName });
  }

  protected override formatContext(context: string): string {
    const requestId = currentRequestId();
    return super.formatContext(context) + (requestId ? `[req ${requestId}] ` : '');
  }
}
