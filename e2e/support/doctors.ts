import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoAccounts, demoPassword } from './session';

// Doctors of their own for the doctor portal and staff console tests: each test registers a
// doctor, and the demo administrator verifies them (as the staff console does), so parallel
// tests never share a schedule.

export interface TestDoctor {
  id: string;
  name: string;
  email: string;
  token: string;
}

const password = 'Correct-horse-9';
const letters = 'abcdefghijklmnopqrstuvwxyz';

/** A surname no other test uses: letters only, so names stay valid and searchable. */
export function uniqueSurname(): string {
  let tag = '';
  for (let i = 0; i < 7; i++) tag += letters[Math.floor(Math.random() * letters.length)] ?? 'x';
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

export async function tokenOf(request: APIRequestContext, email: string, secret = password): Promise<string> {
  const login = await request.post('/api/authentication/login', { data: { email, password: secret } });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Registers a doctor and, unless `verified` is false, has the demo administrator verify them. */
export async function newDoctor(request: APIRequestContext, firstName: string, options: { verified?: boolean; fee?: number; specialization?: string } = {}): Promise<TestDoctor> {
  const name = `${firstName} ${uniqueSurname()}`;
  const email = `doctor-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
  const registered = await request.post('/api/authentication/register', {
    data: {
      role: 'doctor',
      name,
      email,
      password,
      confirmPassword: password,
      phoneNumber: '4155550177',
      specialization: options.specialization ?? 'Cardiology',
      qualifications: `MD (${options.specialization ?? 'Cardiology'})`,
      experienceYears: 9,
      consultationFee: options.fee ?? 140,
      licenceNumber: 'A123456',
      licenceState: 'CA',
    },
  });
  expect(registered.status(), 'registration of the test doctor').toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  if (options.verified !== false) {
    const admin = await tokenOf(request, demoAccounts.staff, demoPassword);
    const verified = await request.post(`/api/staff/doctors/${user.id}/verify`, { headers: { authorization: `Bearer ${admin}` }, data: { licenceChecked: true } });
    expect(verified.status(), 'verification of the test doctor').toBe(200);
  }
  return { id: user.id, name, email, token: await tokenOf(request, email) };
}

/** Puts a token into localStorage before the page's first script runs (the next goto is signed in). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value: string) => {
    if (sessionStorage.getItem('e2e-signed-in') === null) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', value);
    }
  }, token);
}

/** A second page in its own browser context (its own storage), signed in with `token`. */
export async function pageSignedIn(browser: Browser, token: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInWithToken(page, token);
  return page;
}
