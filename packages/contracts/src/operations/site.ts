import { openAccess, operation, schemasFrom, signedIn } from './operation';

const load = schemasFrom(async () => ({ siteSettings: await import('../site-settings') }));

export const getSiteSettings = operation({
  operationId: 'getSiteSettings',
  method: 'GET',
  path: '/api/site/settings',
  tag: 'site',
  summary: "The clinic's public content: the footer's social links, the About page's figures and partners (SHELL-15, ABOUT-4)",
  description: 'Only what the clinic has set: a new installation answers empty lists and no links. No personal data; cached briefly by shared caches (ETag, 304).',
  access: openAccess,
  errors: [],
  schemas: load(({ siteSettings }) => ({ responses: { 200: siteSettings.siteSettingsSchema } })),
});

export const updateSiteSettings = operation({
  operationId: 'updateSiteSettings',
  method: 'PUT',
  path: '/api/staff/site-settings',
  tag: 'staff',
  summary: "Set the clinic's public content: social links, About figures and partners (STAFF-18); audited",
  description: 'The whole content at once. Social links must be https addresses on the named network; an empty address removes the link. 400 names each field that is wrong.',
  access: signedIn(['staff'], 'approved staff'),
  errors: [400, 401, 403],
  schemas: load(({ siteSettings }) => ({ body: siteSettings.siteSettingsInputSchema, responses: { 200: siteSettings.siteSettingsResponseSchema } })),
});
