// I18N-2, I18N-5: the languages the portal speaks and how one is picked from a list of language
// tags (the browser's navigator.languages, a request's Accept-Language). No zod here: the web's
// first download imports this file.

export const uiLanguages = ['en', 'es'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const defaultUiLanguage: UiLanguage = 'en';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
}

/** The first tag of the list whose primary subtag the portal speaks ('es-MX' → 'es'), else null. */
export function pickUiLanguage(tags: readonly string[]): UiLanguage | null {
  for (const tag of tags) {
    const primary = tag.trim().split('-')[0]?.toLowerCase();
    if (isUiLanguage(primary)) return primary;
  }
  return null;
}

/**
 * An Accept-Language header's tags, most wanted first (RFC 9110 §12.5.4: `q` weights, 1 when
 * left out; a tag weighted 0 is refused). 'es-US,es;q=0.9,en;q=0.8' → ['es-US', 'es', 'en'].
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** I18N-5: the language a request asks for, English when it names none the portal speaks. */
export function uiLanguageOfRequest(acceptLanguage: string | undefined): UiLanguage {
  return pickUiLanguage(acceptedLanguageTags(acceptLanguage)) ?? defaultUiLanguage;
}
