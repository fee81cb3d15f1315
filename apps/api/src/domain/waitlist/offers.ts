import { appointmentTypes, slotConflicts } from '@clinvia/contracts/appointments';
import { dayPartOf, offerMessages, type OfferState, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import { and, asc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, slotOffers, slotOpenings, users, waitlistEntries } from '../../db/schema';
import type { ClinicNow } from '../../lib/clinic-time';
import { ApiError } from '../../lib/errors';
import { notify } from '../notifications/notify';
import { inEveryLanguage } from '../messages/notice-words';
import { calendarOf, daySlots, hasBegun, nowFor, windowDays, type GridSlot } from '../slots/grid';
import { activeStatus, blockedInWindow, heldInWindow, takenInWindow } from '../slots/queries';
import { followingSlotOn, isWorkingSlot, scheduleOf, slotTimesOn, type DoctorSchedule } from '../slots/schedule';
import { hoursInWindow, locationZone } from '../slots/schedule-queries';
import { longTypesInRow, longTypesOf, offeredInRow, offeredOf, slotsOf } from '../slots/visit-types';

// Offers of freed slots to the waitlist (WAIT-2, WAIT-3). A slot freed by a cancellation, a
// decline, a reschedule away, time off removed or hours that add it (WAIT-6) becomes a row of slot_openings in the
// transaction that frees it; the jobs worker runs `offerSlot` for it. `offerSlot` holds the slot
// for the earliest matching entry (an open slot_offers row until `expires_at`) and plans another
// opening at the hold's end, which passes the slot on if the offer is still open then. Every step
// is one transaction under the doctor's row lock (FOR UPDATE, against the FOR SHARE of bookings),
// so a slot is never held for two patients nor held for one while another books it, whatever the
// number of replicas; a crash rolls a step back and its job runs it again.

export interface SlotRef {
  doctorId: string;
  date: string;
  time: string;
}

/** Offers slots to the waitlist when due (now by default), in the transaction that frees them or starts a hold. */
export async function openSlots(tx: Db, slots: readonly SlotRef[], dueAt?: Date): Promise<void> {
  if (slots.length === 0) return;
  await tx.insert(slotOpenings).values(slots.map((slot) => ({ doctorId: slot.doctorId, date: slot.date, time: slot.time, ...(dueAt === undefined ? {} : { dueAt }) })));
}

/**
 * The slots an active appointment frees when it is cancelled, declined or moved away: its own,
 * and the one after it on the doctor's day (HOURS-1) when its visit type takes two slots (BOOK-20).
 */
export async function freeAppointmentSlots(tx: Db, appointment: SlotRef & { visitType: string }, clinicTimeZone: string): Promise<void> {
  const [doctor] = await tx
    .select({ twoSlotVisitTypes: longTypesInRow, slotMinutes: doctors.slotMinutes, hours: hoursInWindow, zone: locationZone })
    .from(doctors)
    .where(eq(doctors.userId, appointment.doctorId))
    .execute({ from: appointment.date, to: appointment.date });
  const next = doctor?.twoSlotVisitTypes.includes(appointment.visitType) ? followingSlotOn(scheduleOf(doctor, clinicTimeZone), appointment.date, appointment.time) : null;
  await openSlots(tx, [appointment, ...(next === null ? [] : [{ ...appointment, time: next }])]);
}

/**
 * WAIT-6: the doctor's hours changed (a week, a slot length, a date override set or removed).
 * The slots of the booking window the new hours have and the old did not are opened for the
 * waitlist as a cancellation's are, in the change's transaction (under the doctor's row lock);
 * each opening's job then offers its slot only if the grid says it is bookable and held for
 * nobody (offerSlot), so a slot that is taken, off or begun by then offers nothing. `now` is
 * the clock of the doctor's location (`nowFor`).
 */
export async function openAddedSlots(tx: Db, doctorId: string, before: DoctorSchedule, after: DoctorSchedule, now: ClinicNow): Promise<number> {
  // Nobody waiting: no jobs (a slot length changed opens the whole window).
  const [waiting] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.doctorId, doctorId), sql`${waitlistEntries.expiresOn} >= ${now.date}`))
    .limit(1);
  if (!waiting) return 0;
  const added = windowDays(now.date).flatMap((date) => {
    const had = new Set(slotTimesOn(before, date));
    return slotTimesOn(after, date)
      .filter((time) => !had.has(time) && !hasBegun(date, time, now))
      .map((time) => ({ doctorId, date, time }));
  });
  await openSlots(tx, added);
  return added.length;
}

/**
 * WAIT-6, the other way: hours that remove slots. An open offer holding a slot the new hours no
 * longer have (its own, or the second slot of a two-slot visit that no longer follows it in one
 * period, BOOK-20) is withdrawn in the change's transaction, under the doctor's row lock as the
 * bookings' FOR SHARE and the acceptance's booking wait for it: an offer for a slot that no longer
 * exists never stays bookable. Its patient is told in the bell as when the doctor blocks the time
 * and stays on the waitlist (a withdrawn offer holds nothing, so the entry waits for the next
 * freed slot); a held slot the hours still have goes back to the waitlist. Answers how many.
 */
export async function withdrawOffersOfRemovedSlots(tx: Db, doctorId: string, after: DoctorSchedule): Promise<number> {
  const open = await tx
    .select({ id: slotOffers.id, patientId: slotOffers.patientId, date: slotOffers.date, time: slotOffers.time, nextTime: slotOffers.nextTime })
    .from(slotOffers)
    .where(and(eq(slotOffers.doctorId, doctorId), openNow()))
    .for('update');
  const gone = open.filter((offer) => !isWorkingSlot(after, offer.date, offer.time) || (offer.nextTime !== null && followingSlotOn(after, offer.date, offer.time) !== offer.nextTime));
  if (gone.length === 0) return 0;
  await closeOffers(
    tx,
    gone.map((offer) => offer.id),
    'withdrawn',
  );
  await openSlots(
    tx,
    gone.flatMap((offer) => heldSlotsOf(doctorId, offer).filter((slot) => isWorkingSlot(after, slot.date, slot.time))),
  );
  await tellWithdrawn(tx, doctorId, gone);
  return gone.length;
}

const openNow = (patientId?: string) =>
  and(eq(slotOffers.status, 'open'), gt(slotOffers.expiresAt, sql`now()`), patientId === undefined ? undefined : eq(slotOffers.patientId, patientId));

const ofSlot = (slot: SlotRef) => and(eq(slotOffers.doctorId, slot.doctorId), eq(slotOffers.date, slot.date), eq(slotOffers.time, slot.time));

/** The slots an offer holds: its own, and the next one when the visit takes two (BOOK-20). */
function heldSlotsOf(doctorId: string, offer: { date: string; time: string; nextTime: string | null }): SlotRef[] {
  const first = { doctorId, date: offer.date, time: offer.time };
  return offer.nextTime === null ? [first] : [first, { ...first, time: offer.nextTime }];
}

/** Who the slot is held for now (an open offer inside its hold, as its own slot or the second of two), or null. */
async function slotHolder(db: Db, slot: SlotRef): Promise<string | null> {
  const [row] = await db
    .select({ patientId: slotOffers.patientId })
    .from(slotOffers)
    .where(and(eq(slotOffers.doctorId, slot.doctorId), eq(slotOffers.date, slot.date), or(eq(slotOffers.time, slot.time), eq(slotOffers.nextTime, slot.time)), openNow()));
  return row?.patientId ?? null;
}

/**
 * In a booking's or a reschedule's transaction, after the doctor's row lock: 409 `slot_held`
 * when the slot (or the second slot of a two-slot visit) is held for another patient.
 */
export async function assertNotHeldForAnother(tx: Db, slots: readonly SlotRef[], patientId: string): Promise<void> {
  for (const slot of slots) {
    const holder = await slotHolder(tx, slot);
    if (holder !== null && holder !== patientId) throw new ApiError(409, 'slot_held', slotConflicts.slot_held);
  }
}

/**
 * After the patient booked (or moved into) a slot of the doctor: the offer that held it for them
 * is accepted. A new booking also withdraws their other open offers with the doctor and passes
 * them on (the booking ends their waitlist entry, WAIT-4); a move keeps them.
 */
export async function settleOffersOnBooking(tx: Db, patientId: string, slot: SlotRef, appointmentId: string, options: { withdrawOthers: boolean }): Promise<void> {
  const offers = await tx
    .select({ id: slotOffers.id, date: slotOffers.date, time: slotOffers.time, nextTime: slotOffers.nextTime })
    .from(slotOffers)
    .where(and(eq(slotOffers.patientId, patientId), eq(slotOffers.doctorId, slot.doctorId), eq(slotOffers.status, 'open')))
    .for('update');
  const mine = offers.find((offer) => offer.date === slot.date && offer.time === slot.time);
  const others = offers.filter((offer) => offer !== mine);
  if (mine) await closeOffers(tx, [mine.id], 'accepted', appointmentId);
  if (!options.withdrawOthers || others.length === 0) return;
  await closeOffers(
    tx,
    others.map((offer) => offer.id),
    'withdrawn',
  );
  await openSlots(
    tx,
    others.flatMap((offer) => heldSlotsOf(slot.doctorId, offer)),
  );
}

async function closeOffers(tx: Db, ids: readonly string[], status: 'accepted' | 'declined' | 'expired' | 'withdrawn', appointmentId?: string): Promise<void> {
  await tx
    .update(slotOffers)
    .set({ status, closedAt: sql`now()`, updatedAt: sql`now()`, ...(appointmentId === undefined ? {} : { appointmentId }) })
    .where(and(inArray(slotOffers.id, [...ids]), eq(slotOffers.status, 'open')));
}

/**
 * The doctor blocked time: the open offers holding those slots are withdrawn and their patients
 * told; the other slot of a two-slot hold goes back to the waitlist (the blocked one finds
 * nobody: the time is off). `time` undefined: the whole day.
 */
export async function withdrawOffersOfBlockedTime(tx: Db, doctorId: string, date: string, time: string | undefined): Promise<void> {
  const withdrawn = await tx
    .update(slotOffers)
    .set({ status: 'withdrawn', closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(slotOffers.doctorId, doctorId), eq(slotOffers.date, date), time === undefined ? undefined : or(eq(slotOffers.time, time), eq(slotOffers.nextTime, time)), openNow()))
    .returning({ patientId: slotOffers.patientId, date: slotOffers.date, time: slotOffers.time, nextTime: slotOffers.nextTime });
  if (withdrawn.length === 0) return;
  await openSlots(
    tx,
    withdrawn.flatMap((offer) => heldSlotsOf(doctorId, offer).filter((slot) => time !== undefined && slot.time !== time)),
  );
  await tellWithdrawn(tx, doctorId, withdrawn);
}

/** The bell notice of offers withdrawn by the doctor's time off or hours: the time is gone, the wait goes on. */
async function tellWithdrawn(tx: Db, doctorId: string, withdrawn: readonly { patientId: string; date: string; time: string }[]): Promise<void> {
  const { name, zone } = await doctorNameAndZone(tx, doctorId);
  await notify(
    tx,
    withdrawn.map((offer) => ({
      userId: offer.patientId,
      timeZone: zone,
      kind: 'appointment.waitlist_withdrawn',
      // I18N-10: in the patient's language.
      words: inEveryLanguage((words) => words.offerWithdrawn(`Dr. ${name}`, words.slot(offer.date, offer.time))),
    })),
  );
}

async function doctorNameAndZone(tx: Db, doctorId: string): Promise<{ name: string; zone: string | null }> {
  const [row] = await tx.select({ name: users.name, zone: locationZone }).from(users).innerJoin(doctors, eq(doctors.userId, users.id)).where(eq(users.id, doctorId));
  return { name: row?.name ?? '', zone: row?.zone ?? null };
}

/** The patient left the doctor's waitlist: their open offers with the doctor pass to the next patient. */
export async function passOnOffersOfEntry(tx: Db, patientId: string, doctorId: string): Promise<void> {
  const offers = await tx
    .update(slotOffers)
    .set({ status: 'withdrawn', closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(slotOffers.patientId, patientId), eq(slotOffers.doctorId, doctorId), eq(slotOffers.status, 'open')))
    .returning({ date: slotOffers.date, time: slotOffers.time, nextTime: slotOffers.nextTime });
  await openSlots(
    tx,
    offers.flatMap((offer) => heldSlotsOf(doctorId, offer)),
  );
}

export interface OfferSettings {
  /** How long a slot is held for the patient it is offered to (OFFER_HOLD_MINUTES). */
  holdMinutes: number;
}

/**
 * The slot as the grid shows it now (window, begun, notice, taken, time off, held, the doctor
 * accepting), or null when the doctor does not accept appointments. Its own hold has ended by
 * now; another slot's hold counts, so `fits_two_slots` says whether a two-slot visit could start here.
 */
async function gridSlotNow(tx: Db, slot: SlotRef, available: boolean, noticeHours: number, now: ClinicNow, clinicTimeZone: string): Promise<{ slot: GridSlot; next: string | null; now: ClinicNow; timeZone: string } | null> {
  if (!available) return null;
  const [row] = await tx
    .select({ taken: takenInWindow, blocked: blockedInWindow, held: heldInWindow, slotMinutes: doctors.slotMinutes, hours: hoursInWindow, zone: locationZone })
    .from(doctors)
    .where(eq(doctors.userId, slot.doctorId))
    .execute({ from: slot.date, to: slot.date });
  if (!row) return null;
  const schedule = scheduleOf(row, clinicTimeZone);
  const local = nowFor(schedule, now, clinicTimeZone);
  const calendar = calendarOf(schedule, row.taken, row.blocked, noticeHours, row.held);
  const found = daySlots(slot.date, calendar, local, available).find((candidate) => candidate.time === slot.time);
  return found === undefined ? null : { slot: found, next: followingSlotOn(schedule, slot.date, slot.time), now: local, timeZone: schedule.timeZone };
}

/**
 * The earliest entry (by when the patient joined) that wants this slot: its day (or any day up
 * to the entry's end) and part of day; not a patient who turned this slot down or let it pass
 * already, who holds another of the doctor's slots now, or who has an appointment at that time;
 * nor one whose visit type is in `unfit` (it takes two slots and the next one is not free: the
 * one click would fail, BOOK-20). An entry without a visit type chooses it when accepting.
 */
async function nextEntryFor(tx: Db, slot: SlotRef, today: string, unfit: readonly string[]) {
  const [entry] = await tx
    .select({ id: waitlistEntries.id, patientId: waitlistEntries.patientId, visitType: waitlistEntries.visitType })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.doctorId, slot.doctorId),
        sql`${waitlistEntries.expiresOn} >= ${today}`,
        sql`((${waitlistEntries.days} is null and ${waitlistEntries.expiresOn} >= ${slot.date}) or ${slot.date} = any(${waitlistEntries.days}))`,
        sql`${dayPartOf(slot.time)} = any(${waitlistEntries.parts})`,
        unfit.length === 0 ? undefined : or(isNull(waitlistEntries.visitType), notInArray(waitlistEntries.visitType, [...unfit])),
        sql`not exists (select 1 from ${slotOffers} o where o.patient_id = ${waitlistEntries.patientId} and o.doctor_id = ${slot.doctorId}
          and ((o.date = ${slot.date} and o.time = ${slot.time} and o.status in ('declined', 'expired')) or (o.status = 'open' and o.expires_at > now())))`,
        // Unaliased: activeStatus names "appointments"."status" (an alias would hide that name from it).
        sql`not exists (select 1 from ${appointments} where ${appointments.patientId} = ${waitlistEntries.patientId}
          and ${appointments.appointmentDate} = ${slot.date} and ${appointments.appointmentTime} = ${slot.time} and ${activeStatus})`,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1);
  return entry;
}

/**
 * The job of one opening (WAIT-2): in one transaction under the doctor's row lock, ends a hold
 * that ran out, then, when the slot is bookable and held for nobody, holds it for the next
 * matching entry: the offer row, the patient's bell notice, the opening that passes it on at the
 * hold's end and (`queueEmail`, the jobs plugin's) the one job that e-mails the offer. Answers
 * the new offer's id, or null when the slot stays as it was or free for everyone.
 */
export async function offerSlot(
  db: Db,
  slot: SlotRef,
  now: ClinicNow,
  clinicTimeZone: string,
  settings: OfferSettings,
  queueEmail: (tx: Db, offerId: string) => Promise<void>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [doctor] = await tx
      .select({ available: doctors.available, noticeHours: doctors.bookingNoticeHours, offered: offeredInRow, name: users.name })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(and(eq(doctors.userId, slot.doctorId), sql`${doctors.verified}`))
      .for('update', { of: doctors });
    if (!doctor) return null;
    const [current] = await tx
      .select({ id: slotOffers.id, live: sql<boolean>`${slotOffers.expiresAt} > now()`, nextTime: slotOffers.nextTime })
      .from(slotOffers)
      .where(and(ofSlot(slot), eq(slotOffers.status, 'open')));
    if (current?.live) return null;
    if (current) {
      await closeOffers(tx, [current.id], 'expired');
      // The second slot of a two-slot hold is free again too: it gets its own turn.
      if (current.nextTime !== null) await openSlots(tx, [{ ...slot, time: current.nextTime }]);
    }
    const grid = await gridSlotNow(tx, slot, doctor.available, doctor.noticeHours, now, clinicTimeZone);
    if (!grid?.slot.available) return null;
    // VISIT-3: a waiting patient who asked for a type the doctor no longer offers, or one that does not fit here, waits on.
    const offered = offeredOf(doctor.offered);
    const twoSlotVisitTypes = longTypesOf(offered);
    const notOffered = appointmentTypes.filter((type) => slotsOf(offered, type) === null);
    const entry = await nextEntryFor(tx, slot, grid.now.date, [...notOffered, ...(grid.slot.fits_two_slots ? [] : twoSlotVisitTypes)]);
    if (!entry) return null;
    // Whole milliseconds: the opening at the hold's end is due at this instant as a JS Date carries
    // it back. With PostgreSQL's microseconds it fell due up to 1 ms before the hold ended, when the
    // offer still held the slot and its job would pass nothing on.
    const expiresAt = sql<Date>`date_trunc('milliseconds', now() + make_interval(mins => ${settings.holdMinutes}))`;
    // A visit type that takes two slots with the doctor is held with the slot after it (BOOK-20).
    const nextTime = entry.visitType !== null && twoSlotVisitTypes.includes(entry.visitType) ? grid.next : null;
    const [offer] = await tx
      .insert(slotOffers)
      .values({ ...slot, nextTime, patientId: entry.patientId, entryId: entry.id, expiresAt })
      .returning({ id: slotOffers.id, expiresAt: slotOffers.expiresAt });
    if (!offer) throw new Error('The offer insert returned no row');
    await notify(tx, {
      userId: entry.patientId,
      kind: 'appointment.waitlist_offer',
      timeZone: grid.timeZone,
      // I18N-10: in the patient's language.
      words: inEveryLanguage((words) => words.offer(`Dr. ${doctor.name}`, words.slot(slot.date, slot.time), settings.holdMinutes)),
    });
    await openSlots(tx, [slot], offer.expiresAt);
    await queueEmail(tx, offer.id);
    return offer.id;
  });
}

/** An offer with what its page and e-mail show. */
export interface OfferView {
  id: string;
  status: 'open' | 'accepted' | 'declined' | 'expired' | 'withdrawn';
  live: boolean;
  patientId: string;
  doctorId: string;
  doctorName: string;
  specialization: string;
  date: string;
  time: string;
  nextTime: string | null;
  expiresAt: Date;
  appointmentId: string | null;
  /** TIME-5: the zone of the doctor's location; null for the default location (the clinic's). */
  zone: string | null;
  entry: EntryDetails | null;
}

export interface EntryDetails {
  visitType: string | null;
  reason: string | null;
  isInsurance: boolean | null;
  insuranceProvider: string | null;
  insuranceId: string | null;
}

const offerColumns = {
  id: slotOffers.id,
  status: slotOffers.status,
  live: sql<boolean>`${slotOffers.status} = 'open' and ${slotOffers.expiresAt} > now()`,
  patientId: slotOffers.patientId,
  doctorId: slotOffers.doctorId,
  doctorName: users.name,
  specialization: doctors.specialization,
  date: slotOffers.date,
  time: slotOffers.time,
  nextTime: slotOffers.nextTime,
  expiresAt: slotOffers.expiresAt,
  appointmentId: slotOffers.appointmentId,
  zone: locationZone,
  entryId: waitlistEntries.id,
  visitType: waitlistEntries.visitType,
  reason: waitlistEntries.reason,
  isInsurance: waitlistEntries.isInsurance,
  insuranceProvider: waitlistEntries.insuranceProvider,
  insuranceId: waitlistEntries.insuranceId,
};

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

function selectOffers(db: Db) {
  return db
    .select(offerColumns)
    .from(slotOffers)
    .innerJoin(users, eq(users.id, slotOffers.doctorId))
    .innerJoin(doctors, eq(doctors.userId, slotOffers.doctorId))
    .leftJoin(waitlistEntries, eq(waitlistEntries.id, slotOffers.entryId));
}

function viewOf(row: OfferRow): OfferView {
  const { entryId, visitType, reason, isInsurance, insuranceProvider, insuranceId, ...offer } = row;
  return { ...offer, entry: entryId === null ? null : { visitType, reason, isInsurance, insuranceProvider, insuranceId } };
}

/** One offer, locked FOR UPDATE in a transaction when `lock`; null when there is none. */
export async function loadOffer(db: Db, offerId: string, lock = false): Promise<OfferView | null> {
  const query = selectOffers(db).where(eq(slotOffers.id, offerId));
  const [row] = lock ? await query.for('update', { of: slotOffers }) : await query;
  return row ? viewOf(row) : null;
}

/** The patient's offers that hold a slot now, soonest slot first (their /appointments page). */
export async function openOffersOf(db: Db, patientId: string): Promise<OfferView[]> {
  const rows = await selectOffers(db)
    .where(and(eq(slotOffers.patientId, patientId), openNow()))
    .orderBy(asc(slotOffers.date), asc(slotOffers.time));
  return rows.map(viewOf);
}

/** The visit type, reason and payment a one-click booking needs, when the entry kept them all. */
export function detailsOf(entry: EntryDetails | null): { appointmentType: string; appointmentReason: string; isInsurance: 'true' | 'false'; insuranceProvider?: string; insuranceId?: string } | null {
  if (entry?.visitType == null || entry.reason == null || entry.isInsurance == null) return null;
  return {
    appointmentType: entry.visitType,
    appointmentReason: entry.reason,
    isInsurance: entry.isInsurance ? 'true' : 'false',
    ...(entry.insuranceProvider === null ? {} : { insuranceProvider: entry.insuranceProvider }),
    ...(entry.insuranceId === null ? {} : { insuranceId: entry.insuranceId }),
  };
}

const stateOfStatus: Record<Exclude<OfferView['status'], 'open'>, OfferState> = { accepted: 'booked', declined: 'declined', expired: 'expired', withdrawn: 'withdrawn' };
const messageOfState: Record<OfferState, string> = {
  ready: offerMessages.ready,
  booked: offerMessages.alreadyBooked,
  declined: offerMessages.alreadyDeclined,
  expired: offerMessages.expired,
  withdrawn: offerMessages.withdrawn,
};

/** Where the offer stands for its page: an open offer past its hold has expired. */
export function offerState(offer: Pick<OfferView, 'status' | 'live'>): OfferState {
  if (offer.status === 'open') return offer.live ? 'ready' : 'expired';
  return stateOfStatus[offer.status];
}

/** A visit the patient may move to the held time instead of booking the waitlist's (WAIT-5). */
export interface MovableAppointment {
  id: string;
  date: string;
  time: string;
  appointment_type: string;
  status: 'pending' | 'confirmed';
}

/**
 * WAIT-5: the patient's next pending or confirmed visit with the offer's doctor that is later
 * than the held time, the only one it makes sense to move there (moving an earlier one, today's
 * visit say, would put it off). Null when there is none: accepting then only books.
 */
export async function laterVisitOf(db: Db, offer: Pick<OfferView, 'patientId' | 'doctorId' | 'date' | 'time'>): Promise<MovableAppointment | null> {
  const [row] = await db
    .select({ id: appointments.id, date: appointments.appointmentDate, time: appointments.appointmentTime, appointment_type: appointments.appointmentType, status: appointments.status })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, offer.patientId),
        eq(appointments.doctorId, offer.doctorId),
        activeStatus,
        sql`(${appointments.appointmentDate} > ${offer.date} or (${appointments.appointmentDate} = ${offer.date} and ${appointments.appointmentTime} > ${offer.time}))`,
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .limit(1);
  if (!row) return null;
  return { ...row, status: row.status === 'confirmed' ? 'confirmed' : 'pending' };
}

/**
 * The offer as the API answers it: `message` replaces the state's own words after an action;
 * `moves` is the later visit the patient may move there instead (`laterVisitOf`), for an offer still open.
 */
export function offerAnswer(offer: OfferView, clinicTimeZone: string, options: { message?: string; moves?: MovableAppointment | null } = {}): WaitlistOffer {
  const state = offerState(offer);
  return {
    id: offer.id,
    state,
    message: options.message ?? messageOfState[state],
    doctor_id: offer.doctorId,
    doctor_name: offer.doctorName,
    specialization: offer.specialization,
    date: offer.date,
    time: offer.time,
    // TIME-5: the held time is wall clock in the zone of the doctor's location (HOURS-4).
    timeZone: offer.zone ?? clinicTimeZone,
    expires_at: offer.expiresAt.toISOString(),
    // Only an offer that can still be accepted asks for anything: a booking ends the entry (WAIT-4), details and all.
    needs_details: state === 'ready' && detailsOf(offer.entry) === null,
    appointment_id: offer.appointmentId,
    moves_appointment: state === 'ready' ? (options.moves ?? null) : null,
  };
}

/** 409 `offer_closed` with the words of where the offer stands. */
export function offerClosed(offer: Pick<OfferView, 'status' | 'live'>): ApiError {
  return new ApiError(409, 'offer_closed', messageOfState[offerState(offer)]);
}

/**
 * Declines an open offer in `tx` (the offer row locked): the slot goes to the next matching
 * entry at once; the patient stays on the waitlist.
 */
export async function declineOffer(tx: Db, offer: OfferView): Promise<void> {
  if (offerState(offer) !== 'ready') throw offerClosed(offer);
  await closeOffers(tx, [offer.id], 'declined');
  await openSlots(tx, heldSlotsOf(offer.doctorId, offer));
}

/** Marks the offer's e-mail sent: its job, run again after a crash, sends nothing more. */
export async function markOfferEmailed(db: Db, offerId: string): Promise<void> {
  await db.update(slotOffers).set({ emailedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(slotOffers.id, offerId));
}
