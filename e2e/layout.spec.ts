import { expect, test, type Page } from '@playwright/test';
import { clippedText, setBrowserTextSize, sidewaysOverflow } from './support/a11y';
import { gotoSettled } from './support/settled';
import { anonymousPages, doctorPages, patientPages, staffPages } from './support/pages';
import { signInAs } from './support/session';

// A11Y-7: no page scrolls sideways. The document must be exactly as wide as the viewport at the
// narrowest width WCAG's reflow asks for (320 CSS px), a small phone and a tablet, on every screen
// each kind of user reaches; e2e/accessibility.spec.ts holds the same screens to it at 390 and 1280 px.

const widths = [320, 360, 768] as const;

/** How much wider than the viewport the document is, once the page has loaded its data. */
async function overflow(page: Page, path: string): Promise<number> {
  await gotoSettled(page, path);
  await expect(page.locator('main').first()).toBeVisible();
  return sidewaysOverflow(page);
}

async function expectNoneScrollsSideways(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) expect.soft(await overflow(page, path), `${path} is wider than the viewport by (px)`).toBe(0);
}

for (const width of widths) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no public page scrolls sideways', async ({ page }) => {
      test.setTimeout(90_000);
      await expectNoneScrollsSideways(page, anonymousPages);
    });

    test('no patient page scrolls sideways', async ({ page }) => {
      test.setTimeout(90_000);
      const token = await signInAs(page, 'patient');
      await expectNoneScrollsSideways(page, await patientPages(page, token));
    });

    test('no doctor page scrolls sideways', async ({ page }) => {
      await signInAs(page, 'doctor');
      await expectNoneScrollsSideways(page, doctorPages);
    });

    test('no staff page scrolls sideways', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'staff');
      await expectNoneScrollsSideways(page, staffPages);
    });
  });
}

// A11Y-7 (WCAG 1.4.4): with the browser's text at 200 %, every screen still fits a laptop's width
// and cuts off no text. The layout's breakpoints are in rem, so doubled text also takes each
// screen through its narrower layouts (the 320–768 px runs above cover those at normal size).
for (const width of [1280] as const) {
  test.describe(`with text at 200 % at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    async function expectTextReflows(page: Page, paths: string[]): Promise<void> {
      await setBrowserTextSize(page, 200);
      for (const path of paths) {
        await gotoSettled(page, path);
        await expect(page.locator('main').first()).toBeVisible();
        // The setting took: the body's text is twice the default 16 px.
        expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), `${path}: the text size`).toBe('32px');
        expect.soft(await sidewaysOverflow(page), `${path} is wider than the viewport by (px)`).toBe(0);
        expect.soft(await clippedText(page), `${path} cuts off text`).toEqual([]);
      }
    }

    test('public pages', async ({ page }) => {
      test.setTimeout(120_000);
      await expectTextReflows(page, anonymousPages);
    });

    test('patient pages', async ({ page }) => {
      test.setTimeout(120_000);
      const token = await signInAs(page, 'patient');
      await expectTextReflows(page, await patientPages(page, token));
    });

    test('doctor pages', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'doctor');
      await expectTextReflows(page, doctorPages);
    });

    test('staff pages', async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, 'staff');
      await expectTextReflows(page, staffPages);
    });
  });
}
