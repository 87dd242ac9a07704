// Which backend integration tests `npm run test:affected` runs for a change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { integrationTestFolders } from './lib/affected.mjs';

test("a module's code or tests need that module's integration tests", () => {
  assert.deepEqual(integrationTestFolders(['backend/src/modules/calls/calls.service.ts']), ['calls']);
  assert.deepEqual(integrationTestFolders(['backend/test/billing/checkout.int-spec.ts', 'backend/src/modules/plans/plans.service.ts']), ['billing', 'plans']);
});

test('a module tested under another name needs those folders', () => {
  assert.deepEqual(integrationTestFolders(['backend/src/modules/users/users.service.ts']), ['admin', 'auth']);
  assert.deepEqual(integrationTestFolders(['backend/src/modules/support/support.service.ts']), ['support-requests']);
});

test('shared backend code, the test harness or the package file need every integration test', () => {
  for (const file of ['backend/src/common/http/json-charset.ts', 'backend/test/support/test-app.ts', 'backend/package.json', 'backend/src/app.module.ts'])
    assert.equal(integrationTestFolders([file]), null, file);
  assert.equal(integrationTestFolders(['backend/src/modules/calls/calls.service.ts', 'backend/src/database/orm.ts']), null);
});

test('a change outside the backend needs none', () => {
  assert.deepEqual(integrationTestFolders(['frontend/src/main.tsx', 'README.md']), []);
});
