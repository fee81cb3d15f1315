// TIME-1: appointment dates and times are wall-clock values in the clinic's zone. Reading an
// instant's wall clock in a zone is done here, once, for the server and the browser alike.
// Free of zod: a first screen may import it.

import type { UiLanguage } from './ui-language';

/** A clinic-local date and time of day. */
export interface WallClock {
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:MM, 24-hour */
  readonly time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsAt(timeZone: string, instant: Date | number): { year: string; month: string; day: string; hour: string; minute: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day || !hour || !minute) throw new Error(`Cannot read the time in ${timeZone}`);
  return { year, month, day, hour, minute };
}

/** The date and time of day an instant shows on a clock in `timeZone`. */
export function wallClockAt(timeZone: string, instant: Date | number = Date.now()): WallClock {
  const { year, month, day, hour, minute } = partsAt(timeZone, instant);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** The zone's UTC offset at an instant, in minutes (e.g. -300 for New York in winter). */
export function utcOffsetAt(timeZone: string, instant: number): number {
  const { year, month, day, hour, minute } = partsAt(timeZone, instant);
  const local = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return Math.round((local - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

export const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Adds whole calendar days to a YYYY-MM-DD date. Calendar arithmetic in UTC has no DST, so the
 * result is the same whatever zone the code runs in.
 */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/**
 * The instant (epoch milliseconds) a clinic date and time of day show on a clock in `timeZone`,
 * at the offset in force then (a visit after a daylight-saving change begins at the new offset).
 * A time the clocks skip (02:30 on a spring-forward night) reads at the offset before the change.
 */
export function instantOfWallClock(timeZone: string, date: string, time: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) throw new RangeError(`Not a clinic date and time: ${date} ${time}`);
  const first = asUtc - utcOffsetAt(timeZone, asUtc) * 60_000;
  return asUtc - utcOffsetAt(timeZone, first) * 60_000;
}

const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * TIME-5: a zone in words at an instant, as patients read it: 'Mountain time', 'Eastern time'
 * (the generic name, right in summer and winter alike); 'UTC' or 'GMT+05:30' for a zone with no
 * such name. I18N-4: in Spanish, 'hora oriental', 'hora del Pacífico'.
 */
export function zoneLabel(timeZone: string, instant: Date | number = Date.now(), language: UiLanguage = 'en'): string {
  const key = `${language} ${timeZone}`;
  let formatter = zoneNameFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { timeZone, timeZoneName: 'longGeneric' });
    zoneNameFormatters.set(key, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  if (/^GMT[+-]00:00$|^GMT$/.test(name) || timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  return name.replace(/ Time$/, ' time');
}
