import { setupDatabase } from '../../src/scripts/setup-database';
import { TEST_ADMIN } from './test-env';

// The same set-up as `npm start` (migrations, administrator); a no-op after the first test file of the run.
jest.setTimeout(30_000);

beforeAll(async () => {
  await setupDatabase(process.env.DATABASE_URL!, TEST_ADMIN);
}, 60_000);
