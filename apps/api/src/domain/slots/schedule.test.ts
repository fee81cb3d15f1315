import { slotTimes } from '@clinvia/contracts/doctors';
import type { Period, SlotLength } from '@clinvia/contracts/schedules';
import { describe, expect, it } from 'vitest';
import { followingSlotOn, isWorkingSlot, periodsOn, precedingSlotOn, slotTimesOn, specificationSchedule, weekdayOf, type DoctorSchedule } from './schedule';

// HOURS-1 to HOURS-4: the one schedule function, across both daylight-saving changes of a
// northern (New York) and a southern (Sydney) zone and one east of UTC (Berlin).

function weekOf(slotMinutes: SlotLength, timeZone: string, days: Partial<Record<number, Period[]>>, overrides: Record<string, Period[]> = {}): DoctorSchedule {
  return {
    slotMinutes,
    weekly: Array.from({ length: 7 }, (_, day) => days[day] ?? []),
    overrides: new Map(Object.entries(overrides)),
    timeZone,
    isSpecification: false,
  };
}

const allDays = (periods: Period[]) => Object.fromEntries(Array.from({ length: 7 }, (_, day) => [day, periods]));

describe('slotTimesOn', () => {
  it("gives a doctor who set nothing BOOK-2's twelve half-hour slots on every day", () => {
    const schedule = specificationSchedule('America/New_York');
    for (const date of ['2030-03-09', '2030-03-10', '2030-11-03', '2030-12-25']) expect(slotTimesOn(schedule, date)).toEqual(slotTimes);
    expect(specificationSchedule('America/New_York')).toBe(schedule);
  });

  it('lays each period out in slots of the chosen length that end by its end', () => {
    const period = [{ start: '08:00', end: '09:00' }];
    expect(slotTimesOn(weekOf(15, 'UTC', allDays(period)), '2030-06-03')).toEqual(['08:00', '08:15', '08:30', '08:45']);
    expect(slotTimesOn(weekOf(20, 'UTC', allDays(period)), '2030-06-03')).toEqual(['08:00', '08:20', '08:40']);
    expect(slotTimesOn(weekOf(45, 'UTC', allDays(period)), '2030-06-03')).toEqual(['08:00']);
    expect(slotTimesOn(weekOf(60, 'UTC', allDays([{ start: '08:00', end: '10:30' }])), '2030-06-03')).toEqual(['08:00', '09:00']);
    expect(slotTimesOn(weekOf(30, 'UTC', allDays([{ start: '13:00', end: '14:00' }, { start: '08:00', end: '09:00' }])), '2030-06-03')).toEqual(['08:00', '08:30', '13:00', '13:30']);
  });

  it('follows the weekday, and a date override replaces it (different hours, or none: a day off)', () => {
    const schedule = weekOf(30, 'America/New_York', { 1: [{ start: '08:00', end: '09:00' }], 3: [{ start: '16:00', end: '17:00' }] }, { '2030-06-05': [], '2030-06-08': [{ start: '10:00', end: '11:00' }] });
    expect(weekdayOf('2030-06-03')).toBe(1);
    expect(slotTimesOn(schedule, '2030-06-03')).toEqual(['08:00', '08:30']);
    expect(slotTimesOn(schedule, '2030-06-04')).toEqual([]);
    expect(slotTimesOn(schedule, '2030-06-05')).toEqual([]);
    expect(slotTimesOn(schedule, '2030-06-08')).toEqual(['10:00', '10:30']);
    expect(slotTimesOn(schedule, '2030-06-10')).toEqual(['08:00', '08:30']);
    expect(periodsOn(schedule, '2030-06-05')).toEqual([]);
    const overridden = specificationSchedule('America/New_York', new Map([['2030-06-05', [{ start: '07:00', end: '08:00' }]]]));
    expect(slotTimesOn(overridden, '2030-06-05')).toEqual(['07:00', '07:30']);
    expect(slotTimesOn(overridden, '2030-06-06')).toEqual(slotTimes);
  });

  it('keeps ordinary hours unchanged on both change days in New York, Berlin and Sydney', () => {
    // New York: 2030-03-10 and 2030-11-03; Berlin: 2030-03-31 and 2030-10-27; Sydney: 2030-04-07 and 2030-10-06.
    for (const [zone, dates] of [
      ['America/New_York', ['2030-03-10', '2030-11-03']],
      ['Europe/Berlin', ['2030-03-31', '2030-10-27']],
      ['Australia/Sydney', ['2030-04-07', '2030-10-06']],
    ] as const) {
      const schedule = weekOf(20, zone, allDays([{ start: '08:00', end: '09:00' }]));
      for (const date of dates) expect(slotTimesOn(schedule, date)).toEqual(['08:00', '08:20', '08:40']);
    }
  });

  it('gives a period across a spring-forward change slots of real length (01:30 is followed by 03:00)', () => {
    const night = allDays([{ start: '00:00', end: '04:00' }]);
    expect(slotTimesOn(weekOf(30, 'America/New_York', night), '2030-03-10')).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30']);
    expect(slotTimesOn(weekOf(45, 'America/New_York', night), '2030-03-10')).toEqual(['00:00', '00:45', '01:30', '03:15']);
    expect(followingSlotOn(weekOf(30, 'America/New_York', night), '2030-03-10', '01:30')).toBe('03:00');
    // Sydney springs forward at 02:00 on the first Sunday of October.
    expect(slotTimesOn(weekOf(60, 'Australia/Sydney', night), '2030-10-06')).toEqual(['00:00', '01:00', '03:00']);
    expect(slotTimesOn(weekOf(60, 'Europe/Berlin', allDays([{ start: '01:00', end: '05:00' }])), '2030-03-31')).toEqual(['01:00', '03:00', '04:00']);
  });

  it('offers the repeated hour of a fall-back night once, at the occurrence the clock time is read as', () => {
    const night = allDays([{ start: '00:00', end: '03:00' }]);
    // New York repeats 01:00–02:00: five hours of elapsed time, but each clock time once.
    expect(slotTimesOn(weekOf(30, 'America/New_York', night), '2030-11-03')).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
    expect(slotTimesOn(weekOf(60, 'Australia/Sydney', night), '2030-04-07')).toEqual(['00:00', '01:00', '02:00']);
    expect(slotTimesOn(weekOf(60, 'Europe/Berlin', allDays([{ start: '01:00', end: '04:00' }])), '2030-10-27')).toEqual(['01:00', '02:00', '03:00']);
  });

  it('knows the working slots and which slot follows or precedes another without a gap', () => {
    const schedule = specificationSchedule('America/New_York');
    expect(isWorkingSlot(schedule, '2030-06-03', '11:30')).toBe(true);
    expect(isWorkingSlot(schedule, '2030-06-03', '12:00')).toBe(false);
    expect(followingSlotOn(schedule, '2030-06-03', '09:00')).toBe('09:30');
    expect(followingSlotOn(schedule, '2030-06-03', '11:30')).toBeNull();
    expect(followingSlotOn(schedule, '2030-06-03', '15:30')).toBeNull();
    expect(precedingSlotOn(schedule, '2030-06-03', '13:30')).toBe('13:00');
    expect(precedingSlotOn(schedule, '2030-06-03', '13:00')).toBeNull();
    const gaps = weekOf(20, 'UTC', allDays([{ start: '08:00', end: '08:40' }, { start: '08:50', end: '09:30' }]));
    expect(slotTimesOn(gaps, '2030-06-03')).toEqual(['08:00', '08:20', '08:50', '09:10']);
    expect(followingSlotOn(gaps, '2030-06-03', '08:20')).toBeNull();
    expect(followingSlotOn(gaps, '2030-06-03', '08:50')).toBe('09:10');
  });
});
