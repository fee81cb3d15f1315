import type { BookingConditions, ClinicSettings, NoShowHistory } from '@clinvia/contracts/waitlist';
import { DEFAULT_AGE_OF_MAJORITY } from '@clinvia/contracts/dependents';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, clinicSettings, doctors, users } from '../../db/schema';
import type { ClinicNow } from '../../lib/clinic-time';
import { locationZone } from '../slots/schedule-queries';

// No-shows (NOSHOW-1, NOSHOW-2): a patient's history for staff, the clinic's setting, and
// whether a booking needs staff to confirm it. The lifecycle's booking asks `staffConfirms`
// inside its transaction, so the wizard's notice and the booking use one rule.

/** Twelve months before `date` (YYYY-MM-DD): 29 February falls back to 1 March. */
export function twelveMonthsBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`Not a date: ${date}`);
  return new Date(Date.UTC(year - 1, month - 1, day)).toISOString().slice(0, 10);
}

const defaultThreshold = 3;

/** The clinic's settings; the rule is off until staff turn it on. */
export async function readClinicSettings(db: Db): Promise<ClinicSettings> {
  const [row] = await db.select({ threshold: clinicSettings.noShowThreshold, ageOfMajority: clinicSettings.ageOfMajority }).from(clinicSettings);
  const threshold = row?.threshold ?? null;
  return { noShowConfirmation: { enabled: threshold !== null, threshold: threshold ?? defaultThreshold }, ageOfMajority: row?.ageOfMajority ?? DEFAULT_AGE_OF_MAJORITY };
}

export async function writeClinicSettings(db: Db, settings: ClinicSettings, staffId: string): Promise<void> {
  const noShowThreshold = settings.noShowConfirmation.enabled ? settings.noShowConfirmation.threshold : null;
  // FAMILY-5: a change that does not name the age of majority keeps it.
  const age = settings.ageOfMajority === undefined ? {} : { ageOfMajority: settings.ageOfMajority };
  await db
    .insert(clinicSettings)
    .values({ id: true, noShowThreshold, ...age, updatedBy: staffId })
    .onConflictDoUpdate({ target: clinicSettings.id, set: { noShowThreshold, ...age, updatedBy: staffId, updatedAt: new Date() } });
}

async function noShowsSince(db: Db, patientId: string, since: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'no_show'), gte(appointments.appointmentDate, since)));
  return row?.total ?? 0;
}

/** NOSHOW-2: whether the patient's next booking waits for staff, and the count behind it. */
export async function bookingConditions(db: Db, patientId: string, now: ClinicNow): Promise<BookingConditions> {
  const [row] = await db.select({ threshold: clinicSettings.noShowThreshold }).from(clinicSettings);
  const noShows = await noShowsSince(db, patientId, twelveMonthsBefore(now.date));
  const threshold = row?.threshold ?? null;
  return { staff_confirms: threshold !== null && noShows >= threshold, no_shows_last_12_months: noShows };
}

/**
 * NOSHOW-1: the patient's no-shows, newest first, each with the zone of its doctor's location
 * (TIME-5; the clinic's zone for a doctor without one), which its date and time are wall clock in.
 */
export async function noShowHistory(db: Db, patientId: string, now: ClinicNow, clinicTimeZone: string): Promise<NoShowHistory> {
  const rows = await db
    .select({ id: appointments.id, date: appointments.appointmentDate, time: appointments.appointmentTime, doctorName: users.name, statusReason: appointments.statusReason, zone: locationZone })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'no_show')))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime));
  const since = twelveMonthsBefore(now.date);
  return {
    total: rows.length,
    last_12_months: rows.filter((row) => row.date >= since).length,
    items: rows.map((row) => ({ appointment_id: row.id, date: row.date, time: row.time, doctor_name: row.doctorName, timeZone: row.zone ?? clinicTimeZone, status_reason: row.statusReason })),
  };
}
