// I18N-1: the shape of the message catalogues. A feature's English texts (its texts.ts) are the
// catalogue's source; every other language repeats the same keys with its own words, and
// TypeScript refuses a translation with a key missing or a key too many (`satisfies`).

/** A catalogue: strings, or groups of strings, as deep as the feature likes. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** The translation of an English catalogue: the same keys, any words. */
export type Translation<English> = { readonly [K in keyof English]: English[K] extends string ? string : Translation<English[K]> };

/** Every key of a catalogue, dotted ('signIn.title'), as i18next reads them. */
export function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}
