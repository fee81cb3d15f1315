import { bookingWindowDays, slotTimes, type Slot } from '@clinvia/contracts/doctors';
import { addDays, type ClinicNow } from '../../lib/clinic-time';

// The slot grid of FIND-12 and BOOK-2 (12 half-hour slots a day, 10 days from today in the clinic's
// zone), shared by discovery (the slots API, 'Available Today', next_available_date) and by
// booking, so both always agree on which slot can be booked. Pure: the queries are in
// ./queries.ts.

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
}

/**
 * The slot that starts when a visit at `time` ends, or null when none does (before the lunch
 * break and at the end of the day): a visit that takes two slots needs it (BOOK-20).
 */
export function followingSlot(time: string): string | null {
  const index = slotTimes.findIndex((slot) => slot === time);
  const next = index === -1 ? undefined : slotTimes[index + 1];
  return next !== undefined && minutesOf(next) - minutesOf(time) === slotMinutes ? next : null;
}

/** The slot whose two-slot visit would hold `time`, or null. */
export function precedingSlot(time: string): string | null {
  return slotTimes.find((slot) => followingSlot(slot) === time) ?? null;
}

/** BOOK-2: a slot is half an hour. */
const slotMinutes = 30;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * `taken` keys as the queries write them: a two-slot visit's key carries `twoSlotMark`, and
 * holds its own slot and the following one.
 */
export function calendarOf(taken: readonly string[] | null, blocked: readonly string[] | null, noticeHours = 0, held: readonly string[] | null = null): DoctorCalendar {
  const booked = new Set<string>();
  for (const key of taken ?? []) {
    if (!key.endsWith(twoSlotMark)) {
      booked.add(key);
      continue;
    }
    const slot = key.slice(0, -twoSlotMark.length);
    booked.add(slot);
    const [date = '', time = ''] = slot.split(' ');
    const next = followingSlot(time);
    if (next !== null) booked.add(`${date} ${next}`);
  }
  return { taken: booked, blocked: new Set(blocked), noticeHours, held: new Set(held) };
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

/** A day's keys in a `DoctorCalendar`: the whole day's and each of its 12 slots'. */
interface DayKeys {
  wholeDay: string;
  slots: readonly { time: string; key: string }[];
}

function keysOf(date: string): DayKeys {
  return { wholeDay: `${date} ${wholeDay}`, slots: slotTimes.map((time) => ({ time, key: `${date} ${time}` })) };
}

/**
 * The days patients can book from `today` and their calendar keys. Asked for every doctor of
 * a page (and every slot of a grid) with the same date: the last answer is kept, so the date
 * arithmetic and the keys are made once a day, not per doctor.
 */
function currentWindow(today: string): { today: string; days: readonly string[]; keys: ReadonlyMap<string, DayKeys> } {
  if (lastWindow?.today !== today) {
    const days = Array.from({ length: bookingWindowDays }, (_, offset) => addDays(today, offset));
    lastWindow = { today, days, keys: new Map(days.map((date) => [date, keysOf(date)])) };
  }
  return lastWindow;
}

let lastWindow: { today: string; days: readonly string[]; keys: ReadonlyMap<string, DayKeys> } | undefined;

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

export function isSlotTime(time: string): boolean {
  return slotTimes.some((slot) => slot === time);
}

/** Before the notice's end, slots are too soon (BOOK-20); `notBefore` is `noticeEnd(now, hours)`. */
function startsTooSoon(date: string, time: string, notBefore: ClinicNow): boolean {
  return date < notBefore.date || (date === notBefore.date && time < notBefore.time);
}

/** Whether one slot is neither taken, blocked by time off, held, begun nor inside the notice (the window aside). */
function isOpen(date: string, time: string, key: string, dayOff: boolean, calendar: DoctorCalendar, now: ClinicNow, notBefore: ClinicNow): boolean {
  return !dayOff && !calendar.taken.has(key) && !calendar.blocked.has(key) && !calendar.held.has(key) && !hasBegun(date, time, now) && !startsTooSoon(date, time, notBefore);
}

/**
 * The 12 slots of one day. A slot is available when the doctor accepts appointments, its day
 * is inside the booking window, and it is neither taken, blocked by time off, held for a waiting
 * patient (WAIT-2), begun nor inside the doctor's notice (BOOK-20). It fits a two-slot visit when the slot after it is open too (BOOK-20).
 */
export function daySlots(date: string, calendar: DoctorCalendar, now: ClinicNow, doctorAvailable: boolean): Slot[] {
  const { wholeDay: dayKey, slots } = currentWindow(now.date).keys.get(date) ?? keysOf(date);
  const dayOff = calendar.blocked.has(dayKey);
  const inWindow = date <= bookingWindow(now).last;
  const notBefore = noticeEnd(now, calendar.noticeHours);
  const open = (time: string, key: string) => doctorAvailable && inWindow && isOpen(date, time, key, dayOff, calendar, now, notBefore);
  return slots.map(({ time, key }) => {
    const next = followingSlot(time);
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
  const { days, keys } = currentWindow(now.date);
  const notBefore = noticeEnd(now, calendar.noticeHours);
  for (const date of days) {
    const day = keys.get(date) ?? keysOf(date);
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
