// DOC-10: the US jurisdictions whose boards issue medical licences, without zod, so the sign-up
// page can offer them in its first download (PERF-7).

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

/** 'CA' → 'California'; a code from before this list (or mistyped in the database) as it is. */
export function jurisdictionName(code: string): string {
  return (licenceJurisdictions as Record<string, string | undefined>)[code] ?? code;
}

/** 'A123456 (CA)': how staff read a licence back before confirming it (DOC-10). */
export function licenceLabel(number: string, state: string): string {
  return `${number} (${state})`;
}
