import { describe, expect, it } from 'vitest';
import { benchFailure } from './verdict';

describe('benchFailure', () => {
  it('passes a row whose every answer is 2xx', () => {
    expect(benchFailure({ statuses: { '200': 5000 }, errors: 0 })).toBeNull();
    expect(benchFailure({ statuses: { '200': 10, '201': 3 }, errors: 0 })).toBeNull();
  });

  it('fails a row with any non-2xx answer, naming the statuses', () => {
    expect(benchFailure({ statuses: { '200': 100, '400': 27000 }, errors: 0 })).toBe('27000 × 400');
    expect(benchFailure({ statuses: { '500': 1, '404': 2 }, errors: 0 })).toBe('2 × 404, 1 × 500');
    expect(benchFailure({ statuses: { '304': 1 }, errors: 0 })).toBe('1 × 304');
  });

  it('fails a row with connection errors or no answer at all', () => {
    expect(benchFailure({ statuses: { '200': 100 }, errors: 3 })).toBe('3 errors');
    expect(benchFailure({ statuses: {}, errors: 0 })).toBe('no answer within the run');
    expect(benchFailure({ statuses: {}, errors: 7 })).toBe('no answer, 7 errors');
  });

  it('accepts only the expected status when a row names one (a revalidation expects 304)', () => {
    expect(benchFailure({ statuses: { '304': 900 }, errors: 0 }, 304)).toBeNull();
    expect(benchFailure({ statuses: { '200': 1, '304': 900 }, errors: 0 }, 304)).toBe('1 × 200');
  });
});
