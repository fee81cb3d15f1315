import * as ops from '@clinvia/contracts/operations/site';
import { siteSettingsMessages } from '@clinvia/contracts/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/operations';
import { auditRefusals } from '../../plugins/audit';
import { robotsTxt, sitemapXml } from './service';
import { readSiteSettings, toStoredSettings, writeSiteSettings } from './settings';

/**
 * /robots.txt and /sitemap.xml for search engines (not part of the API, so not in its docs), and
 * the clinic's public content: anyone reads it (cacheable, no personal data), staff set it.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const robots = robotsTxt(app.config.appUrl);
  const sitemap = sitemapXml(app.config.appUrl);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );

  await route(app, ops.getSiteSettings, {
    config: { publicCache: true },
    handler: () => readSiteSettings(app.db),
  });

  // STAFF-13: a refused caller of the staff write leaves a row, as in the staff console.
  app.addHook('onError', auditRefusals('staff_console.denied', () => ({ subjectType: 'site_settings', subjectId: null })));
  await route(app, ops.updateSiteSettings, {
    handler: async (request) => {
      const user = request.requireUser();
      const settings = toStoredSettings(request.body);
      await writeSiteSettings(app.db, settings, user.id);
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'staff.site_settings.update',
        subjectType: 'site_settings',
        subjectId: null,
        detail: `social links: ${Object.keys(settings.social).join(', ') || 'none'}; ${String(settings.figures.length)} figures; ${String(settings.partners.length)} partners`,
      });
      return { message: siteSettingsMessages.saved, settings: await readSiteSettings(app.db) };
    },
  });
};
