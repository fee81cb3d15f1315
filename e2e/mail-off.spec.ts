import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoAccounts, demoPassword } from './support/session';

// MAIL-2 (issue 38.6): with MAIL_DELIVERY=off the staff console says e-mail is off, and password
// reset says plainly that no link can be sent. The shared e2e server sends mail to the test sink
// (playwright.config.ts), so this file starts its own server with e-mail off, from the same build.

const root = resolve(import.meta.dirname, '..');
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let baseURL = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await getPort();
  baseURL = `http://127.0.0.1:${String(port)}`;
  dataDir = mkdtempSync(join(tmpdir(), 'clinvia-e2e-mail-off-'));
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      RATE_LIMIT_MAX: '0',
      LOGIN_BURST: '0',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      MAIL_DELIVERY: 'off',
      DEMO_DATA: 'true',
      MFA_REQUIRED_ROLES: '',
      APP_URL: baseURL,
    },
  });
  const deadline = Date.now() + 140_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The server with e-mail off did not start at ${baseURL}`);
    await new Promise((done) => setTimeout(done, 500));
  }
});

test.afterAll(() => {
  server?.kill();
  if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
});

test('the staff console shows that e-mail is off, on the dashboard and in Messages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = await page.request.post(`${baseURL}/api/authentication/login`, { data: { email: demoAccounts.staff, password: demoPassword } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value: string) => {
    localStorage.setItem('token', value);
  }, token);
  await page.goto(`${baseURL}/staff`);
  await expect(page.getByText('E-mail is off', { exact: true })).toBeVisible();
  await expect(page.getByText(/The clinic sends no e-mail right now \(MAIL_DELIVERY=off\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('staff-mail-off-1280.png'), fullPage: true });
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('E-mail is off', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: /^Not sent/ })).toBeVisible();
});

test('password reset says plainly that no link can be sent', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURL}/forgot-password`);
  await page.getByLabel('Email').fill(demoAccounts.patient);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/The clinic cannot send e-mail right now, so no reset link can be sent/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('forgot-password-mail-off-390.png'), fullPage: true });
});
