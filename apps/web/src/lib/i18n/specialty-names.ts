import type { UiLanguage } from '@clinvia/contracts/ui-language';

// I18N-13: a doctor's specialization is the words they (or staff) typed, in English. A page in
// Spanish names the common ones in Spanish ('Cardiology' → 'Cardiología'), looked up by the
// specialization's folded key (DOC-8: lower case, spaces collapsed, as doctors.specialization_key);
// one it does not know stays as typed, and an English page shows the typed words unchanged. The
// table, and the search's reading of Spanish names, come in one chunk with the first screens'
// Spanish (app/i18n/catalogues.ts), so a page in Spanish has them before it shows and an English
// page never loads them (I18N-9); this module, on the first load, holds only the lookups.

let spanish: typeof import('./specialty-names.es') | undefined;

/** Fetches the Spanish table once. */
export async function loadSpanishSpecialtyNames(): Promise<void> {
  spanish ??= await import('./specialty-names.es');
}

/** A specialization as the page names it: in Spanish the known name, otherwise the doctor's own words. */
export function specialtyName(specialization: string, language: UiLanguage): string {
  return language === 'es' ? (spanish?.spanishSpecialtyName(specialization) ?? specialization) : specialization;
}

/**
 * Find Doctor's search text as the API's search reads it (docs/decisions/2026-11-30-specialty-names.md):
 * on a Spanish page, a Spanish specialty name typed in it ('cardiología', accents optional) becomes
 * its English key ('cardiology'); the other words stay as typed. `directory`: the listed doctors'
 * specializations, to pick the spelling the clinic uses when a Spanish name stands for several.
 */
export function specialtySearchText(text: string, language: UiLanguage, directory?: readonly string[]): string {
  return language === 'es' && spanish !== undefined ? spanish.englishSearchText(text, directory) : text;
}
