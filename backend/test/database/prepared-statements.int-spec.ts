import { EntityManager } from '@mikro-orm/postgresql';
import { registerCustomer } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

describe('prepared statements of signed-in requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('keep answering after a migration adds columns under the running api', async () => {
    const { agent, email } = await registerCustomer(app);
    await agent.get('/api/user').expect(200); // the session and user statements are now prepared on pooled connections
    const connection = app.get(EntityManager).getConnection();
    await connection.execute('alter table users add column added_later text; alter table sessions add column added_later text');
    try {
      for (let attempt = 0; attempt < 5; attempt++) expect((await agent.get('/api/user').expect(200)).body.email).toBe(email);
    } finally {
      await connection.execute('alter table users drop column added_later; alter table sessions drop column added_later');
    }
  });
});
