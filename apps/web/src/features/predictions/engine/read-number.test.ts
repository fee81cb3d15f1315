import { describe, expect, it } from 'vitest';
import { readNumber } from './read-number';

describe('readNumber (PRED-12)', () => {
  it('reads the decimals people type, spaces around them allowed', () => {
    expect(readNumber('42')).toBe(42);
    expect(readNumber(' 33.5 ')).toBe(33.5);
    expect(readNumber('-1.5')).toBe(-1.5);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('7.')).toBe(7);
    expect(readNumber('1e-3')).toBe(0.001);
    expect(readNumber(12)).toBe(12);
  });

  it('gives undefined for an empty box (… is required)', () => {
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('   ')).toBeUndefined();
    expect(readNumber(undefined)).toBeUndefined();
  });

  it('gives NaN for text that is not a number (… must be a number), never a number read from part of it', () => {
    for (const text of ['abc', '4x2', '1e', '-', '.', '0x10', 'Infinity', '1,5', '1 000']) expect(readNumber(text)).toBeNaN();
  });
});
