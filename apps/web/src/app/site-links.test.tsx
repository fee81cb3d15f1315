import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/api';
import { renderApp } from '../test/render';
import { routes } from './routes';

// The public pages link to each other a great deal (SHELL-14, the footer, the legal texts). A
// renamed route or section would leave a link to the 'coming soon' page or to nowhere in the
// page: every in-app link of these pages must reach a real route, and every #section must exist
// on its page.

const pages = [
  { path: '/', heading: 'Care that fits your life' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/accessibility', heading: 'Accessibility Statement' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/sitemap', heading: 'Sitemap' },
  { path: '/emergency', heading: null },
] as const;

/** True when the path reaches a screen of its own, not the catch-all 'coming soon' page. */
function isRealRoute(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.length > 0 && matches.at(-1)?.route.path !== '*';
}

function siteApi() {
  return fakeApi({ 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } } });
}

/** The page's in-app links (the layout's bar and footer included), as written. */
async function linksOf(path: string, heading: string | null): Promise<string[]> {
  siteApi();
  const view = renderApp(path);
  if (heading === null) await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
  else await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
  const hrefs = [...view.container.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
  view.unmount();
  return hrefs.filter((href) => href.startsWith('/') || href.startsWith('#'));
}

describe('links between the public pages', { timeout: 60_000 }, () => {
  it.each(pages)('every in-app link of $path reaches a page of its own', async ({ path, heading }) => {
    const broken = (await linksOf(path, heading)).filter((href) => href.startsWith('/') && !isRealRoute(new URL(href, 'http://localhost').pathname));
    expect(broken).toEqual([]);
  });

  it.each(pages)('every #section linked from $path exists on its page', async ({ path, heading }) => {
    const targets = [...new Set((await linksOf(path, heading)).filter((href) => href.includes('#')))].map((href) => {
      const url = new URL(href, `http://localhost${path}`);
      return { page: url.pathname, id: decodeURIComponent(url.hash.slice(1)) };
    });
    const missing: string[] = [];
    for (const { page, id } of targets) {
      const known = pages.find((entry) => entry.path === page);
      if (known === undefined) {
        missing.push(`${page}#${id} (a page this test does not open)`);
        continue;
      }
      siteApi();
      const view = renderApp(page);
      if (known.heading === null) await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
      else await screen.findByRole('heading', { level: 1, name: known.heading }, { timeout: 15_000 });
      if (document.getElementById(id) === null) missing.push(`${page}#${id}`);
      view.unmount();
    }
    expect(missing).toEqual([]);
  });

  it('knows a route that does not exist when it sees one', () => {
    expect(isRealRoute('/terms')).toBe(true);
    expect(isRealRoute('/doctor/42')).toBe(true);
    expect(isRealRoute('/no-such-page')).toBe(false);
  });
});
