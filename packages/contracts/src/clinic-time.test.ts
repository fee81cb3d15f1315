import { describe, expect, it } from 'vitest';
import { addDays, instantOfWallClock, isCalendarDate, utcOffsetAt, wallClockAt } from './clinic-time';

describe('clinic time', () => {
  it('finds the instant of a clinic date and time at the offset in force then (TIME-4)', () => {
    // New York: EST (UTC−5) until 2026-03-08 02:00, EDT (UTC−4) after; back to EST on 2026-11-01.
    expect(new Date(instantOfWallClock('America/New_York', '2026-03-07', '09:00')).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(new Date(instantOfWallClock('America/New_York', '2026-03-09', '09:00')).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(new Date(instantOfWallClock('America/New_York', '2026-11-02', '09:00')).toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(new Date(instantOfWallClock('Asia/Kolkata', '2026-03-09', '09:30')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(() => instantOfWallClock('UTC', '2026-13-40', '09:00')).toThrow(RangeError);
  });

  it('reads the wall clock of an instant in the clinic zone, across a daylight-saving change', () => {
    // 07:00 UTC on 10 March 2024: New York moves its clocks from 02:00 to 03:00.
    expect(wallClockAt('America/New_York', new Date('2024-03-10T06:59:00Z'))).toEqual({ date: '2024-03-10', time: '01:59' });
    expect(wallClockAt('America/New_York', new Date('2024-03-10T07:00:00Z'))).toEqual({ date: '2024-03-10', time: '03:00' });
    expect(wallClockAt('Asia/Tokyo', Date.UTC(2024, 11, 31, 15, 30))).toEqual({ date: '2025-01-01', time: '00:30' });
  });

  it('gives the UTC offset in minutes on both sides of a change', () => {
    expect(utcOffsetAt('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(utcOffsetAt('America/New_York', Date.UTC(2026, 6, 15))).toBe(-240);
    expect(utcOffsetAt('Asia/Kolkata', Date.UTC(2026, 0, 15))).toBe(330);
  });

  it('tells real calendar dates and adds days without drifting over month ends or DST', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-9')).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-08', 2)).toBe('2025-03-10');
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});
