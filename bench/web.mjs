#!/usr/bin/env node
// `npm run bench:web`: builds, serves the production build the way `npm start` does (own port, fresh database), then
// prints per public route the JavaScript it loads before it is interactive (gzipped, as served) and Lighthouse's mobile
// performance score with LCP, CLS and TBT. Figures to read, not a pass/fail test.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/lib/chromium.mjs';
import { build, ensureDependencies, ROOT } from '../scripts/lib/workspace.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { useProjectNode } from '../scripts/lib/node-runtime.mjs';

useProjectNode();

const require = createRequire(join(ROOT, 'package.json'));
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://localhost:${PORT}`;
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/pricing,/how-it-works,/about,/contact').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

ensureDependencies();
build();

const app = await startAppServer({ port: PORT, name: 'bench_web' });

try {
  const { default: lighthouse } = await import(require.resolve('lighthouse'));
  const chromeLauncher = await import(require.resolve('chrome-launcher'));
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const { lhr } = await lighthouse(`${BASE}${route}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        runs.push(lhr);
      }
      rows.push(summarize(route, runs));
    }
  } finally {
    await chrome.kill();
  }
  printTable(rows);
} finally {
  await app.stop();
}

/** The median run by score; JS is what the page requested before it settled, gzipped as the server sent it. */
function summarize(route, runs) {
  const sorted = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  const requests = median.audits['network-requests'].details.items;
  const scripts = requests.filter((item) => item.resourceType === 'Script' && item.url.startsWith(BASE));
  return {
    route,
    score: Math.round(median.categories.performance.score * 100),
    lcp: median.audits['largest-contentful-paint'].numericValue,
    cls: median.audits['cumulative-layout-shift'].numericValue,
    tbt: median.audits['total-blocking-time'].numericValue,
    jsFiles: scripts.length,
    jsKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
  };
}

function printTable(rows) {
  console.log(`\nLighthouse ${RUNS} run(s) per route, mobile emulation (simulated slow 4G, 4x CPU slowdown), median by score:\n`);
  console.log('| route | performance | LCP | CLS | TBT | JS loaded (gzip) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.score} | ${(row.lcp / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms | ${row.jsKb.toFixed(1)} KB in ${row.jsFiles} files |`,
    );
  }
}
