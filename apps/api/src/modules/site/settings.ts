import type { SiteSettingsValues } from '@clinvia/contracts/site-settings';
import { socialNetworks, type SiteSettings } from '@clinvia/contracts/site';
import type { Db } from '../../db/client';
import { clinicSettings } from '../../db/schema';

// The clinic's public content (SHELL-15, ABOUT-4): a part of the one clinic_settings row, so a
// new installation has none until staff set it (the demo data sets the specification's sample).

/** What the public pages show: only the links that are set, the figures and partners as saved. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db
    .select({ social: clinicSettings.socialLinks, figures: clinicSettings.aboutFigures, partners: clinicSettings.aboutPartners })
    .from(clinicSettings);
  return row ?? { social: {}, figures: [], partners: [] };
}

/** The contract's checked values as stored: empty addresses and notes dropped, in the networks' order. */
export function toStoredSettings(input: SiteSettingsValues): SiteSettings {
  const social: SiteSettings['social'] = {};
  for (const { key } of socialNetworks) {
    const url = input.social[key];
    if (url !== undefined && url !== '') social[key] = url;
  }
  return {
    social,
    figures: input.figures.map(({ value, label, detail }) => ({ value, label, detail: detail === undefined || detail === null || detail === '' ? null : detail })),
    partners: input.partners.map(({ name, url }) => ({ name, url: url === undefined || url === null || url === '' ? null : url })),
  };
}

/** Replaces the public content; the row's other settings (NOSHOW-2) stay as they are. */
export async function writeSiteSettings(db: Db, settings: SiteSettings, staffId: string): Promise<void> {
  const values = { socialLinks: settings.social, aboutFigures: settings.figures, aboutPartners: settings.partners, updatedBy: staffId };
  await db
    .insert(clinicSettings)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: clinicSettings.id, set: { ...values, updatedAt: new Date() } });
}
