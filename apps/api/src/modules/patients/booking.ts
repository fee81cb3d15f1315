import {
  bookingMessages,
  displayStatus,
  isActiveStatus,
  slotConflicts,
  type AppointmentStatus,
  type BookingRequest,
  type PatientAppointment,
  type RescheduleRequest,
  type SlotConflictCode,
} from '@clinvia/contracts/appointments';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentEvents, appointments } from '../../db/schema';
import { clinicNow, type ClinicNow } from '../../lib/clinic-time';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { violatedUniqueConstraint } from '../../lib/pg-errors';
import { appointmentParties, notifyChange } from '../../domain/appointments/notices';
import { bookingWindow, hasBegun } from '../../domain/slots/grid';
import { isBlocked, lockListedDoctor } from '../../domain/slots/queries';
import { assertPatientAccess, type Actor } from './access';
import { findPatientAppointment } from './appointments';
import { findPatient } from './profile';

// The three changes a patient (or staff for them) makes to appointments: book, cancel,
// reschedule. Each is one function and one transaction that also writes the appointment's
// history (appointment_events) and notifies the other party (appointments/notices.ts).
//
// The server decides, never the client: the slot must be inside the 10-day window and not
// begun (clinic time), the doctor listed, accepting appointments and not off. Two bookings of
// one slot cannot both succeed, whatever the number of server processes: the partial unique
// indexes on appointments decide, and the loser's unique violation becomes a 409.

export const doctorNotListedMessage = 'No doctor with this id is listed.';
export const patientNotFoundMessage = 'No patient with this id.';
export const appointmentNotFoundMessage = 'No appointment with this id.';
const fixFieldsMessage = 'Please correct the highlighted fields.';

function slotConflict(code: SlotConflictCode): ApiError {
  return new ApiError(409, code, slotConflicts[code]);
}

/** Which 409 a unique violation on appointments means. */
const conflictOfConstraint: Record<string, SlotConflictCode> = {
  appointments_active_slot_key: 'slot_taken',
  appointments_patient_active_slot_key: 'patient_double_booking',
};

function asSlotConflict(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  const code = constraint === null ? undefined : conflictOfConstraint[constraint];
  return code ? slotConflict(code) : error;
}

/** Before any transaction: the date is in the booking window and the slot has not begun. */
function assertBookableTime(date: string, time: string, now: ClinicNow, dateField: string): void {
  const window = bookingWindow(now);
  if (date < window.first || date > window.last) throw validationError(fixFieldsMessage, { [dateField]: bookingMessages.dateOutsideWindow });
  if (hasBegun(date, time, now)) throw slotConflict('slot_begun');
}

function slotOf(date: string, time: string): string {
  return `${date} ${time}`;
}

function changedBy(actor: Actor, change: 'Cancelled' | 'Rescheduled'): string {
  return actor.role === 'staff' ? `${change} by clinic staff` : `${change} by the patient`;
}

/** POST book-appointment: a pending appointment in a free slot. */
export async function bookAppointment(db: Db, actor: Actor, booking: BookingRequest, clinicTimeZone: string): Promise<PatientAppointment> {
  assertPatientAccess(actor, booking.patientId);
  const now = clinicNow(clinicTimeZone);
  assertBookableTime(booking.selectedDate, booking.selectedTime, now, 'selectedDate');
  if (!(await findPatient(db, booking.patientId))) throw notFound(patientNotFoundMessage);

  const insured = booking.isInsurance === 'true';
  let appointmentId: string;
  try {
    appointmentId = await db.transaction(async (tx) => {
      const doctor = await lockListedDoctor(tx, booking.doctorId);
      if (!doctor) throw notFound(doctorNotListedMessage);
      if (!doctor.available) throw slotConflict('doctor_unavailable');
      if (await isBlocked(tx, booking.doctorId, booking.selectedDate, booking.selectedTime)) throw slotConflict('slot_unavailable');
      const [row] = await tx
        .insert(appointments)
        .values({
          patientId: booking.patientId,
          doctorId: booking.doctorId,
          appointmentDate: booking.selectedDate,
          appointmentTime: booking.selectedTime,
          appointmentType: booking.appointmentType,
          reason: booking.appointmentReason,
          isInsurance: insured,
          insuranceProvider: insured ? (booking.insuranceProvider ?? null) : null,
          insuranceId: insured ? (booking.insuranceId ?? null) : null,
          // SPEC's step-3 fields: the contact for this visit; who booked is patientId.
          contactName: booking.patientName,
          contactEmail: booking.patientEmail,
          contactPhone: booking.patientPhone,
          status: 'pending',
        })
        .returning({ id: appointments.id });
      if (!row) throw new Error('The appointment insert returned no row');
      await tx.insert(appointmentEvents).values({
        appointmentId: row.id,
        actorId: actor.id,
        actorRole: actor.role,
        kind: 'booked',
        toStatus: 'pending',
        toSlot: slotOf(booking.selectedDate, booking.selectedTime),
      });
      await notifyChange(tx, await appointmentParties(tx, row.id), { kind: 'booked' }, actor.role);
      return row.id;
    });
  } catch (error) {
    throw asSlotConflict(error);
  }
  return loadChanged(db, appointmentId, clinicTimeZone);
}

interface LockedAppointment {
  id: string;
  patientId: string;
  doctorId: string;
  date: string;
  time: string;
  status: AppointmentStatus;
}

/** The appointment's row, locked FOR UPDATE until the transaction ends. */
async function lockAppointment(tx: Db, appointmentId: string): Promise<LockedAppointment | null> {
  const [row] = await tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      doctorId: appointments.doctorId,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .for('update');
  return row ? { ...row, status: displayStatus(row.status) } : null;
}

/** 404, 403 (someone else's), or 409 unless the appointment is active and has not begun. */
function assertChangeable(actor: Actor, appointment: LockedAppointment | null, now: ClinicNow): LockedAppointment {
  if (!appointment) throw notFound(appointmentNotFoundMessage);
  assertPatientAccess(actor, appointment.patientId);
  if (!isActiveStatus(appointment.status)) {
    throw new ApiError(409, 'appointment_not_active', `This appointment is ${appointment.status}; only a pending or confirmed appointment can be changed.`);
  }
  if (hasBegun(appointment.date, appointment.time, now)) {
    throw new ApiError(409, 'appointment_begun', 'This appointment has already begun or passed, so it can no longer be changed.');
  }
  return appointment;
}

/** PUT cancel-appointment: a pending or confirmed appointment that has not begun becomes cancelled. */
export async function cancelAppointment(db: Db, actor: Actor, appointmentId: string, clinicTimeZone: string): Promise<PatientAppointment> {
  const now = clinicNow(clinicTimeZone);
  await db.transaction(async (tx) => {
    const appointment = assertChangeable(actor, await lockAppointment(tx, appointmentId), now);
    const reason = changedBy(actor, 'Cancelled');
    await tx.update(appointments).set({ status: 'cancelled', statusReason: reason, updatedAt: sql`now()` }).where(eq(appointments.id, appointmentId));
    await tx.insert(appointmentEvents).values({
      appointmentId,
      actorId: actor.id,
      actorRole: actor.role,
      kind: 'status_changed',
      fromStatus: appointment.status,
      toStatus: 'cancelled',
      reason,
    });
    await notifyChange(tx, await appointmentParties(tx, appointmentId), { kind: 'status', from: appointment.status, to: 'cancelled', reason: null }, actor.role);
  });
  return loadChanged(db, appointmentId, clinicTimeZone);
}

/**
 * PUT reschedule-appointment: moves an active appointment to another free slot of the same
 * doctor in one transaction. The UPDATE frees the old slot and takes the new one at once; if
 * the new one is taken the unique index refuses it, the transaction rolls back and the old
 * booking stays as it was. A confirmed appointment goes back to pending: the doctor confirms
 * the new time.
 */
export async function rescheduleAppointment(
  db: Db,
  actor: Actor,
  appointmentId: string,
  target: RescheduleRequest,
  clinicTimeZone: string,
): Promise<PatientAppointment> {
  const now = clinicNow(clinicTimeZone);
  try {
    await db.transaction(async (tx) => {
      // Locks in the order booking and time off take them: the doctor first, then the appointment.
      const [known] = await tx.select({ doctorId: appointments.doctorId }).from(appointments).where(eq(appointments.id, appointmentId));
      if (!known) throw notFound(appointmentNotFoundMessage);
      const doctor = await lockListedDoctor(tx, known.doctorId);
      const appointment = assertChangeable(actor, await lockAppointment(tx, appointmentId), now);
      if (appointment.date === target.date && appointment.time === target.time) throw validationError(fixFieldsMessage, { time: bookingMessages.sameSlot });
      assertBookableTime(target.date, target.time, now, 'date');
      if (!doctor?.available) throw slotConflict('doctor_unavailable');
      if (await isBlocked(tx, appointment.doctorId, target.date, target.time)) throw slotConflict('slot_unavailable');
      const reason = changedBy(actor, 'Rescheduled');
      await tx
        .update(appointments)
        .set({ appointmentDate: target.date, appointmentTime: target.time, status: 'pending', statusReason: reason, updatedAt: sql`now()` })
        .where(eq(appointments.id, appointmentId));
      await tx.insert(appointmentEvents).values({
        appointmentId,
        actorId: actor.id,
        actorRole: actor.role,
        kind: 'rescheduled',
        fromStatus: appointment.status,
        toStatus: 'pending',
        fromSlot: slotOf(appointment.date, appointment.time),
        toSlot: slotOf(target.date, target.time),
        reason,
      });
      await notifyChange(tx, await appointmentParties(tx, appointmentId), { kind: 'rescheduled', fromDate: appointment.date, fromTime: appointment.time }, actor.role);
    });
  } catch (error) {
    throw asSlotConflict(error);
  }
  return loadChanged(db, appointmentId, clinicTimeZone);
}

async function loadChanged(db: Db, appointmentId: string, clinicTimeZone: string): Promise<PatientAppointment> {
  const appointment = await findPatientAppointment(db, appointmentId, clinicTimeZone);
  if (!appointment) throw new Error(`Appointment ${appointmentId} vanished after its change`);
  return appointment;
}
