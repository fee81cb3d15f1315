import type { UiLanguage } from './ui-language';

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

/** The same names in Spanish, as CLDR gives them for es-US: lower case, as they stand in a sentence. */
const spanishNames: Record<DoctorLanguage, string> = {
  en: 'inglés',
  es: 'español',
  zh: 'chino',
  tl: 'filipino',
  vi: 'vietnamita',
  ar: 'árabe',
  fr: 'francés',
  ko: 'coreano',
  ru: 'ruso',
  de: 'alemán',
  ht: 'criollo haitiano',
  pt: 'portugués',
  it: 'italiano',
  hi: 'hindi',
  pl: 'polaco',
  ja: 'japonés',
  fa: 'persa',
  ur: 'urdu',
  bn: 'bengalí',
  el: 'griego',
  he: 'hebreo',
  uk: 'ucraniano',
  pa: 'punyabí',
  gu: 'gurayatí',
};

/**
 * 'es' → 'Spanish' (or 'Español' in Spanish): a supported language's name in the reader's language
 * (I18N-1); any other code as it is. `inText` keeps Spanish's lower case inside a sentence
 * ('Habla inglés y español'); a label (a badge, a checkbox) starts with a capital.
 */
export function languageName(code: string, language: UiLanguage = 'en', form: 'label' | 'inText' = 'label'): string {
  if (!Object.hasOwn(names, code)) return code;
  if (language === 'en') return names[code as DoctorLanguage];
  const name = spanishNames[code as DoctorLanguage];
  return form === 'inText' ? name : name.charAt(0).toLocaleUpperCase('es') + name.slice(1);
}
