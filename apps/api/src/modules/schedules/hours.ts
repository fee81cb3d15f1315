import { activeAppointmentStatuses } from '@clinvia/contracts/appointments';
import { bookingWindowDays } from '@clinvia/contracts/doctors';
import { hoursMessages, type DoctorHours, type OutsideBooking, type WeekUpdate, hoursAnswerMessages } from '@clinvia/contracts/schedule-schemas';
import type { Period } from '@clinvia/contracts/schedules';
import { locationMessages, type Place } from '@clinvia/contracts/locations';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctorDateHours, doctorHours, doctors, locations, users } from '../../db/schema';
import { addDays, clinicNow, type ClinicNow } from '../../lib/clinic-time';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { hasBegun, nowFor } from '../../domain/slots/grid';
import { isWorkingSlot, type DoctorSchedule } from '../../domain/slots/schedule';
import { locationZone, mainLocationId, readSchedule } from '../../domain/slots/schedule-queries';
import { openAddedSlots, withdrawOffersOfRemovedSlots } from '../../domain/waitlist/offers';

// HOURS-5 to HOURS-8: a doctor's week, slot length and date overrides as the doctor or staff
// edit them, and the bookings the hours leave outside. A save never touches a booking: the
// bookings outside are worked out from the hours each time they are read (HOURS-7), so none
// can be lost between a save and the doctor's decision. Every change takes the doctor's row
// FOR UPDATE, as booking (FOR SHARE) and time off do: a booking in flight finishes under the
// hours it read first, and the next one sees the new hours.

const noDoctorMessage = 'There is no doctor with this id.';
const fixFields = 'Please correct the highlighted fields.';
/** Overrides and bookings are read from today on; no booking lies further ahead than this. */
const farFuture = '9999-12-31';

/** Locks the doctor's row and answers their own location and its zone (HOURS-9, LOC-4). */
async function lockDoctor(tx: Db, doctorId: string, clinicTimeZone: string): Promise<{ location: string; zone: string }> {
  const [row] = await tx.select({ location: mainLocationId, zone: locationZone }).from(doctors).where(eq(doctors.userId, doctorId)).for('update');
  if (!row) throw notFound(noDoctorMessage);
  return { location: row.location, zone: row.zone ?? clinicTimeZone };
}

/** A period as sent, with where its field messages go ('week.1.0'). */
interface SentPeriod {
  period: Period & { location_id?: string | null | undefined };
  path: string;
}

/**
 * HOURS-9, LOC-4: the location each period is stored with: null for the doctor's own, else an
 * active location in the doctor's zone (every period of a doctor shares one zone, so a slot's
 * time means one instant: docs/decisions/2026-11-28-locations.md). 400 per field otherwise. The
 * named locations are read FOR SHARE, so one cannot be retired (or change zone) meanwhile.
 */
async function locationsOfPeriods(tx: Db, sent: readonly SentPeriod[], doctor: { location: string; zone: string }, clinicTimeZone: string): Promise<(string | null)[]> {
  const named = [...new Set(sent.flatMap(({ period }) => (period.location_id ? [period.location_id] : [])))].filter((id) => id !== doctor.location);
  const rows = named.length === 0 ? [] : await tx.select({ id: locations.id, zone: locations.timeZone, retiredAt: locations.retiredAt }).from(locations).where(inArray(locations.id, named)).for('share');
  const found = new Map(rows.map((row) => [row.id, row]));
  const fields: Record<string, string> = {};
  const stored = sent.map(({ period, path }) => {
    const id = period.location_id ?? null;
    if (id === null || id === doctor.location) return null;
    const row = found.get(id);
    if (!row) fields[`${path}.location_id`] = hoursMessages.location;
    else if (row.retiredAt !== null) fields[`${path}.location_id`] = locationMessages.retired;
    else if ((row.zone ?? clinicTimeZone) !== doctor.zone) fields[`${path}.location_id`] = locationMessages.otherZone;
    return id;
  });
  if (Object.keys(fields).length > 0) throw validationError(fixFields, fields);
  return stored;
}

/** HOURS-9: the locations the editor offers: active ones in the doctor's zone, and any a period names now. */
async function placesFor(db: Db, zone: string, named: readonly string[], clinicTimeZone: string): Promise<Place[]> {
  const rows = await db
    .select({ id: locations.id, name: locations.name, address: locations.address, zone: locations.timeZone })
    .from(locations)
    .where(or(and(isNull(locations.retiredAt), sql`coalesce(${locations.timeZone}, ${clinicTimeZone}) = ${zone}`), named.length === 0 ? undefined : inArray(locations.id, [...named])))
    .orderBy(sql`${locations.isDefault} desc`, asc(locations.name));
  return rows.map((row) => ({ id: row.id, name: row.name, address: row.address, time_zone: row.zone ?? clinicTimeZone }));
}

/** The doctor's future pending and confirmed bookings whose time the hours no longer have. */
async function outsideBookings(db: Db, doctorId: string, schedule: DoctorSchedule, now: ClinicNow): Promise<(OutsideBooking & { patient_id: string })[]> {
  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      status: appointments.status,
      patientId: appointments.patientId,
      patientName: users.name,
      visitType: appointments.appointmentType,
      kept: appointments.keptOutsideHoursSlot,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(and(eq(appointments.doctorId, doctorId), gte(appointments.appointmentDate, now.date), inArray(appointments.status, [...activeAppointmentStatuses])))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime));
  return rows
    .filter((row) => !hasBegun(row.date, row.time, now) && !isWorkingSlot(schedule, row.date, row.time))
    .map((row) => ({
      id: row.id,
      date: row.date,
      time: row.time,
      status: row.status === 'confirmed' ? 'confirmed' : 'pending',
      patient_id: row.patientId,
      patient_name: row.patientName,
      visit_type: row.visitType,
      kept: row.kept === `${row.date} ${row.time}`,
    }));
}

/** What the editor shows: the week, the overrides from today on, and the bookings outside (with whose, for the audit). */
export async function readHours(db: Db, doctorId: string, clinicTimeZone: string): Promise<{ hours: DoctorHours; patientIds: string[] }> {
  const [exists] = await db.select({ location: mainLocationId }).from(doctors).where(eq(doctors.userId, doctorId));
  if (!exists) throw notFound(noDoctorMessage);
  const clinicToday = clinicNow(clinicTimeZone);
  // From the clinic's yesterday: a location's zone may be a day behind the clinic's.
  const schedule = await readSchedule(db, doctorId, clinicTimeZone, addDays(clinicToday.date, -1), farFuture);
  const now = nowFor(schedule, clinicToday, clinicTimeZone);
  const outside = await outsideBookings(db, doctorId, schedule, now);
  const overrides = [...schedule.overrides.entries()]
    .filter(([date]) => date >= now.date)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, periods]) => ({ date, periods: periods.map(copy) }));
  const week = schedule.weekly.map((periods) => periods.map(copy));
  const named = [...week.flat(), ...overrides.flatMap((override) => override.periods)].flatMap((period) => (period.location_id === null ? [] : [period.location_id]));
  return {
    hours: {
      doctor_id: doctorId,
      is_specification: schedule.isSpecification,
      slot_minutes: schedule.slotMinutes,
      week,
      time_zone: schedule.timeZone,
      location_id: exists.location,
      locations: await placesFor(db, schedule.timeZone, named, clinicTimeZone),
      today: now.date,
      overrides,
      outside_hours: outside.map(({ patient_id: _patient, ...booking }) => booking),
    },
    patientIds: outside.map((booking) => booking.patient_id),
  };
}

function copy(period: Period): { start: string; end: string; location_id: string | null } {
  return { start: period.start, end: period.end, location_id: period.location ?? null };
}

/**
 * Runs a change of the doctor's hours under the doctor's row lock, then withdraws the offers
 * holding slots it removed and opens the slots it added to the waitlist (WAIT-6), reading the
 * hours before and after in the same transaction.
 * The change gets the doctor's own location and zone (HOURS-9).
 */
async function changeHours(db: Db, doctorId: string, clinicTimeZone: string, change: (tx: Db, doctor: { location: string; zone: string }) => Promise<void>): Promise<void> {
  const clinicToday = clinicNow(clinicTimeZone);
  // From the clinic's yesterday: a location's zone may be a day behind the clinic's (readHours).
  const from = addDays(clinicToday.date, -1);
  const to = addDays(clinicToday.date, bookingWindowDays + 1);
  await db.transaction(async (tx) => {
    const doctor = await lockDoctor(tx, doctorId, clinicTimeZone);
    const before = await readSchedule(tx, doctorId, clinicTimeZone, from, to);
    await change(tx, doctor);
    const after = await readSchedule(tx, doctorId, clinicTimeZone, from, to);
    await withdrawOffersOfRemovedSlots(tx, doctorId, after);
    await openAddedSlots(tx, doctorId, before, after, nowFor(after, clinicToday, clinicTimeZone));
  });
}

/** HOURS-5, HOURS-9: replaces the week and the slot length; each period may name its location. */
export async function saveWeek(db: Db, doctorId: string, update: WeekUpdate, clinicTimeZone: string): Promise<void> {
  await changeHours(db, doctorId, clinicTimeZone, async (tx, doctor) => {
    const sent = update.week.flatMap((periods, weekday) => periods.map((period, index) => ({ period, weekday, path: `week.${String(weekday)}.${String(index)}` })));
    const at = await locationsOfPeriods(tx, sent, doctor, clinicTimeZone);
    await tx.delete(doctorHours).where(eq(doctorHours.doctorId, doctorId));
    const rows = sent.map(({ period, weekday }, index) => ({ doctorId, weekday, start: period.start, end: period.end, locationId: at[index] ?? null }));
    await tx.insert(doctorHours).values(rows);
    await tx.update(doctors).set({ slotMinutes: update.slotMinutes }).where(eq(doctors.userId, doctorId));
  });
}

/** Back to BOOK-2's week (HOURS-1): no week rows, no slot length. */
export async function resetWeek(db: Db, doctorId: string, clinicTimeZone: string): Promise<void> {
  await changeHours(db, doctorId, clinicTimeZone, async (tx) => {
    await tx.delete(doctorHours).where(eq(doctorHours.doctorId, doctorId));
    await tx.update(doctors).set({ slotMinutes: null }).where(eq(doctors.userId, doctorId));
  });
}

function assertNotPast(date: string, clinicTimeZone: string): void {
  if (date < clinicNow(clinicTimeZone).date) throw validationError(fixFields, { date: hoursMessages.datePast });
}

/** HOURS-2: the date's own periods, or none (a day off), replacing any it had. */
export async function setOverride(db: Db, doctorId: string, date: string, periods: readonly SentPeriod['period'][], clinicTimeZone: string): Promise<void> {
  assertNotPast(date, clinicTimeZone);
  await changeHours(db, doctorId, clinicTimeZone, async (tx, doctor) => {
    const at = await locationsOfPeriods(tx, periods.map((period, index) => ({ period, path: `periods.${String(index)}` })), doctor, clinicTimeZone);
    await tx.delete(doctorDateHours).where(and(eq(doctorDateHours.doctorId, doctorId), eq(doctorDateHours.date, date)));
    const rows = periods.length === 0 ? [{ doctorId, date, start: null, end: null }] : periods.map((period, index) => ({ doctorId, date, start: period.start, end: period.end, locationId: at[index] ?? null }));
    await tx.insert(doctorDateHours).values(rows);
  });
}

/** The date follows the week again. Removing an override the date does not have changes nothing. */
export async function removeOverride(db: Db, doctorId: string, date: string, clinicTimeZone: string): Promise<void> {
  assertNotPast(date, clinicTimeZone);
  await changeHours(db, doctorId, clinicTimeZone, async (tx) => {
    await tx.delete(doctorDateHours).where(and(eq(doctorDateHours.doctorId, doctorId), eq(doctorDateHours.date, date)));
  });
}

/**
 * The doctor's booking among those outside the hours, or 404 (not theirs, not active, begun);
 * `outside` false when the hours hold it.
 */
export async function outsideBooking(db: Db, doctorId: string, appointmentId: string, clinicTimeZone: string): Promise<{ patientId: string; date: string; time: string; outside: boolean }> {
  const [row] = await db
    .select({ date: appointments.appointmentDate, time: appointments.appointmentTime, status: appointments.status, patientId: appointments.patientId })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.doctorId, doctorId)));
  const schedule = row ? await readSchedule(db, doctorId, clinicTimeZone, row.date, row.date) : null;
  if (!row || schedule === null || !activeAppointmentStatuses.some((status) => status === row.status) || hasBegun(row.date, row.time, nowFor(schedule, clinicNow(clinicTimeZone), clinicTimeZone))) {
    throw notFound(hoursAnswerMessages.noUpcomingBooking);
  }
  return { patientId: row.patientId, date: row.date, time: row.time, outside: !isWorkingSlot(schedule, row.date, row.time) };
}

/** HOURS-7: the booking stays where it is, marked as kept at its slot. */
export async function keepOutside(db: Db, doctorId: string, appointmentId: string, clinicTimeZone: string): Promise<string> {
  const booking = await outsideBooking(db, doctorId, appointmentId, clinicTimeZone);
  if (!booking.outside) throw new ApiError(409, 'not_outside_hours', hoursMessages.notOutside);
  await db
    .update(appointments)
    .set({ keptOutsideHoursSlot: `${booking.date} ${booking.time}` })
    .where(eq(appointments.id, appointmentId));
  return booking.patientId;
}
