import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { isoFromTimestampText, isoTimestamp, readRows, rowStatement } from './rows';
import { appointments, doctors, users } from './schema';
import { seedDemoData } from './seed';

// readRows() must return what Drizzle's own execute() returns for the same statement, on
// either driver (PGlite here; PostgreSQL when TEST_DATABASE_URL is set).

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.database.db, { clinicTimeZone: 'UTC' });
});

afterAll(async () => {
  await test.dispose();
});

describe('readRows', () => {
  it('decodes every kind of column as Drizzle does: text, numbers, booleans, dates, timestamps, arrays, nulls', async () => {
    const { db } = test.database;
    const selection = {
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      createdAt: appointments.createdAt,
      fee: doctors.consultationFee,
      rating: doctors.rating,
      available: doctors.available,
      city: doctors.city,
      name: users.name,
      dates: sql<string[]>`array[${appointments.appointmentDate}::text]`,
      nothing: sql<string | null>`null`,
    };
    const query = db
      .select(selection)
      .from(appointments)
      .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
      .innerJoin(users, eq(users.id, appointments.patientId))
      .orderBy(appointments.id);
    const expected = await query.execute();
    expect(expected.length).toBeGreaterThan(0);
    const rows = await readRows(test.database, rowStatement<(typeof expected)[number]>('rows_test', query, selection), {});
    expect(rows).toEqual(expected);
    expect(typeof rows[0]?.date).toBe('string');
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(typeof rows[0]?.rating).toBe('number');
  });

  it('reads a timestamp selected with isoTimestamp as the ISO string of the Date Drizzle reads, through either path', async () => {
    const { db } = test.database;
    const selection = { id: appointments.id, createdAt: appointments.createdAt, createdText: isoTimestamp(appointments.createdAt), stamped: sql<string>`timestamptz '2026-03-29 01:30:00.123456+00'`.mapWith(isoFromTimestampText) };
    const query = db.select(selection).from(appointments).orderBy(appointments.id).limit(5);
    const drizzleRows = await query.execute();
    expect(drizzleRows.length).toBeGreaterThan(0);
    const rows = await readRows(test.database, rowStatement<(typeof drizzleRows)[number]>('rows_iso_test', query, selection), {});
    expect(rows).toEqual(drizzleRows);
    for (const row of rows) {
      expect(row.createdText).toBe(row.createdAt.toISOString());
      expect(row.stamped).toBe('2026-03-29T01:30:00.123Z');
    }
  });
});
