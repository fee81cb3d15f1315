import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeAppointmentStatuses, appointments, doctors, doctorTimeOff, slotOffers } from '../../db/schema';
import { isTooSoon, twoSlotMark, wholeDay } from './grid';
import type { ClinicNow } from '../../lib/clinic-time';
import { followingSlotOn, precedingSlotOn, scheduleOf, slotLocationOn, type DoctorSchedule } from './schedule';
import { hoursInWindow, locationZone, mainLocationId } from './schedule-queries';
import { longTypesInRow, longTypesOf, offeredInRow, offeredOf, slotsOf, type OfferedVisitTypes } from './visit-types';

// What holds a doctor's slots, read from the database: the active bookings and time off of
// the doctor in the row (the `doctors` table must be in the FROM clause), between the `from`
// and `to` placeholders. Aggregated into the doctor's row, so a page of doctors or a slot grid
// is one round trip. Null for a doctor who takes no appointments: nothing to compute.

/** `status in ('pending', 'confirmed')`, literal so the partial unique indexes apply. */
export const activeStatus = sql`${appointments.status} in (${sql.raw(activeAppointmentStatuses.map((status) => `'${status}'`).join(', '))})`;

/**
 * 'YYYY-MM-DD HH:MM' of each active booking of the row's doctor in the window, marked with
 * `twoSlotMark` when its visit type takes two slots with that doctor (BOOK-20; grid.ts's calendarOf).
 */
export const takenInWindow = sql<string[] | null>`case when ${doctors.available} then (
  select array_agg(${appointments.appointmentDate}::text || ' ' || ${appointments.appointmentTime}
    || case when ${appointments.appointmentType} = any(${longTypesInRow}) then ${twoSlotMark} else '' end)
  from ${appointments}
  where ${appointments.doctorId} = ${doctors.userId}
    and ${appointments.appointmentDate} >= ${sql.placeholder('from')}
    and ${appointments.appointmentDate} <= ${sql.placeholder('to')}
    and ${activeStatus}) end`;

/** 'YYYY-MM-DD HH:MM' of each blocked slot, 'YYYY-MM-DD *' for a whole day off, in the window. */
export const blockedInWindow = sql<string[] | null>`case when ${doctors.available} then (
  select array_agg(${doctorTimeOff.date}::text || ' ' || coalesce(${doctorTimeOff.time}, ${wholeDay}))
  from ${doctorTimeOff}
  where ${doctorTimeOff.doctorId} = ${doctors.userId}
    and ${doctorTimeOff.date} >= ${sql.placeholder('from')}
    and ${doctorTimeOff.date} <= ${sql.placeholder('to')}) end`;

/**
 * WAIT-2: 'YYYY-MM-DD HH:MM' of each slot held now for a patient from the waitlist (an open
 * offer not past its hold: its slot, and the next one when it holds two), in the window. Read by
 * the slot grid only.
 */
export const heldInWindow = sql<string[] | null>`case when ${doctors.available} then (
  select array_agg(${slotOffers.date}::text || ' ' || held.time)
  from ${slotOffers} cross join lateral unnest(array[${slotOffers.time}, ${slotOffers.nextTime}]) as held(time)
  where ${slotOffers.doctorId} = ${doctors.userId}
    and held.time is not null
    and ${slotOffers.status} = 'open'
    and ${slotOffers.expiresAt} > now()
    and ${slotOffers.date} >= ${sql.placeholder('from')}
    and ${slotOffers.date} <= ${sql.placeholder('to')}) end`;

export interface LockedDoctor {
  available: boolean;
  noticeHours: number;
  /** VISIT-1: the types the doctor offers and their length in slots. */
  visitTypes: OfferedVisitTypes;
  /** BOOK-20, VISIT-1: the offered types that take two slots. */
  twoSlotVisitTypes: string[];
  /** HOURS-1: the doctor's slots, with the override of the booked date. */
  schedule: DoctorSchedule;
  /** HOURS-9: the doctor's own location, where a period that names none is. */
  location: string;
}

/** LOC-5: the location of the locked doctor's slot: its period's, else the doctor's own (HOURS-9). */
export function slotLocationOf(doctor: LockedDoctor, date: string, time: string): string {
  return slotLocationOn(doctor.schedule, date, time) ?? doctor.location;
}

/**
 * Inside a booking's transaction: the listed doctor's row with the schedule of `date`, locked
 * FOR SHARE until the transaction ends, or null when no listed doctor has this id. Time off
 * and hours are written under FOR UPDATE on the same row, so a change made while a booking is
 * in flight either commits first (and the booking sees it) or waits for the booking to finish.
 */
export async function lockListedDoctor(tx: Db, doctorId: string, date: string, clinicTimeZone: string): Promise<LockedDoctor | null> {
  const [row] = await tx
    .select({
      available: doctors.available,
      noticeHours: doctors.bookingNoticeHours,
      offered: offeredInRow,
      slotMinutes: doctors.slotMinutes,
      hours: hoursInWindow,
      zone: locationZone,
      location: mainLocationId,
    })
    .from(doctors)
    .where(and(eq(doctors.userId, doctorId), sql`${doctors.verified}`))
    .for('share')
    .execute({ from: date, to: date });
  if (!row) return null;
  const { slotMinutes, hours, zone, offered, ...doctor } = row;
  const visitTypes = offeredOf(offered);
  return { ...doctor, visitTypes, twoSlotVisitTypes: longTypesOf(visitTypes), schedule: scheduleOf({ slotMinutes, hours, zone }, clinicTimeZone) };
}

/** Whether time off blocks this slot (the slot itself, or the whole day). */
export async function isBlocked(tx: Db, doctorId: string, date: string, time: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: doctorTimeOff.id })
    .from(doctorTimeOff)
    .where(and(eq(doctorTimeOff.doctorId, doctorId), eq(doctorTimeOff.date, date), or(isNull(doctorTimeOff.time), eq(doctorTimeOff.time, time))))
    .limit(1);
  return row !== undefined;
}

/** Why a booking of this visit type cannot have this slot under the doctor's booking rules, or null. */
export type SlotRuleConflict = 'visit_type_not_offered' | 'slot_within_notice' | 'slot_taken' | 'slot_too_short';

/**
 * VISIT-3: the doctor must offer the visit type. BOOK-20 for one booking (or a reschedule, `movingId` being the appointment that
 * moves), inside its transaction after `lockListedDoctor`: the slot must start after the
 * doctor's notice; it must not be the second half of a two-slot visit; and a two-slot visit
 * needs the following slot free and not blocked. The unique indexes cannot see a slot held by
 * the visit before it, so bookings of one doctor's day queue on a transaction advisory lock
 * while the doctor has two-slot visit types.
 */
export async function slotRuleConflict(
  tx: Db,
  doctorId: string,
  doctor: LockedDoctor,
  slot: { date: string; time: string; visitType: string; movingId?: string },
  now: ClinicNow,
): Promise<SlotRuleConflict | null> {
  if (slotsOf(doctor.visitTypes, slot.visitType) === null) return 'visit_type_not_offered';
  if (isTooSoon(slot.date, slot.time, now, doctor.noticeHours)) return 'slot_within_notice';
  if (doctor.twoSlotVisitTypes.length === 0) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slots ${doctorId} ${slot.date}`}))`);
  const previous = precedingSlotOn(doctor.schedule, slot.date, slot.time);
  const next = followingSlotOn(doctor.schedule, slot.date, slot.time);
  const twoSlots = doctor.twoSlotVisitTypes.includes(slot.visitType);
  if (twoSlots && next === null) return 'slot_too_short';
  const neighbours = [previous, twoSlots ? next : null].filter((time) => time !== null);
  if (neighbours.length === 0) return null;
  const rows = await tx
    .select({ time: appointments.appointmentTime, type: appointments.appointmentType })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.appointmentDate, slot.date),
        inArray(appointments.appointmentTime, neighbours),
        activeStatus,
        slot.movingId === undefined ? undefined : ne(appointments.id, slot.movingId),
      ),
    );
  if (rows.some((row) => row.time === previous && doctor.twoSlotVisitTypes.includes(row.type))) return 'slot_taken';
  if (twoSlots && next !== null && (rows.some((row) => row.time === next) || (await isBlocked(tx, doctorId, slot.date, next)))) return 'slot_too_short';
  return null;
}
