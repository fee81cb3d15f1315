import { z } from 'zod';

// DOC-10: a doctor's medical licence, asked at registration and checked by staff before the
// doctor is listed: its number and the US state or jurisdiction whose board issued it.

/** The 50 states, the District of Columbia and the territories with a medical board, by postal code. */
export const licenceJurisdictions = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
} as const;
export type LicenceJurisdiction = keyof typeof licenceJurisdictions;
export const licenceJurisdictionCodes = Object.keys(licenceJurisdictions) as [LicenceJurisdiction, ...LicenceJurisdiction[]];

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

/** 'A123456 (CA)': how staff read a licence back before confirming it (DOC-10). */
export function licenceLabel(number: string, state: string): string {
  return `${number} (${state})`;
}
