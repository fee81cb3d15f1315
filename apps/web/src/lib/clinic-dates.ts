import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { localeOf } from './i18n/locale';

// Clinic calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM) as the API gives them: they
// are the clinic's local values (TIME-1), so they are formatted as plain calendar values
// (in UTC, where nothing shifts) and never converted through the browser's own zone.

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const abbreviated = (name: string) => name.slice(0, 3);

/**
 * The styles, in en-US as Intl writes them (TIME-3; clinic-dates.test.ts holds every style to
 * Intl.DateTimeFormat over years of dates). Written out rather than built with Intl: the first
 * Intl.DateTimeFormat of a page loads ICU data, ~35 ms of main thread on Find Doctor's first
 * paint (issue 39.7, Total Blocking Time), for names that never change.
 */
const styles = {
  /** 'Tue, Jan 7' */
  short: (d: Date) => `${abbreviated(weekdays[d.getUTCDay()] ?? '')}, ${abbreviated(months[d.getUTCMonth()] ?? '')} ${String(d.getUTCDate())}`,
  /** 'Tuesday, January 7, 2026' */
  long: (d: Date) => `${weekdays[d.getUTCDay()] ?? ''}, ${months[d.getUTCMonth()] ?? ''} ${String(d.getUTCDate())}, ${String(d.getUTCFullYear())}`,
  /** 'Tue, Jan 7, 2026': the staff console's one date format (STAFF-17) */
  full: (d: Date) => `${abbreviated(weekdays[d.getUTCDay()] ?? '')}, ${abbreviated(months[d.getUTCMonth()] ?? '')} ${String(d.getUTCDate())}, ${String(d.getUTCFullYear())}`,
  /** 'Jan 7, 2026' */
  medium: (d: Date) => `${abbreviated(months[d.getUTCMonth()] ?? '')} ${String(d.getUTCDate())}, ${String(d.getUTCFullYear())}`,
  /** 'Tue' */
  weekday: (d: Date) => abbreviated(weekdays[d.getUTCDay()] ?? ''),
  /** 'Jan 7' */
  monthDay: (d: Date) => `${abbreviated(months[d.getUTCMonth()] ?? '')} ${String(d.getUTCDate())}`,
} satisfies Record<string, (date: Date) => string>;

export type DateStyle = keyof typeof styles;

/** I18N-4: the same styles in another language, through Intl (made on first use); the tests hold the hand-written ones to en-US with these. */
export const intlStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  weekday: { weekday: 'short' },
  monthDay: { month: 'short', day: 'numeric' },
};
const intlFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A clinic date 'YYYY-MM-DD' in words; read as a calendar date (UTC), so no zone shifts it.
 * English as written out above; another language through Intl ('mar, 7 ene' in Spanish).
 */
export function formatClinicDate(date: string, style: DateStyle, language: UiLanguage): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (language === 'en') return styles[style](day);
  return formatClinicDateWith(day, language, style, intlStyles[style]);
}

/**
 * A day of the week by its number (0 Sunday to 6 Saturday, as the API counts them), in full:
 * 'Monday'; another language through Intl ('lunes' in Spanish, lower case as Spanish writes it).
 */
export function weekdayName(weekday: number, language: UiLanguage): string {
  if (language === 'en') return weekdays[weekday] ?? '';
  // 2023-01-01 was a Sunday: the date `weekday` days after it falls on that day.
  return formatClinicDateWith(new Date(Date.UTC(2023, 0, 1 + weekday)), language, 'weekdayLong', { weekday: 'long' });
}

/** One Intl format per language and style, made on first use. */
function formatClinicDateWith(day: Date, language: UiLanguage, style: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${language}:${style}`;
  let format = intlFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
    intlFormats.set(key, format);
  }
  return format.format(day);
}

/**
 * A doctor's next free slot as the API answers it (listing and carousel). The fields are
 * optional: the specification's answers leave them out (its trending list has no `available`,
 * neither list has the next slot), and a field left out is unknown, not false.
 */
export interface NextAvailability {
  available?: boolean;
  next_available_date?: string | null;
  next_available_time?: string | null;
  /** TIME-5: the zone of the doctor's location, in which the date and time are wall clock. */
  timeZone?: string;
}

/** Whether a doctor can be booked from a card: only an explicit `available: false` says no. */
export function takesBookings(doctor: Pick<NextAvailability, 'available'>): boolean {
  return doctor.available !== false;
}
