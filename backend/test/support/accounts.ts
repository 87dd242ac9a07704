import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import TestAgent from 'supertest/lib/agent';
import { User } from '../../src/modules/users/user.entity';
import { TestApp } from './test-app';
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
 */
export async function registerCustomer(app: TestApp, { verified = false, ...overrides }: Record<string, unknown> & { verified?: boolean } = {}): Promise<Customer> {
  const agent = app.http();
  const body = { email: uniqueEmail(), password: 'correct horse battery', firstName: 'Grace', lastName: 'Hopper', companyName: 'Compilers Inc', ...overrides };
  const response = await agent.post('/api/register').set('X-Forwarded-For', clientIp()).send(body).expect(201);
  const customer = { agent, email: String(body.email).toLowerCase(), password: String(body.password), id: response.body.id };
  if (verified) await markEmailVerified(app, customer);
  return customer;
}

/** Marks the account's e-mail verified in the database, for tests not about verification (those follow the mailed link). */
export async function markEmailVerified(app: TestApp, account: Pick<Customer, 'id'>): Promise<void> {
  await app.get(EntityManager).fork().nativeUpdate(User, { id: account.id }, { emailVerifiedAt: new Date() });
}

/** Signs in through the API on a fresh agent. */
export async function signIn(app: TestApp, email: string, password: string, path: '/api/login' | '/api/admin/login' = '/api/login'): Promise<TestAgent> {
  const agent = app.http();
  await agent.post(path).set('X-Forwarded-For', clientIp()).send({ email, password }).expect(200);
  return agent;
}

export function signInAdmin(app: TestApp): Promise<TestAgent> {
  return signIn(app, TEST_ADMIN.email, TEST_ADMIN.password, '/api/admin/login');
}

/**
 * An administrator of its own, signed in at the admin door, for suites whose admin changes things: the run's shared
 * administrator stays as other suites expect it. Only ADMIN_EMAIL or another administrator makes one, so the test
 * promotes a fresh customer in the database.
 */
export async function createAdministrator(app: TestApp): Promise<Customer> {
  const account = await registerCustomer(app, { firstName: 'Ada', lastName: 'Admin' });
  await app.get(EntityManager).fork().nativeUpdate(User, { id: account.id }, { role: 'admin', emailVerifiedAt: new Date() }); // as start-up makes them
  return { ...account, agent: await signIn(app, account.email, account.password, '/api/admin/login') };
}
