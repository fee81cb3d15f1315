import { staffMessages, type DoctorState, type StaffDoctor, type StaffDoctorPage, type StaffDoctorQuery, staffAnswerMessages } from '@clinvia/contracts/staff';
import { and, asc, count, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { doctorPracticeColumns, practiceOf } from '../../../db/doctor-columns';
import { doctorDateHours, doctorHours, doctors, doctorSearchText, locations, users } from '../../../db/schema';
import { clinicNow } from '../../../lib/clinic-time';
import { ApiError, forbidden, notFound, validationError } from '../../../lib/errors';
import { returnDoctorThreads } from '../../../domain/threads/write';

// The doctor directory as staff see it: every doctor, listed or not, with what staff may
// change (STAFF-6: availability, trending, fee, specialization; DOC-13: languages) and the account's state.

/** The console's state of a doctor, in the order of precedence. */
const state = sql<DoctorState>`case
  when ${doctors.rejectionReason} is not null and not ${doctors.verified} then 'rejected'
  when ${users.status} = 'disabled' then 'deactivated'
  when ${doctors.verified} then 'listed'
  else 'unverified' end`;

const columns = {
  id: users.id,
  ...doctorPracticeColumns,
  phone: users.phone,
  rating: doctors.rating,
  available: doctors.available,
  trending: doctors.trending,
  state,
  rejectionReason: doctors.rejectionReason,
  faceUrl: doctors.faceUrl,
  createdAt: doctors.createdAt,
  locationId: doctors.locationId,
  languages: doctors.languages,
};

function selectDoctors(db: Db) {
  return db.select(columns).from(doctors).innerJoin(users, eq(users.id, doctors.userId));
}

type Row = Awaited<ReturnType<typeof selectDoctors>>[number];

function toStaffDoctor(row: Row): StaffDoctor {
  return {
    id: row.id,
    ...practiceOf(row),
    phone: row.phone,
    rating: row.rating,
    available: row.available,
    trending: row.trending,
    state: row.state,
    rejection_reason: row.rejectionReason,
    face_url: row.faceUrl,
    created_at: row.createdAt.toISOString(),
    location_id: row.locationId,
    languages: row.languages,
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
  if (!row) throw notFound(staffAnswerMessages.noDoctor);
  return toStaffDoctor(row);
}

export interface DoctorChanges {
  available?: boolean | undefined;
  trending?: boolean | undefined;
  consultationFee?: number | undefined;
  specialization?: string | undefined;
  location_id?: string | null | undefined;
  /** DOC-13: ISO 639-1 codes, validated by the contract. */
  languages?: string[] | undefined;
}

/** A location as the audit names it: its name, or the default one's. */
export interface LocationMove {
  from: string;
  to: string;
}

const zoneOf = (clinicTimeZone: string) => sql<string>`coalesce(${locations.timeZone}, ${clinicTimeZone})`;

/** The doctor's own location (theirs, else the default one) with its name and zone. */
async function ownLocation(tx: Db, locationId: string | null, clinicTimeZone: string): Promise<{ name: string; zone: string }> {
  const where = locationId === null ? eq(locations.isDefault, true) : eq(locations.id, locationId);
  const [row] = await tx.select({ name: locations.name, zone: zoneOf(clinicTimeZone) }).from(locations).where(where);
  if (!row) throw new Error('The doctor’s location row is missing');
  return row;
}

/**
 * LOC-7: moves a doctor to another own location (null: the default one). Runs under the doctor's
 * row lock (the lock saving hours takes, schedules/hours.ts) with the new location read FOR SHARE
 * (so it cannot be retired or change zone meanwhile). All of a doctor's periods share one zone
 * (LOC-4): into another zone only while no period of their week or of a date from today on names
 * a location of another zone than the new one (409); periods that name none follow the move.
 * Bookings keep the location they were made at (LOC-5): nothing here touches them.
 */
async function moveDoctor(tx: Db, doctorId: string, target: string | null, clinicTimeZone: string): Promise<LocationMove | null> {
  const [locked] = await tx.select({ locationId: doctors.locationId }).from(doctors).where(eq(doctors.userId, doctorId)).for('update');
  if (!locked) throw notFound(staffAnswerMessages.noDoctor);
  let next: string | null = null;
  let to: { name: string; zone: string };
  if (target === null) {
    to = await ownLocation(tx, null, clinicTimeZone);
  } else {
    const [row] = await tx
      .select({ name: locations.name, zone: zoneOf(clinicTimeZone), isDefault: locations.isDefault, retiredAt: locations.retiredAt })
      .from(locations)
      .where(eq(locations.id, target))
      .for('share');
    if (!row) throw validationError('Please correct the highlighted fields.', { location_id: staffMessages.locationUnknown });
    // The default one is stored as null: doctors without a location of their own work there (HOURS-4).
    next = row.isDefault ? null : target;
    // Sent back unchanged (the editor sends every field): no move, even to a location retired since.
    if (next === locked.locationId) return null;
    if (row.retiredAt !== null) throw validationError('Please correct the highlighted fields.', { location_id: staffMessages.locationRetired });
    to = row;
  }
  if (next === locked.locationId) return null;
  const from = await ownLocation(tx, locked.locationId, clinicTimeZone);
  if (from.zone !== to.zone && (await namesOtherZone(tx, doctorId, to.zone, clinicTimeZone))) {
    throw new ApiError(409, 'location_zone_conflict', staffMessages.locationZoneConflict);
  }
  await tx.update(doctors).set({ locationId: next }).where(eq(doctors.userId, doctorId));
  return { from: from.name, to: to.name };
}

/** Whether a period of the doctor's week, or of a date from the clinic's today on, names a location outside `zone`. */
async function namesOtherZone(tx: Db, doctorId: string, zone: string, clinicTimeZone: string): Promise<boolean> {
  const outside = sql`${zoneOf(clinicTimeZone)} <> ${zone}`;
  const [week] = await tx
    .select({ id: doctorHours.id })
    .from(doctorHours)
    .innerJoin(locations, eq(locations.id, doctorHours.locationId))
    .where(and(eq(doctorHours.doctorId, doctorId), isNotNull(doctorHours.locationId), outside))
    .limit(1);
  if (week) return true;
  const [date] = await tx
    .select({ id: doctorDateHours.id })
    .from(doctorDateHours)
    .innerJoin(locations, eq(locations.id, doctorDateHours.locationId))
    .where(and(eq(doctorDateHours.doctorId, doctorId), gte(doctorDateHours.date, clinicNow(clinicTimeZone).date), outside))
    .limit(1);
  return date !== undefined;
}

/**
 * Applies staff's changes in one transaction; a new specialization rewrites the search text
 * (schema.ts); a new own location is checked as `moveDoctor` says (LOC-7).
 */
export async function updateDoctor(db: Db, id: string, changes: DoctorChanges, clinicTimeZone: string): Promise<{ doctor: StaffDoctor; moved: LocationMove | null }> {
  const current = await staffDoctor(db, id);
  const specialization = changes.specialization ?? current.specialization;
  const moved = await db.transaction(async (tx) => {
    const move = changes.location_id === undefined ? null : await moveDoctor(tx, id, changes.location_id, clinicTimeZone);
    const values = {
      ...(changes.available === undefined ? {} : { available: changes.available }),
      ...(changes.trending === undefined ? {} : { trending: changes.trending }),
      ...(changes.consultationFee === undefined ? {} : { consultationFee: changes.consultationFee }),
      ...(changes.specialization === undefined ? {} : { specialization, searchText: doctorSearchText(current.name, specialization, current.qualifications) }),
      ...(changes.languages === undefined ? {} : { languages: changes.languages }),
    };
    // Only the location may have been sent: an update setting nothing is an error in drizzle.
    if (Object.keys(values).length > 0) await tx.update(doctors).set(values).where(eq(doctors.userId, id));
    return move;
  });
  return { doctor: await staffDoctor(db, id), moved };
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
