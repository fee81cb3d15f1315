import { describe, expect, it } from 'vitest';
import { ourProcessCounts } from './predict-peer';

describe('ourProcessCounts (PREDICT_WORKERS of the comparison)', () => {
  it('measures 1 and 2 processes unless told otherwise', () => {
    expect(ourProcessCounts(undefined)).toEqual([1, 2]);
    expect(ourProcessCounts('2')).toEqual([2]);
    expect(ourProcessCounts(' 1, 2 ,1')).toEqual([1, 2]);
  });

  it('refuses anything but whole numbers from 1 to 64', () => {
    for (const value of ['', '0', '1.5', 'two', '1,,2', '65']) expect(() => ourProcessCounts(value)).toThrow(/PREDICT_WORKERS/);
  });
});
