// Display helpers shared by the carousel, the listing and the profile. No zod here: the home
// page imports this file and keeps zod out of its download.

/** FIND-7, PORTAL-3: fees in dollars ('$150', '$72.50'). */
export function formatFee(fee: number): string {
  return Number.isInteger(fee) ? `$${String(fee)}` : `$${fee.toFixed(2)}`;
}

/** FIND-7: whole stars out of 5, rounded down. */
export function starsOf(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** DOC-2: 'Created on' as an en-US date such as 'Jan 5, 2024'. */
export function formatCreatedOn(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
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

/**
 * STAFF-17, PORTAL-15: a phone number as people read it, wherever staff and doctors see one.
 * Numbers are stored as typed (10 to 15 digits, separators allowed): ten digits read as a North
 * American number '(415) 555-0142', eleven starting with 1 as '+1 (415) 555-0142'; other bare
 * digits are grouped in threes with a final four ('+44 207 946 0958'); a number typed with its
 * own spaces or dashes keeps them. The `tel:` link keeps the digits (see `phoneHref`).
 */
export function formatPhone(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  const digits = text.replace(/\D/g, '');
  const plus = text.startsWith('+');
  const northAmerican = (ten: string) => `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  if (digits.length === 10 && !plus) return northAmerican(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${northAmerican(digits.slice(1))}`;
  if (/^\+?\d+$/.test(text) && digits.length > 4) {
    const groups: string[] = [];
    let rest = digits.slice(0, -4);
    while (rest.length > 0) {
      groups.unshift(rest.slice(-3));
      rest = rest.slice(0, -3);
    }
    return `${plus ? '+' : ''}${[...groups, digits.slice(-4)].join(' ')}`;
  }
  return text;
}

/** The `tel:` address of a stored phone number: its digits, and the + when it was typed. */
export function phoneHref(raw: string): string {
  const trimmed = raw.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
