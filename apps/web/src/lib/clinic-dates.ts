// Clinic calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM) as the API gives them: they
// are the clinic's local values (TIME-1), so they are formatted as plain calendar values
// (in UTC, where nothing shifts) and never converted through the browser's own zone.

function asUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const formats = {
  /** 'Tue, Jan 7' */
  short: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  /** 'Tuesday, January 7, 2026' */
  long: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  /** 'Jan 7, 2026' (TIME-3: dates in en-US) */
  medium: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  weekday: new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }),
  monthDay: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

export type DateStyle = keyof typeof formats;

export function formatClinicDate(date: string, style: DateStyle = 'medium'): string {
  return formats[style].format(asUtc(date));
}
