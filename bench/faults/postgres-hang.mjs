#!/usr/bin/env node
// Fault: PostgreSQL hangs under load. The api and worker run against a PostgreSQL of this script's own, whose
// processes are frozen (SIGSTOP) for HANG_SECONDS and then resumed: it keeps every connection and accepts new ones but
// answers nothing, as a frozen host or a dropped network does. Checks: requests that need the database answer 503 with
// a clear message within the api's bounds instead of hanging, the others keep answering, and the same api process
// serves again within seconds of the database's return; the worker delivers mail written afterwards.
import { databaseFaultUnderLoad } from '../lib/database-fault.mjs';
import { runScenario } from '../lib/fault-report.mjs';

const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3850);
const HANG_SECONDS = Number(process.env.HANG_SECONDS ?? 30);
// The api's default bounds (backend/src/config/database.config.ts): 5 s to connect or to get a connection, 10 s a
// statement, abandoned by the api a second later; the longest wait is a statement abandoned inside a transaction,
// whose rollback then waits as long. A second more for a busy host.
const LONGEST_WAIT_MS = 2 * (10_000 + 1000) + 1000;

await runScenario('Fault: PostgreSQL hangs during load', (report, cleanup) =>
  databaseFaultUnderLoad(report, cleanup, {
    name: 'pghang',
    basePort: BASE_PORT,
    seconds: HANG_SECONDS,
    fault: {
      noun: 'hang',
      begins: 'freezing PostgreSQL (SIGSTOP)',
      ends: 'resuming PostgreSQL (SIGCONT)',
      begin: (postgres) => postgres.freeze(),
      end: (postgres) => postgres.resume(),
    },
    slowest503Ms: LONGEST_WAIT_MS,
  }),
);
