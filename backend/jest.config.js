// Two projects so one can run alone: unit specs beside the code, integration specs against real services.
// swc transforms without type checking (`npm run typecheck` does that), keeping what Nest and MikroORM read at run time.
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      keepClassNames: true,
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      // As tsconfig.json: legacy decorators with design-type metadata, fields assigned rather than defined, react-jsx.
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
    },
  },
];

const shared = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  transform: { '^.+\\.tsx?$': swc },
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
