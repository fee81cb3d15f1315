import { wallClockAt, zoneLabel } from '@clinvia/contracts/clinic-time';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { formatClinicDate } from '../../../lib/clinic-dates';
import { localeOf } from '../../../lib/i18n/locale';
import { clockLabel, zonedClock } from '../../../lib/zone-time';

// STAFF-17: one date format across the staff console, 'Tue, Jan 7, 2026', with the time after a
// comma where there is one ('Tue, Jan 7, 2026, 3:05 PM'): appointment days, free days, transport
// dates, and the instants something was received, handled or recorded. I18N-4: in the page's
// language where a caller gives it (English when not).

/** A clinic calendar date (YYYY-MM-DD): 'Tue, Jan 7, 2026'. */
export function formatDay(date: string, language: UiLanguage): string {
  return formatClinicDate(date, 'full', language);
}

/**
 * A date and wall-clock time (HH:MM): 'Tue, Jan 7, 2026, 9:30 AM'; a doctor's time, given its
 * `timeZone`, says that zone in words when the viewer's clock reads otherwise (TIME-5).
 */
export function formatSlot(date: string, time: string, timeZone: string | undefined, language: UiLanguage): string {
  return `${formatDay(date, language)}, ${timeZone === undefined ? clockLabel(time, language) : zonedClock(date, time, timeZone, language)}`;
}

/** A stored slot 'YYYY-MM-DD HH:MM' (a reschedule's old slot), in the appointment's zone; other text as it is. */
export function formatStoredSlot(slot: string, timeZone: string | undefined, language: UiLanguage): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(slot);
  return match?.[1] !== undefined && match[2] !== undefined ? formatSlot(match[1], match[2], timeZone, language) : slot;
}

const instants = new Map<UiLanguage, Intl.DateTimeFormat>();

/** An instant (received, handled, recorded) in the viewer's zone: 'Tue, Jan 7, 2026, 3:05 PM'. */
export function formatInstant(iso: string, language: UiLanguage): string {
  let format = instants.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    instants.set(language, format);
  }
  return format.format(new Date(iso));
}

/**
 * An instant on the clock of `timeZone` (the clinic's), the zone always named, whatever the
 * viewer's clock: 'Tue, Jan 7, 2026, 3:05 PM Eastern time' (a signature's time, as its PDF says it).
 */
export function formatInstantIn(iso: string, timeZone: string, language: UiLanguage): string {
  const instant = Date.parse(iso);
  const { date, time } = wallClockAt(timeZone, instant);
  return `${formatSlot(date, time, undefined, language)} ${zoneLabel(timeZone, instant)}`;
}
