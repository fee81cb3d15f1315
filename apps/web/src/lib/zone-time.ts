import { instantOfWallClock, utcOffsetAt, wallClockAt, zoneLabel } from '@clinvia/contracts/clinic-time';
import type { UiLanguage } from '@clinvia/contracts/ui-language';

// TIME-5: appointment times are wall clock in the zone of the doctor's location (HOURS-4). A
// viewer whose browser is in another zone is told which zone a time is in ('2:30 PM Mountain
// time'); one in the same zone sees the time alone, as the specification shows it. In Spanish
// (I18N-1) the clock and the zone read as es-US writes them: '2:30 p.m. hora de las Montañas Rocosas'.

/** The browser's IANA zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * 'Mountain time' ('hora de las Montañas Rocosas') when the clock of `timeZone` reads otherwise
 * than the viewer's at that date and time (another offset or another name), else null.
 */
export function zoneNote(date: string, time: string, timeZone: string, language: UiLanguage, viewerZone: string = browserTimeZone()): string | null {
  if (timeZone === viewerZone) return null;
  const instant = instantOfWallClock(timeZone, date, time);
  const same = utcOffsetAt(timeZone, instant) === utcOffsetAt(viewerZone, instant) && zoneLabel(timeZone, instant) === zoneLabel(viewerZone, instant);
  return same ? null : zoneLabel(timeZone, instant, language);
}

/** A time's label with its zone when it differs from the viewer's: '2:30 PM Mountain time'. */
export function withZone(label: string, date: string, time: string, timeZone: string, language: UiLanguage, viewerZone?: string): string {
  const note = zoneNote(date, time, timeZone, language, viewerZone);
  return note === null ? label : `${label} ${note}`;
}

/**
 * TIME-3's 12-hour label of a wall-clock 'HH:MM' ('9:30 AM'), as contracts' slotLabel writes
 * it, or es-US's '9:30 a.m.' (what `Intl.DateTimeFormat('es-US')` writes; zone-time.test.ts
 * holds the two equal); here, free of zod and Intl, so the home page and Find Doctor's first
 * paint can use it.
 */
export function clockLabel(time: string, language: UiLanguage): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const half = language === 'es' ? (hours >= 12 ? 'p.m.' : 'a.m.') : hours >= 12 ? 'PM' : 'AM';
  return `${String(hours % 12 === 0 ? 12 : hours % 12)}:${String(minutes).padStart(2, '0')} ${half}`;
}

/**
 * TIME-5, the one formatter of a doctor's wall-clock time for every screen: '2:30 PM', or
 * '2:30 PM Eastern time' when the viewer's clock reads otherwise at that date and time.
 */
export function zonedClock(date: string, time: string, timeZone: string, language: UiLanguage, viewerZone?: string): string {
  return withZone(clockLabel(time, language), date, time, timeZone, language, viewerZone);
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A time as notices write it (contracts' slotInWords): 'Wednesday, January 7 at 9:30 AM'. */
const noticeTime = new RegExp(`(${weekdayNames.join('|')}), (${monthNames.join('|')}) (\\d{1,2}) at (\\d{1,2}):(\\d{2}) (AM|PM)`, 'g');

/** The year in which `month`/`day` falls on `weekday`, nearest the notice's own year (a notice names times within months of it). */
function yearOf(weekday: number, month: number, day: number, aroundYear: number): number | null {
  for (const year of [aroundYear, aroundYear + 1, aroundYear - 1]) {
    if (new Date(Date.UTC(year, month, day)).getUTCDay() === weekday) return year;
  }
  return null;
}

/**
 * TIME-5 for the bell: a notice's text (written once, for every reader) with the zone in words
 * after each time it names ('Wednesday, January 7 at 9:30 AM Eastern time'), when the reader's
 * clock reads otherwise; `createdAt` (the notice's instant) places the year its dates leave out.
 */
export function zonedNoticeText(text: string, timeZone: string, createdAt: string, viewerZone?: string): string {
  const aroundYear = new Date(createdAt).getUTCFullYear();
  return text.replace(noticeTime, (whole: string, weekday: string, month: string, day: string, hours: string, minutes: string, half: string) => {
    const monthIndex = monthNames.indexOf(month);
    const year = yearOf(weekdayNames.indexOf(weekday), monthIndex, Number(day), aroundYear);
    if (year === null) return whole;
    const hour24 = (Number(hours) % 12) + (half === 'PM' ? 12 : 0);
    const date = `${String(year)}-${String(monthIndex + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
    const note = zoneNote(date, `${String(hour24).padStart(2, '0')}:${minutes}`, timeZone, 'en', viewerZone);
    return note === null ? whole : `${whole} ${note}`;
  });
}

/**
 * An instant (the end of an offer's hold) on the clock of `timeZone`, the doctor's location's:
 * '10:15 AM', or '10:15 AM Mountain time' when the viewer's clock reads otherwise (TIME-5).
 */
export function zonedInstantClock(instant: string, timeZone: string, language: UiLanguage, viewerZone?: string): string {
  const { date, time } = wallClockAt(timeZone, Date.parse(instant));
  return zonedClock(date, time, timeZone, language, viewerZone);
}
