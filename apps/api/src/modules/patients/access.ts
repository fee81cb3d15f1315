import type { AuthUser } from '../../domain/sessions/users';
import { forbidden } from '../../lib/errors';
import { notYourRecordsMessage } from '../../domain/lifecycle/rules';

/** Who acts on a patient's records: the patient themselves, or approved staff (SEC-1). */
export type Actor = Pick<AuthUser, 'id' | 'role' | 'staffApproved'>;

export { notYourRecordsMessage };

/**
 * 403 unless the actor may act on this patient's records. Routes let only patients and
 * approved staff in (`requireRole('patient', 'staff')`); a patient only reaches their own.
 */
export function assertPatientAccess(actor: Actor, patientId: string): void {
  if (actor.role === 'staff' && actor.staffApproved) return;
  if (actor.role === 'patient' && actor.id === patientId) return;
  throw forbidden(notYourRecordsMessage);
}
