import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { routePreload } from './route-preload.ts';
import { PUBLIC_PAGES } from './src/app/public-routes.ts';

// The API and the SPA share one origin in production (the api serves dist/); dev and preview mirror
// that by proxying /api to the backend.
const apiProxy = { '/api': { target: 'http://localhost:3000' } };

export default defineConfig({
  // index.html preloads the open public page's code together with main.js.
  plugins: [react(), routePreload(PUBLIC_PAGES)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The first-load file is one on purpose (below); bench:web watches its gzipped size against the budget.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Fewer, larger files for the first load: on a slow mobile connection each request costs a round trip, and
      // Lighthouse counts every file that arrives before the largest paint (see the README's performance section).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything main.tsx imports statically (React, the router, MUI's core, the layout) in one file,
          // instead of a dozen pieces that each later page happens to share.
          groups: [{ name: 'app', tags: ['$initial'] }],
          // A page's small shared helpers (icons, cards, MUI pieces under 32 KB of source) are copied into the
          // page's own file, so a page is one or two files rather than eight. Experimental in Rolldown (it turns
          // on strictExecutionOrder); without it every page still works, with more requests.
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    restoreMocks: true,
    // Vitest's default (cores - 1) is one worker on a two-core machine, and this suite was the run's critical path.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    unstubGlobals: true,
    // Files on one worker share its jsdom and module graph instead of each building its own (MUI and the app imported
    // again 65 times were half the suite's time). Each test still starts clean: setup.ts unmounts, clears storage,
    // timers and mocks after every test, and no module keeps state a test can see (docs/development.md#frontend-tests).
    isolate: false,
    // Form tests type into real MUI inputs; on a slow or busy host one takes 3-5 s, and beside CI's integration files a
    // long form passed 20 s. Speed is not what they test (bench/ measures it): the budget only ends a test that hangs.
    testTimeout: 60_000,
    // The same budget for setup.ts's beforeAll, which loads the whole app once per worker: beside CI's integration files
    // that passed vitest's 10 s default.
    hookTimeout: 60_000,
  },
});
