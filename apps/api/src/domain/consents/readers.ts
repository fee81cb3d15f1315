import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorHasVisitWith } from '../appointments/care-team';
import { consents, consentSignatures, consentVersions, users } from '../../db/schema';

// Who reads a patient's signed consents (CONSENT-6, CONSENT-9), and how far a patient is with the
// consents the clinic asks for (CHECKIN-2, CHECKIN-5). Without HTTP: the consents module, the
// check-in and a later patient record page share these rules.

/** The one who reads a patient's signatures. */
export interface ConsentReader {
  readonly id: string;
  readonly role: string;
}

/**
 * CONSENT-6, CONSENT-9: whether `reader` may read the signed consents of `patientId`.
 * 'not_found' for no such patient, or another patient (a patient sees only their own);
 * 'forbidden' for a doctor without a visit with the patient; approved staff read every patient's.
 */
export async function signedConsentAccess(db: Db, reader: ConsentReader, patientId: string): Promise<'allowed' | 'forbidden' | 'not_found'> {
  if (reader.role === 'patient') return reader.id === patientId ? 'allowed' : 'not_found';
  const [patient] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  if (patient === undefined) return 'not_found';
  if (reader.role === 'staff') return 'allowed';
  if (reader.role === 'doctor') return (await doctorHasVisitWith(db, reader.id, patientId)) ? 'allowed' : 'forbidden';
  return 'forbidden';
}

export interface ConsentProgress {
  /** The clinic's active consents. */
  readonly total: number;
  /** Those the patient signed at their current version (anywhere: /consents or a check-in). */
  readonly signed: number;
}

/** CHECKIN-2, CHECKIN-5: the active consents, and how many the patient signed at their current version. */
export async function consentProgress(db: Db, patientId: string): Promise<ConsentProgress> {
  const currentVersion = sql`(select cv.id from ${consentVersions} cv where cv.consent_id = ${consents.id} order by cv.version desc limit 1)`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      signed: sql<number>`count(*) filter (where exists (select 1 from ${consentSignatures} s where s.patient_id = ${patientId} and s.consent_version_id = ${currentVersion}))::int`,
    })
    .from(consents)
    .where(eq(consents.status, 'active'));
  return { total: row?.total ?? 0, signed: row?.signed ?? 0 };
}
