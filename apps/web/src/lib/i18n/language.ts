import { defaultUiLanguage, isUiLanguage, pickUiLanguage, type UiLanguage } from '@clinvia/contracts/ui-language';

// I18N-2: which language the portal speaks. The signed-in person's profile decides (the sign-in
// answer and /settings carry it, and it is remembered here so a reload keeps it); else a choice
// made on this device; else the browser's languages; else English.

const storageKey = 'clinvia.language';

/** The language remembered on this device (the profile's, or one chosen while signed out). */
export function rememberedLanguage(): UiLanguage | null {
  try {
    const stored = localStorage.getItem(storageKey);
    return isUiLanguage(stored) ? stored : null;
  } catch {
    // Storage refused (private mode, a sandboxed frame): nothing is remembered.
    return null;
  }
}

export function rememberLanguage(language: UiLanguage): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

/** The language to start in: remembered, else the browser's first one the portal speaks, else English. */
export function initialLanguage(browserLanguages: readonly string[] = navigator.languages): UiLanguage {
  return rememberedLanguage() ?? pickUiLanguage(browserLanguages) ?? defaultUiLanguage;
}
