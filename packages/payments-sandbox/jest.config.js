// The package's unit specs, beside the code they test (as the backend's unit project). swc transforms without type
// checking: `npm test` runs `npm run typecheck` first.
module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { swcrc: false, sourceMaps: 'inline', module: { type: 'commonjs' }, jsc: { target: 'es2022', parser: { syntax: 'typescript' } } },
    ],
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
