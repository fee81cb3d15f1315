import type { PatientSearchPage } from '@clinvia/contracts/staff';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { patients, users } from '../../../db/schema';
import { containsPattern } from '../../../domain/appointments/list';

/** Patients whose name or e-mail contains `q`, by name: whom staff book for. */
export async function searchPatients(db: Db, q: string, page: number, pageSize: number): Promise<PatientSearchPage> {
  const pattern = containsPattern(q);
  const matches = sql`(lower(${users.name}) like ${pattern} or lower(${users.email}) like ${pattern})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, age: patients.age, gender: patients.gender })
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
