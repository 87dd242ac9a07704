import { readdirSync } from 'node:fs';
import swcOptions from './swc.config.cjs';

// Two projects so one can run alone: unit specs beside the code, integration specs against real services.
// swc transforms as the build does (swc.config.cjs), without type checking (`npm run typecheck` does that).
const swc = ['@swc/jest', { ...swcOptions, sourceMaps: 'inline' }];

const shared = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  transform: { '^.+\\.tsx?$': swc },
  // The payment sandbox from its source, so specs run against the package as it is now, built or not.
  moduleNameMapper: { '^@receptionists/payments-sandbox$': '<rootDir>/../packages/payments-sandbox/src' },
};

/**
 * The integration files run folder by folder: each folder's `<folder>.int-suite.ts` runs its `*.int-spec.ts` files as one
 * jest test file (test/support/folder-suite.ts), so the app's modules load once a folder rather than once a file. Each
 * jest worker of the parallel run has a database of its own, copied from a migrated template, and Redis keys of its own
 * under QUEUE_PREFIX. Two kinds of file run on their own instead, each listed with the reason.
 */
// Alone, in band, after the others: they cannot share the machine.
const SOLO = [
  'http/dependency-outage.int-spec.ts', // answers within 1 s and 3 s while Redis or the database is down
  'http/database-hang.int-spec.ts', // gives up on a hung database within 3 times the longest wait
  'calls/sandbox-calls.int-spec.ts', // the scheduler's calls not written within 15 s while another file ran beside it
  'http/api-processes.int-spec.ts', // two api processes not answering within 30 s while another file ran beside it
];
// As test files of their own in the parallel run: they need a module registry of their own.
const OWN_REGISTRY = [
  'auth/password-reset.int-spec.ts', // jest.mock swaps the password hasher for every module that loads it later
];
// `npm run test:affected` names the folders under test/ that a change needs (scripts/lib/affected.mjs); unset: all.
const FOLDERS = process.env.INT_TEST_FOLDERS?.split(' ').filter(Boolean);
// Ignores every file outside those folders (all of them when the list is empty: an empty testMatch would match any file).
const OUTSIDE_FOLDERS = FOLDERS ? [`^(?!<rootDir>/test/(?:${FOLDERS.join('|')})/)`] : [];
const integration = {
  ...shared,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/support/env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/test-timeout.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...OUTSIDE_FOLDERS],
  globals: { INTEGRATION_FILES_OF_THEIR_OWN: [...SOLO, ...OWN_REGISTRY] },
};
const inTest = (files) => files.map((file) => `<rootDir>/test/${file}`);
// A folder of integration files without its suite would never run: say so rather than pass without them.
const TEST_DIR = new URL('./test/', import.meta.url);
for (const folder of readdirSync(TEST_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const files = readdirSync(new URL(`${folder.name}/`, TEST_DIR));
  if (files.some((file) => file.endsWith('.int-spec.ts')) && !files.includes(`${folder.name}.int-suite.ts`)) {
    throw new Error(`backend/test/${folder.name}/ has integration files but no ${folder.name}.int-suite.ts to run them (test/support/folder-suite.ts)`);
  }
}

export default {
  // Once every file has passed or failed, the run ends: an app a file left reconnecting to a test proxy it had closed
  // (seen once in a full run: RedisClient's ioredis backing off at 5 s, holding no socket) must not hang CI for ever.
  forceExit: true,
  // A change that needs none of a phase's files (test:affected) leaves that phase nothing to run.
  passWithNoTests: FOLDERS !== undefined,
  // Jest's default (cores - 1) is one worker on a two-core machine; TEST_WORKERS chooses another count.
  maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
  // The largest first, a folder suite weighed as its folder's files.
  testSequencer: '<rootDir>/test/support/folder-sequencer.mjs',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'] },
    {
      ...integration,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/*/*.int-suite.ts', ...inTest(OWN_REGISTRY)],
    },
    {
      ...integration,
      displayName: 'integration-solo',
      testMatch: inTest(SOLO),
    },
  ],
};
