import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** What the plugin sees of an output chunk (Rollup's and Rolldown's OutputChunk agree on these fields). */
interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Removes the "main.js, then the page's chunk" waterfall of a client-routed app: at build time it writes a
 * small script that maps each given path to its page chunk and that chunk's static imports, and adds
 * `<link rel="modulepreload">` for the current path; index.html loads it (async, first in <head>) before
 * main.js. The page's code then downloads alongside main.js instead of after main.js has run.
 *
 * The script is a hashed file of its own rather than inline because the server's Content-Security-Policy
 * (script-src 'self') refuses inline scripts.
 *
 * `routes` maps a pathname (no trailing slash) to the module its route lazy-loads, relative to the Vite
 * root, e.g. `{ '/pricing': 'src/features/marketing/pages/pricing-page.tsx' }`. Only list pages anyone
 * may open: whatever is listed is fetched on that path. The build fails when a module is not a lazily
 * loaded chunk (renamed, or imported statically), so the map cannot silently rot.
 */
export function routePreload(routes: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return;
        const chunks = new Map<string, ChunkInfo>();
        for (const output of Object.values(context.bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkInfo);
        }
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
        // index.html already loads the entry and preloads its static imports.
        const loaded = staticClosure(entry, chunks);

        const files: string[] = [];
        const paths: Record<string, number[]> = {};
        for (const [path, module] of Object.entries(routes)) {
          const id = resolve(config.root, module);
          const page = [...chunks.values()].find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === id);
          if (!page) throw new Error(`route-preload: ${module} (for ${path}) is not a lazily loaded chunk of this build`);
          paths[path] = [...staticClosure(page, chunks)]
            .filter((file) => !loaded.has(file))
            .map((file) => {
              const known = files.indexOf(file);
              return known >= 0 ? known : files.push(file) - 1;
            });
        }

        // The hrefs are written exactly as Vite's own preload helper writes them, so it sees them and does not
        // add a second link when the router imports the page.
        const source =
          `(function(f,r){var p=location.pathname.replace(/\\/+$/,'')||'/';(r[p]||[]).forEach(function(i){` +
          `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${JSON.stringify(config.base)}+f[i];` +
          `document.head.appendChild(l)})})(${JSON.stringify(files)},${JSON.stringify(paths)});\n`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `${config.build.assetsDir}/route-preload-${hash}.js`, source };
        return [{ tag: 'script', attrs: { async: true, src: config.base + script.fileName }, injectTo: 'head-prepend' }];
      },
    },
    writeBundle(options) {
      if (!script) return;
      const file = join(options.dir ?? config.build.outDir, script.fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, script.source);
    },
  };
}

/** The chunk and every chunk it imports statically, directly or not. */
function staticClosure(start: ChunkInfo, chunks: Map<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  visit(start.fileName);
  return seen;
}
