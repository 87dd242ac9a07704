// The backend test suite's Stripe stand-in (backend/test/support/stripe-fixture-server.ts: a local api.stripe.com, the
// recorded payloads and the webhook signer), loaded here as it is rather than copied: its TypeScript is transpiled on
// require with the compiler the repository already has.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'backend', 'package.json'));

function registerTypeScript() {
  if (require.extensions['.ts']) return;
  const ts = require('typescript');
  require.extensions['.ts'] = (module, filename) => {
    const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    module._compile(outputText, filename);
  };
}

registerTypeScript();
const fixtures = require(join(ROOT, 'backend', 'test', 'support', 'stripe-fixture-server.ts'));

export const { startStripeFixtureServer, stripeTestEnv, stripePayloads, signStripeWebhook, stripeOk, stripeErrors } = fixtures;
