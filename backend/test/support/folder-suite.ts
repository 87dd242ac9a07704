import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** jest.config.mjs's globals: the integration files that jest runs as files of their own, not in their folder's suite. */
declare const INTEGRATION_FILES_OF_THEIR_OWN: string[];

/**
 * Runs every integration file in the folder of `suiteFile` as one jest test file, each file in a describe block named
 * by its path ('auth/sessions.int-spec.ts'), in name order. Jest gives each test file a module registry of its own, so
 * the app's graph of about 2,800 modules was loaded once a file: a folder's files now share one load
 * (docs/development.md#tests). Files that must have a registry or the machine to themselves are left to jest.
 */
export function runFolderSuite(suiteFile: string): void {
  const folder = dirname(suiteFile);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.int-spec.ts'))
    .sort();
  for (const file of files) {
    const path = `${basename(folder)}/${file}`;
    if (INTEGRATION_FILES_OF_THEIR_OWN.includes(path)) continue;
    describe(path, () => {
      // Loaded inside its describe block, so its hooks and tests belong to that block; `import()` would register them too late.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file chosen at run time, loaded synchronously
      require(join(folder, file));
    });
  }
}
