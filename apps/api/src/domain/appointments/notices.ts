import type { AppointmentStatus, StatusChangeTarget } from '@clinvia/contracts/appointments';
import { requestNotice, slotInWords } from '@clinvia/contracts/notifications';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments, doctors, users, type UserRole } from '../../db/schema';
import { locationZone } from '../slots/schedule-queries';
import { notify, type NewNotification } from '../notifications/notify';

// What each appointment change tells the people it concerns, in the transaction of the change.
// The party who acted is never told about their own change: a patient's change notifies the
// doctor, a doctor's the patient, and a change by clinic staff both of them.

/** Who an appointment is between, and when it is (after the change). */
export interface AppointmentParties {
  id: string;
  patientId: string;
  doctorId: string;
  /** The account holder's name (who booked), not the contact typed for the visit. */
  patientName: string;
  doctorName: string;
  date: string;
  time: string;
  type: string;
  /** TIME-5: the zone of the doctor's location; null for the default location (the clinic's). */
  zone: string | null;
}

export type AppointmentChange =
  | { kind: 'booked' }
  | { kind: 'status'; from: AppointmentStatus; to: StatusChangeTarget; reason: string | null }
  | { kind: 'rescheduled'; fromDate: string; fromTime: string; keptConfirmed?: boolean }
  | { kind: 'attendance' };

const patientUser = alias(users, 'patient_user');

/** Reads the parties inside the change's transaction (the appointment row is already locked or new). */
export async function appointmentParties(tx: Db, appointmentId: string): Promise<AppointmentParties> {
  const [row] = await tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      doctorId: appointments.doctorId,
      patientName: patientUser.name,
      doctorName: users.name,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      type: appointments.appointmentType,
      zone: locationZone,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new Error(`Appointment ${appointmentId} vanished during its change`);
  return row;
}

const withReason = (text: string, reason: string | null) => (reason ? `${text} Reason: ${reason}` : text);

interface Notice {
  kind: string;
  title: string;
  body: string;
}

/** The notice for the patient, or null when the patient acted themselves. */
function patientNotice(a: AppointmentParties, change: AppointmentChange, actor: UserRole): Notice | null {
  if (actor === 'patient' || change.kind === 'attendance') return null;
  const doctor = `Dr. ${a.doctorName}`;
  const slot = slotInWords(a.date, a.time);
  const byStaff = actor === 'staff';
  switch (change.kind) {
    case 'booked':
      return {
        kind: 'appointment.booked',
        title: 'Appointment booked for you',
        body: `Clinic staff booked an appointment with ${doctor} on ${slot}. It is pending until the doctor confirms it.`,
      };
    case 'rescheduled':
      return {
        kind: 'appointment.rescheduled',
        title: 'Appointment moved',
        body: `Clinic staff moved your appointment with ${doctor} from ${slotInWords(change.fromDate, change.fromTime)} to ${slot}. It is pending until the doctor confirms it.`,
      };
    case 'status': {
      const who = byStaff ? 'Clinic staff' : doctor;
      const yours = byStaff ? `your appointment with ${doctor}` : 'your appointment';
      if (change.to === 'confirmed') return { kind: 'appointment.confirmed', title: 'Appointment confirmed', body: withReason(`${who} confirmed ${yours} on ${slot}.`, change.reason) };
      if (change.to === 'completed') {
        return { kind: 'appointment.completed', title: 'Visit completed', body: withReason(`${who} marked ${byStaff ? `your visit to ${doctor}` : 'your visit'} on ${slot} as completed. Thank you for visiting.`, change.reason) };
      }
      if (change.to === 'no_show') {
        return { kind: 'appointment.no_show', title: 'Missed appointment', body: withReason(`${who} recorded that ${yours} on ${slot} was missed. You can book another time.`, change.reason) };
      }
      if (change.from === 'pending' && !byStaff) {
        return { kind: 'appointment.declined', title: 'Appointment request declined', body: withReason(`${doctor} could not accept your appointment request for ${slot}. You can book another time.`, change.reason) };
      }
      return { kind: 'appointment.cancelled', title: 'Appointment cancelled', body: withReason(`${who} cancelled ${yours} on ${slot}.`, change.reason) };
    }
  }
}

/**
 * What a patient's own request rings on the doctor's bell; the demo data's pending requests ring
 * it with the same words (issue 40.4).
 */
/** The notice for the doctor, or null when the doctor acted themselves. */
function doctorNotice(a: AppointmentParties, change: AppointmentChange, actor: UserRole): Notice | null {
  if (actor === 'doctor') return null;
  const slot = slotInWords(a.date, a.time);
  const byStaff = actor === 'staff';
  const patients = byStaff ? `${a.patientName}'s appointment` : 'their appointment';
  const who = byStaff ? 'Clinic staff' : a.patientName;
  switch (change.kind) {
    case 'booked':
      return byStaff
        ? { kind: 'appointment.booked', title: 'New appointment request', body: `Clinic staff booked ${a.patientName} for ${slot} (${a.type}). Accept or decline it in your portal.` }
        : requestNotice(a);
    case 'attendance':
      return { kind: 'appointment.attendance_confirmed', title: 'Patient will attend', body: `${a.patientName} confirmed they will come on ${slot}.` };
    case 'rescheduled':
      return {
        kind: 'appointment.rescheduled',
        title: 'Appointment moved',
        body: `${who} moved ${patients} from ${slotInWords(change.fromDate, change.fromTime)} to ${slot}. ${change.keptConfirmed === true ? 'It stays confirmed: the time was offered from your waitlist.' : 'Please confirm the new time.'}`,
      };
    case 'status': {
      const verb = { confirmed: 'confirmed', completed: 'marked completed', no_show: 'marked as missed', cancelled: 'cancelled' }[change.to];
      return { kind: `appointment.${change.to}`, title: change.to === 'no_show' ? 'Appointment missed' : `Appointment ${change.to}`, body: withReason(`${who} ${verb} ${patients} on ${slot}.`, change.reason) };
    }
  }
}

/** Writes the change's notifications; call it inside the change's transaction. */
export async function notifyChange(tx: Db, parties: AppointmentParties, change: AppointmentChange, actor: UserRole): Promise<void> {
  const items: NewNotification[] = [];
  const forPatient = patientNotice(parties, change, actor);
  if (forPatient) items.push({ ...forPatient, userId: parties.patientId, appointmentId: parties.id, timeZone: parties.zone });
  const forDoctor = doctorNotice(parties, change, actor);
  if (forDoctor) items.push({ ...forDoctor, userId: parties.doctorId, appointmentId: parties.id, timeZone: parties.zone });
  await notify(tx, items);
}
