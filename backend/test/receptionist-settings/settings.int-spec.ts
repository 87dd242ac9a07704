import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { type Customer, giveActivePlan, registerCustomer, signInAdmin } from '../support/accounts';
import { putLive } from '../support/receptionist-lines';
import { type TestApp, createTestApp } from '../support/test-app';

const request = {
  name: 'Harbor desk',
  phoneNumber: '+1 (415) 555-0134',
  languages: ['English'],
  businessHours: 'Mon-Fri 8am-6pm',
  companyInfo: 'Harbor Dental.',
};
const week = (ranges: { start: string; end: string }[]) =>
  Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day, index) => [day, index < 5 ? ranges : []]));
const person = (index: number) => ({ name: `Person ${index}`, number: `+1415555010${index}`, when: 'open', askFor: '' });

describe('a receptionist’s settings (/api/receptionists/{id}/settings)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const sql = (text: string, params: unknown[] = []) => app.get(EntityManager).getConnection().execute(text, params);
  const versionRows = async (id: number) =>
    Number((await sql('select count(*) as n from receptionist_settings_versions where receptionist_id = ?', [id]))[0].n);
  async function customerWithReceptionist(
    plan: 'professional' | 'business' = 'professional',
  ): Promise<{ customer: Customer; id: number; settingsUrl: string }> {
    const customer = await registerCustomer(app, { plan, companyName: 'Harbor Dental' });
    const { id } = (await customer.agent.post('/api/receptionists').send(request).expect(201)).body;
    return { customer, id, settingsUrl: `/api/receptionists/${id}/settings` };
  }
  const current = async (agent: TestAgent, url: string) => (await agent.get(url).expect(200)).body;
  /** Saves the current document with `change` applied, from the version the page shows. */
  async function save(agent: TestAgent, url: string, change: Record<string, unknown>, expected = 200) {
    const { version, settings } = await current(agent, url);
    return agent
      .put(url)
      .send({ baseVersion: version, settings: { ...settings, ...change } })
      .expect(expected);
  }

  it('starts from defaults: weekdays 9 to 5, a greeting with the business’s name, the company information and hours as requested', async () => {
    const { customer, settingsUrl } = await customerWithReceptionist();
    const body = await current(customer.agent, settingsUrl);
    expect(body).toMatchObject({
      receptionistName: 'Harbor desk',
      businessName: 'Harbor Dental',
      version: 0,
      saved: null,
      delivery: 'setup',
      deliveryText: 'Our team builds your receptionist with these settings.',
      allowance: { planName: 'Professional', answers: 25, transferPeople: 3 },
      requestedHours: 'Mon-Fri 8am-6pm',
    });
    expect(body.settings).toMatchObject({
      greeting: 'Thank you for calling Harbor Dental. How can I help you today?',
      companyInfo: 'Harbor Dental.',
      hours: { timeZone: 'America/New_York', weekly: week([{ start: '09:00', end: '17:00' }]), overrides: [] },
      answers: [],
      transfers: [],
      transferFallback: 'message',
      afterHours: { action: 'message', transferTo: '' },
    });
    expect(body.openStatus).toMatch(/^(Open now|Closed)/);
  });

  it('lists where each of the customer’s receptionists’ settings stands, for the cards, and nobody else’s', async () => {
    const { customer, id, settingsUrl } = await customerWithReceptionist('business');
    const second = (
      await customer.agent
        .post('/api/receptionists')
        .send({ ...request, name: 'Second desk' })
        .expect(201)
    ).body.id;
    await save(customer.agent, settingsUrl, { greeting: 'Harbor Dental, good day.' });
    // The second one is live with an assistant: its save waits for the worker (none runs here).
    await putLive(app, second);
    await save(customer.agent, `/api/receptionists/${second}/settings`, { greeting: 'Second desk, good day.' });

    expect((await customer.agent.get('/api/receptionist-settings/deliveries').expect(200)).body).toEqual([
      { receptionistId: id, version: 1, delivery: 'setup', deliveryText: 'Our team builds your receptionist with these settings.' },
      { receptionistId: second, version: 1, delivery: 'applying', deliveryText: 'Applying version 1 to your receptionist…' },
    ]);
    const other = await registerCustomer(app, { plan: 'professional' });
    expect((await other.agent.get('/api/receptionist-settings/deliveries').expect(200)).body).toEqual([]);
  });

  it('saves a new version with what changed, keeps the card’s company information in step, and makes no version when nothing changed', async () => {
    const { customer, id, settingsUrl } = await customerWithReceptionist();
    const saved = (
      await save(customer.agent, settingsUrl, {
        hours: {
          timeZone: 'Europe/London',
          weekly: week([
            { start: '08:00', end: '12:00' },
            { start: '13:00', end: '18:00' },
          ]),
          overrides: [{ from: '2026-12-24', to: '2026-12-26', ranges: [], label: 'Christmas' }],
        },
        companyInfo: '  Harbor Dental, 12 Main Street.  ',
        answers: [{ question: 'Do you take walk-ins?', answer: 'Yes, until 4 PM.' }],
      })
    ).body;
    expect(saved.version).toBe(1);
    expect(saved.saved).toMatchObject({
      version: 1,
      author: { name: 'Grace Hopper', byTeam: false },
      changedLabels: ['Opening hours', 'Company information', 'Answers'],
    });
    expect(saved.settings.companyInfo).toBe('Harbor Dental, 12 Main Street.');
    expect(saved.settings.hours.overrides).toEqual([{ from: '2026-12-24', to: '2026-12-26', ranges: [], label: 'Christmas' }]);
    const [card] = (await customer.agent.get('/api/receptionists').expect(200)).body;
    expect(card.companyInfo).toBe('Harbor Dental, 12 Main Street.');

    const again = (await save(customer.agent, settingsUrl, {})).body;
    expect(again.version).toBe(1);
    expect(await versionRows(id)).toBe(1);

    await save(customer.agent, settingsUrl, { greeting: 'Harbor Dental, this is Ava.' });
    const history = (await customer.agent.get(`${settingsUrl}/versions`).expect(200)).body;
    expect(history.map((entry: { version: number; changed: string[] }) => [entry.version, entry.changed])).toEqual([
      [2, ['greeting']],
      [1, ['hours', 'companyInfo', 'answers']],
    ]);
    const first = (await customer.agent.get(`${settingsUrl}/versions/1`).expect(200)).body;
    expect(first.settings.greeting).toBe('Thank you for calling Harbor Dental. How can I help you today?');
  });

  it('restores an old version as a new one, and refuses a version that does not exist', async () => {
    const { customer, settingsUrl } = await customerWithReceptionist();
    await save(customer.agent, settingsUrl, { greeting: 'First greeting.' });
    await save(customer.agent, settingsUrl, { greeting: 'Second greeting.' });
    const restored = (await customer.agent.post(`${settingsUrl}/versions/1/restore`).send({ baseVersion: 2 }).expect(200)).body;
    expect(restored).toMatchObject({ version: 3, saved: { restoredFrom: 1, changed: ['greeting'] }, settings: { greeting: 'First greeting.' } });

    const missing = await customer.agent.post(`${settingsUrl}/versions/9/restore`).send({ baseVersion: 3 }).expect(404);
    expect(missing.body.code).toBe('RECEPTIONIST_SETTINGS.VERSION_NOT_FOUND');
    await customer.agent.get(`${settingsUrl}/versions/9`).expect(404);
    await customer.agent.get(`${settingsUrl}/versions/0`).expect(400);
  });

  it('refuses a save from an older version with 409, saving nothing, so two people’s edits never overwrite each other', async () => {
    const { customer, id, settingsUrl } = await customerWithReceptionist();
    const { settings } = await current(customer.agent, settingsUrl);
    const [first, second] = await Promise.all([
      customer.agent.put(settingsUrl).send({ baseVersion: 0, settings: { ...settings, greeting: 'One.' } }),
      customer.agent.put(settingsUrl).send({ baseVersion: 0, settings: { ...settings, greeting: 'Two.' } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toMatchObject({
      code: 'RECEPTIONIST_SETTINGS.STALE',
      message: 'Version 1 of these settings was saved since you opened them. Reload to see it, then make your change again.',
    });
    expect(await versionRows(id)).toBe(1);
  });

  it.each([
    ['a time zone that does not exist', { hours: { timeZone: 'Mars/Olympus', weekly: week([]), overrides: [] } }, 'settings.hours.timeZone', /not a time zone/],
    [
      '25:00',
      { hours: { timeZone: 'UTC', weekly: week([{ start: '09:00', end: '25:00' }]), overrides: [] } },
      'settings.hours.weekly.monday.0.end',
      /end time/,
    ],
    [
      'overlapping ranges',
      {
        hours: {
          timeZone: 'UTC',
          weekly: week([
            { start: '09:00', end: '13:00' },
            { start: '12:00', end: '17:00' },
          ]),
          overrides: [],
        },
      },
      'settings.hours.weekly.monday.1',
      /overlap/,
    ],
    ['a 10,000-character answer', { answers: [{ question: 'Parking?', answer: 'x'.repeat(10_000) }] }, 'settings.answers.0.answer', /a paragraph/],
    ['a number not in E.164', { transfers: [{ ...person(1), number: '415-555-0101' }] }, 'settings.transfers.0.number', /E\.164/],
    [
      'the same question twice',
      { answers: [0, 1].map(() => ({ question: 'Parking?', answer: 'Behind the building.' })) },
      'settings.answers.1.question',
      /already answered/,
    ],
    [
      'a blocked VIP',
      { transfers: [person(1)], vipCallers: [{ number: '+14155550199', label: '' }], blockedCallers: [{ number: '+14155550199', label: '' }] },
      'settings.blockedCallers.0.number',
      /also a VIP/,
    ],
    ['VIPs and nobody to put them through to', { vipCallers: [{ number: '+14155550199', label: 'Landlord' }] }, 'settings.vipCallers', /add someone/],
    ['an on-call transfer with no number', { afterHours: { action: 'transfer', transferTo: '' } }, 'settings.afterHours.transferTo', /on-call number/],
    ['an unknown after-hours action', { afterHours: { action: 'sing', transferTo: '' } }, 'settings.afterHours.action', /after hours/],
    ['settings that are not an object', 'closed', 'settings', /Send the settings/],
    ['a greeting that is not text', { greeting: 42 }, 'settings.greeting', /greeting/],
  ])('answers %s with a 400 naming the field, and changes nothing', async (_case, change, field, message) => {
    const { customer, id, settingsUrl } = await customerWithReceptionist();
    const { settings } = await current(customer.agent, settingsUrl);
    const body = typeof change === 'string' ? { baseVersion: 0, settings: change } : { baseVersion: 0, settings: { ...settings, ...change } };
    const response = await customer.agent.put(settingsUrl).send(body).expect(400);
    expect(response.body.errors[field]).toMatch(message);
    expect(await versionRows(id)).toBe(0);
  });

  it('keeps answers and transfer people within the plan: refused past it, kept after a downgrade but never extended', async () => {
    const { customer, id, settingsUrl } = await customerWithReceptionist();
    const refused = await save(customer.agent, settingsUrl, { transfers: [1, 2, 3, 4].map(person) }, 403);
    expect(refused.body).toMatchObject({
      code: 'RECEPTIONIST_SETTINGS.LIMIT_REACHED',
      message: 'Your Professional plan allows up to 3 people to transfer to (there are 4)',
    });
    expect(await versionRows(id)).toBe(0);

    await giveActivePlan(app, customer, 'business');
    expect((await current(customer.agent, settingsUrl)).allowance).toEqual({ planName: 'Business', answers: 100, transferPeople: 10 });
    await save(customer.agent, settingsUrl, { transfers: [1, 2, 3, 4].map(person) });

    await giveActivePlan(app, customer, 'professional');
    await save(customer.agent, settingsUrl, { greeting: 'Still four people.' });
    await save(customer.agent, settingsUrl, { transfers: [1, 2, 3, 4, 5].map(person) }, 403);
    const trimmed = (await save(customer.agent, settingsUrl, { transfers: [1, 2].map(person) })).body;
    expect(trimmed.settings.transfers).toHaveLength(2);
  });

  it('sends a version to the receptionist’s assistant once one is linked, and says it is on its way', async () => {
    const { customer, id, settingsUrl } = await customerWithReceptionist();
    const saved = (await save(customer.agent, settingsUrl, { greeting: 'Harbor Dental, this is Ava.' })).body;
    expect(saved).toMatchObject({ version: 1, delivery: 'setup', deliveryText: 'Our team builds your receptionist with these settings.' });
    const outbox = () => sql(`select payload from outbox where queue = 'assistant-settings' and payload->>'receptionistId' = ?`, [String(id)]);
    expect(await outbox()).toEqual([]);

    await putLive(app, id);
    const applying = (await save(customer.agent, settingsUrl, { afterHours: { action: 'transfer', transferTo: '+14155550177' } })).body;
    expect(applying).toMatchObject({ version: 2, delivery: 'applying', deliveryText: 'Applying version 2 to your receptionist…' });
    expect(await outbox()).toEqual([{ payload: { receptionistId: id, version: 2 } }]);
    // Nothing for our team to do by hand: the platform takes it.
    const admin = await signInAdmin(app);
    expect((await admin.get('/api/admin/work-queue').query({ q: customer.email, kind: 'change' }).expect(200)).body.items).toEqual([]);
  });

  it('answers another customer’s receptionist as not found, and never changes it', async () => {
    const { id, settingsUrl } = await customerWithReceptionist();
    const stranger = await registerCustomer(app, { plan: 'professional' });
    await stranger.agent.get(settingsUrl).expect(404);
    await stranger.agent.get(`${settingsUrl}/versions`).expect(404);
    const refused = await stranger.agent
      .put(settingsUrl)
      .send({ baseVersion: 0, settings: (await current(await signInAdmin(app), `/api/admin/receptionists/${id}/settings`)).settings })
      .expect(404);
    expect(refused.body.code).toBe('RECEPTIONIST_SETTINGS.NOT_FOUND');
    await stranger.agent.post(`${settingsUrl}/versions/1/restore`).send({ baseVersion: 0 }).expect(404);
    expect(await versionRows(id)).toBe(0);
    await app.http().get(settingsUrl).expect(401);
  });
});
