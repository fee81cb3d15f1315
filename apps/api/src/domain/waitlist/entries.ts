import { waitlistMessages, type DayPart, type JoinWaitlist, type WaitlistEntry } from '@clinvia/contracts/waitlist';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, users, waitlistEntries } from '../../db/schema';
import type { ClinicNow } from '../../lib/clinic-time';
import { notFound, validationError } from '../../lib/errors';
import { bookingWindow } from '../slots/grid';
import { passOnOffersOfEntry } from './offers';

// The waitlist (WAIT-1, WAIT-4): a patient waits for a free time with a doctor on some days
// of the booking window (or any day) and parts of day. One entry per patient and doctor;
// joining again replaces it. It expires after the last day it names; the lifecycle's booking
// ends it (`leaveOnBooking`, in the booking's transaction).

const doctorNotListedMessage = 'No doctor with this id is listed.';

/** The days and expiry an entry stores: the chosen days sorted, or any day up to the window's last. */
function daysOf(request: JoinWaitlist, now: ClinicNow): { days: string[] | null; expiresOn: string } {
  const window = bookingWindow(now);
  if (request.anyDay) return { days: null, expiresOn: window.last };
  const days = [...new Set(request.days)].sort();
  if (days.some((day) => day < window.first || day > window.last)) throw validationError('Please correct the highlighted fields.', { days: waitlistMessages.dayOutsideWindow });
  return { days, expiresOn: days[days.length - 1] ?? window.last };
}

const entryColumns = {
  id: waitlistEntries.id,
  doctorId: waitlistEntries.doctorId,
  doctorName: users.name,
  specialization: doctors.specialization,
  days: waitlistEntries.days,
  parts: waitlistEntries.parts,
  expiresOn: waitlistEntries.expiresOn,
  createdAt: waitlistEntries.createdAt,
};

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

function toEntry(row: EntryRow): WaitlistEntry {
  return {
    id: row.id,
    doctor_id: row.doctorId,
    doctor_name: row.doctorName,
    specialization: row.specialization,
    days: row.days,
    parts: row.parts.filter((part): part is DayPart => part === 'morning' || part === 'afternoon'),
    expires_on: row.expiresOn,
    created_at: row.createdAt.toISOString(),
  };
}

function selectEntries(db: Db) {
  return db.select(entryColumns).from(waitlistEntries).innerJoin(users, eq(users.id, waitlistEntries.doctorId)).innerJoin(doctors, eq(doctors.userId, waitlistEntries.doctorId));
}

/** Joins (or replaces) the patient's entry for the doctor; `created` says whether it is new. */
export async function joinWaitlist(db: Db, patientId: string, request: JoinWaitlist, now: ClinicNow): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const { days, expiresOn } = daysOf(request, now);
  const [doctor] = await db
    .select({ id: doctors.userId })
    .from(doctors)
    .where(and(eq(doctors.userId, request.doctorId), sql`${doctors.verified}`));
  if (!doctor) throw notFound(doctorNotListedMessage);
  const parts = dayPartsInOrder(request.parts);
  const insured = request.isInsurance === 'true';
  // WAIT-2: what an offer's one click books (the wizard's step 2).
  const details = {
    visitType: request.appointmentType,
    reason: request.appointmentReason,
    isInsurance: insured,
    insuranceProvider: insured ? (request.insuranceProvider ?? null) : null,
    insuranceId: insured ? (request.insuranceId ?? null) : null,
  };
  // xmax = 0 only for a freshly inserted row: how PostgreSQL tells an insert from an update here.
  const [row] = await db
    .insert(waitlistEntries)
    .values({ patientId, doctorId: request.doctorId, days, parts, expiresOn, ...details })
    .onConflictDoUpdate({ target: [waitlistEntries.patientId, waitlistEntries.doctorId], set: { days, parts, expiresOn, ...details, createdAt: sql`now()`, updatedAt: sql`now()` } })
    .returning({ id: waitlistEntries.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('The waitlist upsert returned no row');
  const [entry] = await selectEntries(db).where(eq(waitlistEntries.id, row.id));
  if (!entry) throw new Error('The waitlist entry vanished after its upsert');
  return { entry: toEntry(entry), created: row.inserted };
}

function dayPartsInOrder(parts: readonly DayPart[]): DayPart[] {
  return (['morning', 'afternoon'] as const).filter((part) => parts.includes(part));
}

/** The patient's entries that have not expired, by doctor name. */
export async function listWaitlist(db: Db, patientId: string, now: ClinicNow): Promise<WaitlistEntry[]> {
  const rows = await selectEntries(db)
    .where(and(eq(waitlistEntries.patientId, patientId), gte(waitlistEntries.expiresOn, now.date)))
    .orderBy(asc(users.name), asc(waitlistEntries.id));
  return rows.map(toEntry);
}

/** The entry's patient (for the ownership check), or a 404. */
export async function waitlistEntryPatient(db: Db, entryId: string): Promise<string> {
  const [row] = await db.select({ patientId: waitlistEntries.patientId }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!row) throw notFound(waitlistMessages.entryNotFound);
  return row.patientId;
}

/** Ends the entry; a time held for the patient from it goes to the next patient waiting (WAIT-2). */
export async function leaveWaitlist(db: Db, entryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entryId)).returning({ patientId: waitlistEntries.patientId, doctorId: waitlistEntries.doctorId });
    if (entry) await passOnOffersOfEntry(tx, entry.patientId, entry.doctorId);
  });
}

/** The patient's wait for the doctor is over (an offer moved their appointment): the entry ends, and any other time held for them passes on. */
export async function leaveDoctorWaitlist(db: Db, patientId: string, doctorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await leaveOnBooking(tx, patientId, doctorId);
    await passOnOffersOfEntry(tx, patientId, doctorId);
  });
}

/** WAIT-4: a patient who books any slot with the doctor leaves their waitlist (inside the booking's transaction). */
export async function leaveOnBooking(tx: Db, patientId: string, doctorId: string): Promise<void> {
  await tx.delete(waitlistEntries).where(and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.doctorId, doctorId)));
}
