import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { routePreload } from './route-preload';

const root = '/app';

function chunk(fileName: string, imports: string[], extra: Partial<{ isEntry: boolean; facadeModuleId: string }> = {}) {
  return {
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry: extra.isEntry ?? false,
    isDynamicEntry: Boolean(extra.facadeModuleId),
    facadeModuleId: extra.facadeModuleId ?? null,
  };
}

// main imports shared; the pricing page imports a toggle chunk and shared; the about page imports only shared.
const bundle = Object.fromEntries(
  [
    chunk('assets/main-1.js', ['assets/shared-1.js'], { isEntry: true }),
    chunk('assets/shared-1.js', []),
    chunk('assets/pricing-page-1.js', ['assets/toggle-1.js', 'assets/shared-1.js'], { facadeModuleId: `${root}/src/pricing-page.tsx` }),
    chunk('assets/toggle-1.js', ['assets/shared-1.js']),
    chunk('assets/about-page-1.js', ['assets/shared-1.js'], { facadeModuleId: `${root}/src/about-page.tsx` }),
  ].map((output) => [output.fileName, output]),
);

let outDir: string | undefined;
const startUrl = window.location.href;
afterEach(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  outDir = undefined;
  // The document outlives this file (docs/development.md#frontend-tests): leave <head> and the address as they were.
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', startUrl);
});

/** Runs the plugin's hooks the way a build does; returns the tag it adds to index.html and the script it writes. */
function build(routes: Record<string, string>) {
  outDir = mkdtempSync(join(tmpdir(), 'route-preload-'));
  const plugin = routePreload(routes);
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, base: '/', build: { assetsDir: 'assets', outDir } } as ResolvedConfig);
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const tags = handler.call(undefined as never, '', { path: '/index.html', filename: `${root}/index.html`, bundle } as never) as HtmlTagDescriptor[];
  (plugin.writeBundle as (options: { dir: string }) => void)({ dir: outDir });
  const src = String(tags[0].attrs?.src);
  return { tag: tags[0], script: readFileSync(join(outDir, src.slice(1)), 'utf8') };
}

/** What the script adds to <head> when it runs at `pathname`. */
function preloadsAt(script: string, pathname: string): string[] {
  // Only the script's own links are cleared: the styles other files' components put in <head> stay.
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', pathname);
  new Function(script)();
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

describe('routePreload', () => {
  const routes = { '/pricing': 'src/pricing-page.tsx', '/about': 'src/about-page.tsx' };

  it('loads a hashed script of its own, async and first in <head>', () => {
    const { tag } = build(routes);
    expect(tag).toMatchObject({ tag: 'script', injectTo: 'head-prepend', attrs: { async: true } });
    expect(tag.attrs?.src).toMatch(/^\/assets\/route-preload-[\w-]{8}\.js$/);
  });

  it("preloads the current page's chunk and what it imports, but not what index.html already loads", () => {
    const { script } = build(routes);
    expect(preloadsAt(script, '/pricing')).toEqual(['/assets/pricing-page-1.js', '/assets/toggle-1.js']);
    expect(preloadsAt(script, '/pricing/')).toEqual(['/assets/pricing-page-1.js', '/assets/toggle-1.js']);
    expect(preloadsAt(script, '/about')).toEqual(['/assets/about-page-1.js']);
    expect(preloadsAt(script, '/dashboard')).toEqual([]);
  });

  it('fails the build when a listed page is not a lazily loaded chunk', () => {
    expect(() => build({ '/gone': 'src/gone-page.tsx' })).toThrow(/src\/gone-page.tsx \(for \/gone\) is not a lazily loaded chunk/);
  });
});
