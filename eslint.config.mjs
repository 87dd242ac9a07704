// Lint for every workspace (`npm run lint`; `npm test` runs it with zero warnings allowed). Type-aware rules read each
// file's own tsconfig (the project service); plain JavaScript (scripts, bench) gets the untyped rules.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONTEND = './frontend/src';
const BACKEND = './backend/src';
const FEATURES = readdirSync(`${FRONTEND}/features`);
const MODULES = readdirSync(`${BACKEND}/modules`);

/**
 * The architecture as import rules (docs/architecture.md#boundaries); `scripts/lint-boundaries.test.mjs` proves each
 * one with a file that breaks it.
 */
const BOUNDARIES = [
  ...FEATURES.map((feature) => ({
    target: `${FRONTEND}/features/${feature}`,
    from: `${FRONTEND}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: what both need belongs in components/, lib/ or api/, or app/ composes them.',
  })),
  {
    target: [`${FRONTEND}/components`, `${FRONTEND}/lib`, `${FRONTEND}/api`, `${FRONTEND}/config`, `${FRONTEND}/features`],
    from: `${FRONTEND}/app`,
    message: 'app/ composes the rest: nothing imports it.',
  },
  {
    target: [`${FRONTEND}/components`, `${FRONTEND}/lib`, `${FRONTEND}/api`, `${FRONTEND}/config`],
    from: `${FRONTEND}/features`,
    message: 'Shared code (components/, lib/, api/, config/) never imports a feature.',
  },
  {
    target: [`${BACKEND}/common`, `${BACKEND}/config`, `${BACKEND}/jobs`, `${BACKEND}/mail`, `${BACKEND}/metrics`, `${BACKEND}/server`],
    from: [`${BACKEND}/modules`, `${BACKEND}/scripts`],
    message:
      'common/, config/, jobs/, mail/, metrics/ and server/ never import a module: modules import them, not the other way round (the HTTP layer gets their routes from app.module.ts).',
  },
  {
    target: `${BACKEND}/modules/!(admin)/**`,
    from: `${BACKEND}/modules/admin`,
    message: 'The back office (modules/admin) composes the other modules through their services: none imports it.',
  },
  // A module's entities are its internals: another module asks its service or read model (billing's CustomerPlans, not
  // its Subscription). Only entities may name another module's entity, for a MikroORM relation (a ManyToOne to User).
  // The users module's only entity, User, is also the signed-in account the session guard hands every handler
  // (@CurrentUser()): every module may name it.
  ...MODULES.map((module) => ({
    target: `${BACKEND}/modules/${module}/**/!(*.entity).ts?(x)`,
    from: `${BACKEND}/modules/!(${module}|users)/**/*.entity.ts`,
    message: "Another module's entity is its internals: use that module's service or read model (only entities may name it, for a relation).",
  })),
  {
    target: `${BACKEND}/database/**/!(entities).ts`,
    from: `${BACKEND}/modules`,
    message: 'database/ lists the entities (entities.ts) and reaches into modules for nothing else.',
  },
];

/**
 * The payment sandbox is a package (packages/payments-sandbox, docs/architecture.md#boundaries): the backend reaches
 * it only through its adapter in billing's providers/sandbox (and that adapter's integration spec); everything else in
 * billing talks to the payment port. The package imports no framework and nothing of the apps.
 */
const SANDBOX_PACKAGE = '@receptionists/payments-sandbox';
const SANDBOX_ADAPTER = ['backend/src/modules/billing/providers/sandbox/**', 'backend/test/billing/sandbox-provider.int-spec.ts'];
const SANDBOX_IMPORTS = {
  name: SANDBOX_PACKAGE,
  message: "Only the sandbox adapter (billing's providers/sandbox) imports the payment sandbox: use the payment port (PAYMENT_PROVIDER).",
};
const PACKAGE_IMPORTS = [
  { group: ['@receptionists/*', '**/backend/**', '**/frontend/**', '**/e2e/**'], message: 'A package imports nothing of the apps: the apps import it.' },
  {
    group: ['@nestjs/*', '@mikro-orm/*', 'react', 'react-*'],
    message: 'The payment sandbox is framework-free: its host adapts it (backend providers/sandbox).',
  },
];

/**
 * The frameworks through their public API only (docs/development.md#framework-extension-points-we-use): no reaching
 * into Express's router or its layers, no underscored (private) members, no patching of a library's prototypes or
 * objects shared by every request. `scripts/lint-public-api.test.mjs` proves each with code that breaks it.
 */
const ROUTER = /^_?router$/i;
const PUBLIC_API_ONLY = [
  {
    // router.stack, app.router.stack, and the same through a type cast ((app.router as …).stack)
    selector: `MemberExpression[property.name='stack']:matches([object.name=${ROUTER}], [object.property.name=${ROUTER}], [object.type=/^TS/]:has(:matches(Identifier[name=${ROUTER}], MemberExpression[property.name=${ROUTER}])))`,
    message: "A router's stack is Express's internals: register middleware and routes with app.use and Nest's modules.",
  },
  {
    // const { stack } = app.router (or a cast of it)
    selector: `VariableDeclarator:matches([init.name=${ROUTER}], [init.property.name=${ROUTER}], [init.type=/^TS/]:has(:matches(Identifier[name=${ROUTER}], MemberExpression[property.name=${ROUTER}]))) > ObjectPattern > Property[key.name='stack']`,
    message: "A router's stack is Express's internals: register middleware and routes with app.use and Nest's modules.",
  },
  {
    selector: 'MemberExpression[property.name=/^(handleRequest|handleError|handle_request|handle_error|_handlesMethod|_handles_method)$/]',
    message: "Router layers and routes are Express's internals: let Express's router dispatch.",
  },
  {
    selector: "MemberExpression[property.name='match']:matches([object.name=/layer$/i], [object.property.name=/layer$/i])",
    message: "Router layers are Express's internals: let Express's router match paths.",
  },
  {
    selector: 'MemberExpression:matches([property.name=/^_/], [computed=true][property.value=/^_/])',
    message: "An underscored member is a library's private state: use its documented API.",
  },
  {
    selector:
      ':matches(AssignmentExpression, UpdateExpression) MemberExpression:matches([property.name=/^(prototype|__proto__)$/], [object.property.name=/^(prototype|__proto__)$/])',
    message: "Patching a prototype changes a library for everyone: use the library's extension points.",
  },
  {
    selector: 'MemberExpression[object.type="MemberExpression"][object.property.name="prototype"]',
    message: "Borrowing a method from a class's prototype bypasses the object's own: call its public method.",
  },
  {
    selector:
      "CallExpression:matches([callee.property.name='setPrototypeOf'], [callee.property.name=/^(defineProperty|defineProperties|assign)$/][arguments.0.property.name='prototype'])",
    message: "Patching a prototype changes a library for everyone: use the library's extension points.",
  },
  {
    selector:
      "MemberExpression[property.name=/^(request|response)$/]:matches([object.name=/^(express|app|expressApp)$/], [object.callee.property.name='getInstance'], [object.expression.callee.property.name='getInstance'])",
    message: "Express's request and response prototypes are shared by every request: mount middleware with app.use instead.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      'frontend/src/api/generated/',
      'e2e/playwright-report/',
      'e2e/test-results/',
      'e2e/screenshots/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      // React's act() (Testing Library re-exports it) returns a thenable that only its async form needs awaited.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: 'react' }] }],
      // JSX handlers may return a promise: react-hook-form's handleSubmit(…) does, and settles its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Packages never import our code back: following their imports only costs time (a third of the lint's, measured).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // TypeScript already checks that a namespace import's members exist.
      'import-x/namespace': 'off',
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      // fast-check, helmet and others document their API on the default export (`fc.string()`): not a mistake here.
      'import-x/no-named-as-default-member': 'off',
      // stripe, ajv and axe export their class both as default and by name, and document the default import.
      'import-x/no-named-as-default': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. The plugin's React Compiler rules judge code for a compiler this app does not run yet.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['backend/**', 'frontend/**', 'e2e/**', 'scripts/**', 'bench/**'],
    ignores: SANDBOX_ADAPTER,
    rules: { 'no-restricted-imports': ['error', { paths: [SANDBOX_IMPORTS] }] },
  },
  {
    // The app's code; specs may stub a prototype (jest.spyOn) for the length of a test.
    files: ['backend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...PUBLIC_API_ONLY] },
  },
  {
    files: ['packages/payments-sandbox/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: PACKAGE_IMPORTS }] },
  },
  {
    // Nothing imports a test file, so none can be part of a cycle: no need to walk every test's imports again.
    files: ['**/*.spec.{ts,tsx}', '**/*.int-spec.ts', '**/*.int-suite.ts', '**/*.test.{ts,tsx}', 'e2e/tests/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
