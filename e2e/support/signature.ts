import type { Locator, Page } from '@playwright/test';

/** Signs on a signature pad with strokes of the mouse, as a hand would (CONSENT-3). */
export async function drawOn(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (box === null) throw new Error('the pad is not shown');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + box.width * (0.1 + step * 0.06), box.y + box.height * (0.7 - Math.sin(step / 2) * 0.4), { steps: 3 });
  await page.mouse.up();
}
