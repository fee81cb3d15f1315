import { bookingWindowDays, slotTimes, type Slot } from '@clinvia/contracts/doctors';
import { addDays, type ClinicNow } from '../../lib/clinic-time';

// The slot grid of SPEC §9 (12 half-hour slots a day, 10 days from today in the clinic's
// zone), shared by discovery (the slots API, 'Available Today', next_available_date) and by
// booking, so both always agree on which slot can be booked. Pure: the queries are in
// ./queries.ts.

/** Marks a whole day as blocked in a `DoctorCalendar` (time-off rows with no time). */
export const wholeDay = '*';

/** What holds a doctor's slots in a window: active bookings and time off, by date. */
export interface DoctorCalendar {
  /** date → times held by a pending or confirmed appointment. */
  taken: Map<string, Set<string>>;
  /** date → blocked times, or `wholeDay`. */
  blocked: Map<string, Set<string>>;
}

/** 'YYYY-MM-DD HH:MM' entries (as the queries aggregate them) grouped by date. */
export function groupByDate(entries: readonly string[] | null): Map<string, Set<string>> {
  const byDate = new Map<string, Set<string>>();
  for (const entry of entries ?? []) {
    const [date = '', time = ''] = entry.split(' ');
    let times = byDate.get(date);
    if (!times) {
      times = new Set();
      byDate.set(date, times);
    }
    times.add(time);
  }
  return byDate;
}

export function calendarOf(taken: readonly string[] | null, blocked: readonly string[] | null): DoctorCalendar {
  return { taken: groupByDate(taken), blocked: groupByDate(blocked) };
}

/** The days patients can book from `today`, first to last (SPEC §9: 10 consecutive days). */
export function windowDays(today: string): readonly string[] {
  // Asked for every doctor of a page (and every slot of a grid) with the same date: the last
  // answer is kept, so the date arithmetic runs once a day, not per doctor.
  if (lastWindow?.today !== today) lastWindow = { today, days: Array.from({ length: bookingWindowDays }, (_, offset) => addDays(today, offset)) };
  return lastWindow.days;
}

let lastWindow: { today: string; days: readonly string[] } | undefined;

/** The first and last day patients can book (SPEC §9: 10 consecutive days from today). */
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

const none: ReadonlySet<string> = new Set();

/** Whether one slot is neither taken, blocked by time off nor begun (the window aside). */
function isOpen(date: string, time: string, taken: ReadonlySet<string>, blocked: ReadonlySet<string>, now: ClinicNow): boolean {
  return !taken.has(time) && !blocked.has(wholeDay) && !blocked.has(time) && !hasBegun(date, time, now);
}

/**
 * The 12 slots of one day. A slot is available when the doctor accepts appointments, its day
 * is inside the booking window, and it is neither taken, blocked by time off nor begun.
 */
export function daySlots(date: string, calendar: DoctorCalendar, now: ClinicNow, doctorAvailable: boolean): Slot[] {
  const taken = calendar.taken.get(date) ?? none;
  const blocked = calendar.blocked.get(date) ?? none;
  const inWindow = date <= bookingWindow(now).last;
  return slotTimes.map((time) => ({
    time,
    taken: taken.has(time),
    blocked: blocked.has(wholeDay) || blocked.has(time),
    past: hasBegun(date, time, now),
    available: doctorAvailable && inWindow && isOpen(date, time, taken, blocked, now),
  }));
}

/** The first day of the booking window with an available slot, or null (no slot objects built). */
export function nextAvailableDate(calendar: DoctorCalendar, now: ClinicNow): string | null {
  for (const date of windowDays(now.date)) {
    const taken = calendar.taken.get(date) ?? none;
    const blocked = calendar.blocked.get(date) ?? none;
    if (slotTimes.some((time) => isOpen(date, time, taken, blocked, now))) return date;
  }
  return null;
}
