/** APPT-10 (issue 40.7): a setup key typed by hand reads in groups of four ('JBSW Y3DP EHPK 3PXP'); apps ignore the spaces. */
export function groupInFours(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as a text file to keep: what they are, for which account, one code a line. */
export function recoveryCodesText(codes: readonly string[], account: string): string {
  return [`Clinvia recovery codes for ${account}`, 'Each code signs you in once if you lose your phone.', '', ...codes, ''].join('\n');
}
