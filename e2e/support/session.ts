import { expect, type Page } from '@playwright/test';

/** The demo accounts the seed creates (apps/api/src/db/seed.ts). */
export const demoAccounts = {
  patient: 'patient@clinvia.test',
  doctor: 'doctor@clinvia.test',
  staff: 'admin@clinvia.test',
} as const;
export const demoPassword = 'Clinvia-demo-2025';

/**
 * Signs the demo account of `role` in through the real API and puts its token into
 * localStorage before any of the app's scripts run, so the next `page.goto` starts signed in.
 */
export async function signInAs(page: Page, role: keyof typeof demoAccounts): Promise<void> {
  const response = await page.request.post('/api/authentication/login', {
    data: { email: demoAccounts[role], password: demoPassword },
  });
  expect(response.status(), `sign-in of the demo ${role}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value: string) => {
    // Only on the first document: a test that signs out must stay signed out after reloads.
    if (sessionStorage.getItem('e2e-signed-in') === null) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', value);
    }
  }, token);
}
