import type { AppointmentStatus, StatusChangeTarget } from '@clinvia/contracts/appointments';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments, doctors, users, type UserRole } from '../../db/schema';
import { locationZone } from '../slots/schedule-queries';
import { notify, type NewNotification } from '../notifications/notify';
import { inEveryLanguage, type AppointmentNoticeInput, type DoctorNoticeKind, type NoticeText, type NoticeWords, type PatientNoticeKind } from '../messages/notice-words';

// What each appointment change tells the people it concerns, in the transaction of the change.
// The party who acted is never told about their own change: a patient's change notifies the
// doctor, a doctor's the patient, and a change by clinic staff both of them; each in its
// recipient's language (I18N-10, ../messages/notice-words).

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

/** Which notice the patient gets, or null when the patient acted themselves. */
function patientKind(change: AppointmentChange, actor: UserRole): PatientNoticeKind | null {
  if (actor === 'patient' || change.kind === 'attendance') return null;
  if (change.kind !== 'status') return change.kind;
  if (change.to !== 'cancelled') return change.to;
  return change.from === 'pending' && actor !== 'staff' ? 'declined' : 'cancelled';
}

/**
 * Which notice the doctor gets, or null when the doctor acted themselves. What a patient's own
 * request rings on the doctor's bell, the demo data's pending requests ring with the same words
 * (issue 40.4).
 */
function doctorKind(change: AppointmentChange, actor: UserRole): DoctorNoticeKind | null {
  if (actor === 'doctor') return null;
  if (change.kind === 'booked') return actor === 'staff' ? 'booked' : 'requested';
  return change.kind === 'status' ? change.to : change.kind;
}

/** The notice's kind as stored: 'appointment.declined', 'appointment.attendance_confirmed', … */
const storedKind = (kind: PatientNoticeKind | DoctorNoticeKind) => `appointment.${kind === 'requested' ? 'booked' : kind === 'attendance' ? 'attendance_confirmed' : kind}`;

/** An appointment notice's words in every language (I18N-10): the dates in each language's words. */
function wordsOf(a: AppointmentParties, change: AppointmentChange, actor: UserRole, words: (catalogue: NoticeWords, input: AppointmentNoticeInput) => NoticeText) {
  return inEveryLanguage((catalogue) =>
    words(catalogue, {
      doctor: `Dr. ${a.doctorName}`,
      patientName: a.patientName,
      type: a.type,
      slot: catalogue.slot(a.date, a.time),
      date: a.date,
      time: a.time,
      fromSlot: change.kind === 'rescheduled' ? catalogue.slot(change.fromDate, change.fromTime) : null,
      byStaff: actor === 'staff',
      keptConfirmed: change.kind === 'rescheduled' && change.keptConfirmed === true,
      reason: change.kind === 'status' ? change.reason : null,
    }),
  );
}

/** Writes the change's notifications; call it inside the change's transaction. */
export async function notifyChange(tx: Db, parties: AppointmentParties, change: AppointmentChange, actor: UserRole): Promise<void> {
  const items: NewNotification[] = [];
  const forPatient = patientKind(change, actor);
  if (forPatient) {
    const words = wordsOf(parties, change, actor, (catalogue, input) => catalogue.patient(forPatient, input));
    items.push({ kind: storedKind(forPatient), words, userId: parties.patientId, appointmentId: parties.id, timeZone: parties.zone });
  }
  const forDoctor = doctorKind(change, actor);
  if (forDoctor) {
    const words = wordsOf(parties, change, actor, (catalogue, input) => catalogue.doctor(forDoctor, input));
    items.push({ kind: storedKind(forDoctor), words, userId: parties.doctorId, appointmentId: parties.id, timeZone: parties.zone });
  }
  await notify(tx, items);
}
