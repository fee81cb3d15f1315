import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only journeys (A11Y-5, A11Y-2): the test moves with Tab and acts with Enter, Space,
// arrows and typing, never with the mouse or Playwright's element actions (click, fill, check,
// selectOption, focus, hover), so a control the keyboard cannot reach fails the journey.

/** Whether `locator`'s element is the document's focused element. */
async function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** A short description of the focused element, for the trail of a failed `tabTo`. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return '(body)';
    const labels = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? Array.from(element.labels ?? []) : [];
    const name = element.getAttribute('aria-label') ?? labels[0]?.textContent ?? element.textContent;
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const type = element.getAttribute('type');
    return `${role}${type === null ? '' : `[${type}]`} "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `locator`'s element holds the focus, at most
 * `max` times; fails with the elements focused on the way when it never gets there.
 */
export async function tabTo(page: Page, locator: Locator, options: { max?: number; backwards?: boolean } = {}): Promise<void> {
  const max = options.max ?? 40;
  await expect(locator, 'the control to tab to is shown').toBeVisible();
  const trail: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await holdsFocus(locator)) {
      await expectFocusVisible(page);
      return;
    }
    if (presses === max) break;
    await page.keyboard.press(options.backwards === true ? 'Shift+Tab' : 'Tab');
    trail.push(await describeFocus(page));
  }
  throw new Error(`${String(max)} presses of ${options.backwards === true ? 'Shift+Tab' : 'Tab'} never reached ${locator.toString()}; focused on the way:\n  ${trail.join('\n  ')}`);
}

/**
 * The focused element shows that it has the focus (A11Y-2, WCAG 2.4.7): an outline or a
 * box-shadow is drawn on the element itself, or on the box that stands for it and is styled for
 * its focus (a class with a focus variant): the styled box beside a visually hidden radio
 * (`peer-focus-visible:`), its label, or a card around a link (`focus-within:`).
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return { ok: false, what: 'nothing has the focus' };
    const transparent = (colour: string) => colour === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(colour);
    const drawn = (target: Element): boolean => {
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
      const shadow = style.boxShadow !== 'none' && style.boxShadow.split(/,(?![^(]*\))/).some((layer) => !/^\s*rgba\([^)]*,\s*0\)/.test(layer) && !layer.includes('0px 0px 0px 0px'));
      return outline || shadow;
    };
    // A stand-in counts only when its class gives it a look for the focus, so a card's resting shadow is not taken for one.
    const styledForFocus = (target: Element) => /(^|\s|:)(focus|focus-visible|focus-within|peer-focus|peer-focus-visible|group-focus|group-focus-visible|has-focus-visible|has-\[:focus[^\]]*\]):/.test(target.getAttribute('class') ?? '');
    const standIns: Element[] = [];
    if (element instanceof HTMLInputElement) {
      for (const label of Array.from(element.labels ?? [])) standIns.push(label);
      if (element.nextElementSibling !== null) standIns.push(element.nextElementSibling);
    }
    for (let ancestor = element.parentElement, depth = 0; ancestor !== null && depth < 5; ancestor = ancestor.parentElement, depth++) standIns.push(ancestor);
    const visible = drawn(element) || standIns.some((standIn) => styledForFocus(standIn) && drawn(standIn));
    return { ok: visible && element.matches(':focus-visible'), what: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"` };
  });
  expect(found.ok, `the focus is visible on ${found.what}`).toBe(true);
}

/**
 * Presses an arrow key in a radio group (which moves the focus and the choice together) until
 * `radio` holds the focus, at most `max` times, and Space when Tab left it focused but unchosen
 * (the first radio of a group with no choice yet); fails with the radios passed on the way.
 */
export async function arrowTo(page: Page, radio: Locator, options: { max?: number; key?: 'ArrowRight' | 'ArrowDown' | 'ArrowLeft' | 'ArrowUp' } = {}): Promise<void> {
  const max = options.max ?? 30;
  const trail: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await holdsFocus(radio)) {
      if (!(await radio.isChecked())) await page.keyboard.press('Space');
      await expect(radio).toBeChecked();
      await expectFocusVisible(page);
      return;
    }
    if (presses === max) break;
    await page.keyboard.press(options.key ?? 'ArrowRight');
    trail.push(await describeFocus(page));
  }
  throw new Error(`${String(max)} presses of ${options.key ?? 'ArrowRight'} never reached ${radio.toString()}; focused on the way:\n  ${trail.join('\n  ')}`);
}

/** Whether the focus is inside `container` (a dialog holding it). */
export async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}
