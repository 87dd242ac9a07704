import { expect, type Locator, type Page } from '@playwright/test';

/** The links a part of the page shows, by name and address, in order: to compare the header's row with its drawer. */
export async function shownLinks(region: Locator): Promise<[string, string | null][]> {
  return region
    .getByRole('link')
    .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href')]));
}

/**
 * The site header's items at the page's width, by name: from the row when it shows them, else from the side drawer,
 * opened and closed again. The frontend's tests pin the items themselves; the journeys prove both widths agree.
 */
export async function siteItems(page: Page): Promise<[string, string | null][]> {
  const banner = page.getByRole('banner').first();
  const row = banner.getByRole('navigation', { name: 'Main' });
  const menu = banner.getByRole('button', { name: 'Open navigation menu' });
  await expect(row.or(menu)).toBeVisible();
  if (await row.isVisible()) return withoutLogo(await shownLinks(banner));
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeInViewport({ ratio: 1 });
  const items = withoutLogo(await shownLinks(drawer));
  await drawer.getByRole('button', { name: 'Close navigation menu' }).click();
  await drawer.waitFor({ state: 'hidden' });
  return items;
}

/** The items without the logo's link home, sorted by name: the drawer lists Log In and Sign Up last, the row does not. */
function withoutLogo(links: [string, string | null][]): [string, string | null][] {
  return links.filter(([name]) => name !== 'AI Receptionists').sort(([a], [b]) => a.localeCompare(b));
}
