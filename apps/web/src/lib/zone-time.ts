import { instantOfWallClock, utcOffsetAt, zoneLabel } from '@clinvia/contracts/clinic-time';

// TIME-5: appointment times are wall clock in the zone of the doctor's location (HOURS-4). A
// viewer whose browser is in another zone is told which zone a time is in ('2:30 PM Mountain
// time'); one in the same zone sees the time alone, as the specification shows it.

/** The browser's IANA zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * 'Mountain time' when the clock of `timeZone` reads otherwise than the viewer's at that date
 * and time (another offset or another name), else null.
 */
export function zoneNote(date: string, time: string, timeZone: string, viewerZone: string = browserTimeZone()): string | null {
  if (timeZone === viewerZone) return null;
  const instant = instantOfWallClock(timeZone, date, time);
  const same = utcOffsetAt(timeZone, instant) === utcOffsetAt(viewerZone, instant) && zoneLabel(timeZone, instant) === zoneLabel(viewerZone, instant);
  return same ? null : zoneLabel(timeZone, instant);
}

/** A time's label with its zone when it differs from the viewer's: '2:30 PM Mountain time'. */
export function withZone(label: string, date: string, time: string, timeZone: string, viewerZone?: string): string {
  const note = zoneNote(date, time, timeZone, viewerZone);
  return note === null ? label : `${label} ${note}`;
}
