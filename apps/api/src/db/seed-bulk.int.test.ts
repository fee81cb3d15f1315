import { doctorIdParamsSchema, type SlotsResponse } from '@clinvia/contracts/doctors';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { appointments, doctorDateHours, doctorHours, doctors, users } from './schema';
import { seedBulk } from './seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedBulk(t.database, { doctors: 40, appointments: 400, clinicTimeZone: 'America/New_York' });
});

afterAll(async () => {
  await t.close();
});

describe('seedBulk', () => {
  it('makes ids the API accepts: every bulk user id passes the contract and is an RFC 4122 version-4 UUID', async () => {
    const rows = await t.database.db.select({ id: users.id }).from(users).where(like(users.email, 'bulk-%'));
    expect(rows).toHaveLength(40 + 20);
    for (const { id } of rows) {
      expect(doctorIdParamsSchema.safeParse({ id }).success, id).toBe(true);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('links appointments to the bulk doctors and patients, whose detail and slots answer 200', async () => {
    const bulkDoctors = await t.database.db.select({ id: doctors.userId }).from(doctors).innerJoin(users, eq(users.id, doctors.userId)).where(like(users.email, 'bulk-%'));
    const ids = bulkDoctors.map((row) => row.id);
    expect(ids).toHaveLength(40);
    const booked = await t.database.db.select({ doctorId: appointments.doctorId }).from(appointments);
    expect(booked.filter((row) => ids.includes(row.doctorId)).length).toBeGreaterThan(300);
    for (const id of ids.slice(0, 10)) {
      expect((await t.app.inject({ method: 'GET', url: `/api/doctors/get-doctors/${id}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/doctors/${id}/slots` })).statusCode).toBe(200);
    }
  });

  it('gives 6 in 10 bulk doctors one of the demo weeks (20, 30 or 45-minute slots), some an override, and their slots follow them (issue 31)', async () => {
    const rows = await t.database.db
      .select({ id: doctors.userId, slotMinutes: doctors.slotMinutes, email: users.email })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(like(users.email, 'bulk-%'));
    const withWeek = rows.filter((row) => row.slotMinutes !== null);
    expect(withWeek).toHaveLength(24);
    expect(new Set(withWeek.map((row) => row.slotMinutes))).toEqual(new Set([20, 30, 45]));
    const hours = await t.database.db.select({ doctorId: doctorHours.doctorId }).from(doctorHours);
    expect(new Set(hours.map((row) => row.doctorId))).toEqual(new Set(withWeek.map((row) => row.id)));
    const overrides = await t.database.db.select({ doctorId: doctorDateHours.doctorId, start: doctorDateHours.start }).from(doctorDateHours);
    expect(overrides.some((row) => row.start === null)).toBe(true);
    expect(overrides.some((row) => row.start === '10:00')).toBe(true);
    // A doctor with a week answers slots of their length, not BOOK-2's half hours only.
    const twenty = withWeek.find((row) => row.slotMinutes === 20);
    if (!twenty) throw new Error('no 20-minute doctor');
    const slots = (await t.app.inject({ method: 'GET', url: `/api/doctors/${twenty.id}/slots` })).json<SlotsResponse>();
    const times = slots.days.flatMap((day) => day.slots.map((slot) => slot.time));
    expect(times.some((time) => time.endsWith(':20') || time.endsWith(':40'))).toBe(true);
  });
});
