import { weekUpdateSchema } from '@clinvia/contracts/schedule-schemas';
import { slotTimesOn } from '@clinvia/contracts/schedule-slots';
import { describe, expect, it } from 'vitest';
import { demoScheduleOf, demoWeekOf, demoWeeks } from './demo-weeks';

// HOURS-8: the demo doctors' weeks are weeks a doctor could save, varied, and the first
// doctors keep the specification's twelve slots.

describe('the demo weeks (HOURS-8)', () => {
  it('are each a week the editor would accept', () => {
    for (const week of demoWeeks) expect(weekUpdateSchema.safeParse({ slotMinutes: week.slotMinutes, week: week.week }).success, week.name).toBe(true);
  });

  it('keep BOOK-2’s week for the first four doctors', () => {
    for (const index of [0, 1, 2, 3]) {
      expect(demoWeekOf(index)).toBeNull();
      expect(slotTimesOn(demoScheduleOf(index, 'America/New_York'), '2026-11-29')).toHaveLength(12);
    }
  });

  it('vary: weekends mostly off, an early, a late and a part-time week, three slot lengths', () => {
    const weeks = Array.from({ length: 38 }, (_, i) => demoWeekOf(i + 4)).filter((week) => week !== null);
    expect(weeks.filter((week) => week.week[0]?.length === 0 && week.week[6]?.length === 0).length).toBeGreaterThan(weeks.length / 2);
    expect(new Set(weeks.map((week) => week.slotMinutes))).toEqual(new Set([20, 30, 45]));
    expect(weeks.some((week) => week.week[1]?.[0]?.start === '07:30' && week.week[1].at(-1)?.end === '15:00')).toBe(true);
    expect(weeks.some((week) => week.week[2]?.[0]?.start === '11:00' && week.week[2].at(-1)?.end === '19:00')).toBe(true);
    const partTime = weeks.find((week) => week.name === 'part-time');
    expect(partTime?.week.map((day) => day.length > 0)).toEqual([false, true, false, true, false, true, false]);
  });

  it('give the slots of their length, from the first period’s start', () => {
    // 2026-11-30 is a Monday: the early week's 20-minute slots from 7:30.
    const early = demoWeeks.findIndex((week) => week.name === 'early');
    expect(slotTimesOn(demoScheduleOf(early + 4, 'America/New_York'), '2026-11-30').slice(0, 4)).toEqual(['07:30', '07:50', '08:10', '08:30']);
  });
});
