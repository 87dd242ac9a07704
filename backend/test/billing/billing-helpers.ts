import { EntityManager } from '@mikro-orm/postgresql';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import type { User } from '../../src/modules/users/user.entity';
import { type Customer } from '../support/accounts';
import { type TestApp } from '../support/test-app';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  failsLater: '4000 0000 0000 0341',
};

/** The embedded checkout as the browser runs it: start, confirm the intent with a card at the sandbox, confirm with us. */
export async function startCheckout(customer: Customer, planId = 'professional', isAnnual = false) {
  const response = await customer.agent.post('/api/create-subscription').send({ planId, isAnnual }).expect(201);
  return response.body as { clientSecret: string; paymentIntentId: string; intentKind: string; amountDueCents: number; trialDays: number; provider: string };
}

export function payAtSandbox(customer: Customer, clientSecret: string, cardNumber = CARDS.visa) {
  return customer.agent.post('/api/sandbox/intents/confirm').send({ clientSecret, cardNumber, expiry: '12 / 34', cvc: '123' });
}

export async function subscribe(customer: Customer, planId = 'professional', cardNumber = CARDS.visa, isAnnual = false) {
  const started = await startCheckout(customer, planId, isAnnual);
  await payAtSandbox(customer, started.clientSecret, cardNumber).expect(200);
  const confirmed = await customer.agent.post('/api/subscription/confirm').send({ paymentIntentId: started.paymentIntentId, planId }).expect(200);
  return { started, confirmed: confirmed.body };
}

/** Marks the customer as having subscribed before, so their next checkout has no trial: it is charged at once. */
export async function subscribedBefore(app: TestApp, userId: number): Promise<void> {
  await app
    .get(EntityManager)
    .getConnection()
    .execute(
      "insert into billing_checkouts (user_id, kind, plan_id, period, price_id, amount_cents, trial, status) values (?, 'embedded', 'professional', 'monthly', 'price_sandbox_professional_monthly', 24900, true, 'completed')",
      [userId],
    );
}

/** An entity's fields, without MikroORM's type markers. */
type Fields<T> = { [K in keyof T as K extends symbol ? never : K]: T[K] };

/** The user's row with their subscription's fields (billing's own table), as they are now. */
export async function userOf(app: TestApp, id: number): Promise<Fields<User> & Fields<Omit<Subscription, 'user'>>> {
  const em = app.get(EntityManager).fork();
  const { user, ...subscription } = await em.findOneOrFail(Subscription, { user: id }, { populate: ['user'] });
  return { ...user, ...subscription };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows and Stripe-shaped JSON read back from the database, indexed freely
export type Row = Record<string, any>;

/** Raw SQL on the test database, and the sandbox's stored objects read back with it; `em` gives a fresh fork per query. */
export function databaseReader(em: () => EntityManager) {
  const sql = (query: string, params: unknown[] = []) => em().getConnection().execute<Row[]>(query, params);
  const doc = async (id: string): Promise<Row> => (await sql('select data from sandbox_objects where id = ?', [id]))[0]?.data;
  /** What the sandbox holds for this user's customer: the ids of their live subscriptions, and the refunds made to them. */
  const atProvider = async (userId: number) => {
    const [{ stripe_customer_id: customerId }] = await sql('select stripe_customer_id from subscriptions where user_id = ?', [userId]);
    const live = await sql(
      "select id from sandbox_objects where type = 'subscription' and data->>'customer' = ? and data->>'status' in ('trialing', 'active', 'past_due') order by id",
      [customerId],
    );
    const refunds = await sql(
      "select r.data from sandbox_objects r join sandbox_objects i on i.id = r.data->>'payment_intent' where r.type = 'refund' and i.data->>'customer' = ?",
      [customerId],
    );
    return { live: live.map((row) => row.id as string), refunds: refunds.map((row) => row.data as Row) };
  };
  return { sql, doc, atProvider };
}
