// The architecture's import rules (eslint.config.mjs, docs/architecture.md#boundaries) each refuse a file that breaks
// them, and let the same import through where it belongs: paths between layers (import-x/no-restricted-paths) and who
// may import the payment sandbox package, and what it may import (no-restricted-imports). The files are linted as text at the path named, so none of
// them is written into the tree.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { ROOT } from './lib/workspace.mjs';

// Type information is not needed for import paths, and a file that is not on disk has none.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  const rules = ['import-x/no-restricted-paths', 'no-restricted-imports'];
  return result.messages.filter((message) => rules.includes(message.ruleId)).map((message) => message.message);
}

const CASES = [
  {
    rule: 'a feature never imports another feature',
    breaks: ['frontend/src/features/calls/probe.ts', "export { useBilling } from '../billing/api/get-billing';"],
    keeps: ['frontend/src/features/billing/probe.ts', "export { useBilling } from './api/get-billing';"],
  },
  {
    rule: 'shared code never imports a feature',
    breaks: ['frontend/src/components/probe.ts', "export { useBilling } from '../features/billing/api/get-billing';"],
    keeps: ['frontend/src/app/probe.ts', "export { useBilling } from '../features/billing/api/get-billing';"],
  },
  {
    rule: 'nothing imports app/',
    breaks: ['frontend/src/features/calls/probe.ts', "export { createAppTheme } from '../../app/theme';"],
    keeps: ['frontend/src/app/probe.ts', "export { createAppTheme } from './theme';"],
  },
  {
    rule: 'common/ never imports a module',
    breaks: ['backend/src/common/probe.ts', "export { User } from '../modules/users/user.entity';"],
    keeps: ['backend/src/modules/probe.ts', "export { User } from './users/user.entity';"],
  },
  {
    rule: 'server/ (the HTTP app, the drain, the api processes) never imports a module',
    breaks: ['backend/src/server/probe.ts', "export { VOICE_WEBHOOK_PATH } from '../modules/calls/voice-webhook.controller';"],
    keeps: ['backend/src/app.module.probe.ts', "export { VOICE_WEBHOOK_PATH } from './modules/calls/voice-webhook.controller';"],
  },
  {
    rule: 'metrics/ never imports a module',
    breaks: ['backend/src/metrics/probe.ts', "export { BillingEventsProcessor } from '../modules/billing/billing-events.processor';"],
    keeps: ['backend/src/modules/billing/probe.ts', "export { paymentEventsProcessed } from '../../metrics/metrics';"],
  },
  {
    rule: 'no module imports the back office',
    breaks: ['backend/src/modules/auth/probe.ts', "export { AdminUsersService } from '../admin/admin-users.service';"],
    keeps: ['backend/src/modules/admin/probe.ts', "export { AuditLog } from '../audit/audit-log.service';"],
  },
  {
    rule: "a module's service never imports another module's entity",
    breaks: ['backend/src/modules/admin/probe.ts', "export { Subscription } from '../billing/subscription.entity';"],
    keeps: ['backend/src/modules/admin/probe.ts', "export { CustomerPlans } from '../billing/customer-plans';"],
  },
  {
    rule: "a module's mail template never imports another module's entity",
    breaks: ['backend/src/modules/admin/probe.mails.tsx', "export { Subscription } from '../billing/subscription.entity';"],
    keeps: ['backend/src/modules/billing/probe.mails.tsx', "export { Subscription } from './subscription.entity';"],
  },
  {
    rule: "a module's entity may name another module's entity, for a relation",
    breaks: ['backend/src/modules/calls/probe.ts', "export { Receptionist } from '../receptionists/receptionist.entity';"],
    keeps: ['backend/src/modules/calls/probe.entity.ts', "export { Receptionist } from '../receptionists/receptionist.entity';"],
  },
  {
    rule: "every module may name the users module's User, the signed-in account",
    breaks: ['backend/src/modules/billing/probe.ts', "export { AuditLogEntry } from '../audit/audit-log.entity';"],
    keeps: ['backend/src/modules/billing/probe.ts', "export { User } from '../users/user.entity';"],
  },
  {
    rule: 'database/ reaches into modules only to list the entities',
    breaks: ['backend/src/database/probe.ts', "export { User } from '../modules/users/user.entity';"],
    keeps: ['backend/src/database/entities.ts', "export { User } from '../modules/users/user.entity';"],
  },
  {
    rule: 'only the sandbox adapter imports the payment sandbox package',
    breaks: ['backend/src/modules/billing/probe.ts', "export { SandboxPayments } from '@receptionists/payments-sandbox';"],
    keeps: ['backend/src/modules/billing/providers/sandbox/probe.ts', "export { SandboxPayments } from '@receptionists/payments-sandbox';"],
  },
  {
    rule: 'the frontend never imports the payment sandbox package',
    breaks: ['frontend/src/features/billing/probe.ts', "export { CARD_MESSAGES } from '@receptionists/payments-sandbox';"],
    keeps: ['backend/test/billing/sandbox-provider.int-spec.ts', "export { CARD_MESSAGES } from '@receptionists/payments-sandbox';"],
  },
  {
    rule: 'the payment sandbox package imports nothing of the apps',
    breaks: ['packages/payments-sandbox/src/probe.ts', "export { PriceBook } from '../../../backend/src/modules/billing/price-book';"],
    keeps: ['packages/payments-sandbox/src/probe.ts', "export { prorate } from './sandbox-proration';"],
  },
  {
    rule: 'the payment sandbox package is framework-free',
    breaks: ['packages/payments-sandbox/src/probe.ts', "export { Injectable } from '@nestjs/common';"],
    keeps: ['packages/payments-sandbox/src/probe.ts', "export type { default as Stripe } from 'stripe';"],
  },
];

for (const { rule, breaks, keeps } of CASES) {
  test(`${rule}: a file that breaks it fails the lint, the same import where it belongs passes`, async () => {
    assert.equal((await boundaryErrors(...breaks)).length, 1, `${breaks[0]} should be refused`);
    assert.deepEqual(await boundaryErrors(...keeps), [], `${keeps[0]} should pass`);
  });
}
