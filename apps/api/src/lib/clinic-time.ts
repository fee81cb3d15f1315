// Appointment dates and times are wall-clock values in the clinic's zone (DESIGN §6). These
// helpers compute them without ever converting a stored date through the server's own zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ClinicNow {
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:MM, 24-hour */
  readonly time: string;
}

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
  const value = readClinicNow(timeZone, now);
  lastNow.set(timeZone, { minute, value });
  return value;
}

function readClinicNow(timeZone: string, now: Date): ClinicNow {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day || !hour || !minute) throw new Error(`Cannot read the time in ${timeZone}`);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return clinicNow(timeZone, now).date;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Adds whole calendar days to a YYYY-MM-DD date. Calendar arithmetic in UTC has no DST, so
 * the result is the same whatever zone the server runs in.
 */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}
