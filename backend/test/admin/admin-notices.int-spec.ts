import { Logger } from '@nestjs/common';
import { SANDBOX_IN_PRODUCTION_WARNING } from '../../src/config/payments.config';
import { signInAdmin } from '../support/accounts';
import { createTestApp } from '../support/test-app';

// Production as docker-compose runs it: the variables production requires, plus the sandbox asked for by name.
const PRODUCTION_WITH_SANDBOX = {
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'sandbox',
  VOICE_PLATFORM: 'sandbox',
  SMS_PROVIDER: 'sandbox',
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
  // Unset, as in production: the tests' cheap password hashing is refused there.
  PASSWORD_HASH_COST: '',
};

describe('back-office notices', () => {
  it('says at start-up, as an error, and tells the back office when production runs the sandbox payment provider', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // The worker's modules too: both processes build the payment provider, and each says it once.
    const app = await createTestApp({ worker: true, env: PRODUCTION_WITH_SANDBOX });
    expect(errors.mock.calls.filter(([message]) => message === SANDBOX_IN_PRODUCTION_WARNING)).toHaveLength(1);
    errors.mockRestore();
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
