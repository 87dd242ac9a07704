#!/usr/bin/env node
// Fault: a worker killed with SIGKILL in the middle of a batch. Two workers share a backlog of mail (tickets, contact
// messages) and payment events (sandbox checkouts); KILLS times, a worker is killed outright while it holds jobs and a
// replacement is started, as a supervisor would. Checks: every job completes (the killed worker's jobs are taken over
// once their lock expires), payment events have their effects once, and every mail arrives, a repeat being possible
// only for a mail the SMTP server accepted in the instant before the kill, before it could be recorded as sent.
import { sleep } from '../../scripts/lib/workspace.mjs';
import { billingOutcome, describeJobs, describeMail, eventsOutcome, jobCounts, mailOutcome } from '../lib/fault-checks.mjs';
import { runScenario } from '../lib/fault-report.mjs';
import { signUpMany, writes } from '../lib/fault-http.mjs';
import { startStack, waitForOutboxDrained } from '../lib/processes.mjs';

const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3810);
const KILLS = Number(process.env.KILLS ?? 3);

await runScenario(`Fault: ${KILLS} workers killed with SIGKILL mid-batch`, async (report, cleanup) => {
  // Slow mail, so the batch lasts and a kill finds jobs in hand.
  const stack = await startStack({ report, cleanup, basePort: BASE_PORT, name: 'kill', workers: 2, smtpDelayMs: 150 });
  const { smtp, db } = stack;
  const base = stack.apis[0].base;
  const customers = await signUpMany(base, 'kill', 24, { db });
  const subscribers = customers.slice(0, 12);

  report.step('writing the batch: 5 tickets per customer, 12 sandbox checkouts, 10 contact messages');
  const started = Date.now();
  const answers = await Promise.all([
    ...customers.flatMap((customer) => Array.from({ length: 5 }, () => writes.ticket(base, customer))),
    ...subscribers.map((customer) => writes.subscribe(base, customer)),
    ...Array.from({ length: 10 }, (_, index) => writes.contact(base, `kill-contact-${index}`)),
  ]);
  const refused = answers.filter((answer) => answer.status !== 200 && answer.status !== 201);
  if (refused.length > 0) throw new Error(`the batch was refused: ${JSON.stringify(refused[0])}`);
  const { rows } = await db.query('select count(*)::int as total, count(*) filter (where processed_at is null)::int as pending from outbox');
  report.figure('batch', `${rows[0].total} jobs written in ${Date.now() - started} ms, ${rows[0].pending} still to do`);

  for (let kill = 0; kill < KILLS; kill++) {
    await sleep(3000);
    const victim = stack.workers.find((worker) => worker.alive());
    const { rows: left } = await db.query('select count(*)::int as n from outbox where processed_at is null');
    report.step(`SIGKILL ${victim.name} (pid ${victim.pid}) with ${left[0].n} jobs left; starting a replacement`);
    await victim.stop('SIGKILL');
    await stack.startWorker();
  }
  const drained = await waitForOutboxDrained(db, { timeoutMs: 5 * 60_000 });
  await sleep(2000); // any late repeat would arrive now

  const queues = await jobCounts(stack.env);
  const mail = await mailOutcome(db, smtp);
  const events = await eventsOutcome(db);
  const billing = await billingOutcome(
    db,
    subscribers.map((customer) => customer.id),
  );
  report.figure('time from the last kill to every job done', `${drained} ms (a killed worker's jobs wait for their 30 s lock to expire)`);
  report.figure('BullMQ after the batch', describeJobs(queues));
  report.figure('mail', describeMail(mail));
  report.figure('payment events', `${events.total} recorded, ${events.pending} unhandled`);
  const { rows: pending } = await db.query('select count(*)::int as n from outbox where processed_at is null');
  report.figure('mail deliveries cut off mid-SMTP by the kills', smtp.cutOff());
  report.check('every outbox job completed', pending[0].n === 0);
  report.check(
    'no job ended failed in BullMQ',
    Object.values(queues).every((counts) => counts.failed === 0),
  );
  report.check('every mail was delivered', mail.lost.length === 0, describeMail(mail));
  report.check(
    `no mail arrived twice, but for one the SMTP server accepted in the instant before a kill (at most ${KILLS})`,
    mail.duplicated.length <= KILLS && mail.duplicated.every((id) => mail.deliveriesOf(id).length === 2),
    mail.duplicated.length ? `repeated: outbox ${mail.duplicated.join(', ')}` : 'none repeated',
  );
  report.check('every payment event was handled', events.total > 0 && events.pending === 0);
  report.check(
    'each subscription recorded once, on its plan, with one welcome mail',
    billing.length === subscribers.length &&
      billing.every((row) => row.plan === 'professional' && row.news === 1 && row.activities === 1 && row.started_mails === 1),
  );
});
