import { signInAdmin } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

// Production as docker-compose runs it: the variables production requires, plus the sandbox asked for by name.
const PRODUCTION_WITH_SANDBOX = {
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'sandbox',
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
};

describe('back-office notices', () => {
  it('tells the back office when production runs the sandbox payment provider', async () => {
    const app = await createTestApp({ env: PRODUCTION_WITH_SANDBOX });
    try {
      const notices = await (await signInAdmin(app)).get('/api/admin/notices').expect(200);
      expect(notices.body).toEqual({ paymentsProvider: 'sandbox', sandboxInProduction: true });
    } finally {
      await app.close();
    }
  });

  it('says nothing of test payments outside production', async () => {
    const app = await createTestApp();
    try {
      const notices = await (await signInAdmin(app)).get('/api/admin/notices').expect(200);
      expect(notices.body).toEqual({ paymentsProvider: 'sandbox', sandboxInProduction: false });
    } finally {
      await app.close();
    }
  });
});
