#!/usr/bin/env node
// Two api instances and two workers sharing one PostgreSQL and one Redis, as behind a load balancer. Checks: a session
// made on one api works on the other (and ends on both at logout); rate limits count across both; and a batch of mail
// and payment events written through both apis is handled by both workers with no job run twice.
import { readFileSync } from 'node:fs';
import { billingOutcome, describeMail, eventsOutcome, mailOutcome } from '../lib/fault-checks.mjs';
import { runScenario } from '../lib/fault-report.mjs';
import { call, clientAddress, PASSWORD, signUpMany, statusCounts, writes } from '../lib/fault-http.mjs';
import { startStack, waitForOutboxDrained } from '../lib/processes.mjs';

const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3840);

await runScenario('Two api instances and two workers sharing PostgreSQL and Redis', async (report, cleanup) => {
  const stack = await startStack({ report, cleanup, basePort: BASE_PORT, name: 'pair', apis: 2, workers: 2, smtpDelayMs: 50 });
  const { db, smtp } = stack;
  const [a, b] = stack.apis.map((api) => api.base);

  report.step('sessions: sign up on api 1, use the session on api 2, log out on api 2');
  const [alice] = await signUpMany(a, 'pair-session', 1);
  const onB = await call(b, 'GET', '/api/user', { cookie: alice.cookie });
  report.check('a session made on api 1 works on api 2', onB.status === 200 && onB.body.email === alice.email, String(onB.status));
  const loggedIn = await call(b, 'POST', '/api/login', { body: { email: alice.email, password: PASSWORD }, headers: { 'x-forwarded-for': clientAddress() } });
  const onA = await call(a, 'GET', '/api/receptionists', { cookie: loggedIn.setCookie });
  report.check('a sign-in on api 2 works on api 1', loggedIn.status === 200 && onA.status === 200, `${loggedIn.status}, ${onA.status}`);
  await call(b, 'POST', '/api/logout', { cookie: loggedIn.setCookie });
  const afterLogout = await call(a, 'GET', '/api/user', { cookie: loggedIn.setCookie });
  report.check('logging out on api 2 ends the session on api 1', afterLogout.status === 401, String(afterLogout.status));

  report.step('rate limits: wrong passwords for one account from one address, alternating between the apis');
  const [bob] = await signUpMany(a, 'pair-limits', 1);
  const address = clientAddress();
  const attempts = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    attempts.push(
      await call(attempt % 2 ? b : a, 'POST', '/api/login', {
        body: { email: bob.email, password: 'wrong password!' },
        headers: { 'x-forwarded-for': address },
      }),
    );
  }
  const rightPassword = await call(b, 'POST', '/api/login', { body: { email: bob.email, password: PASSWORD }, headers: { 'x-forwarded-for': address } });
  report.figure('11 wrong passwords, api 1 and 2 in turn', attempts.map((answer) => answer.status).join(' '));
  report.check(
    'the 11th attempt is refused (10 per account and address, counted across both apis)',
    attempts.slice(0, 10).every((answer) => answer.status === 401) && attempts[10].status === 429,
  );
  report.check('then the right password from that address is refused on the other api too', rightPassword.status === 429, String(rightPassword.status));
  const tickets = [];
  for (let ticket = 0; ticket < 11; ticket++) tickets.push(await writes.ticket(ticket % 2 ? b : a, bob));
  report.figure('11 support tickets, api 1 and 2 in turn', tickets.map((answer) => answer.status).join(' '));
  report.check(
    'the 11th ticket is refused (10 an hour per customer, counted across both apis)',
    tickets.slice(0, 10).every((answer) => answer.status === 201) && tickets[10].status === 429,
  );

  report.step('jobs: a batch of mail and payment events written through both apis, handled by both workers');
  const customers = await signUpMany(a, 'pair-jobs', 16, { db });
  const answers = await Promise.all(
    customers.flatMap((customer, index) => {
      const api = index % 2 ? b : a;
      return [
        writes.subscribe(api, customer),
        writes.ticket(api, customer),
        writes.ticket(api, customer),
        writes.forgotPassword(api, customer),
        writes.contact(api, `pair-contact-${index}`),
      ];
    }),
  );
  report.figure('writes', statusCounts(answers));
  const drained = await waitForOutboxDrained(db);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // any second run would deliver now

  const perWorker = stack.workers.map((worker) => jobsDone(worker.log));
  const mail = await mailOutcome(db, smtp);
  const events = await eventsOutcome(db);
  const billing = await billingOutcome(
    db,
    customers.map((customer) => customer.id),
  );
  report.figure(
    'handled by',
    perWorker.map((done, index) => `worker ${index + 1}: ${done.mails} mails, ${done.events} events, ${done.resets} reset requests`).join('; '),
  );
  report.figure('time from the last write to every job done', `${drained} ms`);
  report.figure('mail', describeMail(mail));
  report.check(
    'every write answered 2xx',
    answers.every((answer) => answer.status === 200 || answer.status === 201),
  );
  report.check(
    'both workers took jobs',
    perWorker.every((done) => done.mails + done.events > 0),
  );
  report.check('no mail sent twice, none lost', mail.queued > 0 && mail.once === mail.queued, describeMail(mail));
  const runs = perWorker.reduce((sum, done) => sum + done.mails + done.events + done.resets, 0);
  const repeats = perWorker.reduce((sum, done) => sum + done.repeats, 0);
  report.check(
    'no job run twice: one run per outbox row, no run finding its work already done',
    runs === (await outboxSize(db)) && repeats === 0,
    `${runs} runs, ${repeats} repeats`,
  );
  report.check(
    'every payment event handled once; each subscription recorded once',
    events.pending === 0 && billing.every((row) => row.news === 1 && row.activities === 1 && row.started_mails === 1),
  );
});

/**
 * The jobs a worker's log says it ran: one line per mail delivered, per event handled or needing no action, per reset
 * request answered (a link, or nothing for an unknown e-mail), per repeat found done.
 */
function jobsDone(log) {
  const lines = readFileSync(log, 'utf8')
    // eslint-disable-next-line no-control-regex -- the escape character is what starts a colour code
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n'); // without the colours
  return {
    mails: lines.filter((line) => /\[MailProcessor\].* delivered$/.test(line)).length,
    events: lines.filter((line) => /\[BillingEventsProcessor\].*( handled| needs no action)$/.test(line)).length,
    resets: lines.filter((line) => /\[PasswordResetRequestProcessor\].*(reset link issued|nothing sent)$/.test(line)).length,
    repeats: lines.filter((line) => /already (delivered|handled); nothing to do$/.test(line)).length,
  };
}

async function outboxSize(db) {
  return (await db.query('select count(*)::int as n from outbox')).rows[0].n;
}
