// The backend test suite's own helpers (backend/test/support), loaded as they are rather than copied: their TypeScript
// is transpiled on require with the compiler the repository already has.
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

/** backend/test/support/<name>.ts's exports. */
export function requireBackendSupport(name) {
  registerTypeScript();
  return require(join(ROOT, 'backend', 'test', 'support', `${name}.ts`));
}
