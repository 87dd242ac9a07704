// The backend's build: src/ to dist/ through swc, file by file, with the options the specs run under (swc.config.cjs).
// tsc took 15-37 s for what swc does in a few; the typecheck target checks the types (bench/RESULTS.md#the-test-loop).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const root = dirname(fileURLToPath(import.meta.url));
const options = createRequire(import.meta.url)('./swc.config.cjs');
const [src, dist] = [join(root, 'src'), join(root, 'dist')];
const isSource = (file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && !file.endsWith('.d.ts');

const files = (await readdir(src, { recursive: true })).filter(isSource);
await rm(dist, { recursive: true, force: true });
await Promise.all(
  files.map(async (file) => {
    const output = join(dist, file.replace(/\.tsx?$/, '.js'));
    const sourceFileName = relative(dirname(output), join(src, file));
    const { code, map } = await transformFile(join(src, file), { ...options, sourceMaps: true, sourceFileName });
    await mkdir(dirname(output), { recursive: true });
    await writeFile(output, `${code}\n//# sourceMappingURL=${basename(output)}.map\n`);
    await writeFile(`${output}.map`, map);
  }),
);
console.log(`backend: ${files.length} files built to dist/`);
