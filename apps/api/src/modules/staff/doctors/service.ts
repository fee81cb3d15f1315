import { staffMessages, type DoctorState, type StaffDoctor, type StaffDoctorPage, type StaffDoctorQuery } from '@clinvia/contracts/staff';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { doctors, doctorSearchText, users } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { returnDoctorThreads } from '../../../domain/threads/write';

// The doctor directory as staff see it: every doctor, listed or not, with what staff may
// change (STAFF-6: availability, trending, fee, specialization) and the account's state.

/** The console's state of a doctor, in the order of precedence. */
const state = sql<DoctorState>`case
  when ${doctors.rejectionReason} is not null and not ${doctors.verified} then 'rejected'
  when ${users.status} = 'disabled' then 'deactivated'
  when ${doctors.verified} then 'listed'
  else 'unverified' end`;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  specialization: doctors.specialization,
  qualifications: doctors.qualifications,
  experienceYears: doctors.experienceYears,
  consultationFee: doctors.consultationFee,
  rating: doctors.rating,
  available: doctors.available,
  trending: doctors.trending,
  state,
  rejectionReason: doctors.rejectionReason,
  faceUrl: doctors.faceUrl,
  createdAt: doctors.createdAt,
};

function selectDoctors(db: Db) {
  return db.select(columns).from(doctors).innerJoin(users, eq(users.id, doctors.userId));
}

type Row = Awaited<ReturnType<typeof selectDoctors>>[number];

function toStaffDoctor(row: Row): StaffDoctor {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    specialization: row.specialization,
    qualifications: row.qualifications,
    experience_years: row.experienceYears,
    consultation_fee: row.consultationFee,
    rating: row.rating,
    available: row.available,
    trending: row.trending,
    state: row.state,
    rejection_reason: row.rejectionReason,
    face_url: row.faceUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** `abc%_` → `%abc\%\_%`: the text matched literally, anywhere. */
function contains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function staffDoctorPage(db: Db, query: StaffDoctorQuery): Promise<StaffDoctorPage> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = contains(query.q);
    conditions.push(sql`(${doctors.searchText} like ${pattern} or lower(${users.email}) like ${pattern})`);
  }
  if (query.state) conditions.push(sql`${state} = ${query.state}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { page, pageSize } = query;
  const [rows, [total]] = await Promise.all([
    selectDoctors(db)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(doctors).innerJoin(users, eq(users.id, doctors.userId)).where(where),
  ]);
  return { items: rows.map(toStaffDoctor), total: total?.total ?? 0, page, pageSize };
}

export async function staffDoctor(db: Db, id: string): Promise<StaffDoctor> {
  const [row] = await selectDoctors(db).where(eq(doctors.userId, id)).limit(1);
  if (!row) throw notFound('No doctor with this id.');
  return toStaffDoctor(row);
}

export interface DoctorChanges {
  available?: boolean | undefined;
  trending?: boolean | undefined;
  consultationFee?: number | undefined;
  specialization?: string | undefined;
}

/** Applies staff's changes; a new specialization rewrites the search text (schema.ts). */
export async function updateDoctor(db: Db, id: string, changes: DoctorChanges): Promise<StaffDoctor> {
  const current = await staffDoctor(db, id);
  const specialization = changes.specialization ?? current.specialization;
  await db
    .update(doctors)
    .set({
      ...(changes.available === undefined ? {} : { available: changes.available }),
      ...(changes.trending === undefined ? {} : { trending: changes.trending }),
      ...(changes.consultationFee === undefined ? {} : { consultationFee: changes.consultationFee }),
      ...(changes.specialization === undefined ? {} : { specialization, searchText: doctorSearchText(current.name, specialization, current.qualifications) }),
    })
    .where(eq(doctors.userId, id));
  return staffDoctor(db, id);
}

/**
 * Deactivation ends every session of the account and takes the doctor out of every listing
 * (`doctors.verified` means listed); reactivation lists them again if staff had verified them.
 * A registration an administrator rejected is theirs to reopen (issue 20): reactivating it needs
 * an administrator, and puts it back among the registrations awaiting verification.
 */
export async function setDoctorActive(db: Db, id: string, active: boolean, actor: { staffAdministrator: boolean }): Promise<StaffDoctor> {
  const current = await staffDoctor(db, id);
  const reopening = active && current.state === 'rejected';
  if (reopening && !actor.staffAdministrator) throw forbidden(staffMessages.rejectedDoctorAdministratorOnly);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(active ? { status: 'active', updatedAt: new Date() } : { status: 'disabled', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id));
    await tx
      .update(doctors)
      .set(
        reopening
          ? { verified: false, rejectionReason: null, reviewedAt: null, reviewedBy: null }
          : { verified: active ? sql`${doctors.reviewedAt} is not null and ${doctors.rejectionReason} is null` : false },
      )
      .where(eq(doctors.userId, id));
    // MSG-6: nobody answers a deactivated doctor's open threads: they go back to the staff queue.
    if (!active) await returnDoctorThreads(tx, [id]);
  });
  return staffDoctor(db, id);
}
