import { describe, expect, it } from 'vitest';
import { benchFailure, overRounds, rawShareFailure } from './verdict';

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

describe('rawShareFailure (issue 32: an endpoint against the same work done bare)', () => {
  const row = (requestsPerSecond: number, failure: string | null = null) => ({ name: 'GET /api/threads', requestsPerSecond, failure });

  it('passes an endpoint at or above the goal’s share of its baseline', () => {
    expect(rawShareFailure(row(700), row(1000), 0.7)).toBeNull();
    expect(rawShareFailure(row(1200), row(1000), 0.7)).toBeNull();
  });

  it('fails an endpoint below the goal, saying its share', () => {
    expect(rawShareFailure(row(699), row(1000), 0.7)).toBe('GET /api/threads at 69 % of its raw baseline (goal ≥ 70 %)');
    expect(rawShareFailure(row(260), row(1000), 0.7)).toBe('GET /api/threads at 26 % of its raw baseline (goal ≥ 70 %)');
  });

  it('fails when either side failed as a measurement, whatever the rates', () => {
    expect(rawShareFailure(row(5000, '27000 × 400'), row(1000), 0.7)).toBe('GET /api/threads: 27000 × 400');
    expect(rawShareFailure(row(900), row(1000, '3 errors'), 0.7)).toBe('GET /api/threads: its raw baseline failed (3 errors)');
    expect(rawShareFailure(row(900), row(0), 0.7)).toBe('GET /api/threads: its raw baseline answered nothing');
  });
});

describe('overRounds (a row measured in alternating rounds)', () => {
  it('takes the mean rate of the rounds', () => {
    const outcome = overRounds([
      { name: 'GET /api/threads', requestsPerSecond: 1000, failure: null },
      { name: 'GET /api/threads', requestsPerSecond: 1400, failure: null },
    ]);
    expect(outcome).toEqual({ name: 'GET /api/threads', requestsPerSecond: 1200, failure: null });
  });

  it('fails when any round failed, whatever the others did', () => {
    const outcome = overRounds([
      { name: 'GET /api/threads', requestsPerSecond: 1000, failure: null },
      { name: 'GET /api/threads', requestsPerSecond: 0, failure: '3 answers were not 2xx' },
    ]);
    expect(outcome.failure).toBe('3 answers were not 2xx');
    expect(rawShareFailure(outcome, { name: 'raw', requestsPerSecond: 500, failure: null }, 0.7)).toContain('not 2xx');
  });
});
