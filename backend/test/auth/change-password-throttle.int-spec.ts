import { RedisClient } from '../../src/jobs/redis-client.service';
import { registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** A stolen session cannot guess the current password it would need to take the account over. */
describe('change-password throttling', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** Ends the account's 15-minute window now, as time would: the counter is left one second to live. */
  async function letWindowPass(userId: number): Promise<void> {
    const redis = app.get(RedisClient);
    expect(await redis.redis.expire(`${redis.keyPrefix}:rate:change-password:user:${userId}`, 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }

  it('answers 429 after 5 wrong current passwords, even to the right one, until the window passes', async () => {
    const { agent, id, password } = await registerCustomer(app);
    const statuses: number[] = [];
    for (let guess = 0; guess < 60; guess++) {
      statuses.push((await agent.post('/api/user/change-password').send({ currentPassword: `guess number ${guess}`, newPassword: 'a brand new one' })).status);
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(55).fill(429)]);
    const throttled = await agent.post('/api/user/change-password').send({ currentPassword: password, newPassword: 'a brand new one' }).expect(429);
    expect(throttled.body.code).toBe('AUTH.CHANGE_PASSWORD_THROTTLED');
    expect(throttled.body.message).toMatch(/^Too many wrong current passwords\. Please try again in 1[45] minutes\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await letWindowPass(id);
    await agent.post('/api/user/change-password').send({ currentPassword: password, newPassword: 'a brand new one' }).expect(200);
  });

  it('keeps to 5 guesses when they come at once', async () => {
    const { agent } = await registerCustomer(app);
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, guess) =>
        agent.post('/api/user/change-password').send({ currentPassword: `guess ${guess}`, newPassword: 'a brand new one' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(400), ...Array(4).fill(429)]);
  });

  it("forgets the account's wrong guesses once the right password is given", async () => {
    const { agent, password } = await registerCustomer(app);
    for (let guess = 0; guess < 4; guess++)
      await agent.post('/api/user/change-password').send({ currentPassword: 'not it', newPassword: 'a brand new one' }).expect(400);
    await agent.post('/api/user/change-password').send({ currentPassword: password, newPassword: 'a brand new one' }).expect(200);
    for (let guess = 0; guess < 5; guess++)
      await agent.post('/api/user/change-password').send({ currentPassword: 'not it', newPassword: 'another new one' }).expect(400);
    await agent.post('/api/user/change-password').send({ currentPassword: 'a brand new one', newPassword: 'another new one' }).expect(429);
  });
});
