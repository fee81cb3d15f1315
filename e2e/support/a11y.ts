import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the window has stopped scrolling (five frames at one position; two seconds at most).
 * The app scrolls smoothly (index.css): a heading that takes the focus after a navigation brings the
 * page up over a few hundred milliseconds, and axe, which reads what covers what as painted, then
 * found a checkbox half under the sticky header too small a target (target-size). The two seconds
 * are also a timer: Chromium may hold animation frames back from a page it is not painting, and a
 * wait counted in frames alone then never ended (a Spanish sweep hung to its 5-minute limit in CI).
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const until = performance.now() + 2000;
        setTimeout(resolve, 2000);
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5 || performance.now() > until) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Every axe violation of WCAG 2.0 to 2.2 A and AA on the page as it stands, of any impact, one line each. */
export async function a11yViolations(page: Page): Promise<string[]> {
  await scrollSettled(page);
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

/**
 * A11Y-7 (resize text): sets the browser's own text size, as a reader does in the settings, through
 * the DevTools protocol (Chromium's default font size; the page's rem-based sizes follow it), and
 * returns the body's font size in px so a test can see the text really grew.
 */
export async function setBrowserTextSize(page: Page, percent: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } });
}

/**
 * Text the page cuts off: an element that hides its overflow (or ends it with an ellipsis) while
 * its content is larger than its box, so some words are lost. Screen-reader-only text (clipped to
 * 1 px on purpose) and empty boxes are not loss.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lost: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (!(element instanceof HTMLElement)) continue;
      const style = getComputedStyle(element);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.overflowY === 'hidden' || style.overflowY === 'clip' || style.textOverflow === 'ellipsis';
      // Tailwind's sr-only clips to nothing on purpose (clip-path: inset(50%); the skip link keeps its padding while hidden).
      if (!hides || style.clipPath === 'inset(50%)' || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const text = element.innerText.trim();
      if (text === '') continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) lost.push(`${element.tagName.toLowerCase()}${element.className ? `.${element.className.split(/\s+/).slice(0, 3).join('.')}` : ''}: "${text.slice(0, 40)}"`);
    }
    return lost;
  });
}
