import {
  appointmentEventKinds,
  displayStatus,
  nextStatuses,
  type AppointmentDetails,
  type AppointmentEvent,
  type AppointmentStatus,
  type DoctorAppointment,
} from '@clinvia/contracts/appointments';
import { ageOn } from '@clinvia/contracts/dependents';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointmentEvents, appointments, checkIns, dependents, doctors, patients, users } from '../../db/schema';
import { clinicNow, type ClinicNow } from '../../lib/clinic-time';
import { appointmentPlace, placeOf } from '../slots/places';
import { locationZone } from '../slots/schedule-queries';
import { hasBegun } from '../slots/grid';

// Appointments as the doctor portal and the staff console list them (PORTAL-11, STAFF-7: an appointment with
// patient { name, age, gender }), filtered and paged in the database, and one appointment with
// its history for the details drawer.

export interface AppointmentFilters {
  /** One doctor's appointments (the portal). */
  doctorId?: string | undefined;
  /** Part of the doctor's name or specialization (the staff console). */
  doctorText?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: AppointmentStatus | undefined;
  /** Part of the patient's name: the account holder's, or the contact's given with the booking. */
  patientText?: string | undefined;
  order: 'asc' | 'desc';
}

/** `abc%_` → `%abc\%\_%`: the text matched literally, anywhere, in lower case. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function conditionsOf(filters: AppointmentFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.doctorId) conditions.push(eq(appointments.doctorId, filters.doctorId));
  if (filters.doctorText) conditions.push(sql`${doctors.searchText} like ${containsPattern(filters.doctorText)}`);
  if (filters.from) conditions.push(sql`${appointments.appointmentDate} >= ${filters.from}`);
  if (filters.to) conditions.push(sql`${appointments.appointmentDate} <= ${filters.to}`);
  if (filters.status) conditions.push(eq(appointments.status, filters.status));
  if (filters.patientText) conditions.push(patientTextCondition(filters.patientText, filters.doctorId));
  return conditions;
}

/**
 * LIFE-12: a request the doctor said no to. It is stored as cancelled (the specification's
 * statuses), and its history says it was the doctor's 'no' to a pending request.
 */
const declinedSql = sql<boolean>`(${appointments.status} = 'cancelled' and exists (select 1 from ${appointmentEvents} where ${appointmentEvents.appointmentId} = ${appointments.id} and ${appointmentEvents.kind} = 'status_changed' and ${appointmentEvents.fromStatus} = 'pending' and ${appointmentEvents.toStatus} = 'cancelled' and ${appointmentEvents.actorRole} = 'doctor'))`;

// Aliases for the search's subqueries: in a sql template an alias renders as its name alone, so
// each FROM names its table with the alias (`fromAs`).
const matched = alias(appointments, 'matched');
const matchedUser = alias(users, 'matched_user');
const fromAs = (table: typeof appointments | typeof users, name: string) => sql`${table} as ${sql.identifier(name)}`;

/**
 * The appointments whose account holder's or contact's name contains `text`, as two index
 * lookups (issue 39.2): each name has a trigram index (migration 0026), so a name that narrows
 * the list is found through it, and one doctor's appointments stay narrowed to that doctor when
 * the text is too short to narrow (the planner picks per query). An OR across the two joined
 * tables could use neither index.
 */
function patientTextCondition(text: string, doctorId: string | undefined): SQL {
  const pattern = containsPattern(text);
  const sameDoctor = doctorId ? sql` and ${matched.doctorId} = ${doctorId}` : sql``;
  return sql`${appointments.id} in (
    select ${matched.id} from ${fromAs(appointments, 'matched')} where lower(${matched.contactName}) like ${pattern}${sameDoctor}
    union all
    select ${matched.id} from ${fromAs(appointments, 'matched')} join ${fromAs(users, 'matched_user')} on ${matchedUser.id} = ${matched.patientId}
    where lower(${matchedUser.name}) like ${pattern}${sameDoctor})`;
}

const doctorUser = alias(users, 'doctor_user');
/** The account holder who booked (issue 20: who booked is who is shown). */
const patientUser = alias(users, 'patient_user');

/** When, what and where it stands: the columns of a visit every appointment listing selects. */
export const visitColumns = {
  date: appointments.appointmentDate,
  time: appointments.appointmentTime,
  type: appointments.appointmentType,
  reason: appointments.reason,
  status: appointments.status,
  statusReason: appointments.statusReason,
};

const listColumns = {
  id: appointments.id,
  ...visitColumns,
  doctorId: appointments.doctorId,
  doctorName: doctorUser.name,
  doctorSpecialization: doctors.specialization,
  patientId: appointments.patientId,
  patientName: patientUser.name,
  patientAge: patients.age,
  patientGender: patients.gender,
  contactName: appointments.contactName,
  patientConfirmedAt: appointments.patientConfirmedAt,
  staffConfirms: appointments.staffConfirms,
  declined: declinedSql,
  zone: locationZone,
  place: appointmentPlace,
  checkInState: checkIns.state,
  checkInCompletedAt: checkIns.completedAt,
  checkInVerifiedAt: checkIns.insuranceVerifiedAt,
  dependentId: dependents.id,
  dependentName: dependents.name,
  dependentDateOfBirth: dependents.dateOfBirth,
};

const detailColumns = {
  ...listColumns,
  contactEmail: appointments.contactEmail,
  contactPhone: appointments.contactPhone,
  isInsurance: appointments.isInsurance,
  insuranceProvider: appointments.insuranceProvider,
  insuranceId: appointments.insuranceId,
  createdAt: appointments.createdAt,
};

// Two selects with the same joins: Drizzle's builder loses its type through a generic over the
// selection, so the list and the detail each spell theirs.
function selectAppointments(db: Db) {
  return db
    .select(listColumns)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, appointments.doctorId))
    .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
    .leftJoin(patients, eq(patients.userId, appointments.patientId))
    .leftJoin(checkIns, eq(checkIns.appointmentId, appointments.id))
    .leftJoin(dependents, eq(dependents.id, appointments.dependentId));
}

function selectDetails(db: Db) {
  return db
    .select(detailColumns)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, appointments.doctorId))
    .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
    .leftJoin(patients, eq(patients.userId, appointments.patientId))
    .leftJoin(checkIns, eq(checkIns.appointmentId, appointments.id))
    .leftJoin(dependents, eq(dependents.id, appointments.dependentId));
}

type ListRow = Awaited<ReturnType<typeof selectAppointments>>[number];

/**
 * TIME-5: the appointment's zone is its doctor's location's (HOURS-4), and whether it has begun
 * is read on that clock (`now` is the clinic's, in `clinicTimeZone`).
 */
export function toDoctorAppointment(row: ListRow, now: ClinicNow, clinicTimeZone: string): DoctorAppointment {
  const status = displayStatus(row.status);
  const timeZone = row.zone ?? clinicTimeZone;
  const begun = hasBegun(row.date, row.time, timeZone === clinicTimeZone ? now : clinicNow(timeZone));
  return {
    id: row.id,
    appointment_date: row.date,
    appointment_time: row.time,
    appointment_type: row.type,
    reason: row.reason,
    status,
    status_reason: row.statusReason,
    doctor_id: row.doctorId,
    doctor_name: row.doctorName,
    doctor_specialization: row.doctorSpecialization,
    patient_id: row.patientId,
    patient: { name: row.patientName, age: row.patientAge, gender: row.patientGender },
    contact_name: row.contactName,
    patient_confirmed_at: row.patientConfirmedAt?.toISOString() ?? null,
    next_statuses: nextStatuses(status, begun),
    staff_confirms: row.staffConfirms,
    timeZone,
    location: placeOf(row.place, clinicTimeZone),
    declined: row.declined,
    check_in: row.checkInState === null ? null : { state: row.checkInState, completed_at: row.checkInCompletedAt?.toISOString() ?? null, insurance_verified: row.checkInVerifiedAt !== null },
    // FAMILY-4: the dependent is the patient of the visit, their age on the clinic's today.
    dependent:
      row.dependentId === null || row.dependentName === null || row.dependentDateOfBirth === null
        ? null
        : { id: row.dependentId, name: row.dependentName, date_of_birth: row.dependentDateOfBirth, age: ageOn(row.dependentDateOfBirth, now.date) },
  };
}

/** One page of the filtered appointments, in date and time order. */
export async function appointmentItems(db: Db, filters: AppointmentFilters, page: number, pageSize: number, now: ClinicNow, clinicTimeZone: string): Promise<DoctorAppointment[]> {
  const direction = filters.order === 'asc' ? asc : desc;
  const rows = await selectAppointments(db)
    .where(and(...conditionsOf(filters)))
    .orderBy(direction(appointments.appointmentDate), direction(appointments.appointmentTime), direction(appointments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((row) => toDoctorAppointment(row, now, clinicTimeZone));
}

/** How many appointments match the filters in all. */
export async function countAppointments(db: Db, filters: AppointmentFilters): Promise<number> {
  // The doctor text needs the doctors row, the patient text the account holder's; the other filters are on appointments alone.
  const counted = db.select({ total: count() }).from(appointments).$dynamic();
  if (filters.doctorText) counted.innerJoin(doctors, eq(doctors.userId, appointments.doctorId));
  if (filters.patientText) counted.innerJoin(patientUser, eq(patientUser.id, appointments.patientId));
  const [row] = await counted.where(and(...conditionsOf(filters)));
  return row?.total ?? 0;
}

/** One page of the filtered appointments and how many match in all. */
export async function appointmentPage(
  db: Db,
  filters: AppointmentFilters,
  page: number,
  pageSize: number,
  now: ClinicNow,
  clinicTimeZone: string,
): Promise<{ items: DoctorAppointment[]; total: number }> {
  const [items, total] = await Promise.all([appointmentItems(db, filters, page, pageSize, now, clinicTimeZone), countAppointments(db, filters)]);
  return { items, total };
}

/** PORTAL-4 Appointment Stats: the doctor's appointments by status, all dates, whatever the screen's filters. */
export async function appointmentStats(db: Db, doctorId: string): Promise<Record<AppointmentStatus | 'declined', number> & { total: number }> {
  const rows = await db
    .select({ status: appointments.status, total: count(), declined: sql<number>`count(*) filter (where ${declinedSql})`.mapWith(Number) })
    .from(appointments)
    .where(eq(appointments.doctorId, doctorId))
    .groupBy(appointments.status);
  const stats = { pending: 0, confirmed: 0, completed: 0, cancelled: 0, declined: 0, no_show: 0, total: 0 };
  for (const row of rows) {
    stats[displayStatus(row.status)] += row.total - row.declined;
    stats.declined += row.declined;
    stats.total += row.total;
  }
  return stats;
}

const actorUser = alias(users, 'actor_user');

function toEvent(row: { at: Date; kind: string; actorRole: string | null; actorName: string | null; fromStatus: string | null; toStatus: string | null; fromSlot: string | null; toSlot: string | null; reason: string | null }): AppointmentEvent {
  return {
    at: row.at.toISOString(),
    kind: appointmentEventKinds.find((kind) => kind === row.kind) ?? 'status_changed',
    actor_role: row.actorRole,
    actor_name: row.actorName,
    from_status: row.fromStatus === null ? null : displayStatus(row.fromStatus),
    to_status: row.toStatus === null ? null : displayStatus(row.toStatus),
    from_slot: row.fromSlot,
    to_slot: row.toSlot,
    reason: row.reason,
  };
}

/** One appointment with the visit's details and its history, oldest first; null when unknown. */
export async function appointmentDetails(db: Db, appointmentId: string, now: ClinicNow, clinicTimeZone: string): Promise<AppointmentDetails | null> {
  const [[row], history] = await Promise.all([
    selectDetails(db)
      .where(eq(appointments.id, appointmentId))
      .limit(1),
    db
      .select({
        at: appointmentEvents.at,
        kind: appointmentEvents.kind,
        actorRole: appointmentEvents.actorRole,
        actorName: actorUser.name,
        fromStatus: appointmentEvents.fromStatus,
        toStatus: appointmentEvents.toStatus,
        fromSlot: appointmentEvents.fromSlot,
        toSlot: appointmentEvents.toSlot,
        reason: appointmentEvents.reason,
      })
      .from(appointmentEvents)
      .leftJoin(actorUser, eq(actorUser.id, appointmentEvents.actorId))
      .where(eq(appointmentEvents.appointmentId, appointmentId))
      .orderBy(asc(appointmentEvents.at), asc(appointmentEvents.id)),
  ]);
  if (!row) return null;
  return {
    ...toDoctorAppointment(row, now, clinicTimeZone),
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    is_insurance: row.isInsurance,
    insurance_provider: row.insuranceProvider,
    insurance_id: row.insuranceId,
    created_at: row.createdAt.toISOString(),
    history: history.map(toEvent),
  };
}

/** The one appointment in the list's shape (the answer of a status change). */
export async function findDoctorAppointment(db: Db, appointmentId: string, now: ClinicNow, clinicTimeZone: string): Promise<DoctorAppointment | null> {
  const [row] = await selectAppointments(db).where(eq(appointments.id, appointmentId)).limit(1);
  return row ? toDoctorAppointment(row, now, clinicTimeZone) : null;
}
