import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

test('the home page renders under the shared layout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('© 2025 Clinvia')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('before its scripts run a page shows the header’s logo where the app puts it, and without JavaScript it says so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const shell = await context.newPage();
  await shell.goto('/about');
  // (Playwright's text locators skip <noscript>; the paragraph is found by its tag.)
  await expect(shell.locator('noscript p')).toContainText('Clinvia needs JavaScript.');
  await expect(shell.locator('noscript p')).toBeInViewport();
  const shellLogo = await shell.locator('#root svg').boundingBox();
  expect(shellLogo).not.toBeNull();
  await context.close();

  // The app replaces it with its own header, the logo in the same place.
  const page = await browser.newPage();
  await page.goto('/about');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Clinvia' })).toBeVisible();
  await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
  expect(await banner.locator('svg').first().boundingBox()).toEqual(shellLogo);
  await page.close();
});

test('an unknown route shows the Coming Soon page', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByText('We are working on it')).toBeVisible();
  await page.getByRole('link', { name: 'Back to HomePage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});

test('a protected route sends an anonymous visitor to /login', async ({ page }) => {
  await page.goto('/appointments');
  await expect(page).toHaveURL(/\/login$/);
});

test('/api/health answers with the database status', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('the server sends a strict content security policy', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
});
