// Two projects so one can run alone: unit specs beside the code, integration specs against real services.
const shared = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  // The payment sandbox from its source, so specs run against the package as it is now, built or not.
  moduleNameMapper: { '^@receptionists/payments-sandbox$': '<rootDir>/../packages/payments-sandbox/src' },
};

module.exports = {
  // Once every file has passed or failed, the run ends: an app a file left reconnecting to a test proxy it had closed
  // (seen once in a full run: RedisClient's ioredis backing off at 5 s, holding no socket) must not hang CI for ever.
  forceExit: true,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['<rootDir>/test/support/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/migrate-once.ts'],
    },
  ],
};
