import { isActiveStatus, statusChangeMessages, statusChangeRefusal, type AppointmentStatus, type StatusChangeTarget } from '@clinvia/contracts/appointments';
import type { AuthUser } from '../sessions/users';

// Who may make each appointment transition, and from where (LIFE-4, LIFE-5): one table, no
// database, so every transition × role is unit-tested. lifecycle.ts applies it under the
// appointment's row lock and writes the effects.

export const transitions = ['book', 'confirm', 'decline', 'cancel', 'reschedule', 'complete', 'no_show', 'attend'] as const;
export type Transition = (typeof transitions)[number];

/** The roles that take part in an appointment; staff only once approved (SEC-2). */
export type LifecycleRole = 'patient' | 'doctor' | 'staff';

export type LifecycleActor = Pick<AuthUser, 'id' | 'role' | 'staffApproved'>;

/**
 * Who may make each transition. The patient books, cancels and moves their own appointments;
 * the doctor decides on their own and moves one that their new hours leave outside (HOURS-7);
 * staff act for either. Declining is the doctor's answer to a
 * request (staff cancel one instead); completed and no-show are recorded by who saw the visit.
 * 'attend' is the patient's 'I'll be there' (LIFE-8): it changes no status, so a pending request
 * stays the doctor's to accept.
 */
export const whoMay: Record<Transition, readonly LifecycleRole[]> = {
  book: ['patient', 'staff'],
  confirm: ['doctor', 'staff'],
  decline: ['doctor'],
  cancel: ['patient', 'doctor', 'staff'],
  reschedule: ['patient', 'doctor', 'staff'],
  complete: ['doctor', 'staff'],
  no_show: ['doctor', 'staff'],
  attend: ['patient'],
};

/** The status each transition ends in (a reschedule returns to pending; 'attend' keeps the status). */
export const targetOf: Record<Exclude<Transition, 'reschedule' | 'attend'>, 'pending' | StatusChangeTarget> = {
  book: 'pending',
  confirm: 'confirmed',
  decline: 'cancelled',
  cancel: 'cancelled',
  complete: 'completed',
  no_show: 'no_show',
};

/** What the transition acts on: whose appointment, its status now (null before a booking) and whether it has begun (clinic time). */
export interface Subject {
  patientId: string;
  doctorId: string;
  status: AppointmentStatus | null;
  begun: boolean;
  /** NOSHOW-2: booked by a patient with the clinic's number of no-shows; only staff confirm it. */
  staffConfirms?: boolean;
}

export interface Refusal {
  status: 403 | 409;
  code: string;
  message: string;
}

export const notYourRecordsMessage = 'You can only see and change your own appointments and records.';
const notActiveCode = 'appointment_not_active';
export const staffConfirmsMessage = 'Clinic staff confirm this booking: the patient has missed several visits. You may still decline it.';
const begunCode = 'appointment_begun';

/** The actor's role in the lifecycle, or null (unapproved staff, administrators without staff rights). */
export function lifecycleRole(actor: LifecycleActor): LifecycleRole | null {
  if (actor.role === 'staff') return actor.staffApproved ? 'staff' : null;
  return actor.role;
}

function isOwnedBy(role: LifecycleRole, actor: LifecycleActor, subject: Subject): boolean {
  if (role === 'patient') return subject.patientId === actor.id;
  if (role === 'doctor') return subject.doctorId === actor.id;
  return true;
}

function forbiddenFor(transition: Transition, role: LifecycleRole | null): Refusal {
  const message = role === 'doctor' || transition === 'confirm' || transition === 'decline' || transition === 'complete' || transition === 'no_show' ? statusChangeMessages.notYourAppointment : notYourRecordsMessage;
  return { status: 403, code: 'forbidden', message };
}

/**
 * The patient's own changes (and staff's reschedule for them): only an active appointment
 * that has not begun, with the patients area's codes.
 */
function patientSideRefusal(status: AppointmentStatus, begun: boolean): Refusal | null {
  if (!isActiveStatus(status)) return { status: 409, code: notActiveCode, message: `This appointment is ${status}; only a pending or confirmed appointment can be changed.` };
  if (begun) return { status: 409, code: begunCode, message: 'This appointment has already begun or passed, so it can no longer be changed.' };
  return null;
}

/** Why `actor` may not make `transition` on `subject` now, or null when they may: 403 before 409. */
export function refusalOf(transition: Transition, actor: LifecycleActor, subject: Subject): Refusal | null {
  const role = lifecycleRole(actor);
  if (role === null || !whoMay[transition].includes(role) || !isOwnedBy(role, actor, subject)) return forbiddenFor(transition, role);
  if (transition === 'book') return null;
  const from = subject.status;
  if (from === null) throw new Error(`A ${transition} needs an existing appointment`);
  if (transition === 'reschedule' || transition === 'attend' || (transition === 'cancel' && role === 'patient')) return patientSideRefusal(from, subject.begun);
  if (transition === 'confirm' && role === 'doctor' && subject.staffConfirms === true && from === 'pending') {
    return { status: 409, code: 'staff_confirms', message: staffConfirmsMessage };
  }
  if (transition === 'decline' && from === 'confirmed') {
    return { status: 409, code: 'invalid_transition', message: 'Only a pending request can be declined; cancel a confirmed appointment instead.' };
  }
  const refusal = statusChangeRefusal(from, targetOf[transition], subject.begun);
  return refusal ? { status: 409, ...refusal } : null;
}

/** The transition a status change of the doctor portal or the staff console asks for. */
export function transitionTo(to: StatusChangeTarget, from: AppointmentStatus, role: LifecycleRole | null): Exclude<Transition, 'book' | 'reschedule' | 'attend'> {
  switch (to) {
    case 'confirmed':
      return 'confirm';
    case 'completed':
      return 'complete';
    case 'no_show':
      return 'no_show';
    case 'cancelled':
      // The doctor's 'no' to a pending request is a decline; anyone else's is a cancellation.
      return role === 'doctor' && from === 'pending' ? 'decline' : 'cancel';
  }
}

const whoInWords: Record<LifecycleRole, string> = { patient: 'the patient', doctor: 'the doctor', staff: 'clinic staff' };
const verbOf: Record<Transition, string | null> = {
  book: null,
  confirm: 'Confirmed',
  decline: 'Declined',
  cancel: 'Cancelled',
  reschedule: 'Rescheduled',
  complete: 'Marked completed',
  no_show: 'Marked as no-show',
  attend: null,
};

/**
 * What the patient reads under the status (LIFE-3), e.g. 'Declined by the doctor: please see a
 * dermatologist', 'Cancelled by the patient'. A confirmation or completion without a reason
 * says nothing; a cancellation, decline, reschedule or no-show always says who.
 */
export function statusReasonOf(transition: Transition, role: LifecycleRole, reason: string | null): string | null {
  const verb = verbOf[transition];
  if (verb === null) return null;
  const said = `${verb} by ${whoInWords[role]}`;
  if (reason) return `${said}: ${reason}`;
  return transition === 'confirm' || transition === 'complete' ? null : said;
}
