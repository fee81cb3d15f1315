import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone';

describe('formatPhone (STAFF-17, PORTAL-15)', () => {
  it('reads ten digits as a North American number, eleven with a leading 1 with its +1', () => {
    expect(formatPhone('4155551000')).toBe('(415) 555-1000');
    expect(formatPhone(' 415.555.1000 ')).toBe('(415) 555-1000');
    expect(formatPhone('14155551000')).toBe('+1 (415) 555-1000');
    expect(formatPhone('+1 415 555 1000')).toBe('+1 (415) 555-1000');
  });

  it('groups other bare digits in threes with a final four, and keeps a number typed with its own spacing', () => {
    expect(formatPhone('+442079460958')).toBe('+44 207 946 0958');
    expect(formatPhone('+4420794609')).toBe('+442 079 4609');
    expect(formatPhone('+44 20  7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0142')).toBe('555-0142');
  });

  it('links to the digits', () => {
    expect(phoneHref('(415) 555-1000')).toBe('tel:4155551000');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
