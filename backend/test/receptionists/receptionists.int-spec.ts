import { EntityManager } from '@mikro-orm/postgresql';
import { Receptionist } from '../../src/modules/receptionists/receptionist.entity';
import { ReceptionistsService } from '../../src/modules/receptionists/receptionists.service';
import { User } from '../../src/modules/users/user.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { type Customer, registerCustomer } from '../support/accounts';
import { mailsTo, type SmtpInbox } from '../support/smtp-inbox';
import { type TestApp, closeAppWithInbox, startAppWithInbox } from '../support/test-app';
import { duringBillingHandler, holdTransaction } from '../support/held-transaction';
import { waitUntil } from '../support/wait';
import { mailText } from '../notifications/notifications-helpers';
import { realLine } from '../support/receptionist-lines';

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Front desk',
  phoneNumber: '+1 (415) 555-0134',
  languages: ['English', 'Spanish'],
  companyInfo: 'Dental practice in San Francisco. Cleanings, fillings, emergency visits.',
  businessHours: 'Mon-Fri 8am-6pm',
  ...overrides,
});

describe('receptionists API', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ app, inbox } = await startAppWithInbox()));
  afterAll(() => closeAppWithInbox(app, inbox));

  const em = () => app.get(EntityManager).fork();
  const withPlan = async ({ subscriptionPlan, subscriptionStatus, ...fields }: Partial<User & Subscription>) => {
    const customer = await registerCustomer(app);
    if (Object.keys(fields).length) await em().nativeUpdate(User, { id: customer.id }, fields);
    await em().nativeUpdate(Subscription, { user: customer.id }, { subscriptionPlan, ...(subscriptionStatus && { subscriptionStatus }) });
    return customer;
  };
  const create = (customer: Customer, body: Record<string, unknown> = valid()) => customer.agent.post('/api/receptionists').send(body);
  const countOf = (customer: Customer) => em().count(Receptionist, { user: customer.id });

  it('creates a pending, inactive receptionist without an AI number, with the request on its timeline', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const response = await create(customer).expect(201);
    expect(response.body).toMatchObject({ ...valid(), status: 'pending', active: false, aiPhoneNumber: null, forwardingCarrier: null, forwardingGuides: [] });
    expect(response.body.statusHistory).toEqual([{ from: null, to: 'pending', at: expect.any(String), by: 'customer' }]);
    const listed = await customer.agent.get('/api/receptionists').expect(200);
    expect(listed.body).toEqual([response.body]);
  });

  it('keeps the phone company the customer chooses, writes its codes for the AI number, and refuses an unknown one', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const created = await create(customer).expect(201);
    await em().nativeUpdate(Receptionist, { id: created.body.id }, { aiPhoneNumber: '+14155550199' });

    const chosen = await customer.agent.patch(`/api/receptionists/${created.body.id}`).send({ forwardingCarrier: 'verizon' }).expect(200);
    expect(chosen.body.forwardingCarrier).toBe('verizon');
    expect(chosen.body.forwardingGuides.map((guide: { carrier: string }) => guide.carrier)).toEqual(['verizon', 'att', 't-mobile', 'landline', 'other']);
    expect(chosen.body.forwardingGuides[0]).toMatchObject({
      carrierName: 'Verizon',
      codes: [
        { purpose: 'missed', dial: '*714155550199' },
        { purpose: 'all', dial: '*724155550199' },
        { purpose: 'stop', dial: '*73' },
      ],
    });

    const refused = await customer.agent.patch(`/api/receptionists/${created.body.id}`).send({ forwardingCarrier: 'sprint' }).expect(400);
    expect(refused.body.message).toBe('Phone company must be one of: verizon, att, t-mobile, landline, other');
    expect((await em().findOneOrFail(Receptionist, created.body.id)).forwardingCarrier).toBe('verizon');
    await customer.agent.patch(`/api/receptionists/${created.body.id}`).send({ forwardingCarrier: null }).expect(200);
    expect((await em().findOneOrFail(Receptionist, created.body.id)).forwardingCarrier).toBeNull();
  });

  it('ignores status, active, the AI number and voice ids from customers, on create and update', async () => {
    const customer = await withPlan({ subscriptionPlan: 'business', subscriptionStatus: 'active' });
    const created = await create(customer, valid({ status: 'active', active: true, aiPhoneNumber: '+18885550000' })).expect(201);
    expect(created.body).toMatchObject({ status: 'pending', active: false, aiPhoneNumber: null });
    const updated = await customer.agent
      .patch(`/api/receptionists/${created.body.id}`)
      .send({ status: 'active', active: true, aiPhoneNumber: '+18885550000', voiceAssistantId: 'asst-mine', name: 'Reception' })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Reception', status: 'pending', active: false, aiPhoneNumber: null });
    expect((await em().findOneOrFail(Receptionist, created.body.id)).voiceAssistantId).toBeNull();
  });

  it('tells our team once of a new request, and of a customer’s change to a live receptionist but not of a carrier choice', async () => {
    const company = `Team Mail Dental ${Date.now()}`;
    const customer = await registerCustomer(app, { plan: 'professional', companyName: company });
    const teamMails = (subject: string) => mailsTo(inbox, 'team@example.com').filter((mail) => mail.subject === subject);
    const created = await create(customer, valid({ name: 'Harbor desk' })).expect(201);
    const requested = `New receptionist request: Harbor desk for ${company}`;
    await waitUntil(() => teamMails(requested).length > 0, 10_000, 'the request mail');
    expect(mailText(teamMails(requested)[0].raw)).toContain('on their Professional plan');

    await em().nativeUpdate(Receptionist, { id: created.body.id }, { status: 'active', active: true, aiPhoneNumber: realLine().aiPhoneNumber });
    const path = `/api/receptionists/${created.body.id}`;
    await customer.agent.patch(path).send({ businessHours: 'Mon-Sat 8am-6pm' }).expect(200);
    await customer.agent.patch(path).send({ forwardingCarrier: 'att' }).expect(200);
    await customer.agent.patch(path).send({ name: 'Harbor front desk' }).expect(200);
    const changed = (name: string) => `Live receptionist changed: ${name} of ${company}`;
    await waitUntil(() => teamMails(changed('Harbor front desk')).length > 0, 10_000, 'the second change mail');
    expect(teamMails(requested)).toHaveLength(1);
    expect(teamMails(changed('Harbor desk')).map((mail) => mailText(mail.raw))).toEqual([expect.stringContaining('Mon-Fri 8am-6pm → Mon-Sat 8am-6pm')]);
    expect(mailText(teamMails(changed('Harbor front desk'))[0].raw)).toContain('Harbor desk → Harbor front desk');
  });

  it('uses English when no language is chosen', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const { languages: _languages, ...body } = valid();
    expect((await create(customer, body).expect(201)).body.languages).toEqual(['English']);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ phoneNumber: undefined }, 'phoneNumber', 'Phone number is required'],
    [{ phoneNumber: 'call me' }, 'phoneNumber', 'Please enter a valid phone number'],
    [
      { languages: ['Klingon'] },
      'languages',
      'Languages must be among: English, Spanish, French, German, Italian, Portuguese, Japanese, Chinese, Korean, Russian',
    ],
    [{ languages: [] }, 'languages', 'Choose at least one language'],
    [{ languages: 'English' }, 'languages', 'Choose at least one language'],
    [{ languages: ['English', 'English'] }, 'languages', 'Each language can be chosen once'],
    [{ companyInfo: 'x'.repeat(5001) }, 'companyInfo', 'Company information must be at most 5000 characters'],
    [{ businessHours: 42 }, 'businessHours', 'Business hours must be text'],
  ])('refuses %j with 400 and the field message, creating nothing', async (overrides, field, message) => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const response = await create(customer, valid(overrides)).expect(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countOf(customer)).toBe(0);
  });

  it.each([
    ['no plan', {}],
    ['a checkout still waiting for its payment', { subscriptionPlan: 'business', subscriptionStatus: 'pending' }],
    ['an override that is switched off', { receptionistLimit: 3, receptionistLimitActive: false }],
  ] as const)('refuses a request with %s: 403 PLAN_REQUIRED, nothing created, and the usage says a plan is needed', async (_case, fields) => {
    const customer = await withPlan(fields as Partial<User & Subscription>);
    const usage = await customer.agent.get('/api/receptionists/usage').expect(200);
    expect(usage.body).toMatchObject({ planRequired: true, canAddMore: false, receptionistCount: 0 });
    const refused = await create(customer).expect(403);
    expect(refused.body).toMatchObject({
      code: 'RECEPTIONISTS.PLAN_REQUIRED',
      message: 'Choose a plan to request a receptionist: our team builds it for the plan you choose.',
    });
    expect(await countOf(customer)).toBe(0);
  });

  it('takes a request under a cancelled plan still in its paid period, or under our team’s override without a plan', async () => {
    const cancelled = await withPlan({ subscriptionPlan: 'professional', subscriptionStatus: 'cancelled' });
    await create(cancelled).expect(201);
    expect((await cancelled.agent.get('/api/receptionists/usage').expect(200)).body).toMatchObject({ planRequired: false, planName: 'Professional' });
    const deal = await withPlan({ receptionistLimit: 2, receptionistLimitActive: true });
    await create(deal).expect(201);
    expect((await deal.agent.get('/api/receptionists/usage').expect(200)).body).toMatchObject({ planRequired: false, planName: 'No plan', canAddMore: true });
  });

  it.each([
    [
      'professional',
      { subscriptionPlan: 'professional', subscriptionStatus: 'active' },
      1,
      'Your Professional plan allows up to 1 receptionist. Please upgrade your subscription to add more.',
    ],
    [
      'business',
      { subscriptionPlan: 'business', subscriptionStatus: 'trial' },
      3,
      'Your Business plan allows up to 3 receptionists. Please upgrade your subscription to add more.',
    ],
    [
      'enterprise',
      { subscriptionPlan: 'enterprise', subscriptionStatus: 'active' },
      10,
      'Your Enterprise plan allows up to 10 receptionists. Please upgrade your subscription to add more.',
    ],
    [
      'an override of 2 on professional',
      { subscriptionPlan: 'professional', receptionistLimit: 2, receptionistLimitActive: true },
      2,
      'Your Professional plan allows up to 2 receptionists. Please upgrade your subscription to add more.',
    ],
    [
      'an override of 0',
      { subscriptionPlan: 'business', receptionistLimit: 0, receptionistLimitActive: true },
      0,
      'Your Business plan allows up to 0 receptionists. Please upgrade your subscription to add more.',
    ],
    [
      'an override that is switched off',
      { subscriptionPlan: 'business', subscriptionStatus: 'active', receptionistLimit: 1, receptionistLimitActive: false },
      3,
      'Your Business plan allows up to 3 receptionists. Please upgrade your subscription to add more.',
    ],
  ] as const)('allows %s its %s receptionist(s), then refuses with 403 and the plan message', async (_case, plan, limit, message) => {
    const customer = await withPlan(plan as Partial<User & Subscription>);
    for (let created = 0; created < limit; created++) await create(customer, valid({ languages: ['English'] })).expect(201);
    const usage = await customer.agent.get('/api/receptionists/usage').expect(200);
    expect(usage.body).toMatchObject({ receptionistCount: limit, receptionistLimit: limit, canAddMore: false });
    const refused = await create(customer, valid({ languages: ['English'] })).expect(403);
    expect(refused.body).toMatchObject({ code: 'RECEPTIONISTS.LIMIT_REACHED', message });
    expect(await countOf(customer)).toBe(limit);
  });

  it('caps languages per receptionist by plan, on create and update', async () => {
    const professional = await withPlan({ subscriptionPlan: 'professional', subscriptionStatus: 'active' });
    const four = ['English', 'Spanish', 'French', 'German'];
    const refused = await create(professional, valid({ languages: four })).expect(403);
    expect(refused.body).toMatchObject({
      code: 'RECEPTIONISTS.LANGUAGE_LIMIT_REACHED',
      message: 'Your Professional plan allows up to 3 languages per receptionist.',
    });
    const created = await create(professional, valid({ languages: four.slice(0, 3) })).expect(201);
    await professional.agent.patch(`/api/receptionists/${created.body.id}`).send({ languages: four }).expect(403);
    expect((await em().findOneOrFail(Receptionist, created.body.id)).languages).toEqual(four.slice(0, 3));

    const business = await withPlan({ subscriptionPlan: 'business', subscriptionStatus: 'active' });
    await create(business, valid({ languages: [...four, 'Italian'] })).expect(201);
    const six = await create(business, valid({ languages: [...four, 'Italian', 'Korean'] })).expect(403);
    expect(six.body.message).toBe('Your Business plan allows up to 5 languages per receptionist.');
  });

  it('never lets concurrent requests pass the limit together', async () => {
    const customer = await withPlan({ subscriptionPlan: 'business', subscriptionStatus: 'active' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(customer, valid({ languages: ['English'] }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 403, 403, 403, 403, 403, 403, 403]);
    expect(await countOf(customer)).toBe(3);
  });

  it('counts a request made while a plan change is under way against the new plan', async () => {
    const customer = await withPlan({ subscriptionPlan: 'business', subscriptionStatus: 'active' });
    await create(customer, valid({ languages: ['English'] })).expect(201);
    // A downgrade to Professional (one receptionist) holds the subscription row while the second request arrives.
    const downgrade = await holdTransaction();
    try {
      await downgrade.query(`update subscriptions set subscription_plan = 'professional' where user_id = $1`, [customer.id]);
      const request = create(customer, valid({ languages: ['English'] })).then((answer) => answer);
      // The request waits on the row (PostgreSQL reports it waiting for a lock) instead of counting by the old plan.
      await downgrade.untilSomeoneWaits('the request waiting for the plan change');
      await downgrade.commit();
      const answer = await request;
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'RECEPTIONISTS.LIMIT_REACHED' });
      expect(await countOf(customer)).toBe(1);
    } finally {
      await downgrade.end();
    }
  });

  it('takes a request while a payment event holds the subscription, without a deadlock (the plan is locked first)', async () => {
    const customer = await withPlan({ subscriptionPlan: 'business', subscriptionStatus: 'active' });
    const answer = await duringBillingHandler(customer.id, async () => create(customer, valid({ languages: ['English'] })));
    expect(answer.status).toBe(201);
  });

  it("answers 404 for another customer's receptionist (read, update, delete) and changes nothing", async () => {
    const owner = await registerCustomer(app, { plan: 'professional' });
    const created = await create(owner).expect(201);
    const other = await registerCustomer(app, { plan: 'professional' });
    expect((await other.agent.get('/api/receptionists').expect(200)).body).toEqual([]);
    const patch = await other.agent.patch(`/api/receptionists/${created.body.id}`).send({ name: 'Mine now' }).expect(404);
    expect(patch.body).toMatchObject({ code: 'RECEPTIONISTS.NOT_FOUND', message: 'Receptionist not found' });
    await other.agent.delete(`/api/receptionists/${created.body.id}`).expect(404);
    expect(await em().findOneOrFail(Receptionist, created.body.id)).toMatchObject({ name: 'Front desk' });
  });

  it('deletes the own receptionist (204), after which it is not found', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const created = await create(customer).expect(201);
    await customer.agent.delete(`/api/receptionists/${created.body.id}`).expect(204);
    await customer.agent.delete(`/api/receptionists/${created.body.id}`).expect(404);
    expect(await countOf(customer)).toBe(0);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648'])('refuses the id %s with 400', async (id) => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const response = await customer.agent.patch(`/api/receptionists/${id}`).send({ name: 'x' }).expect(400);
    expect(response.body.code).toBe('REQUEST.INVALID_ID');
  });

  it('needs a signed-in customer', async () => {
    await app.http().get('/api/receptionists').expect(401);
    await app.http().post('/api/receptionists').send(valid()).expect(401);
  });

  it('keeps each move our team makes on the timeline, sets active only while live, and e-mails at training and at go-live', async () => {
    const customer = await registerCustomer(app, { verified: true, plan: 'professional' });
    const created = await create(customer).expect(201);
    await em().nativeUpdate(Receptionist, { id: created.body.id }, { aiPhoneNumber: '+14155550177', forwardingCarrier: 't-mobile' });
    const admin = await em().findOneOrFail(User, { role: 'admin' });
    const service = app.get(ReceptionistsService);
    for (const to of ['training', 'active', 'inactive'] as const) {
      await em().transactional(async (tx) => {
        const receptionist = await tx.findOneOrFail(Receptionist, created.body.id, { populate: ['user'] });
        service.changeStatus(tx, receptionist, to, tx.getReference(User, admin.id));
      });
      const [current] = (await customer.agent.get('/api/receptionists').expect(200)).body;
      expect(current).toMatchObject({ status: to, active: to === 'active' });
    }
    const [final] = (await customer.agent.get('/api/receptionists').expect(200)).body;
    expect(final.statusHistory.map((change: { from: string; to: string; by: string }) => [change.from, change.to, change.by])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'training', 'team'],
      ['training', 'active', 'team'],
      ['active', 'inactive', 'team'],
    ]);
    await waitUntil(() => mailsTo(inbox, customer.email).length === 2, 10_000, 'two mails');
    expect(mailsTo(inbox, customer.email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Front desk is in training', 'Front desk is live and answering calls']),
    );
    // The live mail gives the number and the forwarding codes of the phone company the customer chose.
    const live = mailsTo(inbox, customer.email).find((mail) => mail.subject === 'Front desk is live and answering calls')!;
    const text = mailText(live.raw);
    for (const part of ['+1 (415) 555-0177', 'Forwarding on T-Mobile', '**004*4155550177#', '**21*4155550177#', '##002#']) expect(text).toContain(part);
  });
});
