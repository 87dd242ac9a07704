import type { LoggerService } from '@nestjs/common';

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits: 0 once it has finished, 1 with a warning when it has not
 * within `limitMs` — a dependency that never answers (a Redis client between reconnects never ends) must not keep a
 * process its platform asked to stop. A second signal while stopping changes nothing.
 */
export function stopOnSignals(stop: () => Promise<void>, limitMs: number, logger: LoggerService): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return logger.log(`${signal}: already stopping`, 'Shutdown');
    stopping = true;
    logger.log(`${signal}: stopping, within ${limitMs} ms`, 'Shutdown');
    const overdue = setTimeout(() => {
      logger.warn(`not stopped within ${limitMs} ms: exiting with what is left open`, 'Shutdown');
      process.exit(1);
    }, limitMs);
    stop().then(
      () => {
        clearTimeout(overdue);
        logger.log('stopped', 'Shutdown');
        process.exit(0);
      },
      (error: Error) => {
        clearTimeout(overdue);
        logger.error(`stopping failed: ${error.message}`, error.stack, 'Shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
