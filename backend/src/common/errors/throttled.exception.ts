import { AppException, type ErrorDefinition } from './app.exception';

/**
 * A refusal that says how long to wait — a 429 at a limit, or a limit's 503 while Redis cannot count — in words in the
 * message ("Too many … Please try again in 15 minutes.") and in seconds in the Retry-After header, which the exception
 * filter sets from `retryAfterSeconds`.
 */
export class ThrottledException extends AppException {
  readonly retryAfterSeconds: number;

  constructor(definition: ErrorDefinition, waitSeconds: number) {
    const seconds = Math.max(1, Math.ceil(waitSeconds));
    super(definition.status, definition.code, `${definition.message}. Please try again in ${describeWait(seconds)}.`);
    this.name = 'ThrottledException';
    this.retryAfterSeconds = seconds;
  }
}

/** "15 minutes", "1 minute", "30 seconds": for messages telling people when to try again. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
