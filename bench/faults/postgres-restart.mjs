#!/usr/bin/env node
// Fault: PostgreSQL restarted under load. The api and worker run against a PostgreSQL of this script's own, which is
// shut down (fast mode, as a restart or fail-over does) for OUTAGE_SECONDS and started again. Checks: requests that
// need the database fail fast with 503 and a clear message during the outage, the others keep answering, and the
// same api process serves again within seconds of the database's return; the worker delivers mail written afterwards.
import { databaseFaultUnderLoad } from '../lib/database-fault.mjs';
import { runScenario } from '../lib/fault-report.mjs';

const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3820);
const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 20);

await runScenario('Fault: PostgreSQL restarted during load', (report, cleanup) =>
  databaseFaultUnderLoad(report, cleanup, {
    name: 'pg',
    basePort: BASE_PORT,
    seconds: OUTAGE_SECONDS,
    fault: {
      noun: 'outage',
      begins: 'stopping PostgreSQL',
      ends: 'starting PostgreSQL again',
      begin: (postgres) => postgres.stop(),
      end: (postgres) => postgres.start(),
    },
    slowest503Ms: 1000, // refused connections: a 503 slower than this is a hang with extra steps
  }),
);
