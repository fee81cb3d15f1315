import { expect, test, type Page } from '@playwright/test';
import { a11yViolations, sidewaysOverflow } from './support/a11y';
import { anonymousPages, doctorPages, patientPages, staffPages } from './support/pages';
import { gotoSettled } from './support/settled';
import { signInAs } from './support/session';

// A11Y-1, A11Y-7 (issue 36): every screen of every kind of user, at a phone's and a laptop's
// width, has no axe violation of WCAG 2.0 to 2.2 A and AA at all (the journeys allow none
// serious or critical; this sweep allows none of any impact) and does not scroll sideways.

const widths = [390, 1280] as const;

/** What is wrong with `path` once loaded: its violations and any sideways overflow. */
async function problemsOf(page: Page, path: string): Promise<string[]> {
  await gotoSettled(page, path);
  await expect(page.locator('main').first()).toBeVisible();
  // Axe reads colours as painted: a transition still running would be read half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems = await a11yViolations(page);
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) problems.push(`scrolls sideways by ${String(overflow)} px`);
  return problems.map((problem) => `${path}: ${problem}`);
}

async function expectAccessible(page: Page, paths: string[]): Promise<void> {
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await problemsOf(page, path)));
  expect(problems).toEqual([]);
}

for (const width of widths) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every public page is accessible', async ({ page }) => {
      test.setTimeout(120_000);
      await expectAccessible(page, anonymousPages);
    });

    test("every patient's page is accessible", async ({ page }) => {
      test.setTimeout(180_000);
      const token = await signInAs(page, 'patient');
      await expectAccessible(page, await patientPages(page, token));
    });

    test("every doctor's page is accessible", async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'doctor');
      await expectAccessible(page, doctorPages);
    });

    test("every staff member's page is accessible", async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'staff');
      await expectAccessible(page, staffPages);
    });
  });
}
