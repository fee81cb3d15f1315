import type { AppointmentStatus } from '@clinvia/contracts/appointments';
import { isActiveStatus } from '@clinvia/contracts/appointments';
import { checkInLimits, type CheckInAvailability, type CheckInState } from '@clinvia/contracts/check-ins';
import { addDays, instantOfWallClock } from '@clinvia/contracts/clinic-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinicSettings } from '../../db/schema';

export interface CheckInWindow {
  readonly opensAt: Date;
  readonly closesAt: Date;
  readonly openDays: number;
}

/**
 * CHECKIN-1, TIME-5: the window opens `openDays` days before the visit's start, at the same wall
 * clock time in the zone of the doctor's location (so across a DST change too), and closes when
 * the visit begins.
 */
export function checkInWindow(date: string, time: string, zone: string, openDays: number): CheckInWindow {
  return {
    opensAt: new Date(instantOfWallClock(zone, addDays(date, -openDays), time)),
    closesAt: new Date(instantOfWallClock(zone, date, time)),
    openDays,
  };
}

/** CHECKIN-1: what the patient may do with a visit's check-in now. */
export function checkInAvailability(status: AppointmentStatus, state: CheckInState | null, window: CheckInWindow, now: Date): CheckInAvailability {
  if (state === 'completed') return 'checked_in';
  if (!isActiveStatus(status) || now >= window.closesAt) return 'closed';
  if (now < window.opensAt) return 'not_open';
  return state === 'in_progress' ? 'in_progress' : 'open';
}

/** The clinic's window in days: the setting, or the default until staff set it. */
export const openDaysColumn = sql<number>`coalesce((select ${clinicSettings.checkInOpenDays} from ${clinicSettings}), ${checkInLimits.openDays.default})`.mapWith(Number);

export async function checkInOpenDays(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ days: clinicSettings.checkInOpenDays }).from(clinicSettings);
  return row?.days ?? checkInLimits.openDays.default;
}
