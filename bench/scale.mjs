#!/usr/bin/env node
// `npm run bench:scale`: the production build on a fresh database. Measures the customer endpoints while the database
// is empty, seeds the scale volume (bench/lib/scale-seed.mjs: 100,000 users, 200,000 receptionists, 200,000 tickets,
// 1,000,000 subscription activities), then measures every back-office list (first page, searches, each sort both
// ways, filters, the deepest page) and the customer endpoints again. Each scenario is BENCH_REQUESTS sequential
// requests; p50 and p95 are the medians over BENCH_RUNS runs. Ends with the plans of the lists' SQL under EXPLAIN
// (ANALYZE, BUFFERS). Figures to read, not a pass/fail test.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { build, ensureDependencies, ROOT } from '../scripts/lib/workspace.mjs';
import { adminSignIn, post, send, sessionCookie, signUp } from './lib/api.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { abridgePlan, openListPlans } from './lib/list-plans.mjs';
import { SEED_PASSWORD, seedScale } from './lib/scale-seed.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BUDGET_MS = 50; // issue 8: every admin list p95 ≤ 50 ms
const CUSTOMER_RATIO = 1.5; // issue 8: customer endpoints no slower than 1.5× the empty database
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password' }; // as startAppServer sets them
const CUSTOMER_PATHS = ['/api/user', '/api/receptionists', '/api/receptionists/usage', '/api/support-requests', '/api/billing', '/api/billing/payments'];

// Searches use the seed's own words: `search` is what an administrator looking for one customer types (a name as it
// appears in e-mails, a ticket number), `broad` a word thousands of rows contain.
const LISTS = [
  { path: '/api/admin/users', sorts: ['createdAt', 'email', 'name', 'plan', 'status', 'receptionistCount'], search: 'sarah.lee', broad: 'garcia' },
  { path: '/api/admin/support-requests', sorts: ['createdAt', 'ticketNumber', 'status', 'priority', 'resolvedAt'], search: 'TKT-150000', broad: 'voicemail', filter: { status: 'in-progress' } },
  { path: '/api/admin/contact-messages', sorts: ['createdAt', 'name', 'email', 'isRead'], search: 'lovelace', broad: 'lunch' },
  { path: '/api/admin/receptionists', sorts: ['createdAt', 'name', 'status', 'user'], search: 'sarah.lee', broad: 'dental', filter: { status: 'training' } },
  { path: '/api/admin/subscription-activities', sorts: ['date', 'action'], search: 'sarah.lee', broad: 'garcia', filter: { action: 'downgrade' } },
];
const DEEPEST_PAGE = 200; // 10,000 rows (the lists' limit) at the default 50 a page
const PLANNED = new Set(['first page', 'search', 'broad search', 'deepest page', 'deepest page, broad search']); // whose plans are always printed

ensureDependencies();
build();
const load = [loadavg()[0]];
const app = await startAppServer({ port: PORT, name: 'bench_scale' });
let plans;
try {
  const customer = await furnishedCustomer();
  const customerScenarios = CUSTOMER_PATHS.map((path) => ({ name: path, path, cookie: customer.cookie }));
  for (const scenario of customerScenarios) await measure(scenario); // a freshly started server is still compiling its code
  const empty = await measureAll(customerScenarios);

  console.log('\nseeding…');
  const seedStarted = performance.now();
  const seeded = await seedScale(app.databaseUrl);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const admin = await adminSignIn(app.base, ADMIN);
  const resident = await residentCustomer(app.databaseUrl, seeded);
  const residentCookie = (await signIn('/api/login', { email: resident.email, password: SEED_PASSWORD })).cookie;
  const listScenarios = await adminScenarios(admin.cookie, resident.id);
  const details = { name: 'user details', list: 'users/{id}', label: 'View Details of the seeded customer', path: `/api/admin/users/${resident.id}`, cookie: admin.cookie };
  const scaled = await measureAll([
    ...customerScenarios,
    ...CUSTOMER_PATHS.map((path) => ({ name: `resident ${path}`, path, cookie: residentCookie })),
    ...listScenarios,
    details,
  ]);
  load.push(loadavg()[0]);

  plans = await openListPlans(app.databaseUrl);
  const explained = [];
  for (const scenario of listScenarios) {
    if (PLANNED.has(scenario.label) || scaled.get(scenario.name).p95 > BUDGET_MS) explained.push({ scenario, statements: await plans.explain(scenario.listPath, scenario.query) });
  }
  await report({ resident, empty, scaled, adminRows: [...listScenarios, details], explained, seedSeconds });
} finally {
  await plans?.close();
  await app.stop();
}

/**
 * A customer on the empty database shaped like the busiest seeded ones: the enterprise plan, its ten receptionists with
 * timelines of one to four steps (as the seed's), ten tickets (an hour's allowance).
 */
async function furnishedCustomer() {
  const customer = await signUp(app.base, 'scale-customer');
  const admin = await adminSignIn(app.base, ADMIN);
  const { id } = await (await send(app.base, 'GET', '/api/user', { cookie: customer.cookie })).json();
  await succeed('PATCH', `/api/admin/users/${id}`, admin.cookie, { subscriptionPlan: 'enterprise', subscriptionStatus: 'active' });
  for (let index = 0; index < 10; index++) {
    const created = await post(app.base, '/api/receptionists', { name: `Desk ${index + 1}`, phoneNumber: '+1 (415) 555-0134', languages: ['English', 'Spanish'] }, customer.cookie);
    const { id: receptionistId } = await created.json();
    for (const status of ['training', 'active', 'inactive'].slice(0, index % 4)) await succeed('PATCH', `/api/admin/receptionists/${receptionistId}`, admin.cookie, { status });
    await post(app.base, '/api/support-request', { subject: 'Calls go to voicemail', category: 'technical', message: 'Every caller hears voicemail since this morning.', priority: 'high' }, customer.cookie);
  }
  return { ...customer, id };
}

async function succeed(method, path, cookie, body) {
  const response = await send(app.base, method, path, { cookie, body });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
}

/** The seeded customer with the most receptionists and, among those, the most tickets: someone living among the data. */
function residentCustomer(databaseUrl, { firstUserId, lastUserId }) {
  const seeded = `between ${firstUserId} and ${lastUserId}`;
  return query(
    databaseUrl,
    `select u.id, u.email, u.receptionist_count, count(s.id)::int as tickets,
        (select count(*)::int from subscription_activities a where a.user_id = u.id) as activities
      from users u join support_requests s on s.user_id = u.id
      where u.id ${seeded} and u.receptionist_count = (select max(receptionist_count) from users where id ${seeded})
      group by u.id order by count(s.id) desc, u.id limit 1`,
  ).then(([resident]) => resident);
}

/** One query on its own connection. */
async function query(databaseUrl, sql) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: String(databaseUrl) });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function signIn(path, credentials) {
  const response = await post(app.base, path, credentials);
  return { cookie: sessionCookie(response) };
}

/** First page, searches, every sort both ways, the list's filter, the deepest page: for each back-office list. */
async function adminScenarios(cookie, residentId) {
  const scenarios = [];
  const add = (list, label, query) => scenarios.push({ name: `${list.path} ${label}`, list: list.path.replace('/api/admin/', ''), label, listPath: list.path, query, path: `${list.path}?${new URLSearchParams(query)}`, cookie });
  for (const list of LISTS) {
    add(list, 'first page', {});
    add(list, 'search', { q: list.search });
    add(list, 'broad search', { q: list.broad });
    for (const field of list.sorts) for (const direction of ['asc', 'desc']) add(list, `sort ${field}:${direction}`, { sort: `${field}:${direction}` });
    if (list.filter) add(list, `filter ${new URLSearchParams(list.filter)}`, list.filter);
    add(list, 'deepest page', { page: DEEPEST_PAGE });
    // The last page the broad search can reach (its own count says how far that is).
    const broad = await (await send(app.base, 'GET', `${list.path}?q=${list.broad}`, { cookie })).json();
    add(list, 'deepest page, broad search', { q: list.broad, page: Math.max(1, Math.ceil(broad.total / 50)) });
  }
  add(LISTS[4], 'filter userId (the resident)', { userId: residentId });
  return scenarios;
}

/** Every scenario RUNS times (runs interleaved, so a busy moment of the machine spreads over all); medians of p50, p95. */
async function measureAll(scenarios) {
  const runs = new Map(scenarios.map((scenario) => [scenario.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const scenario of scenarios) runs.get(scenario.name).push(await measure(scenario));
  }
  return new Map(
    [...runs].map(([name, results]) => [name, { p50: median(results.map((result) => result.p50)), p95: median(results.map((result) => result.p95)), matches: results[0].matches }]),
  );
}

async function measure({ path, cookie }) {
  const url = `${app.base}${path}`;
  const times = [];
  let body;
  for (let index = -5; index < REQUESTS; index++) { // five to warm up, not counted
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    body = await response.text();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body}`);
    if (index >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const page = JSON.parse(body);
  return { p50: percentile(times, 50), p95: percentile(times, 95), matches: page.total === undefined ? '' : `${page.total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''}` };
}

function percentile(sorted, p) {
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

async function report({ resident, empty, scaled, adminRows, explained, seedSeconds }) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const [{ version }] = await query(app.databaseUrl, `select current_setting('server_version') as version`);
  const sizes = await query(app.databaseUrl, `select relname as table, n_live_tup::int as rows from pg_stat_user_tables where relname in ('users', 'receptionists', 'receptionist_status_changes', 'support_requests', 'subscription_activities', 'contact_messages') order by n_live_tup desc`);

  console.log(`\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}, PostgreSQL ${version}; load average ${load.map((value) => value.toFixed(1)).join(' at start, ')} at the end (the machine is shared);`);
  console.log(`${REQUESTS} sequential requests per scenario after 5 to warm up, median of ${RUNS} runs. Seeded in ${seedSeconds.toFixed(0)} s: ${sizes.map((size) => `${size.rows.toLocaleString('en-US')} ${size.table}`).join(', ')}.\n`);

  console.log(`Customer endpoints: the same customer (enterprise, 10 receptionists, 10 tickets) on the empty database and among the seeded rows, and a seeded customer (${resident.receptionist_count} receptionists, ${resident.tickets} tickets, ${resident.activities} activities) against the same empty figures. Budget: ≤ ${CUSTOMER_RATIO}× empty.\n`);
  console.log('| endpoint | empty p50 / p95 | seeded p50 / p95 | p95 ratio | seeded customer p50 / p95 | p95 ratio |');
  console.log('|---|---|---|---|---|---|');
  for (const path of CUSTOMER_PATHS) {
    const [before, after, theirs] = [empty.get(path), scaled.get(path), scaled.get(`resident ${path}`)];
    console.log(`| GET ${path} | ${ms(before.p50)} / ${ms(before.p95)} | ${ms(after.p50)} / ${ms(after.p95)} | ${(after.p95 / before.p95).toFixed(2)}× | ${ms(theirs.p50)} / ${ms(theirs.p95)} | ${(theirs.p95 / before.p95).toFixed(2)}× |`);
  }

  console.log(`\nBack-office lists (signed in as the administrator), budget p95 ≤ ${BUDGET_MS} ms:\n`);
  console.log('| list | scenario | matching rows | p50 | p95 | within budget |');
  console.log('|---|---|---|---|---|---|');
  for (const scenario of adminRows) {
    const result = scaled.get(scenario.name);
    console.log(`| ${scenario.list} | ${scenario.label} | ${result.matches} | ${ms(result.p50)} | ${ms(result.p95)} | ${result.p95 <= BUDGET_MS ? 'yes' : '**no**'} |`);
  }

  console.log(`\nQuery plans (EXPLAIN (ANALYZE, BUFFERS), abridged) of the first page, the searches and the deepest pages, and of any scenario over budget:`);
  for (const { scenario, statements } of explained) {
    console.log(`\n#### ${scenario.list}: ${scenario.label} (${scenario.path.replace('/api/admin/', '')})\n`);
    for (const { sql, lines } of statements) {
      console.log('```');
      console.log(sql.replace(/\s+/g, ' ').slice(0, 400));
      console.log(abridgePlan(lines).join('\n'));
      console.log('```');
    }
  }
}
