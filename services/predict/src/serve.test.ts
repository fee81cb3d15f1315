import { describe, expect, it } from 'vitest';
import { workersFrom } from './serve';

describe('workersFrom (PREDICT_WORKERS)', () => {
  it('is one process when unset or empty', () => {
    expect(workersFrom(undefined)).toBe(1);
    expect(workersFrom(' ')).toBe(1);
  });

  it('takes a whole number from 1 to 64', () => {
    expect(workersFrom('2')).toBe(2);
    expect(workersFrom('64')).toBe(64);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['0', '-1', '1.5', 'two', '65']) expect(() => workersFrom(value)).toThrow(/PREDICT_WORKERS must be a whole number from 1 to 64/);
  });
});
