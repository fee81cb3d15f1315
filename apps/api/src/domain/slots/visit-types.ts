import { appointmentTypes, type AppointmentType } from '@clinvia/contracts/appointments';
import { specificationVisitTypes, type DoctorVisitTypes, type SpecializationVisitTypes, type VisitTypeOffer, type VisitTypeSource } from '@clinvia/contracts/visit-types';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, visitTypes } from '../../db/schema';
import { scheduleOf } from './schedule';
import { locationZone } from './schedule-queries';

// VISIT-1 to VISIT-3: the visit types a doctor offers and how many slots each takes. A doctor's
// own rows, else the rows of the doctor's specialization, else BOOK-3's four of one slot each.
// Read as a column of the doctor's row (the `doctors` table must be in the FROM clause), so the
// slot grid, booking and the waitlist read it in the query they already make; written here only.

/**
 * The outer row's columns named with their table: a query on `doctors` alone may print its
 * columns bare, and a bare "specialization" inside the subqueries would be visit_types' own.
 */
const rowDoctor = { userId: sql.raw('"doctors"."user_id"'), specialization: sql.raw('"doctors"."specialization"') };

/**
 * 'd2 New Patient Visit' per type the row's doctor offers ('d' its own list, 's' its
 * specialization's), or null when neither is set (BOOK-3's four).
 */
export const offeredInRow = sql<string[] | null>`coalesce(
  (select array_agg('d' || ${visitTypes.slots}::text || ' ' || ${visitTypes.appointmentType}) from ${visitTypes} where ${visitTypes.doctorId} = ${rowDoctor.userId}),
  (select array_agg('s' || ${visitTypes.slots}::text || ' ' || ${visitTypes.appointmentType}) from ${visitTypes} where ${visitTypes.specialization} = ${rowDoctor.specialization}))`;

/** The types of the row's doctor that take more than one slot (BOOK-20's two-slot types, VISIT-1). */
export const longTypesInRow = sql<string[]>`coalesce((select array_agg(substr(offered.key, 4)) from unnest(${offeredInRow}) as offered(key) where substr(offered.key, 2, 1) <> '1'), '{}'::text[])`;

function isAppointmentType(type: string): type is AppointmentType {
  return appointmentTypes.some((known) => known === type);
}

/** In BOOK-3's order, so every screen lists them alike. */
function inSpecificationOrder(offers: VisitTypeOffer[]): VisitTypeOffer[] {
  return [...offers].sort((a, b) => appointmentTypes.indexOf(a.type) - appointmentTypes.indexOf(b.type));
}

/** A doctor's offer and where it comes from, from `offeredInRow`. */
export interface OfferedVisitTypes {
  source: VisitTypeSource;
  offers: readonly VisitTypeOffer[];
}

export function offeredOf(keys: readonly string[] | null): OfferedVisitTypes {
  if (keys === null || keys.length === 0) return { source: 'specification', offers: specificationVisitTypes };
  const offers = keys.flatMap((key) => {
    const type = key.slice(3);
    return isAppointmentType(type) ? [{ type, slots: Number(key.slice(1, 2)) }] : [];
  });
  return { source: keys[0]?.startsWith('d') ? 'doctor' : 'specialization', offers: inSpecificationOrder(offers) };
}

/** How many slots a visit of `type` takes with the doctor, or null when the doctor does not offer it (VISIT-3). */
export function slotsOf(offered: OfferedVisitTypes, type: string): number | null {
  return offered.offers.find((offer) => offer.type === type)?.slots ?? null;
}

/** The types of more than one slot. */
export function longTypesOf(offered: OfferedVisitTypes): string[] {
  return offered.offers.filter((offer) => offer.slots > 1).map((offer) => offer.type);
}

/** A doctor's offered types with their length in the doctor's slots (VISIT-3), or null when no such doctor (listed, if asked). */
export async function doctorVisitTypes(db: Db, doctorId: string, clinicTimeZone: string, options: { listedOnly: boolean }): Promise<DoctorVisitTypes | null> {
  const [row] = await db
    .select({ offered: offeredInRow, slotMinutes: doctors.slotMinutes, zone: locationZone })
    .from(doctors)
    .where(and(eq(doctors.userId, doctorId), options.listedOnly ? sql`${doctors.verified}` : undefined));
  if (!row) return null;
  const { slotMinutes } = scheduleOf({ slotMinutes: row.slotMinutes, hours: null, zone: row.zone }, clinicTimeZone);
  const { source, offers } = offeredOf(row.offered);
  return { doctorId, source, slotMinutes, types: offers.map((offer) => ({ ...offer, minutes: offer.slots * slotMinutes })) };
}

async function specializationRows(db: Db, specialization: string): Promise<VisitTypeOffer[]> {
  const rows = await db.select({ type: visitTypes.appointmentType, slots: visitTypes.slots }).from(visitTypes).where(eq(visitTypes.specialization, specialization));
  return inSpecificationOrder(rows.flatMap((row) => (isAppointmentType(row.type) ? [{ type: row.type, slots: row.slots }] : [])));
}

/** A specialization's default (VISIT-2): its rows, or BOOK-3's four. */
export async function specializationVisitTypes(db: Db, specialization: string): Promise<SpecializationVisitTypes> {
  const rows = await specializationRows(db, specialization);
  return rows.length === 0 ? { specialization, source: 'specification', types: [...specificationVisitTypes] } : { specialization, source: 'specialization', types: rows };
}

/**
 * Replaces a doctor's own list (VISIT-2); an empty one gives the doctor the specialization's
 * default. Under the doctor's row FOR UPDATE, as time off and booking rules: a booking in flight
 * (FOR SHARE) finishes under the list it read. False when there is no such doctor.
 */
export async function setDoctorVisitTypes(db: Db, doctorId: string, offers: readonly VisitTypeOffer[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [doctor] = await tx.select({ id: doctors.userId }).from(doctors).where(eq(doctors.userId, doctorId)).for('update');
    if (!doctor) return false;
    await writeDoctorOffers(tx, doctorId, offers);
    return true;
  });
}

async function writeDoctorOffers(tx: Db, doctorId: string, offers: readonly VisitTypeOffer[]): Promise<void> {
  await tx.delete(visitTypes).where(eq(visitTypes.doctorId, doctorId));
  if (offers.length > 0) await tx.insert(visitTypes).values(offers.map((offer) => ({ doctorId, appointmentType: offer.type, slots: offer.slots })));
}

/** Replaces a specialization's default (VISIT-2), under the rows of its doctors FOR UPDATE. */
export async function setSpecializationVisitTypes(db: Db, specialization: string, offers: readonly VisitTypeOffer[]): Promise<SpecializationVisitTypes> {
  await db.transaction(async (tx) => {
    await tx.select({ id: doctors.userId }).from(doctors).where(eq(doctors.specialization, specialization)).for('update');
    await tx.delete(visitTypes).where(and(eq(visitTypes.specialization, specialization), isNull(visitTypes.doctorId)));
    if (offers.length > 0) await tx.insert(visitTypes).values(offers.map((offer) => ({ specialization, appointmentType: offer.type, slots: offer.slots })));
  });
  return specializationVisitTypes(db, specialization);
}

function sameOffers(a: readonly VisitTypeOffer[], b: readonly VisitTypeOffer[]): boolean {
  return a.length === b.length && a.every((offer, index) => offer.type === b[index]?.type && offer.slots === b[index].slots);
}

/**
 * BOOK-20's booking rules card, which names the types of two slots, writes the same data:
 * the doctor's offered types, each two slots when named and one otherwise. A list equal to the
 * one the doctor inherits is not copied to the doctor, so the specialization's later changes reach them.
 */
export async function setLongTypes(tx: Db, doctorId: string, longTypes: readonly string[]): Promise<void> {
  const [row] = await tx
    .select({ offered: offeredInRow, specialization: doctors.specialization })
    .from(doctors)
    .where(eq(doctors.userId, doctorId));
  if (!row) return;
  const current = offeredOf(row.offered);
  const wanted = current.offers.map((offer) => ({ type: offer.type, slots: longTypes.includes(offer.type) ? 2 : 1 }));
  const inherited = await specializationRows(tx, row.specialization);
  const fallback = inherited.length === 0 ? specificationVisitTypes : inherited;
  if (sameOffers(wanted, current.offers) && current.source !== 'doctor') return;
  await writeDoctorOffers(tx, doctorId, sameOffers(wanted, fallback) ? [] : wanted);
}

/** The audit row's detail of a list that was set: 'New Patient Visit ×2, Follow-up ×1', or 'the default'. */
export function offersInWords(offers: readonly VisitTypeOffer[]): string {
  return offers.length === 0 ? 'the default' : offers.map((offer) => `${offer.type} ×${String(offer.slots)}`).join(', ');
}
