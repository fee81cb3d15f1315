import { expect, test, type Page, type Route } from '@playwright/test';

// A tab left open across a deploy runs the old build: its lazily loaded chunks are gone from
// the server. The server answers 404 for them (not the app's HTML), and the app reloads once to
// fetch the new build.

const aboutChunk = '**/assets/AboutPage-*.js';
const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found","message":"Not found"}}' });

/** Counts the page's full loads from now on. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

async function openAboutFromHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click();
}

test('a missing file under /assets answers 404, not the app page', async ({ request }) => {
  for (const accept of ['*/*', 'text/html']) {
    const response = await request.get('/assets/AboutPage-0ld0ld.js', { headers: { accept } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).not.toContain('text/html');
  }
});

test('reloads once when a lazily loaded chunk cannot be fetched, and then shows the page', async ({ page }) => {
  let failures = 0;
  await page.route(aboutChunk, async (route) => {
    if (failures === 0) {
      failures += 1;
      await gone(route);
    } else {
      await route.fallback();
    }
  });
  const loads = countLoads(page);
  await openAboutFromHome(page);
  await expect(page.getByRole('heading', { name: 'About Clinvia' })).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toMatch(/\/about$/);
  expect(failures).toBe(1);
  // The first visit, then the one reload.
  expect(loads()).toBe(2);
});

test('does not reload again when the chunk still cannot be fetched: the error page says so', async ({ page }) => {
  let requests = 0;
  await page.route(aboutChunk, async (route) => {
    requests += 1;
    await gone(route);
  });
  const loads = countLoads(page);
  await openAboutFromHome(page);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  // Let a looping reload show itself before counting.
  await page.waitForTimeout(1_000);
  expect(loads()).toBe(2);
  expect(requests).toBe(2);
});
