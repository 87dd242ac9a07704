import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { routePreload } from './route-preload.ts';

// The API and the SPA share one origin in production (the api serves dist/); dev and preview mirror
// that by proxying /api to the backend.
const apiProxy = { '/api': { target: 'http://localhost:3000' } };

// The public pages and the module each one's route lazy-loads (src/app/router.tsx): index.html preloads the
// current page's code together with main.js.
const marketing = 'src/features/marketing/pages';
const contact = 'src/features/contact/pages';
const auth = 'src/features/auth/pages';
const publicPages = {
  '/': `${marketing}/landing-page.tsx`,
  '/pricing': `${marketing}/pricing-page.tsx`,
  '/how-it-works': `${marketing}/how-it-works-page.tsx`,
  '/about': `${marketing}/about-page.tsx`,
  '/contact': `${contact}/contact-page.tsx`,
  '/legal/privacy-policy': `${contact}/legal-page.tsx`,
  '/legal/terms-of-service': `${contact}/legal-page.tsx`,
  '/legal/data-processing': `${contact}/legal-page.tsx`,
  '/legal/cookies-policy': `${contact}/legal-page.tsx`,
  '/auth': `${auth}/auth-page.tsx`,
  '/forgot-password': `${auth}/forgot-password-page.tsx`,
  '/reset-password': `${auth}/reset-password-page.tsx`,
  '/admin-login': `${auth}/admin-login-page.tsx`,
};

export default defineConfig({
  plugins: [react(), routePreload(publicPages)],
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
    unstubGlobals: true,
    // Form tests type into real MUI inputs; on a slow or busy host one takes 3-5 s, and speed is not what they test.
    testTimeout: 20_000,
  },
});
