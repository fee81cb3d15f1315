import { displayStatus, isActiveStatus, type PatientAppointment } from '@clinvia/contracts/appointments';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, checkIns, dependents, doctors, users } from '../../db/schema';
import { visitColumns } from '../../domain/appointments/list';
import { checkInAvailability, checkInWindow, openDaysColumn } from '../../domain/check-ins/window';
import { clinicNow, type ClinicNow } from '../../lib/clinic-time';
import { hasBegun } from '../../domain/slots/grid';
import { activeStatus } from '../../domain/slots/queries';
import { appointmentPlace, placeOf } from '../../domain/slots/places';
import { locationZone } from '../../domain/slots/schedule-queries';

// A patient's appointments as the patient screens show them (APPT-7: an appointment with the
// doctor's name and specialization), one shape for the list, the profile and the answers of
// booking, cancelling and rescheduling.

const columns = {
  id: appointments.id,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  ...visitColumns,
  isInsurance: appointments.isInsurance,
  insuranceProvider: appointments.insuranceProvider,
  contactName: appointments.contactName,
  contactEmail: appointments.contactEmail,
  contactPhone: appointments.contactPhone,
  createdAt: appointments.createdAt,
  patientConfirmedAt: appointments.patientConfirmedAt,
  doctorName: users.name,
  doctorSpecialization: doctors.specialization,
  doctorFaceUrl: doctors.faceUrl,
  clinicAddress: doctors.clinicAddress,
  doctorAvailable: doctors.available,
  doctorListed: doctors.verified,
  zone: locationZone,
  place: appointmentPlace,
  checkInState: checkIns.state,
  checkInOpenDays: openDaysColumn,
  dependentId: dependents.id,
  dependentName: dependents.name,
  dependentDateOfBirth: dependents.dateOfBirth,
};

function selectAppointments(db: Db) {
  return db
    .select(columns)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .leftJoin(checkIns, eq(checkIns.appointmentId, appointments.id))
    .leftJoin(dependents, eq(dependents.id, appointments.dependentId));
}

type AppointmentRow = Awaited<ReturnType<ReturnType<typeof selectAppointments>['execute']>>[number];

/**
 * TIME-5: the appointment's zone is its doctor's location's (HOURS-4); whether it has begun is
 * read on that clock (`now` is the clinic's, kept for a doctor in the clinic's zone).
 */
export function toPatientAppointment(row: AppointmentRow, now: ClinicNow, clinicTimeZone: string, instant: Date = new Date()): PatientAppointment {
  const status = displayStatus(row.status);
  const timeZone = row.zone ?? clinicTimeZone;
  const changeable = isActiveStatus(status) && !hasBegun(row.date, row.time, timeZone === clinicTimeZone ? now : clinicNow(timeZone));
  return {
    id: row.id,
    patient_id: row.patientId,
    doctor_id: row.doctorId,
    appointment_date: row.date,
    appointment_time: row.time,
    appointment_type: row.type,
    reason: row.reason,
    status,
    status_reason: row.statusReason,
    doctor_name: row.doctorName,
    doctor_specialization: row.doctorSpecialization,
    doctor_face_url: row.doctorFaceUrl,
    clinic_address: row.clinicAddress,
    is_insurance: row.isInsurance,
    insurance_provider: row.insuranceProvider,
    patient_name: row.contactName,
    patient_email: row.contactEmail,
    patient_phone: row.contactPhone,
    created_at: row.createdAt.toISOString(),
    can_cancel: changeable,
    can_reschedule: changeable && row.doctorAvailable && row.doctorListed,
    patient_confirmed_at: row.patientConfirmedAt?.toISOString() ?? null,
    timeZone,
    location: placeOf(row.place, clinicTimeZone),
    // CHECKIN-1: on the instant clock, since the window's ends are instants in the location's zone.
    check_in: checkInAvailability(status, row.checkInState, checkInWindow(row.date, row.time, timeZone, row.checkInOpenDays), instant),
    // FAMILY-3: whose visit it is ('For: Leo Lopez'); a removed dependent is still named.
    dependent: row.dependentId === null || row.dependentName === null || row.dependentDateOfBirth === null ? null : { id: row.dependentId, name: row.dependentName, date_of_birth: row.dependentDateOfBirth },
  };
}

const listsByDb = new WeakMap<Db, ReturnType<typeof buildListStatement>>();

/** Prepared once per database: the patient screens call it on every visit. */
function buildListStatement(db: Db) {
  return selectAppointments(db)
    .where(eq(appointments.patientId, sql.placeholder('patientId')))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.createdAt))
    .prepare('patient_appointments');
}

/** Every appointment of the patient, soonest first (the screens split upcoming and past). */
export async function listPatientAppointments(db: Db, patientId: string, clinicTimeZone: string): Promise<PatientAppointment[]> {
  let statement = listsByDb.get(db);
  if (!statement) {
    statement = buildListStatement(db);
    listsByDb.set(db, statement);
  }
  const now = clinicNow(clinicTimeZone);
  const rows = await statement.execute({ patientId });
  return rows.map((row) => toPatientAppointment(row, now, clinicTimeZone));
}

export async function findPatientAppointment(db: Db, appointmentId: string, clinicTimeZone: string): Promise<PatientAppointment | null> {
  const [row] = await selectAppointments(db).where(eq(appointments.id, appointmentId)).limit(1);
  return row ? toPatientAppointment(row, clinicNow(clinicTimeZone), clinicTimeZone) : null;
}

/** Appointments whose slot has not begun in the clinic's zone (the SQL twin of `hasBegun`). */
export function notBegun(now: ClinicNow) {
  return sql`(${appointments.appointmentDate} > ${now.date} or (${appointments.appointmentDate} = ${now.date} and ${appointments.appointmentTime} > ${now.time}))`;
}

/** The next active appointments that have not begun, soonest first. */
export async function upcomingAppointments(db: Db, patientId: string, now: ClinicNow, limit: number, clinicTimeZone: string): Promise<PatientAppointment[]> {
  const rows = await selectAppointments(db)
    .where(
      and(
        eq(appointments.patientId, patientId),
        activeStatus,
        notBegun(now),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .limit(limit);
  return rows.map((row) => toPatientAppointment(row, now, clinicTimeZone));
}
