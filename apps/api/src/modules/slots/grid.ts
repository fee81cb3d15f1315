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

/** The first and last day patients can book (SPEC §9: 10 consecutive days from today). */
export function bookingWindow(now: ClinicNow): { first: string; last: string } {
  return { first: now.date, last: addDays(now.date, bookingWindowDays - 1) };
}

/** Whether the slot has begun (or its day is over) in the clinic's zone: it can no longer be booked. */
export function hasBegun(date: string, time: string, now: ClinicNow): boolean {
  return date < now.date || (date === now.date && time <= now.time);
}

export function isSlotTime(time: string): boolean {
  return slotTimes.some((slot) => slot === time);
}

const none: ReadonlySet<string> = new Set();

/**
 * The 12 slots of one day. A slot is available when the doctor accepts appointments, its day
 * is inside the booking window, and it is neither taken, blocked by time off nor begun.
 */
export function daySlots(date: string, calendar: DoctorCalendar, now: ClinicNow, doctorAvailable: boolean): Slot[] {
  const taken = calendar.taken.get(date) ?? none;
  const blocked = calendar.blocked.get(date) ?? none;
  const inWindow = date <= bookingWindow(now).last;
  return slotTimes.map((time) => {
    const slot = {
      time,
      taken: taken.has(time),
      blocked: blocked.has(wholeDay) || blocked.has(time),
      past: hasBegun(date, time, now),
    };
    return { ...slot, available: doctorAvailable && inWindow && !slot.taken && !slot.blocked && !slot.past };
  });
}

/** The first day of the booking window with an available slot, or null. */
export function nextAvailableDate(calendar: DoctorCalendar, now: ClinicNow): string | null {
  for (let offset = 0; offset < bookingWindowDays; offset++) {
    const date = addDays(now.date, offset);
    if (daySlots(date, calendar, now, true).some((slot) => slot.available)) return date;
  }
  return null;
}
