import type { english } from './app/i18n/catalogues';

// I18N-1: t() knows every key of the English catalogues; a key that does not exist fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: typeof english;
    defaultNS: 'common';
  }
}
