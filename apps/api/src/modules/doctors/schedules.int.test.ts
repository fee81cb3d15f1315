import type { ErrorBody } from '@clinvia/contracts';
import { bookingMessages, slotConflicts, type BookingResponse } from '@clinvia/contracts/appointments';
import { slotTimes, type DoctorPage, type SlotsResponse } from '@clinvia/contracts/doctors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorDateHours, doctorHours, doctors } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, injectAs, middayZone, type TestAccount } from '../../test/accounts';

// HOURS-1, HOURS-2: every reader of the grid takes the doctor's own week, and booking refuses a
// time outside it with 409 `outside_hours`; a doctor who set nothing keeps BOOK-2's twelve slots.

const zone = await middayZone();
let t: TestApp;
let patient: TestAccount;
let plain: TestAccount;
let ownWeek: TestAccount;
let today: string;
const day = (offset: number) => addDays(today, offset);

async function slotsOf(doctor: TestAccount): Promise<SlotsResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/slots` });
  expect(response.statusCode).toBe(200);
  return response.json<SlotsResponse>();
}

const timesOn = (grid: SlotsResponse, date: string) => grid.days.find((entry) => entry.date === date)?.slots.map((slot) => slot.time);

function book(date: string, time: string) {
  return injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(patient, ownWeek, date, time) } });
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  const db = t.database.db;
  patient = await createPatient(db, t.config.jwtSecret, 'Alex Morgan');
  plain = await createDoctor(db, t.config.jwtSecret, 'Plain Weekman');
  ownWeek = await createDoctor(db, t.config.jwtSecret, 'Early Houring');
  // Every day 08:00–09:00 and 16:00–17:00 in 20-minute slots; day 3 off, day 4 only 12:00–13:00.
  await db.update(doctors).set({ slotMinutes: 20 }).where(eq(doctors.userId, ownWeek.id));
  await db.insert(doctorHours).values(
    Array.from({ length: 7 }, (_, weekday) => [
      { doctorId: ownWeek.id, weekday, start: '08:00', end: '09:00' },
      { doctorId: ownWeek.id, weekday, start: '16:00', end: '17:00' },
    ]).flat(),
  );
  await db.insert(doctorDateHours).values([
    { doctorId: ownWeek.id, date: day(3) },
    { doctorId: ownWeek.id, date: day(4), start: '12:00', end: '13:00' },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('the slot grid of several doctors', () => {
  it("gives a doctor who set nothing BOOK-2's twelve slots on each of the 10 days", async () => {
    const grid = await slotsOf(plain);
    expect(grid.days).toHaveLength(10);
    for (const entry of grid.days) expect(entry.slots.map((slot) => slot.time)).toEqual(slotTimes);
  });

  it("gives a doctor with a week its own slots, the override's hours and no slot on a day off", async () => {
    const grid = await slotsOf(ownWeek);
    expect(grid.days).toHaveLength(10);
    expect(timesOn(grid, day(2))).toEqual(['08:00', '08:20', '08:40', '16:00', '16:20', '16:40']);
    expect(timesOn(grid, day(3))).toEqual([]);
    expect(timesOn(grid, day(4))).toEqual(['12:00', '12:20', '12:40']);
  });

  it("puts each doctor's own first free slot in Find Doctor", async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/doctors?q=Houring' })).json<DoctorPage>();
    const [found] = page.items;
    const grid = await slotsOf(ownWeek);
    const first = grid.days.flatMap((entry) => entry.slots.filter((slot) => slot.available).map((slot) => ({ date: entry.date, time: slot.time })))[0];
    expect(first).toBeDefined();
    expect(found).toMatchObject({ name: 'Early Houring', next_available_date: first?.date, next_available_time: first?.time });
  });
});

describe('booking and rescheduling inside the hours', () => {
  it('refuses a time outside the hours with 409 outside_hours, and a day off too', async () => {
    for (const [date, time] of [
      [day(2), '12:00'],
      [day(2), '09:00'],
      [day(3), '08:00'],
      [day(4), '08:00'],
    ] as const) {
      const response = await book(date, time);
      expect(response.statusCode, `${date} ${time}`).toBe(409);
      expect(response.json<ErrorBody>().error).toMatchObject({ code: 'outside_hours', message: slotConflicts.outside_hours });
    }
  });

  it("books one of the doctor's own slots, and the grid shows it taken", async () => {
    const response = await book(day(4), '12:20');
    expect(response.statusCode).toBe(201);
    expect(response.json<BookingResponse>().appointment).toMatchObject({ appointment_time: '12:20' });
    const slot = (await slotsOf(ownWeek)).days.find((entry) => entry.date === day(4))?.slots.find((candidate) => candidate.time === '12:20');
    expect(slot).toMatchObject({ taken: true, available: false });
  });

  it('moves a booking only to a slot of the hours', async () => {
    const booked = await book(day(5), '08:20');
    expect(booked.statusCode).toBe(201);
    const id = booked.json<BookingResponse>().appointment.id;
    const move = (date: string, time: string) => injectAs(t.app, patient, { method: 'PUT', url: `/api/patients/reschedule-appointment/${id}`, payload: { date, time } });
    const outside = await move(day(5), '10:00');
    expect(outside.statusCode).toBe(409);
    expect(outside.json<ErrorBody>().error.code).toBe('outside_hours');
    expect((await move(day(5), '16:40')).statusCode).toBe(200);
  });

  it("keeps the 400 of BOOK-6 for a doctor on BOOK-2's week", async () => {
    const response = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(patient, plain, day(2), '08:20') } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({ selectedTime: bookingMessages.timeInvalid });
  });
});
