import { displayStatus, isActiveStatus, type AppointmentStatus } from '@clinvia/contracts/appointments';
import { visitLinkMessages, type VisitLink, type VisitLinkState } from '@clinvia/contracts/visits';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, users, visitLinkUses } from '../../db/schema';
import { changeStatus, confirmAttendance } from '../../domain/lifecycle/lifecycle';
import type { ReminderSettings } from '../../domain/reminders/plan';
import { hasBegun } from '../../domain/slots/grid';
import { readVisitLink, type VisitLinkPayload } from '../../domain/visit-links/links';
import type { ClinicNow } from '../../lib/clinic-time';
import { ApiError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';

export { confirmAddressLink, inspectAddressLink, offerAddressConfirmation, type AddressMailContext } from './addresses';

// What a one-click link of an appointment e-mail shows and does (LIFE-8). Reading a link
// changes nothing; using it takes the link's nonce (once, whatever the number of replicas),
// then acts through the lifecycle as the patient the appointment belongs to.

export interface VisitLinkAnswer {
  link: VisitLink;
  appointmentId: string;
  patientId: string;
}

interface LinkedAppointment {
  patientId: string;
  status: AppointmentStatus;
  date: string;
  time: string;
  patientConfirmedAt: Date | null;
  version: number;
  doctorName: string;
}

const invalidLink = () => new ApiError(404, 'link_invalid', visitLinkMessages.invalid);

function verified(secret: string, token: string): VisitLinkPayload {
  const payload = readVisitLink(secret, token);
  if (payload === null) throw invalidLink();
  return payload;
}

async function linkedAppointment(db: Db, appointmentId: string, lock: boolean): Promise<LinkedAppointment> {
  const query = db
    .select({
      patientId: appointments.patientId,
      status: appointments.status,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      patientConfirmedAt: appointments.patientConfirmedAt,
      version: appointments.version,
      doctorName: users.name,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .where(eq(appointments.id, appointmentId));
  // A deleted appointment (its patient's account was removed) leaves its links nothing to show.
  const [row] = lock ? await query.for('update', { of: appointments }) : await query;
  if (!row) throw invalidLink();
  return { ...row, status: displayStatus(row.status) };
}

async function isUsed(db: Db, nonce: string): Promise<boolean> {
  const [row] = await db.select({ nonce: visitLinkUses.nonce }).from(visitLinkUses).where(eq(visitLinkUses.nonce, nonce));
  return row !== undefined;
}

/** Where a genuine link stands now, in the order a patient needs to hear it. */
function stateOf(payload: VisitLinkPayload, appointment: LinkedAppointment, used: boolean, now: ClinicNow): { state: VisitLinkState; message: string } {
  if (used) return { state: 'used', message: visitLinkMessages.used };
  if (appointment.status === 'cancelled') {
    return payload.action === 'cancel' ? { state: 'done', message: visitLinkMessages.alreadyCancelled } : { state: 'closed', message: visitLinkMessages.closed };
  }
  if (!isActiveStatus(appointment.status)) return { state: 'closed', message: visitLinkMessages.closed };
  // Any change since the e-mail (a reschedule, even back to the same time; a confirmation) retires
  // its links: the newest e-mail carries links for the appointment as it is now (LIFE-11,
  // docs/decisions/2026-11-28-visit-links-bound-to-version.md).
  if (appointment.version !== payload.version) return { state: 'changed', message: visitLinkMessages.changed };
  if (hasBegun(appointment.date, appointment.time, now)) return { state: 'expired', message: visitLinkMessages.expired };
  if (payload.action === 'attend' && appointment.patientConfirmedAt !== null) return { state: 'done', message: visitLinkMessages.alreadyAttending };
  return { state: 'ready', message: payload.action === 'attend' ? visitLinkMessages.readyAttend : visitLinkMessages.readyCancel };
}

function answerOf(payload: VisitLinkPayload, appointment: LinkedAppointment, timeZone: string, state: { state: VisitLinkState; message: string }): VisitLinkAnswer {
  return {
    appointmentId: payload.appointmentId,
    patientId: appointment.patientId,
    // The slot the e-mail named: a 'changed' link speaks of the time it was sent for.
    link: { action: payload.action, ...state, doctorName: appointment.doctorName, date: payload.date, time: payload.time, timeZone },
  };
}

/** GET: what the link would do and whether it still works; 404 for a link that is not genuine. */
export async function inspectVisitLink(db: Db, secret: string, token: string, timeZone: string, now: ClinicNow): Promise<VisitLinkAnswer> {
  const payload = verified(secret, token);
  const appointment = await linkedAppointment(db, payload.appointmentId, false);
  return answerOf(payload, appointment, timeZone, stateOf(payload, appointment, await isUsed(db, payload.nonce), now));
}

const refusalCode: Record<Exclude<VisitLinkState, 'ready' | 'done'>, string> = {
  used: 'link_used',
  expired: 'link_expired',
  changed: 'link_changed',
  closed: 'link_closed',
};

/**
 * POST: takes the link's action once. Under the appointment's row lock: the state must be
 * 'ready' (a 'done' link answers 'done' and is not spent), the nonce is inserted (its primary
 * key refuses a second use, also from another replica), then the lifecycle acts as the patient.
 */
export async function actOnVisitLink(db: Db, secret: string, token: string, timeZone: string, now: ClinicNow, at: Date, reminders: ReminderSettings): Promise<VisitLinkAnswer> {
  const payload = verified(secret, token);
  try {
    return await db.transaction(async (tx) => {
      const appointment = await linkedAppointment(tx, payload.appointmentId, true);
      const state = stateOf(payload, appointment, await isUsed(tx, payload.nonce), now);
      if (state.state === 'done') return answerOf(payload, appointment, timeZone, state);
      if (state.state !== 'ready') throw new ApiError(409, refusalCode[state.state], state.message);
      await tx.insert(visitLinkUses).values({ nonce: payload.nonce, appointmentId: payload.appointmentId, action: payload.action, usedAt: at });
      const patient = { id: appointment.patientId, role: 'patient', staffApproved: false } as const;
      if (payload.action === 'attend') {
        await confirmAttendance(tx, patient, payload.appointmentId, now, at);
        return answerOf(payload, appointment, timeZone, { state: 'done', message: visitLinkMessages.attended });
      }
      await changeStatus(tx, patient, { appointmentId: payload.appointmentId, to: 'cancelled', reason: null }, now, reminders);
      return answerOf(payload, appointment, timeZone, { state: 'done', message: visitLinkMessages.cancelled });
    });
  } catch (error) {
    // Two clicks at once: the second waits on the row lock, then finds the nonce taken.
    if (isUniqueViolation(error)) throw new ApiError(409, refusalCode.used, visitLinkMessages.used);
    throw error;
  }
}
