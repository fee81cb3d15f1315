import { describe, expect, it } from 'vitest';
import { fieldMessages } from './errors';
import { clockTime, doctorListQuerySchema, doctorQueryMessages, slotLabel, slotTimes, slotsQuerySchema, wholeStars } from './doctors';
import { isCalendarDate } from './clinic-time';

describe('doctorListQuerySchema', () => {
  it('fills the defaults and treats empty text as absent', () => {
    expect(doctorListQuerySchema.parse({ q: '  ', city: '' })).toEqual({ sort: 'recommended', page: 1, pageSize: 9 });
  });

  it('trims text and reads numbers from query strings', () => {
    expect(doctorListQuerySchema.parse({ q: ' Chen ', specialization: 'Cardiology', sort: 'fee', page: '3', pageSize: '50' })).toEqual({
      q: 'Chen',
      specialization: 'Cardiology',
      sort: 'fee',
      page: 3,
      pageSize: 50,
    });
  });

  it('names each wrong field with its message', () => {
    const result = doctorListQuerySchema.safeParse({ q: 'x'.repeat(101), sort: 'price', page: '0', pageSize: '51' });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error?.issues ?? [])).toEqual({
      q: doctorQueryMessages.q,
      sort: doctorQueryMessages.sort,
      page: doctorQueryMessages.page,
      pageSize: doctorQueryMessages.pageSize,
    });
  });

  it('rejects fractional and non-numeric pages', () => {
    expect(doctorListQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(doctorListQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
  });
});

describe('slotsQuerySchema', () => {
  it('defaults to the 10-day window', () => {
    expect(slotsQuerySchema.parse({})).toEqual({ days: 10 });
  });

  it('rejects impossible dates and out-of-range days', () => {
    const result = slotsQuerySchema.safeParse({ from: '2025-02-30', days: '32' });
    expect(fieldMessages(result.error?.issues ?? [])).toEqual({ from: doctorQueryMessages.from, days: doctorQueryMessages.days });
  });
});

describe('helpers', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });

  it('rounds ratings down to whole stars within 0..5', () => {
    expect(wholeStars(4.9)).toBe(4);
    expect(wholeStars(5)).toBe(5);
    expect(wholeStars(0.4)).toBe(0);
  });

  it('labels slots on a 12-hour clock', () => {
    expect(slotLabel('09:00')).toBe('9:00 AM');
    expect(slotLabel('13:30')).toBe('1:30 PM');
    expect(slotLabel('12:00')).toBe('12:00 PM');
  });

  it('BOOK-16: reads a time of day written on a 24-hour clock or as a 12-hour slot label', () => {
    expect(clockTime('09:00')).toBe('09:00');
    expect(clockTime('9:00')).toBe('09:00');
    expect(clockTime('13:30')).toBe('13:30');
    expect(clockTime('9:00 AM')).toBe('09:00');
    expect(clockTime('1:30 PM')).toBe('13:30');
    expect(clockTime(' 1:30pm ')).toBe('13:30');
    expect(clockTime('1:30 p.m.')).toBe('13:30');
    expect(clockTime('12:00 PM')).toBe('12:00');
    expect(clockTime('12:30 AM')).toBe('00:30');
    for (const text of ['', '9', '9:0', '24:00', '13:30 PM', '0:30 AM', '9:60 AM', '09:00:00', 'nine', '9:00 XM']) expect(clockTime(text), text).toBeUndefined();
    // Every slot's label reads back as the slot.
    for (const slot of slotTimes) expect(clockTime(slotLabel(slot))).toBe(slot);
  });
});
