#!/usr/bin/env node
// A deploy with a new migration under load (docs/operations-deploys.md#migrations-expand-deploy-contract). Release 1
// (a copy of the build) serves behind a `current` symlink: an api primary with API_PROCESSES=2 under autocannon, and a
// worker, while mail and payment events flow. Release 2 is release 1 plus an expand-only migration (a nullable column on
// `users`, which every signed-in request reads, and a new table with its index). The migration runs from release 2
// while release 1 serves: first while a long transaction holds `users` — with lock_timeout it gives up within seconds
// instead of queueing every request behind its lock — then again once that transaction has ended. Then `current`
// switches to release 2 (release 1's main.js is taken away, so a process started from it would fail and stop the roll),
// SIGHUP rolls the api onto it, and a release-2 worker replaces the old one. Checks: no request failed at any step, the
// migration gave up on its lock and then applied, every job done exactly once.
import { appendFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from '../../scripts/lib/workspace.mjs';
import { runScenario } from '../lib/fault-report.mjs';
import { signUpMany } from '../lib/fault-http.mjs';
import { openDatabase, runScript, startApi, startStack, startWorker, waitFor } from '../lib/processes.mjs';
import { checkJobsDoneOnce, childPids, makeRelease, replaceWorker, rollApi, startDeployLoad, stopLoadsAndCheck, switchCurrent } from '../lib/rolling.mjs';

const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3880);
/** How long the migration may wait for a lock before it gives up (the migration job's PGOPTIONS). */
const LOCK_TIMEOUT = '2s';
const MIGRATION = 'Migration20991231000000_deploy_probe';

/** The expand step, as `tsc` would emit it: only additions the running code ignores. */
const MIGRATION_SOURCE = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.${MIGRATION} = void 0;
const migrations_1 = require("@mikro-orm/migrations");
class ${MIGRATION} extends migrations_1.Migration {
    async up() {
        this.addSql('alter table "users" add column "deploy_probe_note" text null;');
        this.addSql('create table "deploy_probes" ("id" serial primary key, "user_id" int not null references "users" ("id") on delete cascade, "note" text not null);');
        this.addSql('create index "deploy_probes_user_index" on "deploy_probes" ("user_id");');
    }
    async down() {
        this.addSql('drop table if exists "deploy_probes";');
        this.addSql('alter table "users" drop column if exists "deploy_probe_note";');
    }
}
exports.${MIGRATION} = ${MIGRATION};
`;

await runScenario('A deploy with a new migration under load: expand, then roll the api and the worker', async (report, cleanup) => {
  const releases = mkdtempSync(join(tmpdir(), 'bench-releases-'));
  cleanup(() => rmSync(releases, { recursive: true, force: true }));
  makeRelease(releases, 'release-1');
  switchCurrent(releases, 'release-1');
  const current = (script) => join(releases, 'current', 'backend', 'dist', script);

  const stack = await startStack({ report, cleanup, basePort: BASE_PORT, name: 'deploy', apis: 0, workers: 0, smtpDelayMs: 100, env: { API_PROCESSES: '2' } });
  report.step('release 1 serving: an api primary (API_PROCESSES=2) and a worker, started from releases/current');
  const api = await startApi('api-release-1', stack.env, current('main.js'));
  cleanup(() => api.stop());
  await waitFor(() => childPids(api.pid).length === 2, 60_000, 'two api processes', api);
  const firstWorker = await startWorker('worker-release-1', stack.env, current('worker.js'));
  cleanup(() => firstWorker.stop());
  stack.workers.push(firstWorker);

  const customers = await signUpMany(api.base, 'deploy', 30, { db: stack.db });
  const { loads, flow } = await startDeployLoad(report, api.base, customers);

  report.step(`release 2 unpacked: release 1 plus ${MIGRATION} (a nullable column on users, a new table and its index)`);
  const release2 = makeRelease(releases, 'release-2');
  const migrations = join(release2, 'backend', 'dist', 'database', 'migrations');
  writeFileSync(join(migrations, `${MIGRATION}.js`), MIGRATION_SOURCE);
  appendFileSync(join(migrations, 'index.js'), `\nexports.MIGRATIONS.push({ name: '${MIGRATION}', class: require('./${MIGRATION}').${MIGRATION} });\n`);
  const migrate = (name) =>
    runScript(name, join(release2, 'backend', 'dist', 'scripts', 'setup-database.js'), { ...stack.env, PGOPTIONS: `-c lock_timeout=${LOCK_TIMEOUT}` });

  report.step(`migrating from release 2 (lock_timeout ${LOCK_TIMEOUT}) while a long transaction reads users`);
  const longTransaction = openDatabase(stack.databaseUrl);
  const holder = await longTransaction.connect();
  await holder.query('begin');
  await holder.query('select count(*) from users'); // its lock on users lasts until commit, as a long report's would
  let started = Date.now();
  const blocked = await migrate('migrate-while-locked');
  const blockedMs = Date.now() - started;
  const gaveUp = /lock timeout/i.test(readFileSync(blocked.log, 'utf8'));
  report.figure('first attempt', `exit ${blocked.code} after ${blockedMs} ms${gaveUp ? ': canceled by its lock timeout, nothing applied' : ''}`);
  await holder.query('commit');
  holder.release();
  await longTransaction.end();

  report.step('migrating again, the long transaction over');
  started = Date.now();
  const applied = await migrate('migrate');
  report.figure('second attempt', `exit ${applied.code} after ${Date.now() - started} ms`);
  const { rows } = await stack.db.query(
    `select (select count(*)::int from information_schema.columns where table_name = 'users' and column_name = 'deploy_probe_note') as columns,
            (select count(*)::int from information_schema.tables where table_name = 'deploy_probes') as tables,
            (select count(*)::int from mikro_orm_migrations where name = $1) as recorded`,
    [MIGRATION],
  );
  await sleep(2000); // release 1 serving on the expanded schema

  report.step('current → release 2; SIGHUP rolls the api onto it');
  switchCurrent(releases, 'release-2');
  // A process started from release 1 now would fail to start (and stop the roll): the new ones run release 2.
  renameSync(join(releases, 'release-1', 'backend', 'dist', 'main.js'), join(releases, 'release-1', 'backend', 'dist', 'main.js.retired'));
  const before = childPids(api.pid);
  const rollMs = await rollApi(api);
  const after = childPids(api.pid);
  report.figure('roll', `${rollMs} ms; api pids ${before.join(', ')} → ${after.join(', ')}`);
  report.step('a release-2 worker, then SIGTERM to the release-1 worker');
  const swap = await replaceWorker(firstWorker, async () => {
    const worker = await startWorker('worker-release-2', stack.env, current('worker.js'));
    cleanup(() => worker.stop());
    stack.workers.push(worker);
    return worker;
  });
  report.figure('release-1 worker stopped', `exit ${swap.ended.code ?? swap.ended.signal}, ${swap.ms} ms after SIGTERM`);
  await sleep(2000);

  await flow.stop();
  await stopLoadsAndCheck(report, loads, 'during the migration and the roll');
  report.check('behind a long transaction, the migration gave up on its lock and applied nothing', blocked.code !== 0 && gaveUp);
  report.check(
    'once it had ended, the migration applied: the column, the table, its record',
    applied.code === 0 && rows[0].columns === 1 && rows[0].tables === 1 && rows[0].recorded === 1,
  );
  report.check(
    'the roll replaced both api processes, and the release-1 worker exited 0 by itself',
    after.length === 2 && after.every((pid) => !before.includes(pid)) && swap.ended.code === 0 && !swap.overdue,
  );
  await checkJobsDoneOnce(report, stack, flow);
});
