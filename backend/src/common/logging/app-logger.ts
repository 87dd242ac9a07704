import { createRequire } from 'node:module';
import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { currentLogContext } from './log-context';
import type PinoPretty from 'pino-pretty';
import { redactSecrets, redactText } from './redact-secrets';

export interface AppLoggerOptions {
  /** pino's level name (LOG_LEVEL mapped by the logging config). */
  level: Level;
  format: 'json' | 'pretty';
  /** `api`, `worker`, `test`: the `name` of every line. */
  processName: string;
  /** Where lines go instead of stdout (tests read them). */
  destination?: DestinationStream;
}

// A stack as Nest's Logger.error passes it: "Error: …\n    at …".
const STACK = /\n\s+at /;
const isStack = (text: string): boolean => text.includes('\n') && STACK.test(text);

/**
 * The one logger of the api and the worker: pino, one JSON object per line (or pretty lines for people), written
 * asynchronously; each line carries the request or job it was written in (log-context.ts) and has its secrets
 * redacted (redact-secrets.ts). Nest's `Logger` delegates to it, so every `new Logger(context)` writes through it
 * (docs/operations-logs.md).
 */
export class AppLogger implements LoggerService {
  private readonly pino: Logger;

  constructor(options: AppLoggerOptions) {
    this.pino = pino(
      {
        name: options.processName,
        level: options.level,
        // pino's own `time`, milliseconds since the epoch: an ISO string cost as much as the rest of pino's work on a line.
        formatters: {
          level: (label) => ({ level: label }),
          log: (fields) => redactSecrets(fields) as Record<string, unknown>,
        },
        // Errors are already plain, redacted objects (formatters.log runs first).
        serializers: { err: (error: unknown) => error },
      },
      options.destination ?? destinationFor(options.format),
    );
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /**
   * Nest's calling convention: `(message, ...params, context)`, and for errors `(message, stack?, context?)`. An object
   * message becomes the line's fields (its `msg` the text), an Error its `err`.
   */
  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    let end = params.length;
    while (end > 0 && params[end - 1] === undefined) end -= 1;
    const last = params[end - 1];
    const context = typeof last === 'string' && !isStack(last) ? last : undefined;
    if (context !== undefined) end -= 1;
    // The request or job first, then the context, then the line's own fields (Object.assign: spreading these cost
    // more than the rest of the line together, bench/log-line.mjs).
    const fields: Record<string, unknown> = Object.assign({}, currentLogContext());
    if (context !== undefined) fields.context = context;
    if (typeof message === 'object' && message !== null && !(message instanceof Error)) Object.assign(fields, message);
    let text: string | undefined;
    if (message instanceof Error) {
      fields.err = message;
      text = redactText(message.message);
    } else if (typeof message !== 'object' || message === null) text = redactText(String(message));
    for (const param of params.slice(0, end)) {
      if (param === undefined) continue;
      if (typeof param === 'string' && isStack(param)) fields.stack = param;
      else if (param instanceof Error) fields.err = param;
      else ((fields.details ??= []) as unknown[]).push(param);
    }
    this.pino[level](fields, text);
  }
}

/** A process that cannot start says why (a log line once its logger exists) and exits with 1. */
export function failToStart(error: Error, logger?: AppLogger): never {
  if (logger) logger.fatal(error.message, 'Bootstrap');
  else console.error(error.message);
  process.exit(1);
}

/** stdout, written asynchronously: pretty lines through pino-pretty when asked for and installed, else JSON lines. */
function destinationFor(format: 'json' | 'pretty'): DestinationStream {
  if (format === 'pretty') {
    const pretty = loadPinoPretty();
    if (pretty) {
      return pretty({
        destination: 1,
        sync: false,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,context,requestId,queue,jobId,method,route,status,durationMs',
        messageFormat: '{if context}[{context}] {end}{msg}{if requestId} · req {requestId}{end}{if jobId} · {queue} {jobId}{end}',
        singleLine: true,
      });
    }
    process.stdout.write('{"level":"warn","msg":"LOG_FORMAT=pretty, but pino-pretty is not installed (a production install): logging JSON"}\n');
  }
  // Lines are gathered into writes of 4 KB (one write per line cost more CPU than the line itself, bench/log-line.mjs),
  // and what is gathered goes out at least once a second, and at exit.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), 1000).unref();
  return stdout;
}

/** pino-pretty is a development dependency: a production image has none, and falls back to JSON. */
function loadPinoPretty(): typeof PinoPretty | undefined {
  try {
    return createRequire(__filename)('pino-pretty') as typeof PinoPretty;
  } catch {
    return undefined;
  }
}
