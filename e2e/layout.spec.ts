import { expect, test, type Page } from '@playwright/test';
import { gotoSettled } from './support/settled';
import { signInAs } from './support/session';

// A11Y-7: no page scrolls sideways. The document must be exactly as wide as the viewport at a
// small phone, a common phone, a tablet and a laptop, on every screen each kind of user reaches.

const widths = [360, 390, 768, 1280] as const;

const anonymousPages = ['/', '/register', '/login', '/forgot-password', '/about', '/contact', '/privacy', '/terms', '/accessibility', '/sitemap', '/no-such-page'];
const patientPages = [
  '/',
  '/services',
  '/find-doctor',
  '/appointments',
  '/patient-profile',
  '/settings',
  '/parkinson-disease-detection',
  '/heart-disease-detection',
  '/breast-cancer-detection',
  '/calories-prediction',
  '/insurance-prediction',
  '/diabetes-prediction',
];
const doctorPages = ['/doctor-portal', '/doctor-profile'];
const staffPages = ['/staff', '/staff/appointments', '/staff/appointments/book', '/staff/approvals', '/staff/doctors', '/staff/inbox', '/staff/ambulance', '/staff/audit-log', '/staff/team'];

/** How much wider than the viewport the document is, once the page has loaded its data. */
async function overflow(page: Page, path: string): Promise<number> {
  await gotoSettled(page, path);
  await expect(page.locator('main').first()).toBeVisible();
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function expectNoSidewaysScroll(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) expect.soft(await overflow(page, path), `${path} is wider than the viewport by (px)`).toBe(0);
}

for (const width of widths) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no public page scrolls sideways', async ({ page }) => {
      await expectNoSidewaysScroll(page, anonymousPages);
    });

    test('no patient page scrolls sideways', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'patient');
      const doctors = (await (await page.request.get('/api/doctors?pageSize=1')).json()) as { items: { user_id: string }[] };
      const doctor = doctors.items[0]?.user_id ?? '';
      await expectNoSidewaysScroll(page, [...patientPages, `/doctor/${doctor}`, `/appointment/${doctor}`]);
    });

    test('no doctor page scrolls sideways', async ({ page }) => {
      await signInAs(page, 'doctor');
      await expectNoSidewaysScroll(page, doctorPages);
    });

    test('no staff page scrolls sideways', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'staff');
      await expectNoSidewaysScroll(page, staffPages);
    });
  });
}
