import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import getPort from 'get-port';

// Playwright evaluates this file in the runner and again in each worker; the port and data
// directory are chosen once, in the runner, and handed on through the environment.
process.env.E2E_PORT ??= String(await getPort());
// The server's mail goes to an SMTP sink on this port for the whole run (globalSetup), which keeps
// every message in E2E_MAIL_DIR for the tests that read one (e2e/support/mailbox.ts).
process.env.E2E_SMTP_PORT ??= String(await getPort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'clinvia-e2e-'));
process.env.E2E_MAIL_DIR ??= join(process.env.E2E_DATA_DIR, 'mail');
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/mail-sink.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A flow on CI's loaded two cores (two browsers, the server, the runner) takes up to twice as long
  // as here: in the run of 2026-11-30 (Playwright 2,730 s) 12 tests without a limit of their own
  // took 25-31 s. A passing test is no slower for the larger limit; only a hung one waits longer.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, 'playwright-report/results.json') }]],
  use: {
    baseURL,
    // Recording a trace costs every test about a tenth of its time; a failure is traced when retried.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SKIP_WEB_BUILD: process.env.SKIP_WEB_BUILD ?? '',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Parallel browser tests all sign in from 127.0.0.1: no per-IP burst limit here (an API test covers it).
      LOGIN_BURST: '0',
      // Two-step sign-in is not what most specs are about; e2e/sessions.spec.ts enrols a patient (optional for them)
      // and e2e/two-step-required.spec.ts starts its own server that requires it of doctors and staff.
      MFA_REQUIRED_ROLES: '',
      // Likewise for the public forms (contact, ambulance, newsletter); API tests cover their limits.
      PUBLIC_FORM_MAX: '0',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // An appointment e-mail that fails is 'failed' after two attempts ~1-2 s apart (e2e/staff-messages.spec.ts).
      JOBS_RETRY_LIMIT: '1',
      JOBS_RETRY_DELAY_SECONDS: '1',
      APP_URL: baseURL,
    },
  },
});
