import type { ErrorBody } from '@clinvia/contracts';
import type { TimeOffCalendar } from '@clinvia/contracts/doctor-portal';
import type { DoctorPage, SlotsResponse } from '@clinvia/contracts/doctors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, doctorTimeOff } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';

// Time off (issue 11): blocked days and slots disappear from the slots API, the wizard's grid,
// 'Available Today' and booking; a slot with an active booking cannot be blocked; a block and
// a booking of one slot never both win.

const zone = await middayZone();
let t: TestApp;
let today: string;
let doctor: TestAccount;
let patient: TestAccount;

const day = (offset: number) => addDays(today, offset);

function block(account: TestAccount | null, payload: Record<string, unknown>) {
  return injectAs(t.app, account, { method: 'POST', url: '/api/doctors/me/time-off', payload });
}

function unblock(account: TestAccount | null, query: string) {
  return injectAs(t.app, account, { method: 'DELETE', url: `/api/doctors/me/time-off?${query}` });
}

function book(date: string, time: string, who: TestAccount = patient) {
  return injectAs(t.app, who, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(who, doctor, date, time) } });
}

async function slotsOf(date: string) {
  const response = await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${doctor.id}/slots` });
  return response.json<SlotsResponse>().days.find((entry) => entry.date === date)?.slots ?? [];
}

const calendarDay = (calendar: TimeOffCalendar, date: string) => calendar.days.find((entry) => entry.date === date);

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Wei Chen');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
});

afterAll(async () => {
  await t.close();
});

describe('blocking time', () => {
  it('shows the booking window: 10 days of 12 slots, with booked and past ones', async () => {
    expect((await book(day(1), '10:00')).statusCode).toBe(201);
    const response = await injectAs(t.app, doctor, { method: 'GET', url: '/api/doctors/me/time-off' });
    const calendar = response.json<TimeOffCalendar>();
    expect(calendar).toMatchObject({ clinicTimeZone: zone, today });
    expect(calendar.days.map((entry) => entry.date)).toEqual(Array.from({ length: 10 }, (_, offset) => day(offset)));
    expect(calendarDay(calendar, day(0))?.slots[0]).toEqual({ time: '09:00', blocked: false, booked: false, past: true });
    expect(calendarDay(calendar, day(1))?.slots.find((slot) => slot.time === '10:00')).toEqual({ time: '10:00', blocked: false, booked: true, past: false });
  });

  it('blocks a slot: unavailable in the slots API and refused by booking', async () => {
    const response = await block(doctor, { date: day(2), time: '09:30' });
    expect(response.statusCode).toBe(200);
    expect(calendarDay(response.json<TimeOffCalendar>(), day(2))?.slots.find((slot) => slot.time === '09:30')).toMatchObject({ blocked: true });
    expect((await slotsOf(day(2))).find((slot) => slot.time === '09:30')).toMatchObject({ blocked: true, available: false });
    const refused = await book(day(2), '09:30');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('slot_unavailable');
    // Blocking it again changes nothing.
    expect((await block(doctor, { date: day(2), time: '09:30' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(doctorTimeOff).where(eq(doctorTimeOff.doctorId, doctor.id))).toHaveLength(1);
  });

  it('blocks a whole day, and unblocking one slot of it keeps the rest off', async () => {
    const response = await block(doctor, { date: day(3) });
    expect(calendarDay(response.json<TimeOffCalendar>(), day(3))).toMatchObject({ day_off: true });
    expect((await slotsOf(day(3))).every((slot) => slot.blocked && !slot.available)).toBe(true);

    const opened = await unblock(doctor, `date=${day(3)}&time=14:00`);
    const opened3 = calendarDay(opened.json<TimeOffCalendar>(), day(3));
    expect(opened3?.day_off).toBe(false);
    expect(opened3?.slots.filter((slot) => !slot.blocked).map((slot) => slot.time)).toEqual(['14:00']);
    expect((await book(day(3), '14:00')).statusCode).toBe(201);
    expect((await book(day(3), '09:00')).json<ErrorBody>().error.code).toBe('slot_unavailable');

    await unblock(doctor, `date=${day(3)}`);
    expect((await slotsOf(day(3))).filter((slot) => slot.blocked)).toEqual([]);
  });

  it('takes today out of Available Today when the rest of today is off', async () => {
    const listed = async () => {
      const response = await injectAs(t.app, null, { method: 'GET', url: '/api/doctors?q=wei%20chen' });
      return response.json<DoctorPage>().items[0];
    };
    expect((await listed())?.available_today).toBe(true);
    await block(doctor, { date: day(0) });
    expect(await listed()).toMatchObject({ available_today: false, next_available_date: day(1) });
    await unblock(doctor, `date=${day(0)}`);
    expect((await listed())?.available_today).toBe(true);
  });

  it('refuses a slot or a day an active booking holds, saying what to do', async () => {
    const slot = await block(doctor, { date: day(1), time: '10:00' });
    expect(slot.statusCode).toBe(409);
    expect(slot.json<ErrorBody>().error).toEqual({ code: 'slot_booked', message: 'A patient is booked at 10:00 AM. Cancel or move that booking first, then block the time.' });
    expect((await book(day(1), '13:30', await createPatient(t.database.db, t.config.jwtSecret, 'Jordan Reyes'))).statusCode).toBe(201);
    const whole = await block(doctor, { date: day(1) });
    expect(whole.json<ErrorBody>().error).toEqual({
      code: 'slot_booked',
      message: 'Patients are booked at 10:00 AM and 1:30 PM on this day. Cancel or move those bookings first, then block the day.',
    });
    expect((await slotsOf(day(1))).filter((slot) => slot.blocked)).toEqual([]);
  });

  it('checks the day and the time', async () => {
    const outside = await block(doctor, { date: day(10) });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<ErrorBody>().error.fields).toEqual({ date: 'Please choose a day within the next 10 days' });
    expect((await block(doctor, { date: day(-1) })).json<ErrorBody>().error.fields).toEqual({ date: 'Please choose a day within the next 10 days' });
    const wrong = await block(doctor, { date: '2026-02-30', time: '9.15' });
    expect(wrong.json<ErrorBody>().error.fields).toEqual({ date: 'Please choose a day from the calendar', time: 'Please choose one of the day’s appointment times' });
    // HOURS-1: a clock time that is not one of the doctor's slots that day.
    expect((await block(doctor, { date: day(1), time: '09:15' })).json<ErrorBody>().error.fields).toEqual({ time: 'Please choose one of the day’s appointment times' });
    const begun = await block(doctor, { date: day(0), time: '09:00' });
    expect(begun.statusCode).toBe(409);
    expect(begun.json<ErrorBody>().error).toEqual({ code: 'slot_begun', message: 'This time has already begun, so there is nothing to block.' });
  });

  it('is the doctor’s own: anonymous 401, patients and staff 403', async () => {
    const staff = await createStaff(t.database.db, t.config.jwtSecret, true);
    for (const [method, url] of [['GET', '/api/doctors/me/time-off'], ['POST', '/api/doctors/me/time-off'], ['DELETE', `/api/doctors/me/time-off?date=${day(2)}`]] as const) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await injectAs(t.app, null, { method, url, payload })).statusCode).toBe(401);
      for (const account of [patient, staff]) expect((await injectAs(t.app, account, { method, url, payload })).statusCode).toBe(403);
    }
  });
});

describe('a block and a booking of one slot', () => {
  it('the block waits for a booking in flight and then refuses the slot the booking won', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const date = day(4);
    // What booking does: the doctor's row FOR SHARE, the appointment, commit later.
    const booking = t.database.db.transaction(async (tx) => {
      await tx.select({ id: doctors.userId }).from(doctors).where(eq(doctors.userId, doctor.id)).for('share');
      await tx.insert(appointments).values({ ...bookedRow(date, '11:00') });
      locked();
      await held;
    });
    await lockTaken;
    const blocking = block(doctor, { date, time: '11:00' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await booking;
    const response = await blocking;
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.code).toBe('slot_booked');
  });
});

function bookedRow(date: string, time: string) {
  return {
    patientId: patient.id,
    doctorId: doctor.id,
    appointmentDate: date,
    appointmentTime: time,
    appointmentType: 'Consultation',
    reason: 'Recurring headaches every morning',
    contactName: patient.name,
    contactEmail: patient.email,
    contactPhone: '4155550100',
    status: 'pending' as const,
  };
}
