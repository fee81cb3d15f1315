import type { UiLanguage } from '@clinvia/contracts/ui-language';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Catalogue } from './catalogue';

// I18N-1: the one i18next instance. The first screens' English is bundled (they need it whatever
// the language, and it is every key's fallback); another language's catalogues for them are
// fetched when it is first chosen, all in one chunk (I18N-9). Every other feature's namespace is
// lazy: its English and its translations load with the feature, in their own small chunks, when a
// component first reads it (`useTranslation` suspends meanwhile), so no page's first load carries
// the words of screens it does not show.

export type Catalogues = Readonly<Record<string, Catalogue>>;
export type CatalogueLoader = () => Promise<Catalogues>;
/** A lazy namespace's catalogue in one language; undefined for a language it has none in. */
export type NamespaceLoader = (language: string) => Promise<Catalogue> | undefined;

const loaders = new Map<string, CatalogueLoader>();
const loaded = new Set<string>(['en']);
const lazyNamespaces = new Map<string, NamespaceLoader>();

/** i18next's backend for the lazy namespaces: `read` fetches one namespace in one language. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyNamespaces.get(namespace)?.(language);
    // A language without this namespace (the pseudo-language before a test fills it) falls back to English.
    if (load === undefined) {
      callback(null, {});
      return;
    }
    load.then(
      (catalogue) => {
        callback(null, catalogue);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/** Sets i18next up, in English, synchronously: the first render can translate at once. */
export function setUpI18n(english: Catalogues, others: Readonly<Record<string, CatalogueLoader>>, lazy: Readonly<Record<string, NamespaceLoader>> = {}): void {
  for (const [language, load] of Object.entries(others)) loaders.set(language, load);
  for (const [namespace, load] of Object.entries(lazy)) lazyNamespaces.set(namespace, load);
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).use(lazyBackend).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: english },
    // The bundled namespaces are read from `resources`; only the lazy ones go to the backend.
    partialBundledLanguages: true,
    ns: Object.keys(english),
    // React escapes what it renders; escaping here too would show '&amp;'.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Spanish puts the article before a clock time and it agrees with the hour: 'a la 1:30 p.m.' but
  // 'a las 3:00 p.m.'. The Spanish catalogues write '{{time, clockArticle}}' (I18N-4).
  i18next.services.formatter?.add('clockArticle', (value: unknown) => `${clockArticle(String(value))} ${String(value)}`);
  i18next.on('languageChanged', (language) => {
    // I18N-3: screen readers and the browser's spelling and hyphenation follow the page's lang.
    document.documentElement.lang = language;
  });
  document.documentElement.lang = 'en';
}

/** Spanish's article for a clock time written by `clockLabel` ('1:30 p.m.', '11:00 a.m.'). */
export function clockArticle(clock: string): 'la' | 'las' {
  return /^1\D/.test(clock) ? 'la' : 'las';
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

/**
 * I18N-9: a lazily loaded component's code and the lazy namespaces its components read, fetched
 * together. A namespace first read after the screen is shown (a visit summary arriving after the
 * list, a dialog opening) would suspend the screen's boundary: React hides the whole screen
 * behind 'Loading…' until the words are in. `texts-preloaded.test.ts` holds every lazily
 * imported component to the namespaces its static imports read.
 */
export async function withTexts<Module>(module: Promise<Module>, namespaces: readonly string[]): Promise<Module> {
  const [loaded] = await Promise.all([module, i18next.loadNamespaces([...namespaces])]);
  return loaded;
}
