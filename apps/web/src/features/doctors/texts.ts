import { languageName } from '@clinvia/contracts/language-codes';

// Doctor discovery's texts for the doctors' languages (DOC-13, FIND-17); language names (CLDR's, in
// English) come from language-codes.ts, not from here.

export const languageTexts = {
  /**
   * 'Speaks English, Spanish' on cards and the carousel (a plain list: a card's line is short); null when the doctor listed none (or a
   * server built to the specification alone did not say). A line of text, no icon or component of
   * its own: Find Doctor's first download stays in its budget (PERF-7).
   */
  speaks: (codes: readonly string[] | undefined) => (codes === undefined || codes.length === 0 ? null : `Speaks ${codes.map(languageName).join(', ')}`),
  /** The profile's heading of the list. */
  heading: 'Languages',
  /** The profile, when the doctor listed none. */
  none: 'Ask the clinic',
  /** Find Doctor's filter. */
  filterLabel: 'Language',
  anyLanguage: 'Any language',
} as const;
