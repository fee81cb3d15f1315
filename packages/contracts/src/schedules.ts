// HOURS-1 to HOURS-4: a doctor's own working week, the exceptions of single dates and the
// location (and so the time zone) the slots are in. Free of zod so the grid's code and a first
// screen may import it; the request schemas live in ./schedule-schemas.ts.

/** HOURS-1: the slot lengths a doctor may choose, in minutes. */
export const slotLengths = [15, 20, 30, 45, 60] as const;
export type SlotLength = (typeof slotLengths)[number];

/** A working period of one day, wall-clock 'HH:MM' in the location's zone; the last slot ends by `end`. */
export interface Period {
  readonly start: string;
  readonly end: string;
  /** HOURS-9: the location (id) this period is worked at; absent or null: the doctor's own location. */
  readonly location?: string | null;
}

/** Days of the week as `Date.getUTCDay()` numbers them: 0 Sunday to 6 Saturday. */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * BOOK-2's week, the one a doctor who sets nothing keeps: every day 9:00–12:00 and 13:00–16:00
 * in half-hour slots, i.e. the specification's twelve slots 9:00 AM to 11:30 AM and 1:00 PM to 3:30 PM.
 */
export const specificationPeriods: readonly Period[] = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '16:00' },
];
export const specificationSlotLength: SlotLength = 30;

/** 'HH:MM' on a 24-hour clock, 00:00 to 23:59. */
export const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an 'HH:MM' clock time. */
export function minutesOfClock(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether periods are each start < end and, sorted, do not overlap. */
export function periodsAreOrdered(periods: readonly Period[]): boolean {
  const sorted = [...periods].sort((a, b) => minutesOfClock(a.start) - minutesOfClock(b.start));
  return sorted.every((period, index) => {
    const previous = sorted[index - 1];
    return minutesOfClock(period.start) < minutesOfClock(period.end) && (previous === undefined || minutesOfClock(previous.end) <= minutesOfClock(period.start));
  });
}
