import { siteSettingsMessages } from '@clinvia/contracts/site-settings';
import type { SiteSettings } from '@clinvia/contracts/site';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { demoAboutContent, seedDemoData } from '../../db/seed';
import { createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

// SHELL-15, ABOUT-4, STAFF-18: the clinic's public content, read by anyone, set by staff.

let t: TestApp;
let staffMember: TestAccount;

const valid = {
  social: { facebook: 'https://www.facebook.com/harborclinic', linkedin: 'https://linkedin.com/company/harbor-clinic', instagram: '' },
  figures: [{ value: '12', label: 'doctors', detail: 'on our team' }],
  partners: [{ name: 'Bay Labs', url: 'https://baylabs.example' }, { name: 'City Hospital', url: '' }],
};

beforeAll(async () => {
  t = await createTestApp();
  staffMember = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
});

const read = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/site/settings' });
  expect(response.statusCode).toBe(200);
  return response;
};

describe('the clinic’s public content', () => {
  it('is empty in a new installation: no links, no figures, no partners (ABOUT-4)', async () => {
    const response = await read();
    expect(response.json()).toEqual({ social: {}, figures: [], partners: [] });
    // A public read, cacheable by shared caches, with no personal data.
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.headers.etag).toBeDefined();
  });

  it('is set by staff, shown to everyone, and each change is audited (STAFF-18)', async () => {
    const response = await injectAs(t.app, staffMember, { method: 'PUT', url: '/api/staff/site-settings', payload: valid });
    expect(response.statusCode).toBe(200);
    const expected: SiteSettings = {
      social: { facebook: 'https://www.facebook.com/harborclinic', linkedin: 'https://linkedin.com/company/harbor-clinic' },
      figures: [{ value: '12', label: 'doctors', detail: 'on our team' }],
      partners: [
        { name: 'Bay Labs', url: 'https://baylabs.example' },
        { name: 'City Hospital', url: null },
      ],
    };
    expect(response.json()).toEqual({ message: siteSettingsMessages.saved, settings: expected });
    expect((await read()).json()).toEqual(expected);
    const rows = await t.database.db
      .select({ actor: auditLog.actorId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.site_settings.update'), eq(auditLog.actorId, staffMember.id)));
    expect(rows).toEqual([{ actor: staffMember.id, detail: 'social links: facebook, linkedin; 1 figures; 2 partners' }]);
  });

  it('names each wrong field and changes nothing', async () => {
    const before = (await read()).json<SiteSettings>();
    const response = await injectAs(t.app, staffMember, {
      method: 'PUT',
      url: '/api/staff/site-settings',
      payload: {
        social: { facebook: 'https://evil.example/harborclinic', x: 'http://x.com/harbor', youtube: 'https://www.youtube.com/' },
        figures: [{ value: '', label: 'cities', detail: null }],
        partners: [{ name: 'Bay Labs', url: 'javascript:alert(1)' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      'social.facebook': siteSettingsMessages.socialUrl('Facebook', 'facebook.com'),
      'social.x': siteSettingsMessages.socialUrl('X', 'x.com'),
      'social.youtube': siteSettingsMessages.socialUrl('YouTube', 'youtube.com'),
      'figures.0.value': siteSettingsMessages.figureValueRequired,
      'partners.0.url': siteSettingsMessages.partnerUrl,
    });
    expect((await read()).json()).toEqual(before);
  });

  it('refuses networks it does not know and too many figures', async () => {
    const response = await injectAs(t.app, staffMember, {
      method: 'PUT',
      url: '/api/staff/site-settings',
      payload: { social: { myspace: 'https://myspace.com/harbor' }, figures: Array.from({ length: 9 }, () => ({ value: '1', label: 'x', detail: null })), partners: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({ figures: siteSettingsMessages.figuresTooMany });
  });

  it('lets only approved staff change it (401 anonymous, 403 patients and staff awaiting approval)', async () => {
    const patient = await createPatient(t.database.db, t.config.jwtSecret);
    const pending = await createStaff(t.database.db, t.config.jwtSecret, false);
    expect((await injectAs(t.app, null, { method: 'PUT', url: '/api/staff/site-settings', payload: valid })).statusCode).toBe(401);
    expect((await injectAs(t.app, patient, { method: 'PUT', url: '/api/staff/site-settings', payload: valid })).statusCode).toBe(403);
    expect((await injectAs(t.app, pending, { method: 'PUT', url: '/api/staff/site-settings', payload: valid })).statusCode).toBe(403);
    const refusals = await t.database.db.select({ actor: auditLog.actorId }).from(auditLog).where(and(eq(auditLog.action, 'staff_console.denied'), eq(auditLog.subjectType, 'site_settings')));
    expect(refusals.map((row) => row.actor).sort()).toEqual([patient.id, pending.id].sort());
  });
});

describe('the demo data', () => {
  it('shows the specification’s figures and partners, and no social links (ABOUT-4, SHELL-15)', async () => {
    const demo = await createTestApp();
    try {
      await seedDemoData(demo.database.db, { clinicTimeZone: demo.config.clinicTimeZone });
      const settings = (await demo.app.inject({ method: 'GET', url: '/api/site/settings' })).json<SiteSettings>();
      expect(settings.figures.map((figure) => `${figure.value} ${figure.label}`)).toEqual(['98% accuracy', '100,000+ patients', '15 cities', '30+ countries']);
      expect(settings.partners).toEqual(demoAboutContent.partners);
      expect(settings.social).toEqual({});
    } finally {
      await demo.close();
    }
  });
});
