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

/**
 * Fails on serious or critical accessibility violations, listing each with the elements it concerns. The page is
 * checked settled: a list still showing the last answer faded (aria-busy) while the next loads is not measured.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await untilAnimationsEnd(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
