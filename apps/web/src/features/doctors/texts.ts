// Doctor discovery's texts for the doctors' languages (DOC-13, FIND-17); language names come from
// Intl.DisplayNames (language-codes.ts), not from here.

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

export const languageTexts = {
  /** 'Speaks English and Spanish' on cards, the carousel and the profile. */
  speaks: (names: readonly string[]) => `Speaks ${listFormat.format(names)}`,
  /** The profile's heading of the list. */
  heading: 'Languages',
  /** The profile, when the doctor listed none. */
  none: 'Ask the clinic',
  /** Find Doctor's filter. */
  filterLabel: 'Language',
  anyLanguage: 'Any language',
} as const;
