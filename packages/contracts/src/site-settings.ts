import { z } from 'zod';
import { socialNetworks, type SiteSettings, type SocialNetwork } from './site';

// The clinic's public content as staff set it (SHELL-15, ABOUT-4, STAFF-18): the footer's social
// links, the About page's figures and partners. Every field says what is wrong with it.

export const siteSettingsLimits = {
  figures: 8,
  partners: 24,
  figureValue: 20,
  figureLabel: 40,
  figureDetail: 120,
  partnerName: 80,
  url: 300,
} as const;

const max = (n: number) => `Please use at most ${String(n)} characters`;

export const siteSettingsMessages = {
  socialUrl: (label: string, host: string) => `Enter the https:// address of your ${label} page, e.g. https://${host}/yourclinic`,
  figureValueRequired: 'Enter the figure, e.g. 15',
  figureLabelRequired: 'Say what the figure counts, e.g. cities',
  figuresTooMany: `At most ${String(siteSettingsLimits.figures)} figures`,
  partnerNameRequired: "Enter the partner's name",
  partnerUrl: 'Enter an https:// address, or leave it empty',
  partnersTooMany: `At most ${String(siteSettingsLimits.partners)} partners`,
  saved: 'Public pages saved. The footer and the About page show them now.',
  max,
} as const;

/**
 * The messages that hold a value (I18N-11): a page cannot look them up by their English text
 * (messages.es.ts), so it passes its own words; English by default, which the API answers with.
 */
export interface SiteSettingsWords {
  socialUrl: (label: string, host: string) => string;
  max: (limit: number) => string;
}

/** An https address on one of `hosts` with a path beyond '/' (a profile, not the network's home page). */
function isProfileUrl(value: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && hosts.includes(url.hostname) && url.pathname.length > 1;
}

function socialField(network: (typeof socialNetworks)[number], words: SiteSettingsWords) {
  const message = words.socialUrl(network.label, network.hosts[0]);
  return z
    .string({ error: message })
    .trim()
    .max(siteSettingsLimits.url, words.max(siteSettingsLimits.url))
    .refine((value) => value === '' || isProfileUrl(value, network.hosts), message)
    .optional();
}

/** PUT /api/staff/site-settings' body, its value-holding messages in `words` (a page passes its language's). */
export function siteSettingsInputSchemaIn(words: SiteSettingsWords = siteSettingsMessages) {
  const socialShape = Object.fromEntries(socialNetworks.map((network) => [network.key, socialField(network, words)])) as Record<SocialNetwork, ReturnType<typeof socialField>>;
  const text = (required: string, limit: number) => z.string({ error: required }).trim().min(1, required).max(limit, words.max(limit));
  const optionalText = (limit: number) => z.string().trim().max(limit, words.max(limit)).optional();
  const figureSchema = z.object({
    value: text(siteSettingsMessages.figureValueRequired, siteSettingsLimits.figureValue),
    label: text(siteSettingsMessages.figureLabelRequired, siteSettingsLimits.figureLabel),
    detail: optionalText(siteSettingsLimits.figureDetail).nullable(),
  });
  const partnerSchema = z.object({
    name: text(siteSettingsMessages.partnerNameRequired, siteSettingsLimits.partnerName),
    url: z
      .string({ error: siteSettingsMessages.partnerUrl })
      .trim()
      .max(siteSettingsLimits.url, words.max(siteSettingsLimits.url))
      .refine((value) => value === '' || (URL.canParse(value) && new URL(value).protocol === 'https:'), siteSettingsMessages.partnerUrl)
      .optional()
      .nullable(),
  });
  return z.object({
    social: z.object(socialShape).strict(),
    figures: z.array(figureSchema).max(siteSettingsLimits.figures, siteSettingsMessages.figuresTooMany),
    partners: z.array(partnerSchema).max(siteSettingsLimits.partners, siteSettingsMessages.partnersTooMany),
  });
}

/** PUT /api/staff/site-settings: the whole public content at once; an empty address removes a link. */
export const siteSettingsInputSchema = siteSettingsInputSchemaIn();
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsInputSchema>;

/** GET /api/site/settings: only what is set; no personal data (cacheable for everyone). */
export const siteSettingsSchema = z
  .object({
    social: z.object(Object.fromEntries(socialNetworks.map((network) => [network.key, z.string().optional()])) as Record<SocialNetwork, z.ZodOptional<z.ZodString>>),
    figures: z.array(z.object({ value: z.string(), label: z.string(), detail: z.string().nullable() })),
    partners: z.array(z.object({ name: z.string(), url: z.string().nullable() })),
  })
  .meta({ id: 'SiteSettings' }) satisfies z.ZodType<SiteSettings>;

export const siteSettingsResponseSchema = z.object({ message: z.string(), settings: siteSettingsSchema });
