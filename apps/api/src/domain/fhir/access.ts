import type { AuthUser } from '../sessions/users';
import { fhirMessages } from '@clinvia/contracts/fhir';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { loadPatient } from './record';
import type { PatientSource } from './resources';

// FHIR-4: who reads a patient's record through FHIR. A patient reads their own: any other id
// answers as one that does not exist (404). A doctor reads the record of a patient they have a
// visit with (any appointment, whatever its status); without one, 403. Other roles are refused
// by the operations' declared access before this runs.

export async function readablePatient(db: Db, user: Pick<AuthUser, 'id' | 'role'>, patientId: string): Promise<PatientSource> {
  if (user.role === 'patient' && user.id !== patientId) throw notFound(fhirMessages.patientNotFound);
  const patient = await loadPatient(db, patientId);
  if (patient === null) throw notFound(fhirMessages.patientNotFound);
  if (user.role === 'patient') return patient;
  if (user.role === 'doctor') {
    const [visit] = await db.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.patientId, patientId), eq(appointments.doctorId, user.id))).limit(1);
    if (visit !== undefined) return patient;
  }
  throw forbidden(fhirMessages.notYourPatient);
}
