import TestAgent from 'supertest/lib/agent';
import { Response } from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../src/modules/users/user.entity';
import { clientIp, createAdministrator, registerCustomer, signIn, uniqueEmail } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';
import { TEST_ADMIN } from '../support/test-env';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
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
const supportRequest = { subject: 'Calls go to voicemail', category: 'technical', message: 'Every caller goes to voicemail since this morning.', priority: 'high' };
const card = { cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' };

/** Sends `times` requests one after the other, then one more, which must be the refusal. */
async function exhaust(times: number, send: (attempt: number) => Promise<Response>): Promise<Response> {
  for (let attempt = 0; attempt < times; attempt++) expect((await send(attempt)).status).not.toBe(429);
  return send(times);
}

/** Every 429 says when to retry: a Retry-After header in whole seconds (at least 1), matching the message. */
describe('Retry-After on every throttled operation', () => {
  let app: TestApp;
  const refusals = new Map<string, Response[]>();
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const refused = (key: string, response: Response) => refusals.set(key, [...(refusals.get(key) ?? []), response]);

  it('walks the sign-in, sign-up and password limits past their end', async () => {
    const ip = clientIp();
    refused('POST /api/login', await exhaust(10, () => app.http().post('/api/login').set('X-Forwarded-For', ip).send({ email: 'nobody@example.com', password: 'wrong password' })));
    refused('POST /api/admin/login', await exhaust(10, () => app.http().post('/api/admin/login').set('X-Forwarded-For', ip).send({ email: TEST_ADMIN.email, password: 'wrong password' })));
    const signUps = clientIp();
    refused('POST /api/register', await exhaust(20, () => app.http().post('/api/register').set('X-Forwarded-For', signUps).send({})));
    const email = uniqueEmail('forgetful');
    refused('POST /api/forgot-password', await exhaust(5, () => app.http().post('/api/forgot-password').set('X-Forwarded-For', clientIp()).send({ email })));
    const resets = clientIp();
    refused('POST /api/reset-password', await exhaust(20, (n) => app.http().post('/api/reset-password').set('X-Forwarded-For', resets).send({ token: `made-up-${n}`, newPassword: 'a long enough password' })));
    const { agent } = await registerCustomer(app);
    refused('POST /api/user/change-password', await exhaust(5, () => agent.post('/api/user/change-password').send({ currentPassword: 'not it', newPassword: 'a brand new one' })));
  });

  it('walks the e-mail verification and e-mail change limits past their end', async () => {
    const { agent } = await registerCustomer(app);
    refused('POST /api/user/resend-verification', await exhaust(3, () => agent.post('/api/user/resend-verification')));
    refused('PATCH /api/user', await exhaust(5, () => agent.patch('/api/user').send({ email: uniqueEmail('moving'), currentPassword: 'not it' })));
  });

  it("walks an administrator's second-factor limit past its end: wrong codes count across enrolment, sign-in and new recovery codes", async () => {
    const admin = await createAdministrator(app);
    refused('POST /api/admin/second-factor/recovery-codes', await exhaust(10, () => admin.agent.post('/api/admin/second-factor/recovery-codes').send({ code: '000000' })));
    const pending = await signIn(app, admin.email, admin.password, '/api/admin/login');
    refused('POST /api/admin/login/verify', await pending.post('/api/admin/login/verify').send({ code: '000000' }));

    // Not enrolled yet; each password step allows three wrong codes, so the walk signs in again every third one.
    const newcomer = await registerCustomer(app, { verified: true });
    await app.get(EntityManager).fork().nativeUpdate(User, { id: newcomer.id }, { role: 'admin' });
    let enrolment: TestAgent | undefined;
    const enrol = async (attempt: number) => {
      if (attempt % 3 === 0) enrolment = await signIn(app, newcomer.email, newcomer.password, '/api/admin/login');
      return enrolment!.post('/api/admin/login/enroll').send({ code: '000000' });
    };
    refused('POST /api/admin/login/enroll', await exhaust(10, enrol));
  });

  it('walks the contact and support limits past their end', async () => {
    const ip = clientIp();
    refused('POST /api/contact', await exhaust(5, () => app.http().post('/api/contact').set('X-Forwarded-For', ip).send(contactMessage())));
    const { agent } = await registerCustomer(app);
    refused('POST /api/support-request', await exhaust(10, () => agent.post('/api/support-request').send(supportRequest)));
  });

  it('refuses every operation that calls the payment provider past the payment-attempt limit', async () => {
    const { agent } = await registerCustomer(app);
    for (let attempt = 0; attempt < 30; attempt++) await agent.post('/api/create-subscription').send({ planId: 'gold' }).expect(400);
    const operations: [string, (customer: TestAgent) => Promise<Response>][] = [
      ['POST /api/create-subscription', (customer) => customer.post('/api/create-subscription').send({ planId: 'professional', isAnnual: false })],
      ['POST /api/create-checkout-session', (customer) => customer.post('/api/create-checkout-session').send({ planId: 'professional', isAnnual: false })],
      ['POST /api/subscription/confirm', (customer) => customer.post('/api/subscription/confirm').send({ paymentIntentId: 'seti_made_up', planId: 'professional' })],
      ['POST /api/subscription/change', (customer) => customer.post('/api/subscription/change').send({ planId: 'business', isAnnual: false })],
      ['POST /api/billing/portal', (customer) => customer.post('/api/billing/portal').send({})],
      ['POST /api/sandbox/intents/confirm', (customer) => customer.post('/api/sandbox/intents/confirm').send({ clientSecret: 'seti_x_secret_y', ...card })],
      ['POST /api/sandbox/checkout-sessions/{id}/complete', (customer) => customer.post('/api/sandbox/checkout-sessions/cs_made_up/complete').send(card)],
    ];
    for (const [key, send] of operations) {
      const response = await send(agent);
      expect({ key, status: response.status, code: response.body.code }).toEqual({ key, status: 429, code: 'BILLING.THROTTLED' });
      refused(key, response);
    }
  });

  it('has walked every operation that documents a 429, and each refusal carries Retry-After in whole seconds', async () => {
    const document = (await app.http().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.responses?.['429'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect([...refusals.keys()].sort()).toEqual(documented.sort());
    for (const [key, responses] of refusals) {
      for (const response of responses) {
        const header = String(response.headers['retry-after']);
        expect({ key, status: response.status, retryAfter: header }).toEqual({ key, status: 429, retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
        const minutes = Math.ceil(Number(header) / 60);
        expect(response.body.message).toMatch(Number(header) < 60 ? new RegExp(`in ${header} seconds?\\.$`) : new RegExp(`in ${minutes} minutes?\\.$`));
      }
    }
  });
});
