import type { UiLanguage } from '@clinvia/contracts/ui-language';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Catalogue } from './catalogue';

// I18N-1: the one i18next instance. English is bundled (the first screen needs it whatever the
// language, and it is every key's fallback); another language's catalogues are fetched when it is
// first chosen, all of its namespaces in one chunk (I18N-9).

export type Catalogues = Readonly<Record<string, Catalogue>>;
export type CatalogueLoader = () => Promise<Catalogues>;

const loaders = new Map<string, CatalogueLoader>();
const loaded = new Set<string>(['en']);

/** Sets i18next up, in English, synchronously: the first render can translate at once. */
export function setUpI18n(english: Catalogues, others: Readonly<Record<string, CatalogueLoader>>): void {
  for (const [language, load] of Object.entries(others)) loaders.set(language, load);
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: english },
    ns: Object.keys(english),
    // React escapes what it renders; escaping here too would show '&amp;'.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  i18next.on('languageChanged', (language) => {
    // I18N-3: screen readers and the browser's spelling and hyphenation follow the page's lang.
    document.documentElement.lang = language;
  });
  document.documentElement.lang = 'en';
}

/**
 * Switches the portal to `language`, fetching its catalogues the first time. Resolves once the
 * pages read the new language; a failed fetch leaves the language as it was (and rejects).
 */
export async function switchLanguage(language: string): Promise<void> {
  const load = loaders.get(language);
  if (load !== undefined && !loaded.has(language)) {
    const catalogues = await load();
    for (const [namespace, catalogue] of Object.entries(catalogues)) i18next.addResourceBundle(language, namespace, catalogue, true, true);
    loaded.add(language);
  }
  await i18next.changeLanguage(language);
}

/** The language the pages are in now ('en' while another one's catalogues are still coming). */
export function useLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? 'es' : 'en';
}
