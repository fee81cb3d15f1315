import { doctorIdParamsSchema } from '@clinvia/contracts/doctors';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { appointments, doctors, users } from './schema';
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
});
