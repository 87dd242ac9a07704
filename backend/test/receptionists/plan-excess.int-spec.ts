import { EntityManager } from '@mikro-orm/postgresql';
import { SandboxClock } from '../../src/modules/billing/providers/sandbox/sandbox-clock.job';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { createAdministrator, type Customer, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';
import { realLine } from '../support/receptionist-lines';
import { subscribe, userOf } from '../billing/billing-helpers';

const FIVE = ['English', 'Spanish', 'French', 'German', 'Italian'];
const NAMES = ['Front desk', 'After hours', 'Spanish line'];

interface Listed {
  id: number;
  name: string;
  overLimit: boolean;
  overLimitReasons: string[];
  languages: string[];
  status: string;
}

/**
 * Plan limits hold after the plan shrinks (a downgrade, a cancellation, an administrator's change or a lowered
 * override): every receptionist is kept, those past the new limits are marked, and the customer chooses which stay.
 */
describe('receptionists past a smaller plan', () => {
  let app: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    app = await createTestApp({ worker: true });
    admin = await createAdministrator(app);
  });
  afterAll(() => app.close());

  const em = () => app.get(EntityManager).fork();
  const list = async (customer: Customer): Promise<Listed[]> => (await customer.agent.get('/api/receptionists').expect(200)).body;
  /** Name → reasons, in the list's order (oldest first). */
  const marks = async (customer: Customer) =>
    Object.fromEntries((await list(customer)).map((receptionist) => [receptionist.name, receptionist.overLimitReasons]));
  const usage = async (customer: Customer) => (await customer.agent.get('/api/receptionists/usage').expect(200)).body;
  const createThree = async (customer: Customer) => {
    for (const name of NAMES) await customer.agent.post('/api/receptionists').send({ name, phoneNumber: '+1 (415) 555-0134', languages: FIVE }).expect(201);
    return list(customer);
  };
  const businessCustomer = async () => {
    const customer = await registerCustomer(app);
    await em().nativeUpdate(Subscription, { user: customer.id }, { subscriptionPlan: 'business', subscriptionStatus: 'active' });
    await createThree(customer);
    return customer;
  };
  const eventually = (what: string, check: () => Promise<boolean>) => waitUntil(check, 10_000, what);

  it('keeps all three after a downgrade from a Business trial, marks the excess, lets the customer choose, and clears on upgrade', async () => {
    const customer = await registerCustomer(app);
    await subscribe(customer, 'business');
    const created = await createThree(customer);
    expect(created.every((receptionist) => !receptionist.overLimit)).toBe(true);

    await customer.agent.post('/api/subscription/change').send({ planId: 'professional' }).expect(200);
    expect(await list(customer)).toHaveLength(3);
    expect(await marks(customer)).toEqual({
      'Front desk': ['languages'],
      'After hours': ['receptionists', 'languages'],
      'Spanish line': ['receptionists', 'languages'],
    });
    expect(await usage(customer)).toMatchObject({
      planName: 'Professional',
      receptionistLimit: 1,
      languagesPerReceptionist: 3,
      receptionistCount: 3,
      canAddMore: false,
      overLimitCount: 3,
      overReceptionistCount: 2,
      overLanguageCount: 3,
    });
    // Creating stays refused, and languages can only shrink while past the plan.
    await customer.agent.post('/api/receptionists').send({ name: 'Fourth', phoneNumber: '+1 (415) 555-0134' }).expect(403);
    const [first, , third] = created;
    await customer.agent
      .patch(`/api/receptionists/${first.id}`)
      .send({ languages: [...FIVE, 'Japanese'] })
      .expect(403);
    await customer.agent.patch(`/api/receptionists/${first.id}`).send({ name: 'Main desk' }).expect(200);

    // The customer chooses the third: it is within the count, and the first moves over.
    const swapped: Listed[] = (await customer.agent.post(`/api/receptionists/${third.id}/keep-active`).expect(200)).body;
    expect(Object.fromEntries(swapped.map((receptionist) => [receptionist.name, receptionist.overLimitReasons]))).toEqual({
      'Main desk': ['receptionists', 'languages'],
      'After hours': ['receptionists', 'languages'],
      'Spanish line': ['languages'],
    });
    const trimmed = await customer.agent
      .patch(`/api/receptionists/${third.id}`)
      .send({ languages: ['English', 'Spanish', 'French'] })
      .expect(200);
    expect(trimmed.body).toMatchObject({ overLimit: false, overLimitReasons: [] });
    await customer.agent
      .patch(`/api/receptionists/${third.id}`)
      .send({ languages: ['English', 'Spanish', 'French', 'German'] })
      .expect(403);
    expect(await usage(customer)).toMatchObject({ overLimitCount: 2, overReceptionistCount: 2, overLanguageCount: 2 });

    await customer.agent.post('/api/subscription/change').send({ planId: 'business' }).expect(200);
    expect(Object.values(await marks(customer))).toEqual([[], [], []]);
    expect(await usage(customer)).toMatchObject({ overLimitCount: 0, canAddMore: false });
  });

  it('marks the excess when a cancelled Business trial ends and the customer is left with no plan', async () => {
    const customer = await registerCustomer(app);
    const { confirmed } = await subscribe(customer, 'business');
    await createThree(customer);
    await customer.agent.post('/api/subscription/cancel').send({}).expect(200);
    expect(Object.values(await marks(customer))).toEqual([[], [], []]); // Business until the period ends

    const { stripeCustomerId } = await userOf(app, customer.id);
    await app.get(SandboxClock).advance(new Date(new Date(confirmed.billing.trialEndsAt).getTime() + 60_000), { customerId: stripeCustomerId! });
    await eventually('the end of the plan', async () => (await userOf(app, customer.id)).subscriptionPlan === null);
    expect(await list(customer)).toHaveLength(3);
    expect(await marks(customer)).toEqual({
      'Front desk': ['languages'],
      'After hours': ['receptionists', 'languages'],
      'Spanish line': ['receptionists', 'languages'],
    });
    expect(await usage(customer)).toMatchObject({ planName: 'No plan', planRequired: true, overReceptionistCount: 2 });
  });

  it("marks the excess after an administrator's plan change, and shows it in the back office", async () => {
    const customer = await businessCustomer();
    await admin.agent.patch(`/api/admin/users/${customer.id}`).send({ subscriptionPlan: 'professional' }).expect(200);
    expect(Object.values(await marks(customer))).toEqual([['languages'], ['receptionists', 'languages'], ['receptionists', 'languages']]);

    const details = (await admin.agent.get(`/api/admin/users/${customer.id}`).expect(200)).body;
    expect(details.user).toMatchObject({ receptionistCount: 3, receptionistsOverLimit: 3 });
    expect(details.receptionists.map((receptionist: Listed) => receptionist.overLimitReasons)).toEqual([
      ['languages'],
      ['receptionists', 'languages'],
      ['receptionists', 'languages'],
    ]);
    const users = (await admin.agent.get('/api/admin/users').query({ q: customer.email }).expect(200)).body;
    expect(users.items).toEqual([expect.objectContaining({ id: customer.id, receptionistsOverLimit: 3 })]);
    const receptionists = (await admin.agent.get('/api/admin/receptionists').query({ q: customer.email, sort: 'createdAt:asc' }).expect(200)).body;
    expect(receptionists.items.map((receptionist: Listed) => receptionist.overLimit)).toEqual([true, true, true]);
  });

  it('marks the receptionists beyond a lowered override, and refuses to put one live until it is within the plan', async () => {
    const customer = await businessCustomer();
    await admin.agent.patch(`/api/admin/users/${customer.id}`).send({ receptionistLimitActive: true, receptionistLimit: 1 }).expect(200);
    expect(Object.values(await marks(customer))).toEqual([[], ['receptionists'], ['receptionists']]);
    expect(await usage(customer)).toMatchObject({ receptionistLimit: 1, overReceptionistCount: 2, overLanguageCount: 0 });

    const [first, second] = await list(customer);
    const refused = await admin.agent
      .patch(`/api/admin/receptionists/${second.id}`)
      .send({ status: 'active', ...realLine() })
      .expect(409);
    expect(refused.body.code).toBe('ADMIN.RECEPTIONIST_OVER_LIMIT');
    expect((await list(customer))[1].status).toBe('pending');
    const live = await admin.agent
      .patch(`/api/admin/receptionists/${first.id}`)
      .send({ status: 'active', ...realLine() })
      .expect(200);
    expect(live.body).toMatchObject({ status: 'active', overLimit: false });

    // Raising the override back clears the marks by itself.
    await admin.agent.patch(`/api/admin/users/${customer.id}`).send({ receptionistLimitActive: false }).expect(200);
    expect(Object.values(await marks(customer))).toEqual([[], [], []]);
  });

  it("answers 404 for keeping another customer's receptionist active, changing nothing", async () => {
    const owner = await businessCustomer();
    const other = await registerCustomer(app);
    const [receptionist] = await list(owner);
    await other.agent.post(`/api/receptionists/${receptionist.id}/keep-active`).expect(404);
    expect((await list(owner))[0].overLimit).toBe(false);
  });
});
