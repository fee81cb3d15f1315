import type { Page } from '@playwright/test';

/**
 * Opens `path` and waits until the page has had no request in flight for `quietMs`, leaving out
 * the bell's live channel (`/api/notifications/stream`, MSG-10): it stays open as long as a
 * signed-in page does, so Playwright's 'networkidle' never comes on those pages.
 */
export async function gotoSettled(page: Page, path: string, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  const live = (url: string) => url.includes('/api/notifications/stream');
  const inFlight = new Set<unknown>();
  const start = (request: { url: () => string }) => {
    if (!live(request.url())) inFlight.add(request);
  };
  const end = (request: unknown) => {
    inFlight.delete(request);
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await page.goto(path);
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(50);
    }
    throw new Error(`the page still had ${String(inFlight.size)} request(s) in flight after ${String(timeoutMs)} ms`);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}
