import { instantOfWallClock, wallClockAt } from './clinic-time';
import { minutesOfClock, slotLengths, specificationPeriods, specificationSlotLength, type Period, type SlotLength } from './schedules';

// HOURS-1 to HOURS-4: the one function that says which slots a doctor has on a date. Every
// reader of the grid (discovery, booking, rescheduling, waitlist offers, the calendar feed, the
// bench's raw baseline, the demo seed and the doctor's preview, HOURS-5) asks it, so they cannot
// disagree. Pure and free of zod, so the API's db layer (the seed) and the web may import it:
// apps/api/src/domain/slots/schedule-queries.ts reads the rows, `scheduleOf` turns them into a schedule.

/** A doctor's working time as the grid needs it. */
export interface DoctorSchedule {
  /** Minutes a slot lasts (HOURS-1). */
  readonly slotMinutes: SlotLength;
  /** Periods of each weekday, 0 Sunday to 6 Saturday; a day with none is not worked. */
  readonly weekly: readonly (readonly Period[])[];
  /** HOURS-2: dates whose hours differ from the week's; an empty list is a day off. */
  readonly overrides: ReadonlyMap<string, readonly Period[]>;
  /** HOURS-4: the IANA zone of the doctor's location; slots are wall-clock times in it. */
  readonly timeZone: string;
  /** Whether this is BOOK-2's week because the doctor set none (HOURS-1). */
  readonly isSpecification: boolean;
}

const specificationWeek = Array.from({ length: 7 }, () => specificationPeriods);
const noOverrides: ReadonlyMap<string, readonly Period[]> = new Map();
const plainSpecification = new Map<string, DoctorSchedule>();

/**
 * BOOK-2's schedule: the twelve half-hour slots every day, in `timeZone` (HOURS-1). Without
 * overrides one object per zone is shared, so every such doctor of a page shares its answers.
 */
export function specificationSchedule(timeZone: string, overrides: ReadonlyMap<string, readonly Period[]> = noOverrides): DoctorSchedule {
  if (overrides.size > 0) return { slotMinutes: specificationSlotLength, weekly: specificationWeek, overrides, timeZone, isSpecification: true };
  let schedule = plainSpecification.get(timeZone);
  if (schedule === undefined) {
    schedule = { slotMinutes: specificationSlotLength, weekly: specificationWeek, overrides, timeZone, isSpecification: true };
    plainSpecification.set(timeZone, schedule);
  }
  return schedule;
}

/** What a schedule is made of, as ./schedule-queries.ts's columns and `doctors.slot_minutes` give it. */
export interface ScheduleColumns {
  slotMinutes: number | null;
  hours: readonly string[] | null;
  zone: string | null;
}

function isSlotLength(minutes: number): minutes is SlotLength {
  return slotLengths.some((length) => length === minutes);
}

/** The schedule of a doctor's row: BOOK-2's week when the doctor set none (HOURS-1). */
export function scheduleOf(columns: ScheduleColumns, clinicTimeZone: string): DoctorSchedule {
  const timeZone = columns.zone ?? clinicTimeZone;
  const weekly: Period[][] = Array.from({ length: 7 }, () => []);
  const overrides = new Map<string, Period[]>();
  for (const key of columns.hours ?? []) {
    // HOURS-9: a period worked at another location than the doctor's own ends with its id.
    const [head = '', start, end, location] = key.split(' ');
    const at = location === undefined || location === '' ? {} : { location };
    if (head.startsWith('w')) weekly[Number(head.slice(1))]?.push({ start: start ?? '', end: end ?? '', ...at });
    else {
      const periods = overrides.get(head.slice(1)) ?? [];
      if (start !== '-' && start !== undefined && end !== undefined) periods.push({ start, end, ...at });
      overrides.set(head.slice(1), periods);
    }
  }
  for (const periods of [...weekly, ...overrides.values()]) periods.sort((a, b) => a.start.localeCompare(b.start));
  if (columns.slotMinutes === null || !isSlotLength(columns.slotMinutes)) return specificationSchedule(timeZone, overrides);
  return { slotMinutes: columns.slotMinutes, weekly, overrides, timeZone, isSpecification: false };
}

/** The weekday (0 Sunday) of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The periods a doctor works on a date: the date's override, else the weekday's. */
export function periodsOn(schedule: DoctorSchedule, date: string): readonly Period[] {
  return schedule.overrides.get(date) ?? schedule.weekly[weekdayOf(date)] ?? [];
}

/** Answers per schedule object and date: a grid asks each day's slots several times per doctor. */
const cache = new WeakMap<DoctorSchedule, Map<string, readonly string[]>>();

/**
 * The start times ('HH:MM', wall clock in the schedule's zone) of the doctor's slots on `date`,
 * earliest first. Slots follow each other in elapsed time from each period's start and end by
 * its end, so a period that spans a daylight-saving change keeps slots of the real length: on a
 * spring-forward night 01:30 is followed by 03:00. On a fall-back night the repeated hour is
 * offered once, at the occurrence every other reader (e-mails, calendar files, reminders) takes
 * that clock time for (`instantOfWallClock`): a slot is stored as its wall-clock time, which the
 * other occurrence would repeat (docs/decisions/2026-11-28-schedules.md).
 */
export function slotTimesOn(schedule: DoctorSchedule, date: string): readonly string[] {
  let byDate = cache.get(schedule);
  if (byDate === undefined) {
    byDate = new Map();
    cache.set(schedule, byDate);
  }
  const known = byDate.get(date);
  if (known !== undefined) return known;
  const times = computeSlotTimes(schedule, date);
  byDate.set(date, times);
  return times;
}

/** 'HH:MM' of minutes since midnight. */
function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function computeSlotTimes(schedule: DoctorSchedule, date: string): readonly string[] {
  const step = schedule.slotMinutes * 60_000;
  const seen = new Set<string>();
  const times: string[] = [];
  for (const period of periodsOn(schedule, date)) {
    const first = instantOfWallClock(schedule.timeZone, date, period.start);
    const end = instantOfWallClock(schedule.timeZone, date, period.end);
    const startMinutes = minutesOfClock(period.start);
    const endMinutes = minutesOfClock(period.end);
    if (end - first === (endMinutes - startMinutes) * 60_000) {
      // No clock change inside the period (every day but two a year): wall-clock steps are
      // elapsed steps, so no slot needs the zone's rules (a page of doctors asks for hundreds).
      for (let minutes = startMinutes; minutes + schedule.slotMinutes <= endMinutes; minutes += schedule.slotMinutes) {
        const time = clockOf(minutes);
        if (seen.has(time)) continue;
        seen.add(time);
        times.push(time);
      }
      continue;
    }
    for (let start = first; start + step <= end; start += step) {
      const shown = wallClockAt(schedule.timeZone, start);
      if (shown.date !== date || seen.has(shown.time) || instantOfWallClock(schedule.timeZone, date, shown.time) !== start) continue;
      seen.add(shown.time);
      times.push(shown.time);
    }
  }
  return times.sort();
}

/**
 * HOURS-9: the location (id) of the period that holds the slot at `time` on `date`, or null when
 * it is the doctor's own location (or no period holds it). Every period of a doctor shares the
 * schedule's zone (LOC-4), so a slot's zone is always `schedule.timeZone`.
 */
export function slotLocationOn(schedule: DoctorSchedule, date: string, time: string): string | null {
  const minutes = minutesOfClock(time);
  const period = periodsOn(schedule, date).find((candidate) => minutesOfClock(candidate.start) <= minutes && minutes < minutesOfClock(candidate.end));
  return period?.location ?? null;
}

/** Whether `time` starts one of the doctor's slots on `date` (HOURS-1). */
export function isWorkingSlot(schedule: DoctorSchedule, date: string, time: string): boolean {
  return slotTimesOn(schedule, date).includes(time);
}

/**
 * The slot that starts when the slot at `time` ends on `date`, or null when none does (a break,
 * the end of a period, or no slot at `time`): a visit longer than one slot needs it (BOOK-20).
 */
export function followingSlotOn(schedule: DoctorSchedule, date: string, time: string): string | null {
  const times = slotTimesOn(schedule, date);
  const index = times.indexOf(time);
  const next = index === -1 ? undefined : times[index + 1];
  if (next === undefined) return null;
  const gap = instantOfWallClock(schedule.timeZone, date, next) - instantOfWallClock(schedule.timeZone, date, time);
  return gap === schedule.slotMinutes * 60_000 ? next : null;
}

/** The slot whose visit of two slots would also hold `time` on `date`, or null. */
export function precedingSlotOn(schedule: DoctorSchedule, date: string, time: string): string | null {
  return slotTimesOn(schedule, date).find((slot) => followingSlotOn(schedule, date, slot) === time) ?? null;
}
