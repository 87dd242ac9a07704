import { DriverException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryPrepared } from '../../src/database/prepared-statements';
import { registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

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

  it('fail as the ORM fails: a DriverException carrying the SQLSTATE, and the connection goes back to the pool', async () => {
    const em = app.get(EntityManager).fork();
    const failure = await queryPrepared(em, 'select 1 / $1::int as quotient', [0]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DriverException);
    expect(failure).toMatchObject({ code: '22012' }); // division_by_zero
    expect(await queryPrepared(em, 'select 1 / $1::int as quotient', [1])).toEqual([{ quotient: 1 }]);
  });
});
