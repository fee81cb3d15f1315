import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Db } from './client';
import { appointments, doctors, doctorSearchText, users } from './schema';

let testDb: TestDatabase;
let db: Db;
let patientId: string;
let doctorId: string;

function booking(overrides: Partial<typeof appointments.$inferInsert> = {}): typeof appointments.$inferInsert {
  return {
    patientId,
    doctorId,
    appointmentDate: '2030-05-14',
    appointmentTime: '09:30',
    appointmentType: 'Consultation',
    reason: 'Recurring headaches in the morning',
    contactName: 'Pat Doe',
    contactEmail: 'pat@example.test',
    contactPhone: '5551234567',
    ...overrides,
  };
}

/** The Postgres error code behind a Drizzle query error (drizzle wraps the driver's error). */
function pgCode(error: unknown): unknown {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return cause?.code ?? (error as { code?: unknown }).code;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  const [patient, doctor] = await db
    .insert(users)
    .values([
      { role: 'patient', name: 'Pat Doe', email: 'pat@example.test', phone: '5551234567', passwordHash: 'x' },
      { role: 'doctor', name: 'Dana Doc', email: 'dana@example.test', phone: '5557654321', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  patientId = patient?.id ?? '';
  doctorId = doctor?.id ?? '';
  await db.insert(doctors).values({
    userId: doctorId,
    specialization: 'Cardiology',
    qualifications: 'MBBS, MD (Cardiology)',
    experienceYears: 10,
    consultationFee: 120.5,
    rating: 4.5,
    verified: true,
    searchText: doctorSearchText('Dana Doc', 'Cardiology', 'MBBS, MD (Cardiology)'),
  });
});

afterAll(async () => {
  await testDb.dispose();
});

describe('appointments table', () => {
  it('refuses a second active booking of a slot, and allows it once the first is cancelled', async () => {
    const [first] = await db.insert(appointments).values(booking()).returning({ id: appointments.id });
    const second = await db
      .insert(appointments)
      .values(booking({ status: 'confirmed' }))
      .then(
        () => 'inserted',
        (error: unknown) => pgCode(error),
      );
    expect(second).toBe('23505');

    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, first?.id ?? ''));
    const rebooked = await db.insert(appointments).values(booking()).returning({ id: appointments.id });
    expect(rebooked).toHaveLength(1);
  });

  it('keeps completed and cancelled rows out of the slot rule', async () => {
    await db.insert(appointments).values([
      booking({ appointmentTime: '10:00', status: 'completed' }),
      booking({ appointmentTime: '10:00', status: 'cancelled' }),
      booking({ appointmentTime: '10:00', status: 'pending' }),
    ]);
    const rows = await db.select().from(appointments).where(eq(appointments.appointmentTime, '10:00'));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'completed', 'pending']);
  });

  it('rejects a time that is not HH:MM and an unknown status', async () => {
    const badTime = await db.insert(appointments).values(booking({ appointmentTime: '9:30' })).then(() => 'inserted', pgCode);
    expect(badTime).toBe('23514');
    const badStatus = await db
      .insert(appointments)
      .values(booking({ appointmentTime: '11:00', status: 'lost' as 'pending' }))
      .then(() => 'inserted', pgCode);
    expect(badStatus).toBe('23514');
  });

  it('returns numeric columns as numbers and dates as YYYY-MM-DD strings', async () => {
    const [doctor] = await db.select().from(doctors).where(eq(doctors.userId, doctorId));
    expect(doctor?.consultationFee).toBe(120.5);
    expect(doctor?.rating).toBe(4.5);
    const [appointment] = await db.select().from(appointments).limit(1);
    expect(appointment?.appointmentDate).toBe('2030-05-14');
  });

  it('treats e-mail addresses as unique whatever their case', async () => {
    const duplicate = await db
      .insert(users)
      .values({ role: 'patient', name: 'Pat Again', email: 'PAT@example.test', phone: '5550000000', passwordHash: 'x' })
      .then(() => 'inserted', pgCode);
    expect(duplicate).toBe('23505');
  });
});
