import type { EnglishCatalogues } from './app/i18n/catalogues';

// I18N-1: t() knows every key of the English catalogues, bundled or lazy; a key that does not
// exist fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: EnglishCatalogues;
    defaultNS: 'common';
  }
}
