import type { BookingRequest, PatientAppointment, RescheduleRequest } from '@clinvia/contracts/appointments';
import type { Db } from '../../db/client';
import { book, changeStatus, reschedule } from '../../domain/lifecycle/lifecycle';
import type { ReminderSettings } from '../../domain/reminders/plan';
import { clinicNow } from '../../lib/clinic-time';
import type { Actor } from './access';
import { findPatientAppointment } from './appointments';

// The three changes a patient (or staff for them) makes to appointments: book, cancel,
// reschedule. The lifecycle (domain/lifecycle, LIFE-4) decides and writes each; this file
// answers with the appointment as the patient screens show it.

/** POST book-appointment: a pending appointment in a free slot. */
export async function bookAppointment(db: Db, actor: Actor, booking: BookingRequest, clinicTimeZone: string, reminders: ReminderSettings): Promise<PatientAppointment> {
  const appointmentId = await book(db, actor, booking, clinicNow(clinicTimeZone), reminders);
  return loadChanged(db, appointmentId, clinicTimeZone);
}

/** PUT cancel-appointment: a pending or confirmed appointment that has not begun becomes cancelled. */
export async function cancelAppointment(db: Db, actor: Actor, appointmentId: string, clinicTimeZone: string, reminders: ReminderSettings, reason: string | null = null): Promise<PatientAppointment> {
  const now = clinicNow(clinicTimeZone);
  await db.transaction((tx) => changeStatus(tx, actor, { appointmentId, to: 'cancelled', reason }, now, reminders));
  return loadChanged(db, appointmentId, clinicTimeZone);
}

/** PUT reschedule-appointment: the same doctor, another free slot; a confirmed appointment goes back to pending. */
export async function rescheduleAppointment(db: Db, actor: Actor, appointmentId: string, target: RescheduleRequest, clinicTimeZone: string, reminders: ReminderSettings): Promise<PatientAppointment> {
  await reschedule(db, actor, appointmentId, target, clinicNow(clinicTimeZone), reminders);
  return loadChanged(db, appointmentId, clinicTimeZone);
}

async function loadChanged(db: Db, appointmentId: string, clinicTimeZone: string): Promise<PatientAppointment> {
  const appointment = await findPatientAppointment(db, appointmentId, clinicTimeZone);
  if (!appointment) throw new Error(`Appointment ${appointmentId} vanished after its change`);
  return appointment;
}
