#!/usr/bin/env node
// Fault: Redis stopped for OUTAGE_SECONDS under load. The script's own redis-server is killed (SIGKILL, no persistence:
// its queues are lost, as a crashed cache's would be) and started again empty on the same port. Meanwhile customers
// keep reading, file tickets, write to sales, ask for reset links and subscribe (sandbox checkout, whose provider
// events go through the outbox). Checks: every request is answered without Redis; the mail and payment events written
// meanwhile wait in the outbox and are handled after Redis returns, each exactly once; jobs Redis lost are published again.
import { sleep } from '../../scripts/lib/workspace.mjs';
import { billingOutcome, describeMail, eventsOutcome, lastOutboxId, mailOutcome } from '../lib/fault-checks.mjs';
import { latencySummary, runScenario } from '../lib/fault-report.mjs';
import { adminSignIn } from '../lib/api.mjs';
import { call, PASSWORD, signUpMany, startLoad, statusCounts, writes } from '../lib/fault-http.mjs';
import { startStack, waitForOutboxDrained } from '../lib/processes.mjs';

const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3800);
const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 30);

await runScenario('Fault: Redis stopped for 30 s during load', async (report, cleanup) => {
  // Slow mail, so jobs are still waiting in Redis when it dies.
  const stack = await startStack({ report, cleanup, basePort: BASE_PORT, name: 'redis', smtpDelayMs: 100 });
  const { redis, smtp, db } = stack;
  const [api] = stack.apis;
  const base = api.base;

  const customers = await signUpMany(base, 'redis', 12, { db });
  const admin = await adminSignIn(base, { email: stack.env.ADMIN_EMAIL, password: stack.env.ADMIN_PASSWORD });
  const reads = [
    (customer) => ({ name: 'GET /api/user', path: '/api/user', cookie: customer.cookie }),
    (customer) => ({ name: 'GET /api/receptionists', path: '/api/receptionists', cookie: customer.cookie }),
    (customer) => ({ name: 'GET /api/billing', path: '/api/billing', cookie: customer.cookie }),
    () => ({ name: 'GET /api/plans', path: '/api/plans' }),
    () => ({ name: 'GET /api/health', path: '/api/health' }),
    () => ({ name: 'GET /api/admin/queues', path: '/api/admin/queues', cookie: admin.cookie }),
  ];
  let turn = 0;
  const load = startLoad({
    connections: 4,
    pauseMs: 20,
    next: () => ({ ...reads[++turn % reads.length](customers[turn % customers.length]), base }),
  });

  report.step('reads running (4 connections); 5 s of normal service, then a burst of 10 tickets');
  await sleep(5000);
  await Promise.all(customers.slice(0, 10).map((customer) => writes.ticket(base, customer)));
  await sleep(600); // published, mostly still waiting for the slow SMTP server
  const beforeOutage = await lastOutboxId(db);

  report.step(`killing Redis (SIGKILL) for ${OUTAGE_SECONDS} s; writing meanwhile`);
  await redis.stop();
  const stoppedAt = Date.now();
  const inRedis = (await db.query('select count(*)::int as n from outbox where published_at is not null and processed_at is null')).rows[0].n;
  const written = [];
  const subscribers = customers.slice(0, 6);
  for (const customer of subscribers) written.push({ name: 'subscribe (sandbox checkout)', ...(await writes.subscribe(base, customer)) });
  for (const customer of customers) written.push({ name: 'POST /api/support-request', ...(await writes.ticket(base, customer)) });
  for (const [index, customer] of customers.slice(0, 6).entries()) {
    written.push({ name: 'POST /api/contact', ...(await writes.contact(base, `redis-contact-${index}`)) });
    written.push({ name: 'POST /api/forgot-password', ...(await writes.forgotPassword(base, customer)) });
    written.push({ name: 'POST /api/login', ...(await call(base, 'POST', '/api/login', { body: { email: customer.email, password: PASSWORD } })) });
  }
  // The one route that needs Redis itself: it must say so at once, not hang or fail as a 500.
  const retry = await call(base, 'POST', '/api/admin/queues/mail/retry', { cookie: admin.cookie });
  await sleep(Math.max(0, stoppedAt + OUTAGE_SECONDS * 1000 - Date.now()));
  const duringOutage = await lastOutboxId(db);
  const early = await mailOutcome(db, smtp, { afterId: beforeOutage, uptoId: duringOutage });

  report.step('starting Redis again (empty)');
  await redis.start();
  const backAt = Date.now();
  const meanwhileDrained = await waitForOutboxDrained(db, { afterId: beforeOutage, uptoId: duringOutage });
  report.step('waiting for every outbox row, including jobs Redis lost, to be processed');
  await waitForOutboxDrained(db, { timeoutMs: 8 * 60_000 });
  const allDrained = Date.now() - backAt;
  await sleep(2000); // any late duplicate would arrive now
  const samples = await load.stop();

  const during = samples.filter((sample) => sample.at >= stoppedAt && sample.at + sample.ms < backAt);
  report.figure(
    `reads during the outage (${((backAt - stoppedAt) / 1000).toFixed(1)} s)`,
    `${statusCounts(during)}; ${latencySummary(during.map((sample) => sample.ms))}`,
  );
  for (const name of new Set(written.map((answer) => answer.name))) {
    const answers = written.filter((answer) => answer.name === name);
    report.figure(`  ${name} during the outage`, `${statusCounts(answers)}; ${latencySummary(answers.map((answer) => answer.ms))}`);
  }
  const health = during.filter((sample) => sample.name === 'GET /api/health');
  report.check('every read answered 200 while Redis was down', during.length > 0 && during.every((sample) => sample.status === 200), statusCounts(during));
  report.check(
    'every write answered 2xx while Redis was down',
    written.every((answer) => answer.status === 200 || answer.status === 201),
    statusCounts(written),
  );
  report.figure(
    'POST /api/admin/queues/mail/retry during the outage',
    `${retry.status} ${retry.body?.code} "${retry.body?.message}" in ${retry.ms.toFixed(0)} ms`,
  );
  report.check('retrying failed jobs, which needs Redis, answered 503 at once', retry.status === 503 && retry.ms < 3000, String(retry.status));
  report.check('health said degraded, still 200', health.length > 0 && health.every((sample) => sample.status === 200));

  const meanwhile = await mailOutcome(db, smtp, { afterId: beforeOutage, uptoId: duringOutage });
  const beforeMail = await mailOutcome(db, smtp, { uptoId: beforeOutage });
  const allMail = await mailOutcome(db, smtp);
  report.figure('mail written during the outage', describeMail(meanwhile));
  report.figure('mail written before the outage (some jobs lost with Redis)', describeMail(beforeMail));
  const firstAfter = Math.min(...smtp.messages.map((message) => message.at).filter((at) => at >= backAt));
  report.figure('jobs in Redis (published, not yet done) when it died', inRedis);
  report.figure('time from Redis back to the first mail delivered', `${firstAfter - backAt} ms`);
  report.figure("time from Redis back to all the outage's writes handled", `${meanwhileDrained} ms`);
  report.figure('time from Redis back to every row handled (lost jobs too)', `${allDrained} ms`);
  report.check('no mail written during the outage went out before Redis returned', early.queued > 0 && early.lost.length === early.queued);
  report.check(
    'every mail written during the outage was delivered exactly once',
    meanwhile.queued > 0 && meanwhile.once === meanwhile.queued,
    describeMail(meanwhile),
  );
  report.check('every mail, including those whose jobs Redis lost, was delivered exactly once', allMail.once === allMail.queued, describeMail(allMail));
  report.check('jobs Redis lost were published again within 90 s of its return', allDrained < 90_000, `${allDrained} ms`);

  const events = await eventsOutcome(db);
  const billing = await billingOutcome(
    db,
    subscribers.map((customer) => customer.id),
  );
  report.figure('payment events', `${events.total} recorded, ${events.pending} unhandled`);
  report.figure('subscribers', billing.map((row) => `${row.plan}/${row.status} new×${row.news} mail×${row.started_mails}`).join('; '));
  report.check('every payment event was handled', events.total > 0 && events.pending === 0);
  report.check(
    'each subscription recorded once, on its plan, with one welcome mail',
    billing.length === subscribers.length &&
      billing.every((row) => row.plan === 'professional' && row.news === 1 && row.activities === 1 && row.started_mails === 1),
  );
});
