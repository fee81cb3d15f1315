import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { localeOf } from './i18n/locale';

// Display helpers shared by the carousel, the listing and the profile. No zod here: the home
// page imports this file and keeps zod out of its download. I18N-4: each takes the page's
// language (useLanguage()); English is the default of the screens not converted yet.

/** FIND-7, PORTAL-3: fees in dollars ('$150', '$72.50'). */
export function formatFee(fee: number, language: UiLanguage): string {
  // English as written out (no Intl on the first screen's path, see clinic-dates.ts); Spanish
  // through Intl ('150 US$' is how es-US writes dollars).
  if (language === 'en') return Number.isInteger(fee) ? `$${String(fee)}` : `$${fee.toFixed(2)}`;
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(fee) ? 0 : 2 }).format(fee);
}

/** FIND-7: whole stars out of 5, rounded down. */
export function starsOf(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** DOC-2: 'Created on' as an en-US date such as 'Jan 5, 2024'. */
export function formatCreatedOn(iso: string, language: UiLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}

export function yearsOfExperience(years: number): string {
  return `${String(years)} ${years === 1 ? 'year' : 'years'} of experience`;
}

/** The bundled image shown when a doctor's photo is missing or fails to load (DOC-1, SHELL-12). */
export const placeholderPhoto = '/avatars/placeholder.svg';

/** Doctors are named with their title wherever patients read about them (APPT-9). */
export function doctorTitle(name: string): string {
  return `Dr. ${name}`;
}
