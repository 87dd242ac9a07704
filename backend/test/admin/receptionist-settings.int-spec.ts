import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { AuditLogEntry } from '../../src/modules/audit/audit-log.entity';
import { registerCustomer, signInAdmin } from '../support/accounts';
import { putLive } from '../support/receptionist-lines';
import { type TestApp, createTestApp } from '../support/test-app';

const request = { name: 'Harbor desk', phoneNumber: '+1 (415) 555-0134', languages: ['English'] };

describe('a receptionist’s settings in the back office (/api/admin/receptionists/{id}/settings)', () => {
  let app: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAdmin(app);
  });
  afterAll(() => app.close());

  it('lets our team read and change any receptionist’s settings: a version by “Our team”, audited before and after, sent to the assistant', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const { id } = (await customer.agent.post('/api/receptionists').send(request).expect(201)).body;
    await putLive(app, id);
    const url = `/api/admin/receptionists/${id}/settings`;
    const { settings } = (await admin.get(url).expect(200)).body;

    const saved = (
      await admin
        .put(url)
        .send({ baseVersion: 0, settings: { ...settings, transfers: [{ name: 'Dr. Patel', number: '+14155550101', when: 'always', askFor: 'emergencies' }] } })
        .expect(200)
    ).body;
    expect(saved).toMatchObject({ version: 1, saved: { author: { name: 'Our team', byTeam: true }, changed: ['transfers'] } });

    // The customer sees the same version, by our team.
    const seen = (await customer.agent.get(`/api/receptionists/${id}/settings`).expect(200)).body;
    expect(seen).toMatchObject({ version: 1, delivery: 'applying', saved: { author: { name: 'Our team' } } });
    const work = (await admin.get('/api/admin/work-queue').query({ q: customer.email, kind: 'change' }).expect(200)).body.items;
    expect(work).toEqual([]);

    const [entry] = await app
      .get(EntityManager)
      .fork()
      .find(AuditLogEntry, { action: 'receptionist.settings_saved', targetId: String(id) });
    expect(entry.details).toEqual({
      changes: {
        transfers: { before: 'no answer: take a message', after: 'Dr. Patel +14155550101 (at any hour; for emergencies) | no answer: take a message' },
        version: { before: 0, after: 1 },
      },
    });

    // What our team gives the live assistant: the newest version's instructions.
    const instructions = (await admin.get(`${url}/instructions`).expect(200)).body;
    expect(instructions).toMatchObject({
      version: 1,
      firstMessage: '{% raw %}Thank you for calling Compilers Inc. How can I help you today?{% endraw %}',
      transferDestinations: [{ number: '+14155550101', description: 'Dr. Patel, at any hour, for: emergencies' }],
    });
    expect(instructions.systemPrompt).toContain('Dr. Patel');

    const restored = (await admin.post(`${url}/versions/1/restore`).send({ baseVersion: 1 }).expect(200)).body;
    expect(restored.version).toBe(1); // restoring the newest changes nothing
    expect(
      await app
        .get(EntityManager)
        .fork()
        .count(AuditLogEntry, { action: 'receptionist.settings_restored', targetId: String(id) }),
    ).toBe(0);
  });

  it('is for administrators only, and answers an unknown receptionist with 404', async () => {
    const customer = await registerCustomer(app, { plan: 'professional' });
    const { id } = (await customer.agent.post('/api/receptionists').send(request).expect(201)).body;
    await customer.agent.get(`/api/admin/receptionists/${id}/settings`).expect(403);
    const missing = await admin.get('/api/admin/receptionists/2147483647/settings').expect(404);
    expect(missing.body.code).toBe('RECEPTIONIST_SETTINGS.NOT_FOUND');
  });
});
