import { bookingWindowDays, slotTimes, type Slot } from '@clinvia/contracts/doctors';
import { addDays, type ClinicNow } from '../../lib/clinic-time';

// The slot grid of FIND-12 and BOOK-2 (12 half-hour slots a day, 10 days from today in the clinic's
// zone), shared by discovery (the slots API, 'Available Today', next_available_date) and by
// booking, so both always agree on which slot can be booked. Pure: the queries are in
// ./queries.ts.

/** Marks a whole day as blocked in a `DoctorCalendar` (time-off rows with no time). */
export const wholeDay = '*';

/**
 * What holds a doctor's slots in a window, as the queries aggregate them: 'YYYY-MM-DD HH:MM'
 * for each active booking and each blocked slot, 'YYYY-MM-DD *' (`wholeDay`) for a day off.
 */
export interface DoctorCalendar {
  taken: ReadonlySet<string>;
  blocked: ReadonlySet<string>;
}

export function calendarOf(taken: readonly string[] | null, blocked: readonly string[] | null): DoctorCalendar {
  return { taken: new Set(taken), blocked: new Set(blocked) };
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

/** Whether one slot is neither taken, blocked by time off nor begun (the window aside). */
function isOpen(date: string, time: string, key: string, dayOff: boolean, calendar: DoctorCalendar, now: ClinicNow): boolean {
  return !dayOff && !calendar.taken.has(key) && !calendar.blocked.has(key) && !hasBegun(date, time, now);
}

/**
 * The 12 slots of one day. A slot is available when the doctor accepts appointments, its day
 * is inside the booking window, and it is neither taken, blocked by time off nor begun.
 */
export function daySlots(date: string, calendar: DoctorCalendar, now: ClinicNow, doctorAvailable: boolean): Slot[] {
  const { wholeDay: dayKey, slots } = currentWindow(now.date).keys.get(date) ?? keysOf(date);
  const dayOff = calendar.blocked.has(dayKey);
  const inWindow = date <= bookingWindow(now).last;
  return slots.map(({ time, key }) => ({
    time,
    taken: calendar.taken.has(key),
    blocked: dayOff || calendar.blocked.has(key),
    past: hasBegun(date, time, now),
    available: doctorAvailable && inWindow && isOpen(date, time, key, dayOff, calendar, now),
  }));
}

/** The first available slot of the booking window, or null (no slot objects built; FIND-16). */
export function nextAvailableSlot(calendar: DoctorCalendar, now: ClinicNow): { date: string; time: string } | null {
  const { days, keys } = currentWindow(now.date);
  for (const date of days) {
    const day = keys.get(date) ?? keysOf(date);
    const dayOff = calendar.blocked.has(day.wholeDay);
    const open = day.slots.find(({ time, key }) => isOpen(date, time, key, dayOff, calendar, now));
    if (open) return { date, time: open.time };
  }
  return null;
}

/** The first day of the booking window with an available slot, or null. */
export function nextAvailableDate(calendar: DoctorCalendar, now: ClinicNow): string | null {
  return nextAvailableSlot(calendar, now)?.date ?? null;
}
