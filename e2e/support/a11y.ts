import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every axe violation of WCAG 2.0 to 2.2 A and AA on the page as it stands, of any impact, one line each. */
export async function a11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A11Y-1: no serious or critical accessibility violation on any page (the journeys' check; the sweep allows none at all). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const serious = (await a11yViolations(page)).filter((line) => line.startsWith('serious ') || line.startsWith('critical '));
  expect(serious).toEqual([]);
}

/** How much wider than its viewport the page is (A11Y-7, reflow): 0 when nothing scrolls sideways. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** A11Y-7 (reflow): nothing on the page scrolls sideways, so a phone's width holds. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page), 'the page scrolls sideways by (px)').toBe(0);
}
