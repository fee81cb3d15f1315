import type { SlotLength, Period } from '@clinvia/contracts/schedules';
import { specificationSchedule, type DoctorSchedule } from '@clinvia/contracts/schedule-slots';

// HOURS-8: the demo doctors' weeks, varied as a real clinic's are: weekends mostly off, some
// early (7:30–15:00), some late (11:00–19:00), one part-time (Monday, Wednesday and Friday), and
// 20, 30 or 45-minute slots. The first four doctors, whom the specification's examples and the
// demo's screens use (the demo doctor first), keep BOOK-2's twelve half-hour slots every day.

/** A week as the seed stores it: the slot length and each weekday's periods, 0 Sunday. */
export interface DemoWeek {
  readonly name: string;
  readonly slotMinutes: SlotLength;
  readonly week: readonly (readonly Period[])[];
}

const off: readonly Period[] = [];
const weekdays = (periods: readonly Period[], saturday: readonly Period[] = off): readonly (readonly Period[])[] => [off, periods, periods, periods, periods, periods, saturday];

const late: readonly Period[] = [
  { start: '11:00', end: '15:00' },
  { start: '15:30', end: '19:00' },
];

export const demoWeeks: readonly DemoWeek[] = [
  { name: 'office hours', slotMinutes: 30, week: weekdays([{ start: '08:30', end: '12:00' }, { start: '13:00', end: '17:00' }]) },
  { name: 'early', slotMinutes: 20, week: weekdays([{ start: '07:30', end: '11:30' }, { start: '12:00', end: '15:00' }]) },
  { name: 'late', slotMinutes: 30, week: [off, off, late, late, late, late, [{ start: '10:00', end: '14:00' }]] },
  { name: 'part-time', slotMinutes: 45, week: [off, [{ start: '09:00', end: '13:30' }], off, [{ start: '09:00', end: '13:30' }, { start: '14:30', end: '17:30' }], off, [{ start: '09:00', end: '13:30' }], off] },
  { name: 'long consultations', slotMinutes: 45, week: weekdays([{ start: '09:00', end: '12:45' }, { start: '14:00', end: '17:45' }], [{ start: '09:00', end: '12:00' }]) },
];

/** The first doctors keep BOOK-2's week: the specification's screens and examples name them. */
export const specificationDoctorCount = 4;

/** The week of the i-th demo doctor, or null for BOOK-2's week. */
export function demoWeekOf(index: number): DemoWeek | null {
  if (index < specificationDoctorCount) return null;
  return demoWeeks[(index - specificationDoctorCount) % demoWeeks.length] ?? null;
}

/** The schedule the slot function reads for a demo doctor, so the seed books only inside the hours. */
export function demoScheduleOf(index: number, timeZone: string): DoctorSchedule {
  const week = demoWeekOf(index);
  if (week === null) return specificationSchedule(timeZone);
  return { slotMinutes: week.slotMinutes, weekly: week.week, overrides: new Map(), timeZone, isSpecification: false };
}
