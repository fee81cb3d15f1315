import type { StaffDashboard } from '@clinvia/contracts/staff';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ambulanceRequests, appointments, contactMessages, doctors, staff, users } from '../../../db/schema';
import { todayIn } from '../../../lib/clinic-time';

/**
 * DOC-8: listed doctors per specialization key, each labelled with the clinic's spelling (the
 * first registered listed doctor's), most first: 'Cardiology' and 'cardiology ' count together.
 * The counts come from the key's partial index; the labels are one probe each.
 */
async function listedBySpecialization(db: Db): Promise<StaffDashboard['listed_by_specialization']> {
  // Both drivers answer raw SQL with `{ rows }`; Drizzle types the result per driver only.
  const result = (await db.execute(sql`
    select (select d.specialization from ${doctors} d where d.verified and d.specialization_key = g.key
            order by d.created_at, d.user_id limit 1) as specialization, g.doctors
    from (select specialization_key as key, count(*)::int as doctors from ${doctors} where verified group by specialization_key) g
    order by g.doctors desc, g.key`)) as { rows: { specialization: string; doctors: number }[] };
  return result.rows;
}

/** Today's figures for the console's first screen, each linking to its section. */
export async function staffDashboard(db: Db, clinicTimeZone: string, administrator: boolean): Promise<Omit<StaffDashboard, 'email_off'>> {
  const today = todayIn(clinicTimeZone);
  const notDisabled = ne(users.status, 'disabled');
  const [byStatus, [pendingDoctors], [pendingStaff], [newMessages], [openRequests], [emergency], bySpecialization] = await Promise.all([
    db.select({ status: appointments.status, total: count() }).from(appointments).where(eq(appointments.appointmentDate, today)).groupBy(appointments.status),
    db
      .select({ total: count() })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(and(eq(doctors.verified, false), isNull(doctors.rejectionReason), notDisabled)),
    db
      .select({ total: count() })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(and(eq(staff.approved, false), isNull(staff.rejectionReason), notDisabled)),
    db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    db.select({ total: count() }).from(ambulanceRequests).where(ne(ambulanceRequests.status, 'closed')),
    db
      .select()
      .from(ambulanceRequests)
      .where(and(eq(ambulanceRequests.kind, 'emergency'), eq(ambulanceRequests.status, 'new')))
      .orderBy(desc(ambulanceRequests.createdAt))
      .limit(1),
    listedBySpecialization(db),
  ]);
  const statusCount = (status: string) => byStatus.find((row) => row.status === status)?.total ?? 0;
  return {
    administrator,
    today,
    appointments_today: { pending: statusCount('pending'), confirmed: statusCount('confirmed'), completed: statusCount('completed'), cancelled: statusCount('cancelled') },
    pending_approvals: { doctors: pendingDoctors?.total ?? 0, staff: pendingStaff?.total ?? 0 },
    new_contact_messages: newMessages?.total ?? 0,
    open_ambulance_requests: openRequests?.total ?? 0,
    listed_by_specialization: bySpecialization,
    new_emergency: emergency
      ? {
          id: emergency.id,
          reference: emergency.reference,
          full_name: emergency.fullName,
          phone: emergency.phone,
          location: emergency.location,
          created_at: emergency.createdAt.toISOString(),
        }
      : null,
  };
}

