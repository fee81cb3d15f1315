import path from 'node:path';
import { appointmentTypes } from '@clinvia/contracts/appointments';
import { slotTimes } from '@clinvia/contracts/doctors';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { appointments, doctors, patients, users } from '../apps/api/src/db/schema';
import { countUsers, seedDemoData } from '../apps/api/src/db/seed';
import { addDays, todayIn } from '../apps/api/src/lib/clinic-time';
import { hashPassword } from '../apps/api/src/lib/passwords';

// Accounts the booking benchmarks need, written into the database before the server starts:
// patients who book (one per listed doctor, so that no patient ever holds two bookings at one
// time), 100 patients who race for the same slots, and a patient with 200 appointments.

export const benchPassword = 'Bench-password-2025';
export const HISTORY_SIZE = 200;

export interface BenchAccounts {
  bookers: string[];
  racers: string[];
  history: string;
}

export interface PrepareOptions {
  dataDir: string;
  databaseUrl?: string;
  /** How many booking patients: at least the number of listed doctors. */
  bookers: number;
  racers: number;
}

export async function prepareDatabase(options: PrepareOptions): Promise<BenchAccounts> {
  const clinicTimeZone = process.env.CLINIC_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const database = await openDatabase({ url: options.databaseUrl, dataDir: path.join(options.dataDir, 'db') });
  try {
    await migrate(database);
    const { db } = database;
    if ((await countUsers(db)) === 0) await seedDemoData(db, { clinicTimeZone });

    const tag = Date.now().toString(36);
    const passwordHash = await hashPassword(benchPassword);
    const account = (kind: string, i: number) => ({
      role: 'patient' as const,
      name: `Bench ${kind} ${String(i)}`,
      email: `bench-${tag}-${kind}-${String(i)}@clinvia.test`,
      phone: '4155550100',
      passwordHash,
    });
    const rows = [
      ...Array.from({ length: options.bookers }, (_, i) => account('booker', i)),
      ...Array.from({ length: options.racers }, (_, i) => account('racer', i)),
      account('history', 0),
    ];
    const inserted = await db.insert(users).values(rows).returning({ id: users.id, email: users.email });
    await db.insert(patients).values(inserted.map((row) => ({ userId: row.id, age: 40, gender: 'other' as const, address: '1 Bench St' })));

    const historyPatient = inserted.at(-1);
    if (!historyPatient) throw new Error('no history patient');
    const listed = await db.select({ id: doctors.userId }).from(doctors).where(eq(doctors.verified, true)).limit(50);
    const today = todayIn(clinicTimeZone);
    // 190 visits over the past years (one a few days apart) and 10 ahead, beyond anyone's bookings.
    await db.insert(appointments).values(
      Array.from({ length: HISTORY_SIZE }, (_, i) => {
        const upcoming = i >= HISTORY_SIZE - 10;
        const date = upcoming ? addDays(today, 30 + i - (HISTORY_SIZE - 10)) : addDays(today, -3 * (HISTORY_SIZE - 10 - i));
        return {
          patientId: historyPatient.id,
          doctorId: listed[i % listed.length]?.id ?? '',
          appointmentDate: date,
          appointmentTime: slotTimes[i % slotTimes.length] ?? '09:00',
          appointmentType: appointmentTypes[i % appointmentTypes.length] ?? 'Consultation',
          reason: `Bench visit number ${String(i)}: routine check of blood pressure`,
          patientName: 'Bench history 0',
          patientEmail: historyPatient.email,
          patientPhone: '4155550100',
          status: upcoming ? ('pending' as const) : i % 7 === 0 ? ('cancelled' as const) : ('completed' as const),
        };
      }),
    );
    return {
      bookers: inserted.slice(0, options.bookers).map((row) => row.email),
      racers: inserted.slice(options.bookers, options.bookers + options.racers).map((row) => row.email),
      history: historyPatient.email,
    };
  } finally {
    await database.close();
  }
}
