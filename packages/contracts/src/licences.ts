import { z } from 'zod';
import { licenceJurisdictionCodes } from './licence-jurisdictions';

// DOC-10: a doctor's medical licence, asked at registration and checked by staff before the
// doctor is listed: its number and the US state or jurisdiction whose board issued it.

export const licenceMessages = {
  numberRequired: 'Licence number is required',
  numberInvalid: 'Please enter the licence number: 3 to 20 letters, digits or hyphens',
  stateRequired: 'Please choose the state that issued the licence',
  checkRequired: "Please confirm that you have checked the doctor's licence",
} as const;

/** Letters, digits and hyphens as boards print them ('A123456', 'MD-0045871'); kept upper-case. */
export const licenceNumberField = z
  .string({ error: licenceMessages.numberRequired })
  .trim()
  .min(1, licenceMessages.numberRequired)
  .regex(/^[A-Za-z0-9-]{3,20}$/, licenceMessages.numberInvalid)
  .transform((value) => value.toUpperCase());

export const licenceStateField = z.enum(licenceJurisdictionCodes, { error: licenceMessages.stateRequired });
