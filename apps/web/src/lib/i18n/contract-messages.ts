import type { UiLanguage } from '@clinvia/contracts/ui-language';

// I18N-11: the contracts' messages (a form's rules, checked in the page before the API checks
// them again) in the page's language. The contracts write them in English; their Spanish is a
// table keyed by that English, fetched with the first screens' Spanish (app/i18n/catalogues.ts),
// so a page in Spanish has it before it shows and an English page never loads it.

let spanish: Readonly<Record<string, string>> | undefined;

/** Fetches the Spanish table once. */
export async function loadSpanishMessages(): Promise<void> {
  spanish ??= (await import('@clinvia/contracts/messages.es')).spanishMessages;
}

/** `message` in `language`; a message the table does not hold (the API's answer, already in the page's language) as it is. */
export function contractMessage(message: string, language: UiLanguage): string {
  return language === 'es' ? (spanish?.[message] ?? message) : message;
}
