#!/usr/bin/env node
// `npm run bench:journey`: JOURNEY_CUSTOMERS (200) simulated customers at once against the production build for
// JOURNEY_SECONDS (60), each from its own address (X-Forwarded-For), with no think time: sign up, sign out and in, read
// the account and lists, request two receptionists at once (the free plan's limit refuses one), change or delete one,
// open tickets two at a time (ten an hour, then 429), read them back, sign out; then the next new customer. Afterwards
// the database must hold exactly what the successful answers said was created, and no customer more than the limits
// allow. Prints the figures and exits non-zero on any server error, unexpected answer or mismatch.
import { cpus } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, ensureDependencies, ROOT } from '../scripts/lib/workspace.mjs';
import { clientAddress, send, sessionCookie } from './lib/api.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { useProjectNode } from '../scripts/lib/node-runtime.mjs';

useProjectNode();

const require = createRequire(join(ROOT, 'package.json'));
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const CUSTOMERS = Number(process.env.JOURNEY_CUSTOMERS ?? 200);
const SECONDS = Number(process.env.JOURNEY_SECONDS ?? 60);
const ADMIN_EMAIL = 'admin@example.com'; // the administrator startAppServer ensures: the one user the journey did not create
const PASSWORD = 'correct horse battery staple';
const LANGUAGES = ['English', 'Spanish', 'French'];
const TICKET_LIMIT = 10; // support.service.ts: ten tickets an hour per customer; a few more are posted to meet the 429

// The answers a correct server may give each step; anything else is reported and fails the run.
const LEGITIMATE = {
  'POST /api/register': [201, 429], // 429: a per-address sign-up limit, should one apply
  'POST /api/logout': [200],
  'POST /api/login': [200],
  'GET /api/user': [200],
  'GET /api/receptionists/usage': [200],
  'GET /api/receptionists': [200],
  'POST /api/receptionists': [201, 403], // 403: the plan's receptionist limit
  'PATCH /api/receptionists/:id': [200],
  'DELETE /api/receptionists/:id': [204],
  'POST /api/support-request': [201, 429],
  'GET /api/support-requests': [200],
};

const runId = Date.now().toString(36);
const endpoints = new Map(Object.keys(LEGITIMATE).map((name) => [name, { statuses: new Map(), latencies: [] }]));
const surprises = []; // unexpected answers and failed requests, with their bodies, to print
const readBackMismatches = [];
// What the successful answers say exists now, by id.
const expected = { users: new Map(), receptionists: new Map(), tickets: new Map() };
let customersStarted = 0;
let inFlight = 0;

ensureDependencies();
build();
const app = await startAppServer({ port: PORT, name: 'bench_journey' });
let exitCode;
try {
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const inFlightSamples = [];
  const sampler = setInterval(() => inFlightSamples.push(inFlight), 1000);
  await Promise.all(Array.from({ length: CUSTOMERS }, () => keepCustomerBusy(deadline)));
  clearInterval(sampler);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const checks = await reconcile(app.databaseUrl);
  printFigures(elapsedSeconds, inFlightSamples);
  const passed = printChecks(checks);
  exitCode = passed ? 0 : 1;
} finally {
  await app.stop();
}
process.exit(exitCode);

/** One simulated customer slot: a new customer after each finished journey, until the time is up. */
async function keepCustomerBusy(deadline) {
  while (performance.now() < deadline) await journey(deadline);
}

async function journey(deadline) {
  const number = ++customersStarted;
  const customer = { ip: clientAddress(), cookie: '', receptionists: new Map(), tickets: new Map() };
  const call = (method, path, route, body) => request(customer, deadline, method, path, route ?? path, body);
  const email = `journey-${runId}-${number}@example.com`;

  const registered = await call('POST', '/api/register', null, {
    email,
    password: PASSWORD,
    firstName: 'Journey',
    lastName: `Customer ${number}`,
    companyName: `Company ${number}`,
  });
  if (registered?.status !== 201) return;
  customer.id = registered.body.id;
  expected.users.set(customer.id, userRow(registered.body));
  customer.cookie = sessionCookie(registered.response);

  if ((await call('POST', '/api/logout'))?.status !== 200) return;
  customer.cookie = '';
  const signedIn = await call('POST', '/api/login', null, { email, password: PASSWORD });
  if (signedIn?.status !== 200) return;
  customer.cookie = sessionCookie(signedIn.response);

  for (const path of ['/api/user', '/api/receptionists/usage', '/api/receptionists', '/api/support-requests']) {
    if (!(await call('GET', path))) return;
  }

  // Two requests at once (a double click): without a plan one receptionist is allowed, so one must be refused.
  const requested = await Promise.all([1, 2].map((attempt) => call('POST', '/api/receptionists', null, receptionistFields(number, attempt))));
  for (const answer of requested) {
    if (!answer) return;
    if (answer.status === 201) remember(customer.receptionists, expected.receptionists, receptionistRow(answer.body, customer.id));
  }
  const [first] = customer.receptionists.keys();
  if (first !== undefined && Math.random() < 0.5) {
    const answer = await call('PATCH', `/api/receptionists/${first}`, '/api/receptionists/:id', receptionistFields(number, 3));
    if (!answer) return;
    if (answer.status === 200) remember(customer.receptionists, expected.receptionists, receptionistRow(answer.body, customer.id));
  }
  if (first !== undefined && Math.random() < 0.3) {
    const answer = await call('DELETE', `/api/receptionists/${first}`, '/api/receptionists/:id');
    if (!answer) return;
    if (answer.status === 204) forget(customer.receptionists, expected.receptionists, first);
    // The place is free again: a new request must be accepted.
    const again = await call('POST', '/api/receptionists', null, receptionistFields(number, 4));
    if (!again) return;
    if (again.status === 201) remember(customer.receptionists, expected.receptionists, receptionistRow(again.body, customer.id));
  }

  // One ticket alone, then double clicks (two at once) up to a few past the hourly limit: a pair then arrives at 9 of 10.
  const bursts = [[1], ...Array.from({ length: Math.floor(Math.random() * (TICKET_LIMIT / 2 + 2)) }, (_, pair) => [2 * pair + 2, 2 * pair + 3])];
  for (const burst of bursts) {
    const posted = await Promise.all(burst.map((index) => call('POST', '/api/support-request', null, ticketFields(number, index))));
    for (const answer of posted) {
      if (!answer) return;
      if (answer.status === 201) remember(customer.tickets, expected.tickets, ticketRow(answer.body, customer.id));
    }
  }

  const receptionists = await call('GET', '/api/receptionists');
  if (!receptionists) return;
  compareReadBack(
    customer,
    'receptionists',
    receptionists.body.map((row) => receptionistRow(row, customer.id)),
    customer.receptionists,
  );
  const tickets = await call('GET', '/api/support-requests');
  if (!tickets) return;
  compareReadBack(
    customer,
    'tickets',
    tickets.body.map((row) => ticketRow(row, customer.id)),
    customer.tickets,
  );
  await call('POST', '/api/logout');
}

/**
 * One request as this customer, timed and counted under its route. Returns null when the time is up (nothing sent)
 * or when no answer came, which ends the journey.
 */
async function request(customer, deadline, method, path, route, body) {
  if (performance.now() >= deadline) return null;
  const endpoint = endpoints.get(`${method} ${route}`);
  const started = performance.now();
  inFlight++;
  try {
    const response = await send(app.base, method, path, { body, cookie: customer.cookie, headers: { 'x-forwarded-for': customer.ip } });
    const text = await response.text();
    endpoint.latencies.push(performance.now() - started);
    count(endpoint, response.status);
    if (!LEGITIMATE[`${method} ${route}`].includes(response.status)) surprises.push(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`);
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, response };
  } catch (error) {
    count(endpoint, 'no answer');
    surprises.push(`${method} ${path} → no answer: ${error.cause?.message ?? error.message}`);
    return null;
  } finally {
    inFlight--;
  }
}

function count(endpoint, status) {
  endpoint.statuses.set(status, (endpoint.statuses.get(status) ?? 0) + 1);
}

function remember(own, all, row) {
  own.set(row.id, row);
  all.set(row.id, row);
}

function forget(own, all, id) {
  own.delete(id);
  all.delete(id);
}

function receptionistFields(number, version) {
  return {
    name: `Desk ${number}.${version}`,
    phoneNumber: `+1 (415) 555-${String(1000 + (number % 9000)).padStart(4, '0')}`,
    languages: LANGUAGES.slice(0, 1 + (version % LANGUAGES.length)),
    companyInfo: `Company ${number}, version ${version}: plumbing and heating.`,
    businessHours: `Mon-Fri ${8 + (version % 3)}am-6pm`,
  };
}

function ticketFields(number, index) {
  return {
    subject: `Customer ${number} ticket ${index}`,
    category: 'technical',
    message: `Ticket ${index} of customer ${number}: calls go to voicemail.`,
    priority: 'high',
  };
}

// The fields compared between the answers, the read-back lists and the database, in one shape per table.
function userRow(user) {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, companyName: user.companyName, role: user.role };
}

function receptionistRow(receptionist, userId) {
  const { id, name, phoneNumber, aiPhoneNumber, languages, companyInfo, businessHours, status, active } = receptionist;
  return { id, userId, name, phoneNumber, aiPhoneNumber, languages, companyInfo, businessHours, status, active };
}

function ticketRow(ticket, userId) {
  const { id, ticketNumber, subject, category, message, priority, status } = ticket;
  return { id, userId, ticketNumber, subject, category, message, priority, status };
}

function compareReadBack(customer, what, rows, own) {
  const differences = differ(new Map(rows.map((row) => [row.id, row])), own);
  if (differences.length) readBackMismatches.push(`customer ${customer.id} ${what}: ${differences.slice(0, 3).join('; ')}`);
}

/** Each check: what the answers said against what the database holds. */
async function reconcile(databaseUrl) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  try {
    const rows = async (sql, params = []) => (await client.query(sql, params)).rows;
    const users = await rows(
      'select id, email, first_name as "firstName", last_name as "lastName", company_name as "companyName", role from users where email <> $1',
      [ADMIN_EMAIL],
    );
    const admins = await rows('select id from users where email = $1', [ADMIN_EMAIL]);
    const receptionists = await rows(`select id, user_id as "userId", name, phone_number as "phoneNumber", ai_phone_number as "aiPhoneNumber", languages,
      company_info as "companyInfo", business_hours as "businessHours", status, active from receptionists`);
    const tickets = await rows(
      'select id, user_id as "userId", ticket_number as "ticketNumber", subject, category, message, priority, status from support_requests',
    );
    // Each request leaves one timeline entry (its creation, by its owner); a deleted receptionist leaves none.
    const timelines = await rows(`select r.id from receptionists r left join receptionist_status_changes c on c.receptionist_id = r.id
      group by r.id having count(c.id) <> 1 or bool_or(c.actor_id is distinct from r.user_id or c.to_status <> 'pending' or c.from_status is not null)`);
    const orphanChanges = await rows('select c.id from receptionist_status_changes c left join receptionists r on r.id = c.receptionist_id where r.id is null');
    const pastPlanLimit = await rows(`select user_id, count(*) from receptionists group by user_id having count(*) > 1`);
    const pastTicketLimit = await rows(`select user_id, count(*) from support_requests group by user_id having count(*) > ${TICKET_LIMIT}`);
    return [
      check('users (besides the administrator)', expected.users, users),
      { name: 'administrators', expected: 1, found: admins.length, differences: admins.length === 1 ? [] : [`${admins.length} rows for ${ADMIN_EMAIL}`] },
      check('receptionists', expected.receptionists, receptionists),
      check('support tickets', expected.tickets, tickets),
      {
        name: 'receptionist timelines (one creation entry each)',
        expected: expected.receptionists.size,
        found: receptionists.length - timelines.length,
        differences: [
          ...timelines.map((row) => `receptionist ${row.id}: wrong timeline`),
          ...orphanChanges.map((row) => `status change ${row.id} without its receptionist`),
        ],
      },
      limitCheck("customers past the free plan's one receptionist", pastPlanLimit),
      limitCheck(`customers past ${TICKET_LIMIT} tickets an hour`, pastTicketLimit),
    ];
  } finally {
    await client.end();
  }
}

function check(name, wanted, rows) {
  return { name, expected: wanted.size, found: rows.length, differences: differ(new Map(rows.map((row) => [row.id, row])), wanted) };
}

function limitCheck(name, offenders) {
  return { name, expected: 0, found: offenders.length, differences: offenders.map((row) => `customer ${row.user_id} has ${row.count}`) };
}

/** Rows missing, extra or different between what exists (`found`) and what the answers said (`wanted`), both by id. */
function differ(found, wanted) {
  const differences = [];
  for (const [id, row] of wanted) {
    if (!found.has(id)) differences.push(`${id} missing`);
    else if (!sameFields(found.get(id), row)) differences.push(`${id} differs: ${JSON.stringify(found.get(id))} instead of ${JSON.stringify(row)}`);
  }
  for (const id of found.keys()) if (!wanted.has(id)) differences.push(`${id} extra`);
  return differences;
}

/** Every field the answer had, equal in the row (key order aside: the database names them its own way). */
function sameFields(row, wanted) {
  return Object.keys(row).length === Object.keys(wanted).length && Object.keys(wanted).every((key) => JSON.stringify(row[key]) === JSON.stringify(wanted[key]));
}

function printFigures(elapsedSeconds, inFlightSamples) {
  const all = [...endpoints.values()];
  const total = all.reduce((sum, endpoint) => sum + [...endpoint.statuses.values()].reduce((a, b) => a + b, 0), 0);
  const serverErrors = all.reduce((sum, endpoint) => sum + [...endpoint.statuses].filter(([status]) => status >= 500).reduce((a, [, n]) => a + n, 0), 0);
  console.log(
    `\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}; ${CUSTOMERS} customers at once, no think time, ${SECONDS} s (the machine is shared: throughput is noisy)\n`,
  );
  console.log('| figure | value |');
  console.log('|---|---|');
  console.log(`| customers who started a journey | ${customersStarted} |`);
  console.log(`| requests | ${total} in ${elapsedSeconds.toFixed(1)} s |`);
  console.log(`| requests/s | ${Math.round(total / elapsedSeconds)} |`);
  console.log(`| requests in flight (median of one sample a second; double clicks add to the customers) | ${median(inFlightSamples)} |`);
  console.log(`| 5xx answers | ${serverErrors} |`);
  console.log(`| unexpected answers or no answer | ${surprises.length} |`);
  console.log(`| read-back mismatches (lists against the customer's own answers) | ${readBackMismatches.length} |`);
  console.log('\n| endpoint | requests | by status | p50 | p99 |');
  console.log('|---|---|---|---|---|');
  for (const [name, endpoint] of endpoints) {
    const statuses = [...endpoint.statuses]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `| ${name} | ${endpoint.latencies.length} | ${statuses} | ${percentile(endpoint.latencies, 0.5)} ms | ${percentile(endpoint.latencies, 0.99)} ms |`,
    );
  }
  for (const line of [...surprises, ...readBackMismatches].slice(0, 20)) console.log(`  ! ${line}`);
}

function printChecks(checks) {
  const unexpected = surprises.length + readBackMismatches.length;
  console.log('\n| database check | expected (from the answers) | in the database | result |');
  console.log('|---|---|---|---|');
  for (const { name, expected: wanted, found, differences } of checks)
    console.log(`| ${name} | ${wanted} | ${found} | ${differences.length ? `FAIL (${differences.length})` : 'PASS'} |`);
  for (const { name, differences } of checks) for (const line of differences.slice(0, 5)) console.log(`  ! ${name}: ${line}`);
  const failedChecks = checks.filter((entry) => entry.differences.length).length;
  const passed = unexpected === 0 && failedChecks === 0;
  console.log(
    `\n${passed ? 'PASS' : 'FAIL'}: ${unexpected} unexpected answers or read-back mismatches, ${failedChecks} of ${checks.length} database checks failed`,
  );
  return passed;
}

function percentile(values, fraction) {
  if (!values.length) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]);
}

function median(values) {
  return values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : 0;
}
