import { displayStatus, statusChangeMessages, statusChangeRefusal, type AppointmentStatus, type StatusChangeTarget } from '@clinvia/contracts/appointments';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentEvents, appointments } from '../../db/schema';
import type { ClinicNow } from '../../lib/clinic-time';
import { ApiError, forbidden, notFound, validationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/authenticate';
import { hasBegun } from '../slots/grid';
import { appointmentParties, notifyChange } from './notices';

// The one way an appointment's status changes in the doctor portal and the staff console:
// the transition rules of the contracts, the status and its reason, the history row and the
// notifications, in the caller's transaction.

export type StatusActor = Pick<AuthUser, 'id' | 'role' | 'staffApproved'>;

export interface StatusChange {
  appointmentId: string;
  to: StatusChangeTarget;
  /** Shown to the patient (and the doctor, when staff change it). Required from staff. */
  reason: string | null;
  actor: StatusActor;
  /** The clinic's clock: a visit is completed only once its time has begun. */
  now: ClinicNow;
}

export interface StatusChangeResult {
  patientId: string;
  from: AppointmentStatus;
  to: StatusChangeTarget;
}

export const appointmentNotFoundMessage = 'No appointment with this id.';

/** What the patient reads under the status, e.g. 'Declined by the doctor: please see a dermatologist'. */
export function statusReasonOf(from: AppointmentStatus, to: StatusChangeTarget, role: 'doctor' | 'staff', reason: string | null): string | null {
  const who = role === 'doctor' ? 'the doctor' : 'clinic staff';
  const verb = { confirmed: 'Confirmed', completed: 'Marked completed', cancelled: from === 'pending' && role === 'doctor' ? 'Declined' : 'Cancelled' }[to];
  if (reason) return `${verb} by ${who}: ${reason}`;
  return to === 'cancelled' ? `${verb} by ${who}` : null;
}

/**
 * Changes an appointment's status inside `tx`: 404 unknown, 403 when a doctor's change is on
 * another doctor's appointment (or the actor is neither doctor nor approved staff), 409 with
 * the contracts' refusal for a move the rules do not allow.
 */
export async function changeAppointmentStatus(tx: Db, change: StatusChange): Promise<StatusChangeResult> {
  const { actor } = change;
  const role = actor.role === 'doctor' || (actor.role === 'staff' && actor.staffApproved) ? actor.role : null;
  if (role === null) throw forbidden(statusChangeMessages.notYourAppointment);
  const reason = change.reason?.trim() ? change.reason.trim() : null;
  if (role === 'staff' && reason === null) throw validationError('Please correct the highlighted fields.', { reason: statusChangeMessages.reasonRequired });

  const [row] = await tx
    .select({ doctorId: appointments.doctorId, patientId: appointments.patientId, date: appointments.appointmentDate, time: appointments.appointmentTime, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, change.appointmentId))
    .for('update');
  if (!row) throw notFound(appointmentNotFoundMessage);
  if (role === 'doctor' && row.doctorId !== actor.id) throw forbidden(statusChangeMessages.notYourAppointment);

  const from = displayStatus(row.status);
  const refusal = statusChangeRefusal(from, change.to, hasBegun(row.date, row.time, change.now));
  if (refusal) throw new ApiError(409, refusal.code, refusal.message);

  await tx
    .update(appointments)
    .set({ status: change.to, statusReason: statusReasonOf(from, change.to, role, reason), updatedAt: sql`now()` })
    .where(eq(appointments.id, change.appointmentId));
  await tx.insert(appointmentEvents).values({
    appointmentId: change.appointmentId,
    actorId: actor.id,
    actorRole: role,
    kind: 'status_changed',
    fromStatus: from,
    toStatus: change.to,
    reason,
  });
  await notifyChange(tx, await appointmentParties(tx, change.appointmentId), { kind: 'status', from, to: change.to, reason }, role);
  return { patientId: row.patientId, from, to: change.to };
}
