import { describe, expect, it } from 'vitest';
import { bookingWindow, calendarOf, daySlots, hasBegun, isTooSoon, nextAvailableDate, nextAvailableSlot, noticeEnd, windowDays } from './grid';
import { specificationSchedule } from './schedule';

const spec = specificationSchedule('America/New_York');

const now = { date: '2030-03-10', time: '10:15' };
const free = calendarOf(spec, null, null);

const availableTimes = (date: string, calendar = free, doctorAvailable = true) =>
  daySlots(date, calendar, now, doctorAvailable)
    .filter((slot) => slot.available)
    .map((slot) => slot.time);

describe('daySlots', () => {
  it('offers the 12 slots of BOOK-2 and marks the begun ones of today as past', () => {
    const slots = daySlots(now.date, free, now, true);
    expect(slots.map((slot) => slot.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30']);
    expect(slots.filter((slot) => slot.past).map((slot) => slot.time)).toEqual(['09:00', '09:30', '10:00']);
    expect(availableTimes(now.date)).toHaveLength(9);
  });

  it('counts a slot starting this very minute as begun', () => {
    expect(hasBegun(now.date, '10:15', now)).toBe(true);
    expect(hasBegun(now.date, '10:16', now)).toBe(false);
    expect(hasBegun('2030-03-09', '15:30', now)).toBe(true);
  });

  it('keeps taken and blocked slots (and whole days off) out of the available ones', () => {
    const calendar = calendarOf(spec, ['2030-03-11 09:00', '2030-03-11 13:30'], ['2030-03-11 15:30', '2030-03-12 *']);
    const slots = daySlots('2030-03-11', calendar, now, true);
    expect(slots.find((slot) => slot.time === '09:00')).toMatchObject({ taken: true, blocked: false, available: false });
    expect(slots.find((slot) => slot.time === '15:30')).toMatchObject({ taken: false, blocked: true, available: false });
    expect(availableTimes('2030-03-11', calendar)).toHaveLength(9);
    expect(daySlots('2030-03-12', calendar, now, true).every((slot) => slot.blocked && !slot.available)).toBe(true);
  });

  it('offers nothing for a doctor who is not accepting appointments, nor beyond the 10-day window', () => {
    expect(availableTimes('2030-03-11', free, false)).toEqual([]);
    expect(availableTimes('2030-03-19')).toHaveLength(12);
    expect(availableTimes('2030-03-20')).toEqual([]);
  });
});

describe('nextAvailableDate', () => {
  it('is today while a slot is free today, else the first day with one', () => {
    expect(nextAvailableDate(free, now)).toBe(now.date);
    const late = { date: now.date, time: '15:30' };
    expect(nextAvailableDate(free, late)).toBe('2030-03-11');
    const dayOff = calendarOf(spec, null, ['2030-03-11 *']);
    expect(nextAvailableDate(dayOff, late)).toBe('2030-03-12');
  });

  it('is null when every day of the window is off', () => {
    const allOff = calendarOf(spec, null, Array.from({ length: 10 }, (_, i) => `2030-03-${String(10 + i)} *`));
    expect(nextAvailableDate(allOff, now)).toBeNull();
  });
});

describe('nextAvailableSlot', () => {
  it('is the first free slot not yet begun, skipping taken slots and days off (FIND-16)', () => {
    expect(nextAvailableSlot(free, now)).toEqual({ date: now.date, time: '10:30' });
    const taken = calendarOf(spec, ['2030-03-10 10:30', '2030-03-10 11:00'], null);
    expect(nextAvailableSlot(taken, now)).toEqual({ date: now.date, time: '11:30' });
    const late = { date: now.date, time: '15:30' };
    expect(nextAvailableSlot(calendarOf(spec, null, ['2030-03-11 *']), late)).toEqual({ date: '2030-03-12', time: '09:00' });
  });
});

describe('helpers', () => {
  it('reads a calendar outside the booking window too (a grid from another date)', () => {
    const calendar = calendarOf(spec, ['2030-04-01 09:00'], ['2030-04-02 *']);
    expect(daySlots('2030-04-01', calendar, now, true).find((slot) => slot.time === '09:00')).toMatchObject({ taken: true, available: false });
    expect(daySlots('2030-04-02', calendar, now, true).every((slot) => slot.blocked)).toBe(true);
  });

  it('knows the booking window and the slot times', () => {
    expect(bookingWindow(now)).toEqual({ first: '2030-03-10', last: '2030-03-19' });
    expect(windowDays('2030-03-10')).toHaveLength(10);
    expect(windowDays('2030-02-25')).toEqual(['2030-02-25', '2030-02-26', '2030-02-27', '2030-02-28', '2030-03-01', '2030-03-02', '2030-03-03', '2030-03-04', '2030-03-05', '2030-03-06']);
    expect(bookingWindow({ date: '2030-12-30', time: '08:00' })).toEqual({ first: '2030-12-30', last: '2031-01-08' });
  });
});

describe('booking rules (BOOK-20)', () => {
  it('ends a notice on the clinic’s clock, across midnight too', () => {
    expect(noticeEnd(now, 0)).toBe(now);
    expect(noticeEnd(now, 2)).toEqual({ date: '2030-03-10', time: '12:15' });
    expect(noticeEnd(now, 24)).toEqual({ date: '2030-03-11', time: '10:15' });
    expect(noticeEnd({ date: '2030-12-31', time: '23:30' }, 1)).toEqual({ date: '2031-01-01', time: '00:30' });
    expect(isTooSoon(now.date, '11:30', now, 2)).toBe(true);
    expect(isTooSoon(now.date, '13:00', now, 2)).toBe(false);
    // A begun slot is past, not too soon.
    expect(isTooSoon(now.date, '09:00', now, 2)).toBe(false);
  });

  it('takes the slots inside the notice out of the grid and the next free slot', () => {
    const withNotice = calendarOf(spec, null, null, 2);
    const slots = daySlots(now.date, withNotice, now, true);
    expect(slots.filter((slot) => slot.too_soon).map((slot) => slot.time)).toEqual(['10:30', '11:00', '11:30']);
    expect(nextAvailableSlot(withNotice, now)).toEqual({ date: now.date, time: '13:00' });
  });

  it('holds the slot after a two-slot visit, and says where a two-slot visit fits', () => {
    const calendar = calendarOf(spec, ['2030-03-11 13:00+', '2030-03-11 10:00'], null);
    const slots = daySlots('2030-03-11', calendar, now, true);
    expect(slots.filter((slot) => slot.taken).map((slot) => slot.time)).toEqual(['10:00', '13:00', '13:30']);
    expect(slots.filter((slot) => slot.fits_two_slots).map((slot) => slot.time)).toEqual(['09:00', '10:30', '11:00', '14:00', '14:30', '15:00']);
  });
});

describe("a doctor's own week (HOURS-1, HOURS-2)", () => {
  const week = {
    slotMinutes: 20 as const,
    weekly: Array.from({ length: 7 }, (_, day) => (day === 1 ? [{ start: '08:00', end: '09:00' }] : [])),
    overrides: new Map([['2030-03-12', [{ start: '16:00', end: '16:40' }]]]),
    timeZone: 'America/New_York',
    isSpecification: false,
  };

  it('offers only the slots of the week and the overrides, and pairs slots of its length', () => {
    // 2030-03-10 is a Sunday (off), 2030-03-11 a Monday, 2030-03-12 a Tuesday with an override.
    const calendar = calendarOf(week, ['2030-03-11 08:00+'], null);
    expect(daySlots('2030-03-10', calendar, now, true)).toEqual([]);
    const monday = daySlots('2030-03-11', calendar, now, true);
    expect(monday.map((slot) => [slot.time, slot.available])).toEqual([['08:00', false], ['08:20', false], ['08:40', true]]);
    expect(daySlots('2030-03-12', calendar, now, true).map((slot) => [slot.time, slot.fits_two_slots])).toEqual([['16:00', true], ['16:20', false]]);
    expect(nextAvailableSlot(calendar, now)).toEqual({ date: '2030-03-11', time: '08:40' });
  });
});
