// The Node.js this project runs on (.nvmrc). `npm start`, `npm test` and `npm run test:affected` call
// `useProjectNode()` first: on an older Node they fetch the pinned release from the npm registry (the official build,
// published as `node-<platform>-<arch>`), keep it in a cache outside the clone, and run again on it with its `bin`
// first on PATH, so every npm, npx and node they start runs on it too. Plain Node 20+, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { ROOT } from './workspace.mjs';

/** The exact release every machine, CI and the image run (.nvmrc, e.g. `24.22.3`). */
export const PINNED_NODE = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim().replace(/^v/, '');

const REQUIRED_MAJOR = Number(PINNED_NODE.split('.')[0]);

/** Where fetched releases are kept: one folder per version, shared by every clone on the machine. */
export function runtimeCache() {
  return process.env.NODE_RUNTIME_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'receptionists', 'node');
}

/**
 * Returns when this process already runs on the pinned major; otherwise runs the same script again on the pinned
 * release (fetched once) and exits with its status. The PATH and npm's `nodedir` point at that release, so tools and
 * native builds started below use it.
 */
export function useProjectNode() {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return;
  let home;
  try {
    home = ensurePinnedNode();
  } catch (error) {
    console.error(`\x1b[31m✖ ${error.message}\x1b[0m`);
    process.exit(1);
  }
  console.log(`\x1b[1m▸\x1b[0m Node ${process.versions.node} is older than this project's ${PINNED_NODE} (.nvmrc): running on ${home}`);
  const result = spawnSync(join(home, 'bin', 'node'), process.argv.slice(1), { stdio: 'inherit', env: projectNodeEnv(home) });
  process.exit(result.status ?? 1);
}

/** The environment for processes that must run on the release in `home`. */
export function projectNodeEnv(home, env = process.env) {
  return { ...env, PATH: `${join(home, 'bin')}${delimiter}${env.PATH ?? ''}`, npm_config_nodedir: home };
}

/** The pinned release's folder, fetched with `npm pack` (which checks the registry's integrity hash) if not cached. */
export function ensurePinnedNode() {
  const home = join(runtimeCache(), PINNED_NODE);
  if (existsSync(join(home, 'bin', 'node'))) return home;
  const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  console.log(`\x1b[1m▸\x1b[0m fetching Node ${PINNED_NODE} (${name}@${PINNED_NODE} from the npm registry, about 50 MB, once)…`);
  mkdirSync(runtimeCache(), { recursive: true });
  // Unpacked beside its final place, so the last step is one rename on the same file system.
  const work = mkdtempSync(join(runtimeCache(), `.fetch-${PINNED_NODE}-`));
  try {
    const pack = spawnSync('npm', ['pack', `${name}@${PINNED_NODE}`, '--pack-destination', work, '--silent'], { encoding: 'utf8' });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) {
      throw new Error(
        `could not fetch ${name}@${PINNED_NODE} from the npm registry (${(pack.stderr || pack.error?.message || '').trim()}). ` +
          `Install Node ${PINNED_NODE} yourself (for example \`nvm install\` in this folder) and run the command again.`,
      );
    }
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    const tar = spawnSync('tar', ['-xzf', join(work, tarball), '-C', unpacked, '--strip-components=1'], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`could not unpack ${tarball} (tar exit ${tar.status})`);
    // Another clone may have finished first: either copy is the same release.
    if (!existsSync(join(home, 'bin', 'node'))) renameSync(unpacked, home);
    return home;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
