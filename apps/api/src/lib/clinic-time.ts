// Appointment dates and times are wall-clock values in the clinic's zone (TIME-1). These
// helpers compute them without ever converting a stored date through the server's own zone.

import { wallClockAt, type WallClock } from '@clinvia/contracts/clinic-time';

export type ClinicNow = WallClock;

/** The last answer per zone: every request within one minute asks the same question. */
const lastNow = new Map<string, { minute: number; value: ClinicNow }>();

/**
 * The clinic's current date and time of day in `timeZone`. Reading the parts through Intl
 * costs microseconds; the answer only changes each minute (zone offsets are whole minutes), so
 * it is computed once per zone and minute.
 */
export function clinicNow(timeZone: string, now: Date = new Date()): ClinicNow {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastNow.get(timeZone);
  if (last?.minute === minute) return last.value;
  const value = wallClockAt(timeZone, now);
  lastNow.set(timeZone, { minute, value });
  return value;
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return clinicNow(timeZone, now).date;
}

export { addDays } from '@clinvia/contracts/clinic-time';
