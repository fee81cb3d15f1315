import path from 'node:path';
import { appointmentTypes } from '@clinvia/contracts/appointments';
import { slotTimes } from '@clinvia/contracts/doctors';
import { eq, like, max } from 'drizzle-orm';
import { appointments, countUsers, doctors, doctorSearchText, migrate, openDatabase, patients, seedDemoData, users, type Db } from '@clinvia/api/database';
import { hashPassword } from '@clinvia/api/passwords';
import { addDays, wallClockAt } from '@clinvia/contracts/clinic-time';

// Accounts the booking benchmarks need, written into the database before the server starts:
// patients who book (one per listed doctor, so that no patient ever holds two bookings at one
// time), 100 patients who race for the same slots, a patient with 200 appointments, and a
// doctor with 10,000 appointments (the doctor portal's list).

export const benchPassword = 'Bench-password-2025';
export const HISTORY_SIZE = 200;
/** The doctor portal bench: one doctor's appointments, over two years back and ten weeks ahead. */
export const PANEL_SIZE = 10_000;
const PANEL_PATIENTS = 50;

export interface BenchAccounts {
  bookers: string[];
  racers: string[];
  history: string;
  /** A doctor (not listed, so no other run books them) with PANEL_SIZE appointments. */
  panelDoctor: string;
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
    const today = wallClockAt(clinicTimeZone).date;
    // 190 visits over the past years (one a few days apart) and 10 ahead, beyond anyone's
    // bookings, including those of an earlier run's history patient on the same database.
    const ahead = await laterThanEarlierRuns(db, addDays(today, 30));
    await db.insert(appointments).values(
      Array.from({ length: HISTORY_SIZE }, (_, i) => {
        const upcoming = i >= HISTORY_SIZE - 10;
        const date = upcoming ? addDays(ahead, i - (HISTORY_SIZE - 10)) : addDays(today, -3 * (HISTORY_SIZE - 10 - i));
        return {
          patientId: historyPatient.id,
          doctorId: listed[i % listed.length]?.id ?? '',
          appointmentDate: date,
          appointmentTime: slotTimes[i % slotTimes.length] ?? '09:00',
          appointmentType: appointmentTypes[i % appointmentTypes.length] ?? 'Consultation',
          reason: `Bench visit number ${String(i)}: routine check of blood pressure`,
          contactName: 'Bench history 0',
          contactEmail: historyPatient.email,
          contactPhone: '4155550100',
          status: upcoming ? ('pending' as const) : i % 7 === 0 ? ('cancelled' as const) : ('completed' as const),
        };
      }),
    );
    const panelDoctor = await addPanelDoctor(db, tag, passwordHash, today);
    return {
      bookers: inserted.slice(0, options.bookers).map((row) => row.email),
      racers: inserted.slice(options.bookers, options.bookers + options.racers).map((row) => row.email),
      history: historyPatient.email,
      panelDoctor,
    };
  } finally {
    await database.close();
  }
}

/** The first day after every appointment an earlier bench run booked ahead (or `from`). */
async function laterThanEarlierRuns(db: Db, from: string): Promise<string> {
  const [row] = await db
    .select({ last: max(appointments.appointmentDate) })
    .from(appointments)
    .where(like(appointments.contactEmail, 'bench-%-history-%'));
  return row?.last && row.last >= from ? addDays(row.last, 1) : from;
}

/**
 * A doctor with PANEL_SIZE appointments, one per slot from 760 days ago on (12 a day, so about
 * ten weeks ahead), among PANEL_PATIENTS patients of their own: past ones completed or
 * cancelled, later ones pending or confirmed. Not verified, so listings and booking runs never
 * touch them; the portal answers an unverified doctor like any other.
 */
async function addPanelDoctor(db: Db, tag: string, passwordHash: string, today: string): Promise<string> {
  const email = `bench-${tag}-panel-doctor@clinvia.test`;
  const [doctor] = await db.insert(users).values({ role: 'doctor', name: 'Bench Panel Doctor', email, phone: '4155550100', passwordHash }).returning({ id: users.id });
  if (!doctor) throw new Error('no panel doctor');
  await db.insert(doctors).values({
    userId: doctor.id,
    specialization: 'Family Medicine',
    qualifications: 'MD (Family Medicine)',
    experienceYears: 20,
    consultationFee: 100,
    searchText: doctorSearchText('Bench Panel Doctor', 'Family Medicine', 'MD (Family Medicine)'),
  });
  const panel = await db
    .insert(users)
    .values(Array.from({ length: PANEL_PATIENTS }, (_, i) => ({ role: 'patient' as const, name: `Panel Patient ${String(i)}`, email: `bench-${tag}-panel-${String(i)}@clinvia.test`, phone: '4155550100', passwordHash })))
    .returning({ id: users.id, name: users.name, email: users.email });
  await db.insert(patients).values(panel.map((row, i) => ({ userId: row.id, age: 20 + i, gender: i % 2 === 0 ? ('female' as const) : ('male' as const), address: '1 Bench St' })));
  const first = addDays(today, -760);
  const rows = Array.from({ length: PANEL_SIZE }, (_, k) => {
    const date = addDays(first, Math.floor(k / slotTimes.length));
    const patient = panel[k % panel.length];
    if (!patient) throw new Error('no panel patient');
    const past = date < today;
    return {
      patientId: patient.id,
      doctorId: doctor.id,
      appointmentDate: date,
      appointmentTime: slotTimes[k % slotTimes.length] ?? '09:00',
      appointmentType: appointmentTypes[k % appointmentTypes.length] ?? 'Consultation',
      reason: `Panel visit number ${String(k)}: review of blood pressure readings`,
      contactName: patient.name,
      contactEmail: patient.email,
      contactPhone: '4155550100',
      status: past ? (k % 6 === 0 ? ('cancelled' as const) : ('completed' as const)) : k % 3 === 0 ? ('confirmed' as const) : ('pending' as const),
    };
  });
  for (let start = 0; start < rows.length; start += 2000) await db.insert(appointments).values(rows.slice(start, start + 2000));
  return email;
}
