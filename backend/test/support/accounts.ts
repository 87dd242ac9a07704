import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Secret, TOTP } from 'otpauth';
import type TestAgent from 'supertest/lib/agent';
import { AdminSecondFactor } from '../../src/modules/auth/admin-second-factor.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import type { PlanId } from '../../src/modules/plans/plan-catalogue';
import { User } from '../../src/modules/users/user.entity';
import { type TestApp } from './test-app';
import { TEST_ADMIN } from './test-env';

export interface Customer {
  agent: TestAgent;
  email: string;
  password: string;
  id: number;
}

/** A random client address per call, so per-IP rate limits of one test never reach another (the app trusts loopback proxies). */
export function clientIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export function uniqueEmail(label = 'owner'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Registers a customer through the API; the returned agent carries its session cookie. The e-mail starts unverified (no
 * mail but the verification link reaches it); `verified: true` marks it verified, for tests about the mail it then gets.
 * `plan` gives it that plan, active, as our team sets one up: a receptionist is requested under a plan.
 */
export async function registerCustomer(
  app: TestApp,
  { verified = false, plan, ...overrides }: Record<string, unknown> & { verified?: boolean; plan?: PlanId } = {},
): Promise<Customer> {
  const agent = app.http();
  const body = { email: uniqueEmail(), password: 'correct horse battery', firstName: 'Grace', lastName: 'Hopper', companyName: 'Compilers Inc', ...overrides };
  const response = await agent.post('/api/register').set('X-Forwarded-For', clientIp()).send(body).expect(201);
  const customer = { agent, email: String(body.email).toLowerCase(), password: String(body.password), id: response.body.id };
  if (verified) await markEmailVerified(app, customer);
  if (plan) await giveActivePlan(app, customer, plan);
  return customer;
}

/** Sets the account's plan, active, in the database, for tests not about how a plan is bought. */
export async function giveActivePlan(app: TestApp, account: Pick<Customer, 'id'>, plan: PlanId): Promise<void> {
  await app.get(EntityManager).fork().nativeUpdate(Subscription, { user: account.id }, { subscriptionPlan: plan, subscriptionStatus: 'active' });
}

/** Marks the account's e-mail verified in the database, for tests not about verification (those follow the mailed link). */
export async function markEmailVerified(app: TestApp, account: Pick<Customer, 'id'>): Promise<void> {
  await app.get(EntityManager).fork().nativeUpdate(User, { id: account.id }, { emailVerifiedAt: new Date() });
}

/** Signs in through the API on a fresh agent (at the admin door: the password step only, the second factor pending). */
export async function signIn(app: TestApp, email: string, password: string, path: '/api/login' | '/api/admin/login' = '/api/login'): Promise<TestAgent> {
  const agent = app.http();
  await agent.post(path).set('X-Forwarded-For', clientIp()).send({ email, password }).expect(200);
  return agent;
}

/** The code an authenticator app holding this base32 secret shows now. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/**
 * A current code of the administrator's enrolled authenticator, read from the database ('000000' for an account without
 * one): of the steps accepted now (±1), the first after the last one used. Tests sign in as the same administrator many
 * times a minute, which replay protection forbids: when all three are used, the marker is cleared.
 */
export async function authenticatorCode(app: TestApp, email: string): Promise<string> {
  const em = app.get(EntityManager).fork();
  const factor = await em.findOne(AdminSecondFactor, { user: { email } });
  if (!factor?.enabledAt) return '000000';
  const now = Date.now();
  const step = Math.floor(now / 30_000);
  for (const delta of [-1, 0, 1]) if (factor.lastUsedStep === null || step + delta > factor.lastUsedStep) return totpCode(factor.secret, now + delta * 30_000);
  await em.nativeUpdate(AdminSecondFactor, { id: factor.id }, { lastUsedStep: null });
  return totpCode(factor.secret, now);
}

/**
 * Signs an administrator in at the admin door, both steps: enrols the authenticator on the first sign-in (answering the
 * recovery codes), else enters a current code. Suites running at once may race to enrol the shared administrator or use
 * the same step: the loser tries again with a fresh code.
 */
export async function signInAdministrator(app: TestApp, email: string, password: string): Promise<{ agent: TestAgent; recoveryCodes?: string[] }> {
  const agent = app.http();
  const ip = clientIp();
  const first = await agent.post('/api/admin/login').set('X-Forwarded-For', ip).send({ email, password }).expect(200);
  if (first.body.step === 'enroll') {
    const enrolled = await agent
      .post('/api/admin/login/enroll')
      .set('X-Forwarded-For', ip)
      .send({ code: totpCode(first.body.secret) });
    if (enrolled.status === 200) return { agent, recoveryCodes: enrolled.body.recoveryCodes };
  }
  for (let attempt = 1; ; attempt++) {
    const verified = await agent
      .post('/api/admin/login/verify')
      .set('X-Forwarded-For', ip)
      .send({ code: await authenticatorCode(app, email) });
    if (verified.status === 200) return { agent };
    if (attempt === 2) throw new Error(`admin sign-in failed: ${verified.status} ${verified.text}`);
  }
}

export async function signInAdmin(app: TestApp): Promise<TestAgent> {
  return (await signInAdministrator(app, TEST_ADMIN.email, TEST_ADMIN.password)).agent;
}

/**
 * An administrator of its own, signed in at the admin door (authenticator enrolled), for suites whose admin changes
 * things: the run's shared administrator stays as other suites expect it. Only ADMIN_EMAIL or another administrator
 * makes one, so the test promotes a fresh customer in the database.
 */
export async function createAdministrator(app: TestApp): Promise<Customer & { recoveryCodes: string[] }> {
  const account = await registerCustomer(app, { firstName: 'Ada', lastName: 'Admin' });
  await app.get(EntityManager).fork().nativeUpdate(User, { id: account.id }, { role: 'admin', emailVerifiedAt: new Date() }); // as start-up makes them
  const { agent, recoveryCodes } = await signInAdministrator(app, account.email, account.password);
  return { ...account, agent, recoveryCodes: recoveryCodes ?? [] };
}
