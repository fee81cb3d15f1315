import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';

/**
 * CONSENT-9, RECORD-5, FHIR-4: the one rule for which doctors read a patient's record, consents
 * and FHIR resources. A doctor has a visit with a patient when any appointment between them, past
 * or ahead, is not cancelled (a declined request or a cancelled booking was never a visit).
 */
export async function doctorHasVisitWith(db: Db, doctorId: string, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.patientId, patientId), ne(appointments.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}
