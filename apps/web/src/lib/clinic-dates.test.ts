import { describe, expect, it } from 'vitest';
import { formatClinicDate, intlStyles, takesBookings, weekdayName, type DateStyle } from './clinic-dates';

// The styles are written out by hand (no Intl on the first paint): each must read exactly as
// en-US Intl.DateTimeFormat writes it, on every day of several years (leap days included).

describe('formatClinicDate (TIME-3)', () => {
  it.each(Object.keys(intlStyles) as DateStyle[])('writes the %s style as en-US Intl does, every day of 2023–2028', (style) => {
    const intl = new Intl.DateTimeFormat('en-US', { ...intlStyles[style], timeZone: 'UTC' });
    const mismatches: string[] = [];
    for (let time = Date.UTC(2023, 0, 1); time <= Date.UTC(2028, 11, 31); time += 86_400_000) {
      const date = new Date(time).toISOString().slice(0, 10);
      const expected = intl.format(new Date(time));
      if (formatClinicDate(date, style, 'en') !== expected) mismatches.push(`${date}: ${formatClinicDate(date, style, 'en')} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('reads the date as a calendar date, whatever the zone', () => {
    expect(formatClinicDate('2026-03-08', 'long', 'en')).toBe('Sunday, March 8, 2026');
    expect(formatClinicDate('2026-01-07', 'medium', 'en')).toBe('Jan 7, 2026');
  });
});

describe('clinic dates in Spanish (I18N-4)', () => {
  it('writes each style through Intl in es-US, the day unshifted by any zone', () => {
    expect(formatClinicDate('2026-01-07', 'long', 'es')).toBe('miércoles, 7 de enero de 2026');
    expect(formatClinicDate('2026-01-07', 'medium', 'es')).toBe(new Intl.DateTimeFormat('es-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-01-07T00:00:00Z')));
    expect(formatClinicDate('2026-01-07', 'weekday', 'es')).toBe('mié');
    expect(formatClinicDate('2026-01-07', 'medium', 'en')).toBe('Jan 7, 2026');
  });

  it('names the days of the week, Sunday first, in English as written and in Spanish through Intl', () => {
    expect([0, 1, 6].map((day) => weekdayName(day, 'en'))).toEqual(['Sunday', 'Monday', 'Saturday']);
    expect([0, 1, 3, 6].map((day) => weekdayName(day, 'es'))).toEqual(['domingo', 'lunes', 'miércoles', 'sábado']);
  });
});

describe('takesBookings (FIND-16)', () => {
  it('says no only when the answer says `available: false`; a field left out is unknown, not false', () => {
    expect(takesBookings({ available: true })).toBe(true);
    expect(takesBookings({})).toBe(true);
    expect(takesBookings({ available: undefined })).toBe(true);
    expect(takesBookings({ available: false })).toBe(false);
  });
});

describe('clinic dates at the edges of the calendar (TIME-3)', () => {
  it.each<[string, DateStyle, string]>([
    ['2028-02-29', 'long', 'Tuesday, February 29, 2028'],
    ['2026-12-31', 'full', 'Thu, Dec 31, 2026'],
    ['2027-01-01', 'short', 'Fri, Jan 1'],
    ['2026-11-01', 'monthDay', 'Nov 1'],
    ['2026-03-08', 'weekday', 'Sun'],
  ])('writes %s in the %s style as %s', (date, style, written) => {
    expect(formatClinicDate(date, style, 'en')).toBe(written);
  });

  it('keeps the day on New Year’s Eve in Spanish, whatever the zone', () => {
    expect(formatClinicDate('2026-12-31', 'long', 'es')).toBe('jueves, 31 de diciembre de 2026');
  });
});

