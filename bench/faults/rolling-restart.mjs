#!/usr/bin/env node
// Rolling restarts under load (docs/operations-deploys.md#rolling-restart-on-one-machine): the api runs as a primary
// with API_PROCESSES=2 under autocannon (public and signed-in requests); twice, SIGHUP replaces its processes one at a
// time, and a new worker is started and the old one sent SIGTERM, while mail and payment events flow through the outbox.
// Checks: no request failed (non-2xx, socket error or timeout), every process was replaced, each old worker stopped by
// itself within its grace, and every job was done exactly once.
import { sleep } from '../../scripts/lib/workspace.mjs';
import { jobCounts } from '../lib/fault-checks.mjs';
import { runScenario } from '../lib/fault-report.mjs';
import { signUpMany } from '../lib/fault-http.mjs';
import { startStack, waitFor } from '../lib/processes.mjs';
import { checkJobsDoneOnce, childPids, replaceWorker, rollApi, startDeployLoad, stopLoadsAndCheck } from '../lib/rolling.mjs';

const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3870);
const ROUNDS = Number(process.env.ROUNDS ?? 2);

await runScenario(`Rolling restarts under load: api processes (SIGHUP) and worker, ${ROUNDS} times`, async (report, cleanup) => {
  const stack = await startStack({ report, cleanup, basePort: BASE_PORT, name: 'rolling', workers: 1, smtpDelayMs: 300, env: { API_PROCESSES: '2' } });
  const api = stack.apis[0];
  await waitFor(() => childPids(api.pid).length === 2, 60_000, 'two api processes', api);
  const customers = await signUpMany(api.base, 'rolling', 30, { db: stack.db });

  const { loads, flow } = await startDeployLoad(report, api.base, customers);

  const replaced = [];
  const stops = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const before = childPids(api.pid);
    report.step(`round ${round}: SIGHUP to the api primary (pid ${api.pid})`);
    const rollMs = await rollApi(api);
    const after = childPids(api.pid);
    replaced.push(after.length === 2 && after.every((pid) => !before.includes(pid)));
    report.figure(`roll ${round}`, `${rollMs} ms; api pids ${before.join(', ')} → ${after.join(', ')}`);

    const old = stack.workers.find((worker) => worker.alive());
    report.step(`round ${round}: a new worker, then SIGTERM to ${old.name} (pid ${old.pid})`);
    const swap = await replaceWorker(old, async () => {
      const fresh = await stack.startWorker();
      const active = Object.values(await jobCounts(stack.env)).reduce((sum, counts) => sum + counts.active, 0);
      report.figure('jobs in hand at the SIGTERM', `${active} (each mail takes the SMTP sink 300 ms)`);
      return fresh;
    });
    stops.push(swap);
    report.figure(`${old.name} stopped`, `exit ${swap.ended.code ?? swap.ended.signal}, ${swap.ms} ms after SIGTERM${swap.overdue ? ', past its grace' : ''}`);
    await sleep(2000);
  }

  await flow.stop();
  await stopLoadsAndCheck(report, loads, 'during the rolls');
  report.check('each roll replaced both api processes', replaced.every(Boolean));
  report.check(
    'each old worker finished its jobs and exited 0 by itself, within its grace',
    stops.every((stop) => stop.ended.code === 0 && !stop.overdue),
  );
  await checkJobsDoneOnce(report, stack, flow);
});
