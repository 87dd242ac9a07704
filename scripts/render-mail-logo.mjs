#!/usr/bin/env node
// `node scripts/render-mail-logo.mjs`: draws the web site's logo mark (frontend/src/components/brand-logo.tsx) into
// backend/assets/mail-logo.png, the image every mail shows beside the wordmark (docs/development.md#a-mail). Mail
// clients render neither SVG nor CSS gradients reliably, so the mark travels as a PNG drawn by Chromium from the same
// CSS, colours and icon as the site, at 3× its 34 px for sharp display. Run it again when the brand changes, and commit.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/chromium.mjs';
import { ROOT } from './lib/workspace.mjs';

const OUT = join(ROOT, 'backend', 'assets', 'mail-logo.png');
const SCALE = 3;
const require = createRequire(join(ROOT, 'package.json'));

/** A value of the site's light palette (BRAND in frontend/src/app/theme.ts), the one mails use. */
function brandColour(name) {
  const theme = readFileSync(join(ROOT, 'frontend', 'src', 'app', 'theme.ts'), 'utf8');
  const colour = new RegExp(`^\\s*${name}: '(#[0-9a-f]{6})',$`, 'mi').exec(theme)?.[1];
  if (!colour) throw new Error(`no ${name} colour in frontend/src/app/theme.ts`);
  return colour;
}

/** The path of the icon the site's mark shows, from MUI's own package. */
function headsetIconPath() {
  const icon = readFileSync(require.resolve('@mui/icons-material/HeadsetMicRounded'), 'utf8');
  const path = /\bd: "([^"]+)"/.exec(icon)?.[1];
  if (!path) throw new Error('no path in @mui/icons-material/HeadsetMicRounded.js');
  return path;
}

// BrandLogo's mark: 34 px, 10 px corners, the 135° gradient from primary to secondary, the icon in white at 20 px.
const html = `<!doctype html>
<html><body style="margin:0;background:transparent">
<div id="mark" style="width:34px;height:34px;border-radius:10px;display:grid;place-items:center;color:#ffffff;
  background:linear-gradient(135deg, ${brandColour('primary')}, ${brandColour('secondary')})">
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor"><path d="${headsetIconPath()}"/></svg>
</div>
</body></html>`;

const { chromium } = require('playwright-core');
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: ['--headless', ...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 64, height: 64 }, deviceScaleFactor: SCALE });
  await page.setContent(html);
  // Transparent outside the rounded corners, so the mark sits on the light and the dark page alike.
  const png = await page.locator('#mark').screenshot({ omitBackground: true });
  writeFileSync(OUT, png);
  console.log(`wrote ${OUT} (${34 * SCALE}×${34 * SCALE} px, ${png.length} bytes)`);
} finally {
  await browser.close();
}
