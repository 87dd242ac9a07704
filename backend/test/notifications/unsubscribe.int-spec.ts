import { linkedReceptionist } from '../calls/calls-helpers';
import { clientIp, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { UsedUnsubscribeTokensJob } from '../../src/modules/notifications/used-unsubscribe-tokens.job';
import { tokenOfHeader, unsubscribeToken } from './notifications-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULTS = { dailyDigest: true, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] };

/** POST /api/notifications/unsubscribe: a signed link turns one kind of mail off, once, without signing in. */
describe('one-click unsubscribe', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const unsubscribe = (token: string) => app.http().post('/api/notifications/unsubscribe').query({ token }).set('X-Forwarded-For', clientIp());
  const preferences = async (agent: Awaited<ReturnType<typeof registerCustomer>>['agent']) =>
    (await agent.get('/api/notifications/preferences').expect(200)).body;

  it('turns exactly the kind the link names off, without a session', async () => {
    const { agent, id } = await registerCustomer(app);
    await unsubscribe(unsubscribeToken(app, id, 'daily_digest')).expect(200, { kind: 'daily_digest' });
    expect(await preferences(agent)).toEqual({ ...DEFAULTS, dailyDigest: false });
    await unsubscribe(unsubscribeToken(app, id, 'usage_alerts')).expect(200, { kind: 'usage_alerts' });
    expect(await preferences(agent)).toEqual({ ...DEFAULTS, dailyDigest: false, usageAlerts: false });
  });

  it('turns call summaries off for the account and for every receptionist', async () => {
    const { customer, receptionistId } = await linkedReceptionist(app);
    const chosen = { ...DEFAULTS, callSummaries: true, callSummaryReceptionistIds: [receptionistId] };
    await customer.agent.put('/api/notifications/preferences').send(chosen).expect(200);
    await unsubscribe(unsubscribeToken(app, customer.id, 'call_summaries')).expect(200, { kind: 'call_summaries' });
    expect(await preferences(customer.agent)).toEqual(DEFAULTS);
  });

  it('takes a mail client’s RFC 8058 one-click POST: the header’s URL, a form body, no cookie nor origin of ours', async () => {
    const { agent, id } = await registerCustomer(app);
    const { headers, url } = app.get(NotificationsService).unsubscribeLink(id, 'daily_digest');
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(url).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);
    const path = new URL(headers['List-Unsubscribe'].slice(1, -1)).pathname;
    await app
      .http()
      .post(path)
      .query({ token: tokenOfHeader(headers['List-Unsubscribe']) })
      .set({
        'X-Forwarded-For': clientIp(),
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://mail.google.com',
        'Sec-Fetch-Site': 'cross-site',
      })
      .send('List-Unsubscribe=One-Click')
      .expect(200, { kind: 'daily_digest' });
    expect((await preferences(agent)).dailyDigest).toBe(false);
  });

  it('refuses a reused link, and changes nothing the second time', async () => {
    const { agent, id } = await registerCustomer(app);
    const token = unsubscribeToken(app, id, 'daily_digest');
    await unsubscribe(token).expect(200);
    await agent.put('/api/notifications/preferences').send(DEFAULTS).expect(200); // turned back on
    const response = await unsubscribe(token).expect(409);
    expect(response.body).toMatchObject({
      code: 'NOTIFICATIONS.USED_UNSUBSCRIBE_LINK',
      message: 'This unsubscribe link has already been used. Change your e-mail preferences in the Account tab.',
    });
    expect(await preferences(agent)).toEqual(DEFAULTS);
  });

  it('refuses forged and altered links, and changes nothing', async () => {
    const { agent, id } = await registerCustomer(app);
    const token = unsubscribeToken(app, id, 'usage_alerts');
    const [, kind, at, nonce, mac] = token.split('.');
    const other = await registerCustomer(app);
    const refused = [
      [other.id, kind, at, nonce, mac].join('.'), // someone else's account
      [id, 'daily_digest', at, nonce, mac].join('.'), // another kind
      `${id}.usage_alerts.${at}.${nonce}.${'A'.repeat(mac.length)}`, // a made-up signature
      'not-a-token',
    ];
    for (const forged of refused) {
      const response = await unsubscribe(forged).expect(400);
      expect(response.body).toMatchObject({
        code: 'NOTIFICATIONS.INVALID_UNSUBSCRIBE_LINK',
        message: 'This unsubscribe link is not valid. Change your e-mail preferences in the Account tab instead.',
      });
    }
    await app.http().post('/api/notifications/unsubscribe').set('X-Forwarded-For', clientIp()).expect(400);
    expect(await preferences(agent)).toEqual(DEFAULTS);
    expect(await preferences(other.agent)).toEqual(DEFAULTS);
  });

  it('refuses a link older than 90 days, and changes nothing', async () => {
    const { agent, id } = await registerCustomer(app);
    const response = await unsubscribe(unsubscribeToken(app, id, 'daily_digest', new Date(Date.now() - 91 * DAY_MS))).expect(410);
    expect(response.body).toMatchObject({ code: 'NOTIFICATIONS.EXPIRED_UNSUBSCRIBE_LINK' });
    expect(await preferences(agent)).toEqual(DEFAULTS);
    await unsubscribe(unsubscribeToken(app, id, 'daily_digest', new Date(Date.now() - 89 * DAY_MS))).expect(200);
  });

  it('forgets a used link once it could no longer be presented, and keeps refusing the newer ones', async () => {
    const { id } = await registerCustomer(app);
    const now = Date.now();
    const recent = unsubscribeToken(app, id, 'usage_alerts', new Date(now - 2 * DAY_MS));
    await unsubscribe(recent).expect(200);
    // One used 91 days ago, as if it had been issued then: expired by now.
    const sql = app.get(EntityManager).getConnection();
    await sql.execute(`insert into used_unsubscribe_tokens (nonce, user_id, kind, used_at) values ('old-nonce', ?, 'daily_digest', ?)`, [
      id,
      new Date(now - 91 * DAY_MS),
    ]);
    const nonces = async () => (await sql.execute('select nonce from used_unsubscribe_tokens where user_id = ?', [id])).map((row) => row.nonce);
    expect(await nonces()).toHaveLength(2);

    expect(await app.get(UsedUnsubscribeTokensJob).run(new Date(now))).toBeGreaterThanOrEqual(1);
    expect(await nonces()).toEqual([recent.split('.')[3]]);
    await unsubscribe(recent).expect(409);
  });

  it('never changes anything on GET (mail scanners open links)', async () => {
    const { agent, id } = await registerCustomer(app);
    await app
      .http()
      .get('/api/notifications/unsubscribe')
      .query({ token: unsubscribeToken(app, id, 'daily_digest') })
      .expect(404);
    expect(await preferences(agent)).toEqual(DEFAULTS);
  });
});
