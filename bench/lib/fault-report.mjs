// What every fault scenario prints: the steps it takes, the figures it measured, and PASS/FAIL per check; the process
// exits non-zero when a check failed or the scenario broke.
import { logDirectory } from './processes.mjs';

export function createReport(title) {
  const started = Date.now();
  const checks = [];
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
  console.log(`\n\x1b[1m${title}\x1b[0m  (process logs in ${logDirectory})`);
  return {
    step(message) {
      console.log(`${elapsed()}  ${message}`);
    },
    figure(name, value) {
      console.log(`${' '.repeat(8)}  · ${name}: ${value}`);
    },
    check(name, ok, detail = '') {
      checks.push({ name, ok });
      console.log(`${' '.repeat(8)}  ${ok ? '\x1b[32mPASS\x1b[0m' : '\x1b[31mFAIL\x1b[0m'} ${name}${detail ? ` — ${detail}` : ''}`);
    },
    /** Prints the verdict and sets the exit code; an error means the scenario itself broke. */
    finish(error) {
      if (error) console.log(`\x1b[31mERROR\x1b[0m ${error.stack ?? error}`);
      const failed = checks.filter((check) => !check.ok).length;
      const ok = !error && failed === 0 && checks.length > 0;
      console.log(
        `${ok ? '\x1b[32mPASS' : '\x1b[31mFAIL'}\x1b[0m ${title}: ${checks.length - failed}/${checks.length} checks passed${error ? ', scenario broke' : ''}\n`,
      );
      process.exitCode = ok ? 0 : 1;
    },
  };
}

/** Runs a scenario with its clean-ups always done (on a crash or Ctrl-C too, so no process is left behind), reporting the outcome. */
export async function runScenario(title, scenario) {
  const report = createReport(title);
  const cleanups = [];
  let cleaning = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse())
        await Promise.resolve()
          .then(cleanup)
          .catch((error) => console.error(`clean-up: ${error.message}`));
    })());
  const abort = async (error) => {
    report.finish(error);
    await cleanUp();
    process.exit(1);
  };
  process.on('uncaughtException', abort);
  process.on('unhandledRejection', abort);
  process.on('SIGINT', () => abort(new Error('interrupted')));
  process.on('SIGTERM', () => abort(new Error('terminated')));
  try {
    await scenario(report, (cleanup) => cleanups.push(cleanup));
    report.finish();
  } catch (error) {
    report.finish(error);
  } finally {
    await cleanUp();
  }
  // Clients of services we stopped may keep timers; the verdict is printed, so end here.
  process.exit(process.exitCode ?? 0);
}

/** p50/p99/max of a list of milliseconds, for printing. */
export function latencySummary(values) {
  if (values.length === 0) return 'none';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`;
}
