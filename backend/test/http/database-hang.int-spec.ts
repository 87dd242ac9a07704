import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Test } from '@nestjs/testing';
import { toAppException } from '../../src/common/errors/all-exceptions.filter';
import { queryTimeoutMs } from '../../src/database/database-waits';
import { CoreModule } from '../../src/core.module';
import { createOrmConfig } from '../../src/database/mikro-orm.config';
import { clientIp, registerCustomer } from '../support/accounts';
import { proxyUrl } from '../support/tcp-proxy';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

// Small bounds, so that the test is quick: connections made within 500 ms, taken from the pool within 1 s, statements cancelled after 500 ms.
const WAITS = { DATABASE_CONNECT_TIMEOUT_MS: '500', DATABASE_ACQUIRE_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '500' };
// The longest single wait: a statement sent on a connection made before the server froze, which the client then abandons.
const LONGEST_WAIT_MS = queryTimeoutMs(500);
const DATABASE_UNAVAILABLE = {
  statusCode: 503,
  code: 'DATABASE.UNAVAILABLE',
  message: 'We cannot reach our database at the moment. Please try again in a minute',
};

/** The api with its database behind a proxy that a test stalls: PostgreSQL accepts connections but answers nothing. */
describe('requests while the database hangs', () => {
  let app: TestApp;
  let database: Awaited<ReturnType<typeof proxyUrl>>;

  beforeAll(async () => {
    Object.assign(process.env, WAITS); // this file's apps and ORMs, the worker's included
    database = await proxyUrl(process.env.DATABASE_URL!);
    app = await createTestApp({ env: { DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    database.proxy.restore();
    await app.close();
    await database.proxy.close();
    for (const name of Object.keys(WAITS)) delete process.env[name];
  });

  it('answer 503 within the bounds, on connections made before the stall and new ones alike, and work again with the same app once it answers', async () => {
    const customer = await registerCustomer(app);
    database.proxy.stall();
    try {
      // The session store's pool (signed-in reads), the ORM (a signed-out sign-in), both; twice, so that the second
      // round meets new connections that are never answered, the first round's having been dropped.
      for (let round = 0; round < 2; round++) {
        const requests = [
          customer.agent.get('/api/user'),
          app.http().post('/api/login').set('X-Forwarded-For', clientIp()).send({ email: customer.email, password: customer.password }),
          customer.agent.get('/api/receptionists'),
        ];
        for (const request of requests) {
          const started = Date.now();
          const response = await request.expect(503);
          expect(Date.now() - started).toBeLessThan(3 * LONGEST_WAIT_MS);
          expect(response.body).toMatchObject(DATABASE_UNAVAILABLE);
        }
      }
      await app.http().get('/api/plans').expect(200);
    } finally {
      database.proxy.restore();
    }
    // Each connection that was idle through the stall fails once when next used (its packets are lost); the ones whose
    // queries were abandoned are dropped rather than handed out again, so every request then succeeds.
    const bothWork = async () => (await customer.agent.get('/api/user')).status === 200 && (await customer.agent.get('/api/receptionists')).status === 200;
    await waitUntil(bothWork, 10_000, 'signed-in reads to work again');
    for (let request = 0; request < 10; request++) {
      await customer.agent.get('/api/user').expect(200);
      await customer.agent.get('/api/receptionists').expect(200);
    }
  });

  it("cancels a statement of the api's that runs past the statement timeout, which answers 503", async () => {
    const error = await app
      .get(EntityManager)
      .fork()
      .getConnection()
      .execute('select pg_sleep(5)')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '57014' }); // cancelled by PostgreSQL itself: the connection stays usable
    expect(toAppException(error)).toMatchObject({ status: 503, code: 'DATABASE.UNAVAILABLE' });
    await app.get(EntityManager).fork().getConnection().execute('select 1');
  });

  it('leaves the worker, migrations and the set-up script without a statement timeout', async () => {
    expect(await statementTimeout(app.get(EntityManager))).toBe('500ms');
    // The worker's database is CoreModule's: only the api's AppModule adds ApiDatabaseModule.
    const worker = await Test.createTestingModule({ imports: [CoreModule] }).compile();
    try {
      expect(await statementTimeout(worker.get(EntityManager))).toBe('0');
    } finally {
      await worker.close();
    }
    const setup: MikroORM = await MikroORM.init(createOrmConfig()); // as setup.ts, which runs the migrations and ensures the administrator
    try {
      expect(await statementTimeout(setup.em)).toBe('0');
    } finally {
      await setup.close(true);
    }
  });
});

async function statementTimeout(em: EntityManager): Promise<string> {
  const [row] = await em.fork().getConnection().execute<{ statement_timeout: string }[]>('show statement_timeout');
  return row.statement_timeout;
}
