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

/**
 * The languages' English names, as CLDR gives them (`Intl.DisplayNames`; language-codes.test.ts
 * holds the two equal). Written out because building an `Intl.DisplayNames` loads ICU's names of
 * every language, ~30 ms of main thread before Find Doctor's first frame (issue 39.7, PERF-18).
 */
const names: Record<DoctorLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  zh: 'Chinese',
  tl: 'Filipino',
  vi: 'Vietnamese',
  ar: 'Arabic',
  fr: 'French',
  ko: 'Korean',
  ru: 'Russian',
  de: 'German',
  ht: 'Haitian Creole',
  pt: 'Portuguese',
  it: 'Italian',
  hi: 'Hindi',
  pl: 'Polish',
  ja: 'Japanese',
  fa: 'Persian',
  ur: 'Urdu',
  bn: 'Bangla',
  el: 'Greek',
  he: 'Hebrew',
  uk: 'Ukrainian',
  pa: 'Punjabi',
  gu: 'Gujarati',
};

/** 'es' → 'Spanish': a supported language's English name; any other code as it is. */
export function languageName(code: string): string {
  return Object.hasOwn(names, code) ? names[code as DoctorLanguage] : code;
}
