import { expect, test, type Page } from '@playwright/test';

// Issue 26 item 9 (PLAT-15): only the home page preloads the hero image; every other page is
// served without that link, so the browser has no unused preload to warn about.

const heroPreload = 'link[rel="preload"][as="image"]';

/** Chromium's warning for a preloaded resource that the page did not use within a few seconds of load. */
function unusedPreloadWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test('the home page preloads the hero image and uses it', async ({ page }) => {
  const warnings = unusedPreloadWarnings(page);
  await page.goto('/');
  const href = await page.locator(heroPreload).getAttribute('href');
  expect(href).toMatch(/^\/assets\/hero-[\w-]+\.svg$/);
  await expect(page.locator('main img').first()).toHaveAttribute('src', href ?? '');
  // Chromium warns about an unused preload about three seconds after the load event.
  await page.waitForTimeout(3_500);
  expect(warnings).toEqual([]);
});

for (const path of ['/find-doctor', '/about', '/login', '/no-such-page']) {
  test(`${path} has no hero preload and no unused-preload warning`, async ({ page }) => {
    const warnings = unusedPreloadWarnings(page);
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator(heroPreload)).toHaveCount(0);
    await page.waitForTimeout(3_500);
    expect(warnings).toEqual([]);
  });
}
