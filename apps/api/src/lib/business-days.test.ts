import { describe, expect, it } from 'vitest';
import { answerDueAt } from './business-days';

describe('answerDueAt (MSG-5)', () => {
  it('counts business days after the day of sending, to the end of the last one, in the clinic zone', () => {
    // Monday 2026-11-30 10:00 in New York → due by the end of Wednesday 2026-12-02 (Thursday 00:00 EST).
    expect(answerDueAt(new Date('2026-11-30T15:00:00Z'), 2, 'America/New_York').toISOString()).toBe('2026-12-03T05:00:00.000Z');
  });

  it('skips the weekend: Friday with 2 days is due by the end of Tuesday', () => {
    expect(answerDueAt(new Date('2026-12-04T15:00:00Z'), 2, 'America/New_York').toISOString()).toBe('2026-12-09T05:00:00.000Z');
  });

  it('counts a weekend message from Monday', () => {
    expect(answerDueAt(new Date('2026-12-05T15:00:00Z'), 1, 'America/New_York').toISOString()).toBe('2026-12-08T05:00:00.000Z');
  });

  it('reads the day in the clinic zone, not UTC: late Friday evening in New York is still Friday', () => {
    // 2026-12-05T03:00Z is Friday 22:00 in New York but Saturday in UTC.
    expect(answerDueAt(new Date('2026-12-05T03:00:00Z'), 1, 'America/New_York').toISOString()).toBe('2026-12-08T05:00:00.000Z');
    expect(answerDueAt(new Date('2026-12-05T03:00:00Z'), 1, 'UTC').toISOString()).toBe('2026-12-08T00:00:00.000Z');
  });

  it('ends the day at the offset in force then (across the change to daylight saving)', () => {
    // Friday 2026-03-06 → 1 business day → Monday 2026-03-09 ends at Tuesday 00:00 EDT (04:00Z).
    expect(answerDueAt(new Date('2026-03-06T15:00:00Z'), 1, 'America/New_York').toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });
});
