import { EntityManager } from '@mikro-orm/postgresql';
import { type Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { User } from '../../src/modules/users/user.entity';
import { clientIp, createAdministrator, registerCustomer, signIn, uniqueEmail } from './accounts';
import { type TestApp } from './test-app';
import { TEST_ADMIN } from './test-env';
import { putLive } from './receptionist-lines';

/**
 * How to walk each throttled operation past its limit, for the suites that check the refusal (Retry-After, the API
 * contract): each walk uses accounts and client addresses of its own, and gives back the refused answer.
 */
export type ThrottleWalk = (app: TestApp) => Promise<Response>;

/** Sends `times` requests one after the other, then one more, which must be the refusal. */
async function exhaust(times: number, send: (attempt: number) => Promise<Response>): Promise<Response> {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await send(attempt);
    if (response.status === 429) throw new Error(`refused after ${attempt} of ${times} attempts: ${response.text}`);
  }
  return send(times);
}

const contactMessage = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('prospect'),
  companyName: 'Analytical Dental',
  companySize: '11-50',
  interestedIn: 'product-demo',
  message: 'We miss a third of our calls at lunchtime. Can you help?',
  agreeToTerms: true,
});
const supportRequest = {
  subject: 'Calls go to voicemail',
  category: 'technical',
  message: 'Every caller goes to voicemail since this morning.',
  priority: 'high',
};
const card = { cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' };

/** A customer past the payment-attempt limit (every operation that calls the payment provider counts, and refuses). */
async function pastPaymentLimit(app: TestApp): Promise<TestAgent> {
  const { agent } = await registerCustomer(app);
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await agent.post('/api/create-subscription').send({ planId: 'gold' });
    if (response.status !== 400) throw new Error(`a payment attempt answered ${response.status}: ${response.text}`);
  }
  return agent;
}
const pastPaymentLimitOf = new WeakMap<TestApp, Promise<TestAgent>>();
const paymentAttempt =
  (send: (customer: TestAgent) => Promise<Response>): ThrottleWalk =>
  async (app) => {
    if (!pastPaymentLimitOf.has(app)) pastPaymentLimitOf.set(app, pastPaymentLimit(app));
    return send(await pastPaymentLimitOf.get(app)!);
  };

export const THROTTLE_WALKS: Record<string, ThrottleWalk> = {
  'POST /api/login': (app) => {
    const ip = clientIp();
    return exhaust(10, () => app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email: 'nobody@example.com', password: 'wrong password' }));
  },
  'POST /api/admin/login': (app) => {
    const ip = clientIp();
    return exhaust(10, () => app.http().post('/api/admin/login').set('X-Forwarded-For', ip).send({ email: TEST_ADMIN.email, password: 'wrong password' }));
  },
  'POST /api/register': (app) => {
    const ip = clientIp();
    return exhaust(20, () => app.http().post('/api/register').set('X-Forwarded-For', ip).send({}));
  },
  'POST /api/forgot-password': (app) => {
    const email = uniqueEmail('forgetful');
    return exhaust(5, () => app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email }));
  },
  'POST /api/reset-password': (app) => {
    const ip = clientIp();
    return exhaust(20, (n) =>
      app
        .http()
        .post('/api/reset-password')
        .set('X-Forwarded-For', ip)
        .send({ token: `made-up-${n}`, newPassword: 'a long enough password' }),
    );
  },
  'POST /api/user/change-password': async (app) => {
    const { agent } = await registerCustomer(app);
    return exhaust(5, () => agent.post('/api/user/change-password').send({ currentPassword: 'not it', newPassword: 'a brand new one' }));
  },
  'POST /api/user/resend-verification': async (app) => {
    const { agent } = await registerCustomer(app);
    return exhaust(3, () => agent.post('/api/user/resend-verification'));
  },
  'PATCH /api/user': async (app) => {
    const { agent } = await registerCustomer(app);
    return exhaust(5, () => agent.patch('/api/user').send({ email: uniqueEmail('moving'), currentPassword: 'not it' }));
  },
  // An administrator's wrong codes count across enrolment, sign-in and new recovery codes.
  'POST /api/admin/second-factor/recovery-codes': async (app) => {
    const admin = await createAdministrator(app);
    return exhaust(10, () => admin.agent.post('/api/admin/second-factor/recovery-codes').send({ code: '000000' }));
  },
  'POST /api/admin/login/verify': async (app) => {
    const admin = await createAdministrator(app);
    await exhaust(10, () => admin.agent.post('/api/admin/second-factor/recovery-codes').send({ code: '000000' }));
    const pending = await signIn(app, admin.email, admin.password, '/api/admin/login');
    return pending.post('/api/admin/login/verify').send({ code: '000000' });
  },
  // Not enrolled yet; each password step allows three wrong codes, so the walk signs in again every third one.
  'POST /api/admin/login/enroll': async (app) => {
    const newcomer = await registerCustomer(app, { verified: true });
    await app.get(EntityManager).fork().nativeUpdate(User, { id: newcomer.id }, { role: 'admin' });
    let enrolment: TestAgent | undefined;
    return exhaust(10, async (attempt) => {
      if (attempt % 3 === 0) enrolment = await signIn(app, newcomer.email, newcomer.password, '/api/admin/login');
      return enrolment!.post('/api/admin/login/enroll').send({ code: '000000' });
    });
  },
  'POST /api/contact': (app) => {
    const ip = clientIp();
    return exhaust(5, () => app.http().post('/api/contact').set('X-Forwarded-For', ip).send(contactMessage()));
  },
  'POST /api/notifications/unsubscribe': (app) => {
    const ip = clientIp();
    return exhaust(60, (n) =>
      app
        .http()
        .post('/api/notifications/unsubscribe')
        .query({ token: `made-up-${n}` })
        .set('X-Forwarded-For', ip),
    );
  },
  // Five checks an hour, counted from the table: four would each have to settle first, so the walk writes them.
  'POST /api/receptionists/{id}/forwarding-checks': async (app) => {
    const owner = await registerCustomer(app, { plan: 'professional' });
    const { id } = (await owner.agent.post('/api/receptionists').send({ name: 'Checked line', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body as {
      id: number;
    };
    await putLive(app, id);
    await app
      .get(EntityManager)
      .getConnection()
      .execute(`insert into forwarding_checks (receptionist_id, user_id, platform, status) select ?, ?, 'sandbox', 'reached' from generate_series(1, 5)`, [
        id,
        owner.id,
      ]);
    return owner.agent.post(`/api/receptionists/${id}/forwarding-checks`);
  },
  'POST /api/support-request': async (app) => {
    const { agent } = await registerCustomer(app);
    return exhaust(10, () => agent.post('/api/support-request').send(supportRequest));
  },
  'POST /api/create-subscription': paymentAttempt((customer) => customer.post('/api/create-subscription').send({ planId: 'professional', isAnnual: false })),
  'POST /api/create-checkout-session': paymentAttempt((customer) =>
    customer.post('/api/create-checkout-session').send({ planId: 'professional', isAnnual: false }),
  ),
  'POST /api/subscription/confirm': paymentAttempt((customer) =>
    customer.post('/api/subscription/confirm').send({ paymentIntentId: 'seti_made_up', planId: 'professional' }),
  ),
  'POST /api/subscription/change': paymentAttempt((customer) => customer.post('/api/subscription/change').send({ planId: 'business', isAnnual: false })),
  'POST /api/billing/portal': paymentAttempt((customer) => customer.post('/api/billing/portal').send({})),
  'POST /api/sandbox/intents/confirm': paymentAttempt((customer) =>
    customer.post('/api/sandbox/intents/confirm').send({ clientSecret: 'seti_x_secret_y', ...card }),
  ),
  'POST /api/sandbox/checkout-sessions/{id}/complete': paymentAttempt((customer) =>
    customer.post('/api/sandbox/checkout-sessions/cs_made_up/complete').send(card),
  ),
};
