import { eq } from 'drizzle-orm';
import { slotTimes } from '@clinvia/contracts/doctors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { doctorDateHours, doctorHours, doctors, doctorSearchText, locations, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { slotTimesOn } from './schedule';
import { readSchedule } from './schedule-queries';

// HOURS-1, HOURS-2, HOURS-4: the schedule read back from the database's rows.

let testDb: TestDatabase;
let db: Db;

async function doctor(email: string): Promise<string> {
  const [user] = await db.insert(users).values({ role: 'doctor', name: 'Dana Doc', email, phone: '5557654321', passwordHash: 'x' }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  await db.insert(doctors).values({ userId: user.id, specialization: 'Cardiologist', qualifications: 'MD', experienceYears: 5, consultationFee: 100, searchText: doctorSearchText('Dana Doc', 'Cardiologist', 'MD') });
  return user.id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
});

afterAll(async () => {
  await testDb.dispose();
});

describe('readSchedule', () => {
  it("gives a doctor who set nothing BOOK-2's week in the clinic's zone", async () => {
    const id = await doctor('plain@example.test');
    const schedule = await readSchedule(db, id, 'America/New_York', '2030-06-01', '2030-06-10');
    expect(schedule).toMatchObject({ isSpecification: true, timeZone: 'America/New_York', slotMinutes: 30 });
    expect(slotTimesOn(schedule, '2030-06-02')).toEqual(slotTimes);
  });

  it("reads the week, the overrides inside the window and the location's zone", async () => {
    const id = await doctor('own@example.test');
    const [location] = await db.insert(locations).values({ name: 'Denver', address: '1 Main St', timeZone: 'America/Denver' }).returning({ id: locations.id });
    await db.update(doctors).set({ slotMinutes: 20, locationId: location?.id ?? null }).where(eq(doctors.userId, id));
    await db.insert(doctorHours).values([
      { doctorId: id, weekday: 1, start: '13:00', end: '14:00' },
      { doctorId: id, weekday: 1, start: '08:00', end: '09:00' },
      { doctorId: id, weekday: 3, start: '10:00', end: '11:00' },
    ]);
    await db.insert(doctorDateHours).values([
      { doctorId: id, date: '2030-06-05' },
      { doctorId: id, date: '2030-06-08', start: '07:00', end: '08:00' },
      { doctorId: id, date: '2030-07-01', start: '07:00', end: '08:00' },
    ]);
    const schedule = await readSchedule(db, id, 'America/New_York', '2030-06-01', '2030-06-10');
    expect(schedule).toMatchObject({ isSpecification: false, timeZone: 'America/Denver', slotMinutes: 20 });
    expect(slotTimesOn(schedule, '2030-06-03')).toEqual(['08:00', '08:20', '08:40', '13:00', '13:20', '13:40']);
    expect(slotTimesOn(schedule, '2030-06-05')).toEqual([]);
    expect(slotTimesOn(schedule, '2030-06-08')).toEqual(['07:00', '07:20', '07:40']);
    expect(schedule.overrides.has('2030-07-01')).toBe(false);
  });

  it('refuses a period that ends before it starts, and a slot length not offered', async () => {
    const id = await doctor('bad@example.test');
    await expect(db.insert(doctorHours).values({ doctorId: id, weekday: 1, start: '13:00', end: '12:00' })).rejects.toThrow();
    await expect(db.insert(doctorDateHours).values({ doctorId: id, date: '2030-06-05', start: '13:00' })).rejects.toThrow();
    await expect(db.update(doctors).set({ slotMinutes: 25 }).where(eq(doctors.userId, id))).rejects.toThrow();
  });
});
