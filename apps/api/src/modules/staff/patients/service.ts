import type { PatientSearchPage } from '@clinvia/contracts/staff';
import type { NoShowHistory } from '@clinvia/contracts/waitlist';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, patients, users } from '../../../db/schema';
import { containsPattern } from '../../../domain/appointments/list';
import { patientNotFoundMessage } from '../../../domain/lifecycle/lifecycle';
import { noShowHistory } from '../../../domain/no-shows/no-shows';
import { clinicNow } from '../../../lib/clinic-time';
import { notFound } from '../../../lib/errors';

/** NOSHOW-1: the patient's no-shows, ever (the history gives the last 12 months). */
const noShows = sql<number>`(select count(*)::int from ${appointments} where ${appointments.patientId} = ${users.id} and ${appointments.status} = 'no_show')`;

/** Patients whose name or e-mail contains `q`, by name: whom staff book for. */
export async function searchPatients(db: Db, q: string, page: number, pageSize: number): Promise<PatientSearchPage> {
  const pattern = containsPattern(q);
  const matches = sql`(lower(${users.name}) like ${pattern} or lower(${users.email}) like ${pattern})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, age: patients.age, gender: patients.gender, no_shows: noShows })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(matches)
      .orderBy(asc(users.name), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(patients).innerJoin(users, eq(users.id, patients.userId)).where(matches),
  ]);
  return { items: rows, total: total?.total ?? 0, page, pageSize };
}

/** NOSHOW-1: a patient's no-shows (404 for an id that is no patient). */
export async function patientNoShows(db: Db, patientId: string, clinicTimeZone: string): Promise<NoShowHistory> {
  const [patient] = await db.select({ id: patients.userId }).from(patients).where(eq(patients.userId, patientId));
  if (!patient) throw notFound(patientNotFoundMessage);
  return noShowHistory(db, patientId, clinicNow(clinicTimeZone), clinicTimeZone);
}
