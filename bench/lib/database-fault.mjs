// A fault of the database under load, as the PostgreSQL scenarios share it: the api and worker run against a PostgreSQL
// of the scenario's own, which `fault.begin` takes away for `seconds` and `fault.end` brings back. Checks: requests that
// need the database answer 503 with a clear message (none slower than `slowest503Ms`), the others keep answering, the
// same api process serves again within seconds of the database's return, and the worker delivers every mail once.
import { sleep } from '../../scripts/lib/workspace.mjs';
import { latencySummary } from './fault-report.mjs';
import { call, must, signUpMany, startLoad, statusCounts } from './fault-http.mjs';
import { describeJobs, describeMail, jobCounts, mailOutcome } from './fault-checks.mjs';
import { startStack, waitFor, waitForOutboxDrained } from './processes.mjs';

// Longer than any bound of the api: a request still open after this is a hang, counted as 'timeout'.
const REQUEST_TIMEOUT_MS = 60_000;

/** `fault`: { noun ('outage'), begins ('stopping PostgreSQL'), ends ('starting PostgreSQL again'), begin(postgres), end(postgres) }. */
export async function databaseFaultUnderLoad(report, cleanup, { name, basePort, seconds, fault, slowest503Ms }) {
  // Slow mail, so a mail is being sent when the database goes.
  const stack = await startStack({ report, cleanup, basePort, name, ownPostgres: true, smtpDelayMs: 300 });
  const { postgres, smtp, db } = stack;
  const [api] = stack.apis;
  const [worker] = stack.workers;

  const customers = await signUpMany(api.base, name, 4);
  for (const customer of customers) {
    await must(201, api.base, 'POST', '/api/receptionists', {
      cookie: customer.cookie,
      body: { name: 'Front desk', phoneNumber: '+1 (415) 555-0134', languages: ['English'] },
    });
  }
  let turn = 0;
  const ticket = () => ({ subject: 'Calls go to voicemail', category: 'technical', message: `Every caller hears voicemail (${turn}).`, priority: 'high' });
  const ticketsLeft = new Map(customers.map((customer) => [customer, 8])); // under the limit of 10 an hour per customer
  // What a signed-in browser asks for, plus health probes; the ticket writes also queue mail through the outbox.
  const requests = [
    (customer) => ({ name: 'GET /api/user', path: '/api/user', cookie: customer.cookie }),
    (customer) => ({ name: 'GET /api/receptionists', path: '/api/receptionists', cookie: customer.cookie }),
    () => ({ name: 'GET /api/health', path: '/api/health' }),
    () => ({ name: 'GET /api/plans', path: '/api/plans' }),
    () => ({ name: 'GET /api/health/live', path: '/api/health/live' }),
  ];
  const load = startLoad({
    connections: 6,
    pauseMs: 20,
    timeoutMs: REQUEST_TIMEOUT_MS,
    next() {
      turn += 1;
      const customer = customers[turn % customers.length];
      if (turn % 25 === 0 && ticketsLeft.get(customer) > 0) {
        ticketsLeft.set(customer, ticketsLeft.get(customer) - 1);
        return { name: 'POST /api/support-request', base: api.base, method: 'POST', path: '/api/support-request', cookie: customer.cookie, body: ticket() };
      }
      return { ...requests[turn % requests.length](customer), base: api.base };
    },
  });

  report.step('load running (6 connections); 5 s of normal service');
  await sleep(5000);
  const faultStart = Date.now();
  report.step(`a burst of ${customers.length} tickets (their mails are being sent), then ${fault.begins} for ${seconds} s`);
  for (const customer of customers) await must(201, api.base, 'POST', '/api/support-request', { cookie: customer.cookie, body: ticket() });
  await sleep(400);
  await fault.begin(postgres);
  const downAt = Date.now();
  await sleep(seconds * 1000);
  report.step(fault.ends);
  await fault.end(postgres);
  const backAt = Date.now();
  const recovered = {};
  for (const name of ['GET /api/health', 'GET /api/user']) {
    const path = name.slice(4);
    await waitFor(
      async () => (await call(api.base, 'GET', path, { cookie: customers[0].cookie, timeoutMs: 5000 })).status === 200,
      60_000,
      `${name} 200 again`,
    );
    recovered[name] = Date.now() - backAt;
  }
  await sleep(5000);
  const samples = await load.stop();
  report.step('load stopped');

  // Requests sent while the database was gone (after it had finished going), and those in flight at its return excluded.
  const during = samples.filter((sample) => sample.at >= downAt && sample.at + sample.ms < backAt);
  const before = samples.filter((sample) => sample.at + sample.ms < faultStart);
  const after = samples.filter((sample) => sample.at >= backAt + Math.max(...Object.values(recovered)));
  const needsDatabase = (sample) => !['GET /api/plans', 'GET /api/health/live'].includes(sample.name);
  const faultDb = during.filter(needsDatabase);
  const faultOther = during.filter((sample) => !needsDatabase(sample));
  const unavailable = faultDb.filter((sample) => sample.status === 503);
  report.figure(`before the ${fault.noun}`, statusCounts(before));
  report.figure(`during the ${fault.noun} (${((backAt - downAt) / 1000).toFixed(1)} s), routes that need the database`, statusCounts(faultDb));
  for (const name of new Set(faultDb.map((sample) => sample.name))) {
    report.figure(`  ${name}`, statusCounts(faultDb.filter((sample) => sample.name === name)));
  }
  report.figure(`during the ${fault.noun}, routes that do not`, statusCounts(faultOther));
  report.figure(`503 latency during the ${fault.noun}`, latencySummary(unavailable.map((sample) => sample.ms)));
  report.figure(
    'time from PostgreSQL back to 200',
    Object.entries(recovered)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', '),
  );
  report.figure('after recovery', statusCounts(after));

  report.check(
    `every request that needs the database answered 503 during the ${fault.noun}`,
    faultDb.length > 0 && unavailable.length === faultDb.length,
    statusCounts(faultDb),
  );
  report.check(
    `503s came within ${slowest503Ms} ms`,
    unavailable.length > 0 && Math.max(...unavailable.map((sample) => sample.ms)) < slowest503Ms,
    latencySummary(unavailable.map((sample) => sample.ms)),
  );
  const apiErrors = unavailable.filter((sample) => sample.name !== 'GET /api/health'); // health answers its own body
  report.check(
    '503s say the database is unavailable (code DATABASE.UNAVAILABLE)',
    apiErrors.every((sample) => sample.code === 'DATABASE.UNAVAILABLE'),
  );
  report.check(
    'routes that do not need the database kept answering 200',
    faultOther.length > 0 && faultOther.every((sample) => sample.status === 200),
    statusCounts(faultOther),
  );
  report.check(
    'the same api process serves again within 10 s, without a restart',
    api.alive() && Math.max(...Object.values(recovered)) < 10_000,
    `pid ${api.pid} still running`,
  );
  report.check(
    'every request after recovery answered 200/201',
    after.length > 0 && after.every((sample) => sample.status === 200 || sample.status === 201),
    statusCounts(after),
  );

  // A new customer and a ticket after the fault: writes work again; every ticket's mail arrives, once.
  const [late] = await signUpMany(api.base, `${name}-after`, 1);
  const lateTicket = await call(api.base, 'POST', '/api/support-request', { cookie: late.cookie, body: ticket() });
  report.check(`a customer signs up and files a ticket after the ${fault.noun}`, lateTicket.status === 201, String(lateTicket.status));
  await waitForOutboxDrained(db);
  const mail = await mailOutcome(db, smtp);
  report.figure('mail', describeMail(mail));
  report.check('every queued mail was delivered exactly once', mail.queued > 0 && mail.once === mail.queued);
  const queues = await jobCounts(stack.env);
  report.figure(`BullMQ after the ${fault.noun}`, describeJobs(queues));
  report.check(
    'no job ended failed in BullMQ',
    Object.values(queues).every((counts) => counts.failed === 0),
  );
  report.check(`the worker survived the ${fault.noun}`, worker.alive());
}
