// Clinic calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM) as the API gives them: they
// are the clinic's local values (DESIGN §6), so they are formatted as plain calendar values
// (in UTC, where nothing shifts) and never converted through the browser's own zone.

function asUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const formats = {
  /** 'Tue, Jan 7' */
  short: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  /** 'Tuesday, January 7, 2026' */
  long: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  /** 'Jan 7, 2026' (SPEC §9: dates in en-US) */
  medium: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  weekday: new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }),
  monthDay: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

export type DateStyle = keyof typeof formats;

export function formatClinicDate(date: string, style: DateStyle = 'medium'): string {
  return formats[style].format(asUtc(date));
}

/** Whole calendar days added to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const shifted = asUtc(date);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/** The clinic's current date and time (the browser's clock, read in the clinic's zone). */
export function clinicNow(timeZone: string, now: Date = new Date()): { date: string; time: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`, time: `${parts.hour ?? ''}:${parts.minute ?? ''}` };
}
