/**
 * DOC-13, FIND-17: the languages a doctor may list, as ISO 639-1 codes: English and the languages
 * most spoken at home in the United States, so a patient can find a doctor who speaks theirs.
 * A closed list keeps the filter an index lookup on known values and a typo a 400, not an empty page.
 * Plain values, no zod: Find Doctor draws its language filter in its first frame (docs/performance.md).
 */
export const doctorLanguages = [
  'en',
  'es',
  'zh',
  'tl',
  'vi',
  'ar',
  'fr',
  'ko',
  'ru',
  'de',
  'ht',
  'pt',
  'it',
  'hi',
  'pl',
  'ja',
  'fa',
  'ur',
  'bn',
  'el',
  'he',
  'uk',
  'pa',
  'gu',
] as const;
export type DoctorLanguage = (typeof doctorLanguages)[number];

/** A supported code, else undefined (an address's `language` that is not one is ignored by the web). */
export function asDoctorLanguage(value: string | null | undefined): DoctorLanguage | undefined {
  return doctorLanguages.find((code) => code === value);
}

const displayNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** 'es' → 'Spanish': the English name from the runtime's CLDR data (no table of our own to keep). */
export function languageName(code: string): string {
  return displayNames.of(code) ?? code;
}
