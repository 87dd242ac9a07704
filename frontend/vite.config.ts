import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API and the SPA share one origin in production (the api serves dist/); dev and preview mirror
// that by proxying /api to the backend.
const apiProxy = { '/api': { target: 'http://localhost:3000' } };

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
