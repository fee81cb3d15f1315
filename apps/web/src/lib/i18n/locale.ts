import type { UiLanguage } from '@clinvia/contracts/ui-language';

/** I18N-4: the BCP 47 locale Intl formats with: the portal speaks to patients in the US. */
export function localeOf(language: UiLanguage): string {
  return language === 'es' ? 'es-US' : 'en-US';
}
