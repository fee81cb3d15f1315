import { describe, expect, it } from 'vitest';
import { doctorTitle, formatCreatedOn, formatFee, starsOf, yearsOfExperience } from './format';

describe('fees and dates in the page language (I18N-4)', () => {
  it('writes dollars as each language writes them', () => {
    expect(formatFee(150, 'en')).toBe('$150');
    expect(formatFee(72.5, 'en')).toBe('$72.50');
    expect(formatFee(150, 'es')).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(150));
    expect(formatFee(72.5, 'es')).toMatch(/72[.,]50/);
  });

  it('writes the date in the language', () => {
    expect(formatCreatedOn('2024-01-05T12:00:00Z', 'en')).toBe('Jan 5, 2024');
    expect(formatCreatedOn('2024-01-05T12:00:00Z', 'es')).toMatch(/5 ene 2024|5 de ene\.? de 2024/);
  });
});

describe('fees at the edges (FIND-7)', () => {
  it.each([
    [0, '$0'],
    [0.5, '$0.50'],
    [99.99, '$99.99'],
    [1200, '$1200'],
    // Cents beyond two are rounded as money is.
    [72.456, '$72.46'],
  ])('writes %d as %s in English', (fee, written) => {
    expect(formatFee(fee, 'en')).toBe(written);
  });
});

describe('starsOf (FIND-7)', () => {
  it.each([
    [4.99, 4],
    [5, 5],
    [0.5, 0],
    [0, 0],
    [7.2, 5],
    [-1, 0],
  ])('gives %d whole stars out of 5 as %d', (rating, stars) => {
    expect(starsOf(rating)).toBe(stars);
  });
});

describe('a doctor’s name and experience (APPT-9)', () => {
  it('counts one year in the singular and every other number in the plural', () => {
    expect([0, 1, 2, 12].map(yearsOfExperience)).toEqual(['0 years of experience', '1 year of experience', '2 years of experience', '12 years of experience']);
  });

  it('names the doctor with the title', () => {
    expect(doctorTitle('Maya Patel')).toBe('Dr. Maya Patel');
  });
});

