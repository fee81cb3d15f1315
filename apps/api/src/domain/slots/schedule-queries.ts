import { slotLengths, type Period, type SlotLength } from '@clinvia/contracts/schedules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorDateHours, doctorHours, doctors, locations } from '../../db/schema';
import { specificationSchedule, type DoctorSchedule } from './schedule';

// HOURS-1 to HOURS-4: a doctor's schedule read from the database, as columns of the doctor's
// row (the `doctors` table must be in the FROM clause), so a page of doctors or a slot grid stays
// one round trip. ./schedule.ts turns them into slots.

/**
 * The doctor's week ('w<weekday> HH:MM HH:MM' per period) and the overrides between the `from`
 * and `to` placeholders ('d<date> HH:MM HH:MM', 'd<date> -' for a day off); null when the doctor
 * set neither.
 */
export const hoursInWindow = sql<string[] | null>`(
  select array_agg(hours.key) from (
    select 'w' || ${doctorHours.weekday}::text || ' ' || ${doctorHours.start} || ' ' || ${doctorHours.end} as key
    from ${doctorHours} where ${doctorHours.doctorId} = ${doctors.userId}
    union all
    select 'd' || ${doctorDateHours.date}::text || ' ' || coalesce(${doctorDateHours.start} || ' ' || ${doctorDateHours.end}, '-')
    from ${doctorDateHours}
    where ${doctorDateHours.doctorId} = ${doctors.userId}
      and ${doctorDateHours.date} >= ${sql.placeholder('from')}
      and ${doctorDateHours.date} <= ${sql.placeholder('to')}
  ) as hours)`;

/** The zone of the doctor's location; null for the default location (`CLINIC_TIME_ZONE`). */
export const locationZone = sql<string | null>`(select ${locations.timeZone} from ${locations} where ${locations.id} = ${doctors.locationId})`;

/** What a schedule is made of, as the columns above and `doctors.slot_minutes` give it. */
export interface ScheduleColumns {
  slotMinutes: number | null;
  hours: readonly string[] | null;
  zone: string | null;
}

function isSlotLength(minutes: number): minutes is SlotLength {
  return slotLengths.some((length) => length === minutes);
}

/** The schedule of a doctor's row: BOOK-2's week when the doctor set none (HOURS-1). */
export function scheduleOf(columns: ScheduleColumns, clinicTimeZone: string): DoctorSchedule {
  const timeZone = columns.zone ?? clinicTimeZone;
  const weekly: Period[][] = Array.from({ length: 7 }, () => []);
  const overrides = new Map<string, Period[]>();
  for (const key of columns.hours ?? []) {
    const [head = '', start, end] = key.split(' ');
    if (head.startsWith('w')) weekly[Number(head.slice(1))]?.push({ start: start ?? '', end: end ?? '' });
    else {
      const periods = overrides.get(head.slice(1)) ?? [];
      if (start !== '-' && start !== undefined && end !== undefined) periods.push({ start, end });
      overrides.set(head.slice(1), periods);
    }
  }
  for (const periods of [...weekly, ...overrides.values()]) periods.sort((a, b) => a.start.localeCompare(b.start));
  if (columns.slotMinutes === null || !isSlotLength(columns.slotMinutes)) return specificationSchedule(timeZone, overrides);
  return { slotMinutes: columns.slotMinutes, weekly, overrides, timeZone, isSpecification: false };
}

/** The columns of one doctor's schedule with the overrides from `from` to `to`. */
export async function readSchedule(db: Db, doctorId: string, clinicTimeZone: string, from: string, to: string): Promise<DoctorSchedule> {
  const [row] = await db
    .select({ slotMinutes: doctors.slotMinutes, hours: hoursInWindow, zone: locationZone })
    .from(doctors)
    .where(eq(doctors.userId, doctorId))
    .execute({ from, to });
  return scheduleOf(row ?? { slotMinutes: null, hours: null, zone: null }, clinicTimeZone);
}
