import { privatePathPrefixes, publicPages } from '@clinvia/contracts/site';

// robots.txt and sitemap.xml, built from the one page list (packages/contracts/src/site.ts)
// and APP_URL, the public address of this installation.

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The pages anyone can open without signing in, as absolute URLs. */
export function sitemapXml(appUrl: string): string {
  const urls = publicPages
    .filter((page) => page.signInRequired !== true)
    .map((page) => `  <url><loc>${escapeXml(`${appUrl}${page.path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Crawlers may read the public site; signed-in areas and the APIs are off limits. */
export function robotsTxt(appUrl: string): string {
  return ['User-agent: *', ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`), 'Allow: /', '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}
