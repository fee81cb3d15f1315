import { z } from 'zod';
import { asDoctorLanguage, doctorLanguages } from './language-codes';

export const languageMessages = {
  query: `Language must be the ISO 639-1 code of a supported language (${doctorLanguages.join(', ')})`,
  list: 'Please choose languages from the list',
} as const;

/** FIND-17: the listing's `language` filter; an empty value (a cleared select) is no filter. */
export const languageQueryField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(doctorLanguages, { error: languageMessages.query }).optional(),
);

/**
 * DOC-13: the languages a doctor speaks, each once, in the order given. A code outside the list
 * is refused on the list, not on the item: the form has one group of boxes, so one message.
 */
export const doctorLanguagesField = z.preprocess(
  (value) => (Array.isArray(value) ? [...new Set(value)] : value),
  z
    .array(z.unknown(), { error: languageMessages.list })
    .refine((codes) => codes.every((code) => typeof code === 'string' && asDoctorLanguage(code) !== undefined), languageMessages.list)
    .transform((codes) => codes.flatMap((code) => (typeof code === 'string' ? (asDoctorLanguage(code) ?? []) : [])))
    .describe(`ISO 639-1 codes, each one of ${doctorLanguages.join(', ')}`),
);
