import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapXml } from './service';

/** /robots.txt and /sitemap.xml for search engines (not part of the API, so not in its docs). */
export const siteRoutes: FastifyPluginAsyncZod = (app) => {
  const robots = robotsTxt(app.config.appUrl);
  const sitemap = sitemapXml(app.config.appUrl);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
  return Promise.resolve();
};
