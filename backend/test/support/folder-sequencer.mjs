import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Sequencer from '@jest/test-sequencer';

/**
 * Jest's order for a run without timings (CI's is always such a run): the largest test first, so that the last to finish
 * is a short one and neither worker waits long for the other. A folder suite (test/support/folder-suite.ts) is a
 * three-line file: it weighs what it runs, its folder's integration files.
 */
export default class FolderSequencer extends Sequencer {
  sort(tests) {
    const bytes = new Map(tests.map((test) => [test.path, sourceBytes(test.path)]));
    return [...tests].sort((a, b) => bytes.get(b.path) - bytes.get(a.path));
  }
}

function sourceBytes(path) {
  if (!path.endsWith('.int-suite.ts')) return statSync(path).size;
  const folder = dirname(path);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.int-spec.ts'))
    .reduce((sum, file) => sum + statSync(join(folder, file)).size, 0);
}
