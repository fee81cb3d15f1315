import { publicPages } from '@clinvia/contracts/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { appUrl: 'https://portal.clinvia.example' } });
});

afterAll(async () => {
  await t.close();
});

describe('search engine files', () => {
  it('sitemap.xml lists every page that needs no sign-in, as absolute URLs from APP_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(publicPages.filter((page) => page.signInRequired !== true).map((page) => `https://portal.clinvia.example${page.path}`));
    expect(locations).toEqual(expect.arrayContaining(['https://portal.clinvia.example/', 'https://portal.clinvia.example/privacy', 'https://portal.clinvia.example/contact']));
    expect(locations).not.toContain('https://portal.clinvia.example/appointments');
    expect(response.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  });

  it('robots.txt keeps crawlers out of the APIs and signed-in areas and points to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /ml/', 'Disallow: /appointments', 'Disallow: /staff', 'Allow: /']));
    expect(lines).toContain('Sitemap: https://portal.clinvia.example/sitemap.xml');
  });

  it('keeps both out of the API documentation', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).not.toContain('/robots.txt');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/contact', '/api/ambulance/requests', '/api/newsletter', '/api/newsletter/unsubscribe']));
  });
});
