import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no transition or finite animation runs (a dialog's fade-in, a drawer's slide): axe measuring colours
 * halfway through a fade finds them too faint. Endless ones (skeleton pulses, spinners) are not waited for.
 */
async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe's serious and critical findings once no transition runs, one line each with the elements concerned. */
async function seriousViolations(page: Page): Promise<string[]> {
  await untilAnimationsEnd(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Fails on serious or critical accessibility violations, listing each with the elements it concerns. The page is
 * checked settled: a list still showing the last answer faded (aria-busy) while the next loads is not measured. A
 * transition can also start while axe runs (a notice closing itself after its 5 s, seen in CI as its title below AA):
 * what axe found is measured once more after it, and only what is still there fails.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await seriousViolations(page);
  const serious = found.length > 0 ? await seriousViolations(page) : found;
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
