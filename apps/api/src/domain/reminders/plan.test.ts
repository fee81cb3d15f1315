import { describe, expect, it } from 'vitest';
import { reminderDueTimes } from './plan';

// LIFE-8, TIME-4: a reminder falls that many elapsed hours before the visit's start, the start
// read at the offset of its own day, also when the clocks change in between.

const zone = 'America/New_York';
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('when reminders fall due', () => {
  it('24 h and 2 h before a visit the day after spring-forward fall 24 real hours before (08:00 EST, not 09:00)', () => {
    // Sunday 2026-03-08 09:00 EDT = 13:00 UTC; the clocks went forward at 02:00 that night.
    const due = reminderDueTimes('2026-03-08', '09:00', [24, 2], zone, new Date('2026-03-01T00:00:00Z'));
    expect(iso(due)).toEqual(['2026-03-07T13:00:00.000Z', '2026-03-08T11:00:00.000Z']);
  });

  it('and across fall-back, 24 real hours before (10:00 EDT the day before a 09:00 EST visit)', () => {
    const due = reminderDueTimes('2026-11-01', '09:00', [24, 2], zone, new Date('2026-10-20T00:00:00Z'));
    expect(iso(due)).toEqual(['2026-10-31T14:00:00.000Z', '2026-11-01T12:00:00.000Z']);
  });

  it('leaves out a reminder already past: a visit booked 3 hours ahead gets only the 2-hour one', () => {
    const due = reminderDueTimes('2026-06-10', '15:00', [24, 2], zone, new Date('2026-06-10T16:00:00Z'));
    expect(iso(due)).toEqual(['2026-06-10T17:00:00.000Z']);
    expect(reminderDueTimes('2026-06-10', '15:00', [24, 2], zone, new Date('2026-06-10T17:00:00Z'))).toEqual([]);
    expect(reminderDueTimes('2026-06-10', '15:00', [], zone, new Date('2026-06-01T00:00:00Z'))).toEqual([]);
  });
});
