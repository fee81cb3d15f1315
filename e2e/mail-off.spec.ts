import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ownServer } from './support/own-server';
import { demoAccounts, demoPassword, signInWith } from './support/session';

// MAIL-2 (issue 38.6): with MAIL_DELIVERY=off the staff console says e-mail is off, and password
// reset says plainly that no link can be sent. The shared e2e server sends mail to the test sink
// (playwright.config.ts), so this file starts its own server with e-mail off, from the same build.

test.describe.configure({ mode: 'serial' });

const server = ownServer({ name: 'The server with e-mail off', env: { LOG_LEVEL: 'error', MAIL_DELIVERY: 'off', DEMO_DATA: 'true' }, startMs: 140_000 });

test('the staff console shows that e-mail is off, on the dashboard and in Messages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWith(page, { email: demoAccounts.staff, password: demoPassword }, server.baseURL);
  await page.goto(`${server.baseURL}/staff`);
  await expect(page.getByText('E-mail is off', { exact: true })).toBeVisible();
  await expect(page.getByText(/The clinic sends no e-mail right now \(MAIL_DELIVERY=off\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('staff-mail-off-1280.png'), fullPage: true });
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('E-mail is off', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: /^Not sent/ })).toBeVisible();
});

test('password reset says plainly that no link can be sent', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseURL}/forgot-password`);
  await page.getByLabel('Email').fill(demoAccounts.patient);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/The clinic cannot send e-mail right now, so no reset link can be sent/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('forgot-password-mail-off-390.png'), fullPage: true });
});
