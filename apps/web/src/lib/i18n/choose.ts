import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { switchLanguage } from './i18n';
import { rememberLanguage } from './language';

/**
 * I18N-2, I18N-3: the person chose a language (header or /settings): the pages switch, this
 * device remembers it, and a signed-in person's profile keeps it. Rejects when the profile could
 * not be saved (the pages have switched already).
 */
export async function chooseLanguage(language: UiLanguage, signedIn: boolean): Promise<void> {
  rememberLanguage(language);
  await switchLanguage(language);
  if (!signedIn) return;
  const { saveLanguageToProfile } = await import('./save-language');
  await saveLanguageToProfile(language);
}

/** I18N-2: the profile's language, from the sign-in answer or /settings, wins over the device's. */
export function adoptProfileLanguage(language: UiLanguage): Promise<void> {
  rememberLanguage(language);
  return switchLanguage(language);
}
