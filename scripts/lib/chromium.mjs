// The Chromium that e2e (Playwright) and bench:web (Lighthouse) drive; plain Node so both can import it.
import { existsSync } from 'node:fs';

/** Chromium from Debian when installed, else the one shipped inside the @sparticuz/chromium npm package. */
export async function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

// As root, and with no network but the loopback: no sandbox, and nothing that phones home.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // Software compositing as a thread of the browser, not a process of its own: about a tenth less of the machine's CPU
  // over the journeys (bench/RESULTS.md#the-test-loop).
  '--in-process-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
