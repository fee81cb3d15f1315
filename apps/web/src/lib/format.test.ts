import { describe, expect, it } from 'vitest';
import { formatCreatedOn, formatFee } from './format';

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
