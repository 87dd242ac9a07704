// What `npm run test:affected` measures a change from, and which backend integration tests that change needs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The commit a change is measured from: where this branch left main; on main itself, HEAD when the working tree has
 * changes, else the commit before (the last commit is the change).
 */
export function affectedBase() {
  const head = git(['rev-parse', 'HEAD']);
  const forkPoint = git(['merge-base', 'HEAD', 'main']);
  if (forkPoint && forkPoint !== head) return forkPoint;
  const dirty = (git(['status', '--porcelain']) ?? '') !== '';
  return dirty || !git(['rev-parse', '--verify', '--quiet', 'HEAD~1']) ? 'HEAD' : 'HEAD~1';
}

/** Files changed since `base`, committed or not, and new files git does not ignore; paths from the repository root. */
export function changedFiles(base) {
  const tracked = git(['diff', '--name-only', base]) ?? '';
  const untracked = git(['ls-files', '--others', '--exclude-standard']) ?? '';
  return [...new Set([...tracked.split('\n'), ...untracked.split('\n')].filter(Boolean))];
}

// Modules whose integration tests live in a folder of another name.
const MODULE_TESTS = {
  users: ['auth', 'admin'],
  audit: ['admin'],
  support: ['support-requests'],
  receptionists: ['receptionists', 'receptionist-settings'],
  'receptionist-settings': ['receptionist-settings', 'admin'],
};

/**
 * The folders under backend/test/ whose integration tests a change needs, or null for all of them. A module's own
 * code or tests need that module's folder; anything else of the backend's (shared code, the database, the test
 * harness, its packages) may reach every test, so it needs them all; a change outside the backend needs none.
 */
export function integrationTestFolders(files, backendDir = join(ROOT, 'backend')) {
  const folders = new Set();
  for (const file of files) {
    if (!file.startsWith('backend/')) continue;
    const module = /^backend\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    const testFolder = /^backend\/test\/([^/]+)\//.exec(file)?.[1];
    const wanted = module ? (MODULE_TESTS[module] ?? [module]) : testFolder && !['support', 'fixtures'].includes(testFolder) ? [testFolder] : null;
    if (!wanted) return null;
    for (const folder of wanted) if (existsSync(join(backendDir, 'test', folder))) folders.add(folder);
  }
  return [...folders].sort();
}
