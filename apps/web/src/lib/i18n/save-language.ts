import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { updateLanguage } from '@clinvia/contracts/operations/auth';
import { call } from '../client';

// I18N-2: a signed-in person's choice is saved to their profile, so every device they sign in on follows it.
// Loaded on the first switch, so the typed client stays out of the first download.

export async function saveLanguageToProfile(language: UiLanguage): Promise<void> {
  await call(updateLanguage, { body: { language } });
}
