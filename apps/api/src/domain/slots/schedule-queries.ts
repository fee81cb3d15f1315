import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorDateHours, doctorHours, doctors, locations } from '../../db/schema';
import { scheduleOf, type DoctorSchedule } from './schedule';

// HOURS-1 to HOURS-4: a doctor's schedule read from the database, as columns of the doctor's
// row (the `doctors` table must be in the FROM clause), so a page of doctors or a slot grid stays
// one round trip. ./schedule.ts turns them into slots.

/**
 * The doctor's week ('w<weekday> HH:MM HH:MM' per period) and the overrides between the `from`
 * and `to` placeholders ('d<date> HH:MM HH:MM', 'd<date> -' for a day off); null when the doctor
 * set neither. A period at another location than the doctor's own ends with its id (HOURS-9).
 */
export const hoursInWindow = sql<string[] | null>`(
  select array_agg(hours.key) from (
    select 'w' || ${doctorHours.weekday}::text || ' ' || ${doctorHours.start} || ' ' || ${doctorHours.end} || coalesce(' ' || ${doctorHours.locationId}::text, '') as key
    from ${doctorHours} where ${doctorHours.doctorId} = ${doctors.userId}
    union all
    select 'd' || ${doctorDateHours.date}::text || ' ' || coalesce(${doctorDateHours.start} || ' ' || ${doctorDateHours.end} || coalesce(' ' || ${doctorDateHours.locationId}::text, ''), '-')
    from ${doctorDateHours}
    where ${doctorDateHours.doctorId} = ${doctors.userId}
      and ${doctorDateHours.date} >= ${sql.placeholder('from')}
      and ${doctorDateHours.date} <= ${sql.placeholder('to')}
  ) as hours)`;

/** The zone of the doctor's location; null for the default location (`CLINIC_TIME_ZONE`). */
export const locationZone = sql<string | null>`(select ${locations.timeZone} from ${locations} where ${locations.id} = ${doctors.locationId})`;

/**
 * LOC-1: the doctor's own location: theirs, else the clinic's default one. Each slot of a period
 * that names no location is here (HOURS-9).
 */
export const mainLocationId = sql<string>`coalesce(${doctors.locationId}, (select ${locations.id} from ${locations} where ${locations.isDefault}))`;

/** The columns of one doctor's schedule with the overrides from `from` to `to`. */
export async function readSchedule(db: Db, doctorId: string, clinicTimeZone: string, from: string, to: string): Promise<DoctorSchedule> {
  const [row] = await db
    .select({ slotMinutes: doctors.slotMinutes, hours: hoursInWindow, zone: locationZone })
    .from(doctors)
    .where(eq(doctors.userId, doctorId))
    .execute({ from, to });
  return scheduleOf(row ?? { slotMinutes: null, hours: null, zone: null }, clinicTimeZone);
}
