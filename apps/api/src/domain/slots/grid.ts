import { bookingWindowDays, type Slot } from '@clinvia/contracts/doctors';
import { instantOfWallClock, wallClockAt } from '@clinvia/contracts/clinic-time';
import { addDays, type ClinicNow } from '../../lib/clinic-time';
import { followingSlotOn, slotTimesOn, type DoctorSchedule } from './schedule';

// The slot grid of FIND-12 and BOOK-2 (the doctor's slots of each day, HOURS-1, 10 days from
// today in the location's zone), shared by discovery (the slots API, 'Available Today',
// next_available_date) and by booking, so both always agree on which slot can be booked. Pure:
// the queries are in ./queries.ts, the day's slot times come from ./schedule.ts.

/**
 * HOURS-4, TIME-5: the date and time on the clock of the doctor's location at the instant the
 * clinic's clock reads `now`, so a caller's fixed clock holds for doctors in every zone.
 */
export function nowFor(schedule: DoctorSchedule, now: ClinicNow, clinicTimeZone: string): ClinicNow {
  return schedule.timeZone === clinicTimeZone ? now : wallClockAt(schedule.timeZone, instantOfWallClock(clinicTimeZone, now.date, now.time));
}

/** Marks a whole day as blocked in a `DoctorCalendar` (time-off rows with no time). */
export const wholeDay = '*';

/** Marks a booking whose visit type takes two slots (BOOK-20) in the queries' taken keys. */
export const twoSlotMark = '+';

/**
 * What holds a doctor's slots in a window, as the queries aggregate them: 'YYYY-MM-DD HH:MM'
 * for each active booking (and the slot after a two-slot visit, BOOK-20) and each blocked slot,
 * 'YYYY-MM-DD *' (`wholeDay`) for a day off; and the doctor's minimum notice (BOOK-20).
 */
export interface DoctorCalendar {
  taken: ReadonlySet<string>;
  blocked: ReadonlySet<string>;
  noticeHours: number;
  /**
   * WAIT-2: 'YYYY-MM-DD HH:MM' of slots held for a patient from the waitlist. Only the slot grid
   * reads holds (a hold lasts minutes; the listing's next free day does not wait for it).
   */
  held: ReadonlySet<string>;
  /** HOURS-1: which slots the doctor has on each day. */
  schedule: DoctorSchedule;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * `taken` keys as the queries write them: a two-slot visit's key carries `twoSlotMark`, and
 * holds its own slot and the following one.
 */
export function calendarOf(schedule: DoctorSchedule, taken: readonly string[] | null, blocked: readonly string[] | null, noticeHours = 0, held: readonly string[] | null = null): DoctorCalendar {
  const booked = new Set<string>();
  for (const key of taken ?? []) {
    if (!key.endsWith(twoSlotMark)) {
      booked.add(key);
      continue;
    }
    const slot = key.slice(0, -twoSlotMark.length);
    booked.add(slot);
    const [date = '', time = ''] = slot.split(' ');
    const next = followingSlotOn(schedule, date, time);
    if (next !== null) booked.add(`${date} ${next}`);
  }
  return { taken: booked, blocked: new Set(blocked), noticeHours, held: new Set(held), schedule };
}

/**
 * The earliest clinic wall-clock moment a booking may start at: now plus the doctor's notice
 * (BOOK-20). Counted on the clinic's clock, so on the two nights a year the clocks change a
 * notice that spans the change is an hour longer or shorter in elapsed time (docs/decisions/2026-11-25-domain-slots.md).
 */
export function noticeEnd(now: ClinicNow, noticeHours: number): ClinicNow {
  if (noticeHours === 0) return now;
  const [year = 0, month = 1, day = 1] = now.date.split('-').map(Number);
  const end = new Date(Date.UTC(year, month - 1, day) + (minutesOf(now.time) + noticeHours * 60) * 60_000);
  return { date: end.toISOString().slice(0, 10), time: end.toISOString().slice(11, 16) };
}

/** Whether a slot that has not begun starts inside the notice (BOOK-20). */
export function isTooSoon(date: string, time: string, now: ClinicNow, noticeHours: number): boolean {
  return !hasBegun(date, time, now) && startsTooSoon(date, time, noticeEnd(now, noticeHours));
}

/** A day's keys in a `DoctorCalendar`: the whole day's and each of its slots'. */
interface DayKeys {
  wholeDay: string;
  slots: readonly { time: string; key: string }[];
}

/**
 * Keys per day's slot times (`slotTimesOn` answers one array per schedule and date, and one
 * schedule object is shared by every doctor on BOOK-2's week), so a page of doctors makes each
 * day's keys once, not per doctor.
 */
const keysByTimes = new WeakMap<readonly string[], Map<string, DayKeys>>();

function keysOf(schedule: DoctorSchedule, date: string): DayKeys {
  const times = slotTimesOn(schedule, date);
  let byDate = keysByTimes.get(times);
  if (byDate === undefined) {
    byDate = new Map();
    keysByTimes.set(times, byDate);
  }
  let keys = byDate.get(date);
  if (keys === undefined) {
    keys = { wholeDay: `${date} ${wholeDay}`, slots: times.map((time) => ({ time, key: `${date} ${time}` })) };
    byDate.set(date, keys);
  }
  return keys;
}

/**
 * The days patients can book from `today`. Asked for every doctor of a page with the same date:
 * the last answer is kept, so the date arithmetic is done once a day, not per doctor.
 */
function currentWindow(today: string): { today: string; days: readonly string[] } {
  if (lastWindow?.today !== today) {
    lastWindow = { today, days: Array.from({ length: bookingWindowDays }, (_, offset) => addDays(today, offset)) };
  }
  return lastWindow;
}

let lastWindow: { today: string; days: readonly string[] } | undefined;

/** The days patients can book from `today`, first to last (BOOK-2: 10 consecutive days). */
export function windowDays(today: string): readonly string[] {
  return currentWindow(today).days;
}

/** The first and last day patients can book (BOOK-2: 10 consecutive days from today). */
export function bookingWindow(now: ClinicNow): { first: string; last: string } {
  const days = windowDays(now.date);
  return { first: now.date, last: days[days.length - 1] ?? now.date };
}

/** Whether the slot has begun (or its day is over) in the clinic's zone: it can no longer be booked. */
export function hasBegun(date: string, time: string, now: ClinicNow): boolean {
  return date < now.date || (date === now.date && time <= now.time);
}

/** Before the notice's end, slots are too soon (BOOK-20); `notBefore` is `noticeEnd(now, hours)`. */
function startsTooSoon(date: string, time: string, notBefore: ClinicNow): boolean {
  return date < notBefore.date || (date === notBefore.date && time < notBefore.time);
}

/** Whether one slot is neither taken, blocked by time off, held, begun nor inside the notice (the window aside). */
function isOpen(date: string, time: string, key: string, dayOff: boolean, calendar: DoctorCalendar, now: ClinicNow, notBefore: ClinicNow): boolean {
  return !dayOff && !calendar.taken.has(key) && !calendar.blocked.has(key) && !calendar.held.has(key) && !hasBegun(date, time, now) && !startsTooSoon(date, time, notBefore);
}

/** A slot of the grid; the slots answer adds its location (HOURS-9). */
export type GridSlot = Omit<Slot, 'location_id'>;

/**
 * The doctor's slots of one day (HOURS-1). A slot is available when the doctor accepts appointments, its day
 * is inside the booking window, and it is neither taken, blocked by time off, held for a waiting
 * patient (WAIT-2), begun nor inside the doctor's notice (BOOK-20). It fits a two-slot visit when the slot after it is open too (BOOK-20).
 */
export function daySlots(date: string, calendar: DoctorCalendar, now: ClinicNow, doctorAvailable: boolean): GridSlot[] {
  const { wholeDay: dayKey, slots } = keysOf(calendar.schedule, date);
  const dayOff = calendar.blocked.has(dayKey);
  const inWindow = date <= bookingWindow(now).last;
  const notBefore = noticeEnd(now, calendar.noticeHours);
  const open = (time: string, key: string) => doctorAvailable && inWindow && isOpen(date, time, key, dayOff, calendar, now, notBefore);
  return slots.map(({ time, key }) => {
    const next = followingSlotOn(calendar.schedule, date, time);
    const available = open(time, key);
    return {
      time,
      taken: calendar.taken.has(key),
      blocked: dayOff || calendar.blocked.has(key),
      past: hasBegun(date, time, now),
      too_soon: !hasBegun(date, time, now) && startsTooSoon(date, time, notBefore),
      held: calendar.held.has(key),
      available,
      fits_two_slots: available && next !== null && open(next, `${date} ${next}`),
    };
  });
}

/** The first available slot of the booking window, or null (no slot objects built; FIND-16). */
export function nextAvailableSlot(calendar: DoctorCalendar, now: ClinicNow): { date: string; time: string } | null {
  const { days } = currentWindow(now.date);
  const notBefore = noticeEnd(now, calendar.noticeHours);
  for (const date of days) {
    const day = keysOf(calendar.schedule, date);
    const dayOff = calendar.blocked.has(day.wholeDay);
    const open = day.slots.find(({ time, key }) => isOpen(date, time, key, dayOff, calendar, now, notBefore));
    if (open) return { date, time: open.time };
  }
  return null;
}

/** The first day of the booking window with an available slot, or null. */
export function nextAvailableDate(calendar: DoctorCalendar, now: ClinicNow): string | null {
  return nextAvailableSlot(calendar, now)?.date ?? null;
}
