import { describe, expect, it } from 'vitest';
import { addDays, clinicNow, todayIn } from './clinic-time';

describe('todayIn', () => {
  it('gives the date in the clinic zone, not in UTC', () => {
    // 03:30 UTC on 1 March is still 29 February evening in New York (leap year).
    const instant = new Date('2024-03-01T03:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2024-02-29');
    expect(todayIn('UTC', instant)).toBe('2024-03-01');
    expect(todayIn('Asia/Tokyo', new Date('2024-12-31T15:00:00Z'))).toBe('2025-01-01');
  });

  it('follows DST switches', () => {
    // New York springs forward at 07:00 UTC on 10 March 2024 (02:00 EST -> 03:00 EDT).
    expect(clinicNow('America/New_York', new Date('2024-03-10T06:59:00Z'))).toEqual({ date: '2024-03-10', time: '01:59' });
    expect(clinicNow('America/New_York', new Date('2024-03-10T07:00:00Z'))).toEqual({ date: '2024-03-10', time: '03:00' });
  });

  it('writes midnight as 00:00', () => {
    expect(clinicNow('UTC', new Date('2025-06-01T00:05:00Z')).time).toBe('00:05');
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-09', 9)).toBe('2025-03-18');
  });

  it('rejects what is not a calendar date', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe('clinicNow', () => {
  it('answers per zone and minute: a new minute or another zone is read afresh', () => {
    const before = new Date('2024-03-10T06:59:59Z');
    const after = new Date('2024-03-10T07:00:00Z');
    // 07:00 UTC on 10 March 2024 is when New York moves its clocks from 02:00 to 03:00.
    expect(clinicNow('America/New_York', before)).toEqual({ date: '2024-03-10', time: '01:59' });
    expect(clinicNow('America/New_York', after)).toEqual({ date: '2024-03-10', time: '03:00' });
    expect(clinicNow('UTC', after)).toEqual({ date: '2024-03-10', time: '07:00' });
    expect(clinicNow('America/New_York', new Date('2024-03-10T07:00:59Z'))).toEqual({ date: '2024-03-10', time: '03:00' });
  });
});
