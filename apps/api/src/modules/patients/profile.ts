import { PROFILE_UPCOMING_LIMIT, type PatientDetails, type PatientProfile } from '@clinvia/contracts/appointments';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, patients, users } from '../../db/schema';
import { clinicNow } from '../../lib/clinic-time';
import { activeStatus } from '../../domain/slots/queries';
import { notBegun, upcomingAppointments } from './appointments';

// The patient's own record (PAT-3) and the profile screen's summary.

interface PatientAccount extends PatientDetails {
  memberSince: Date;
}

/** A patient account with its details, or null (no user, or not a patient). */
export async function findPatient(db: Db, patientId: string): Promise<PatientAccount | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      age: patients.age,
      gender: patients.gender,
      address: patients.address,
    })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.id))
    .where(and(eq(users.id, patientId), eq(users.role, 'patient')))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone,
    age: row.age,
    gender: row.gender,
    address: row.address,
    memberSince: row.createdAt,
  };
}

export function toPatientDetails(account: PatientAccount): PatientDetails {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone_number: account.phone_number,
    age: account.age,
    gender: account.gender,
    address: account.address,
  };
}

export async function patientProfile(db: Db, account: PatientAccount, clinicTimeZone: string): Promise<PatientProfile> {
  const now = clinicNow(clinicTimeZone);
  const [upcoming, [counts]] = await Promise.all([
    upcomingAppointments(db, account.id, now, PROFILE_UPCOMING_LIMIT, clinicTimeZone),
    db
      .select({
        total: count(),
        upcoming: sql<number>`count(*) filter (where ${activeStatus} and ${notBegun(now)})`.mapWith(Number),
      })
      .from(appointments)
      .where(eq(appointments.patientId, account.id)),
  ]);
  return {
    patient: {
      ...toPatientDetails(account),
      member_since: account.memberSince.toISOString(),
      upcoming_appointments: upcoming,
      appointment_counts: { upcoming: counts?.upcoming ?? 0, total: counts?.total ?? 0 },
    },
  };
}
