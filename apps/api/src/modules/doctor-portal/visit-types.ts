import type { DoctorVisitTypes } from '@clinvia/contracts/visit-types';
import type { Db } from '../../db/client';
import { doctorVisitTypes } from '../../domain/slots/visit-types';
import { notFound } from '../../lib/errors';

// VISIT-2: the visit types a doctor offers, as the doctor sees and sets them in the portal. The
// rows and the rule of which list applies are the domain's (domain/slots/visit-types.ts).

export const noDoctorProfile = 'There is no doctor profile for this account.';

/** The doctor's own offer, listed or not yet verified. */
export async function ownVisitTypes(db: Db, doctorId: string, clinicTimeZone: string): Promise<DoctorVisitTypes> {
  const offered = await doctorVisitTypes(db, doctorId, clinicTimeZone, { listedOnly: false });
  if (!offered) throw notFound(noDoctorProfile);
  return offered;
}
