import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeAppointmentStatuses, appointments, doctors, doctorTimeOff } from '../../db/schema';
import { wholeDay } from './grid';

// What holds a doctor's slots, read from the database: the active bookings and time off of
// the doctor in the row (the `doctors` table must be in the FROM clause), between the `from`
// and `to` placeholders. Aggregated into the doctor's row, so a page of doctors or a slot grid
// is one round trip. Null for a doctor who takes no appointments: nothing to compute.

/** `status in ('pending', 'confirmed')`, literal so the partial unique indexes apply. */
export const activeStatus = sql`${appointments.status} in (${sql.raw(activeAppointmentStatuses.map((status) => `'${status}'`).join(', '))})`;

/** 'YYYY-MM-DD HH:MM' of each active booking of the row's doctor in the window. */
export const takenInWindow = sql<string[] | null>`case when ${doctors.available} then (
  select array_agg(${appointments.appointmentDate}::text || ' ' || ${appointments.appointmentTime})
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
 * Inside a booking's transaction: the listed doctor's row, locked FOR SHARE until the
 * transaction ends, or null when no listed doctor has this id. Time off is written under
 * FOR UPDATE on the same row, so a time-off row created while a booking is in flight either
 * commits first (and the booking sees it) or waits for the booking to finish.
 */
export async function lockListedDoctor(tx: Db, doctorId: string): Promise<{ available: boolean } | null> {
  const [row] = await tx
    .select({ available: doctors.available })
    .from(doctors)
    .where(and(eq(doctors.userId, doctorId), sql`${doctors.verified}`))
    .for('share');
  return row ?? null;
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
