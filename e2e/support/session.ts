import { expect, type Page } from '@playwright/test';

/** The demo accounts the seed creates (apps/api/src/db/seed.ts). */
export const demoAccounts = {
  patient: 'patient@clinvia.test',
  doctor: 'doctor@clinvia.test',
  staff: 'admin@clinvia.test',
} as const;
export const demoPassword = 'Clinvia-demo-2025';

/**
 * Signs an account in through the real API (of `baseURL`, or the shared server's) and puts its
 * token into localStorage before any of the app's scripts run, so the next `page.goto` starts
 * signed in.
 */
export async function signInWith(page: Page, account: { email: string; password: string }, baseURL = ''): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/authentication/login`, { data: account });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value: string) => {
    // Only on the first document: a test that signs out must stay signed out after reloads.
    if (sessionStorage.getItem('e2e-signed-in') === null) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', value);
    }
  }, token);
  return token;
}

/** The demo account of `role`, signed in as `signInWith` does; its session token. */
export async function signInAs(page: Page, role: keyof typeof demoAccounts): Promise<string> {
  return signInWith(page, { email: demoAccounts[role], password: demoPassword });
}
