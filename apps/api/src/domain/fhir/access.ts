import type { AuthUser } from '../sessions/users';
import { fhirMessages } from '@clinvia/contracts/fhir';
import type { Db } from '../../db/client';
import { doctorHasVisitWith } from '../appointments/care-team';
import { forbidden, notFound } from '../../lib/errors';
import { loadPatient } from './record';
import type { PatientSource } from './resources';

// FHIR-4: who reads a patient's record through FHIR. A patient reads their own: any other id
// answers as one that does not exist (404). A doctor reads the record of a patient they have a
// visit with (domain/appointments/care-team: one not cancelled); without one, 403. Other roles are refused
// by the operations' declared access before this runs.

export async function readablePatient(db: Db, user: Pick<AuthUser, 'id' | 'role'>, patientId: string): Promise<PatientSource> {
  if (user.role === 'patient' && user.id !== patientId) throw notFound(fhirMessages.patientNotFound);
  const patient = await loadPatient(db, patientId);
  if (patient === null) throw notFound(fhirMessages.patientNotFound);
  if (user.role === 'patient') return patient;
  if (user.role === 'doctor') {
    if (await doctorHasVisitWith(db, user.id, patientId)) return patient;
  }
  throw forbidden(fhirMessages.notYourPatient);
}
