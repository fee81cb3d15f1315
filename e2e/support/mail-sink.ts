import { startMailSink } from './mailbox';

/**
 * Playwright's global setup: the SMTP sink the server's SMTP_URL points at, for the whole run
 * (e2e/playwright.config.ts); the returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startMailSink(Number(process.env.E2E_SMTP_PORT), process.env.E2E_MAIL_DIR ?? '');
  return () =>
    new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
    });
}
