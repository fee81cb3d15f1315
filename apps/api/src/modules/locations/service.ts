import { locationMessages, timeZoneChoices, type Location, type LocationCreate, type LocationList, type LocationUpdate } from '@clinvia/contracts/locations';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorDateHours, doctorHours, doctors, locations } from '../../db/schema';
import { clinicNow } from '../../lib/clinic-time';
import { ApiError, notFound, validationError } from '../../lib/errors';

// LOC-1 to LOC-3: the clinic's locations as staff manage them. The default location (the row
// marked `is_default`, made by migration 0032) is where doctors without a location work; its
// zone is always CLINIC_TIME_ZONE (docs/decisions/2026-11-28-locations.md). A location is retired,
// never deleted: past bookings keep naming it (LOC-5).

/**
 * The doctors who use a location: theirs (`doctors.location_id`, or the default for none), or named
 * by a period of their week or of a date from `today` on (HOURS-9).
 */
function usersOf(today: string) {
  // Spelled out with their tables: inside the subquery an unqualified "id" would be doctor_hours.id.
  const location = sql.raw('"locations"."id"');
  return sql<number>`(select count(*)::int from (
      select d.user_id as id from ${doctors} d
        where d.location_id = ${location} or (d.location_id is null and "locations"."is_default")
      union
      select h.doctor_id from ${doctorHours} h where h.location_id = ${location}
      union
      select o.doctor_id from ${doctorDateHours} o where o.location_id = ${location} and o.date >= ${today}
    ) as users)`;
}

const columns = (today: string) => ({
  id: locations.id,
  name: locations.name,
  address: locations.address,
  zone: locations.timeZone,
  isDefault: locations.isDefault,
  retiredAt: locations.retiredAt,
  doctors: usersOf(today),
});

interface Row {
  id: string;
  name: string;
  address: string;
  zone: string | null;
  isDefault: boolean;
  retiredAt: Date | null;
  doctors: number;
}

function toLocation(row: Row, clinicTimeZone: string): Location {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    time_zone: row.zone ?? clinicTimeZone,
    is_default: row.isDefault,
    retired: row.retiredAt !== null,
    doctors: row.doctors,
  };
}

/** LOC-1: every location, the default first, then active ones by name, retired ones last. */
export async function listLocations(db: Db, clinicTimeZone: string): Promise<LocationList> {
  const rows = await db
    .select(columns(clinicNow(clinicTimeZone).date))
    .from(locations)
    .orderBy(sql`${locations.isDefault} desc`, sql`${locations.retiredAt} is not null`, asc(locations.name));
  // The clinic's own zone is always offered, even where the runtime's list spells it otherwise.
  const zones = timeZoneChoices();
  return { locations: rows.map((row) => toLocation(row, clinicTimeZone)), time_zones: zones.includes(clinicTimeZone) ? [...zones] : [clinicTimeZone, ...zones] };
}

export async function readLocation(db: Db, id: string, clinicTimeZone: string): Promise<Location> {
  const [row] = await db.select(columns(clinicNow(clinicTimeZone).date)).from(locations).where(eq(locations.id, id));
  if (!row) throw notFound(locationMessages.notFound);
  return toLocation(row, clinicTimeZone);
}

/** LOC-2: a new location. */
export async function createLocation(db: Db, input: LocationCreate, clinicTimeZone: string): Promise<Location> {
  const [row] = await db.insert(locations).values({ name: input.name, address: input.address, timeZone: input.time_zone }).returning({ id: locations.id });
  if (!row) throw new Error('The location insert returned no row');
  return readLocation(db, row.id, clinicTimeZone);
}

/**
 * Locks the location row FOR UPDATE in `tx`: every writer of a period or override that names a
 * location (schedules/hours.ts) and a doctor's move to one (staff/doctors) read it FOR SHARE, so
 * whether it is in use, and its zone, cannot change between this check and the write it guards.
 */
async function lockLocation(tx: Db, id: string): Promise<void> {
  const [locked] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).for('update');
  if (!locked) throw notFound(locationMessages.notFound);
}

/**
 * LOC-2: a location's new name, address and zone. The default's zone is the configuration's
 * (400 on the field for another); a location in use keeps its zone (409): its doctors' slots
 * are wall clock in it, and every period of a doctor shares one zone (LOC-4). Under the
 * location's row lock: a period cannot come to name it between the check and the new zone.
 */
export async function updateLocation(db: Db, id: string, input: LocationUpdate, clinicTimeZone: string): Promise<{ location: Location; before: Location }> {
  return db.transaction(async (tx) => {
    await lockLocation(tx, id);
    const before = await readLocation(tx, id, clinicTimeZone);
    if (before.is_default && input.time_zone !== undefined && input.time_zone !== clinicTimeZone) {
      throw validationError('Please correct the highlighted fields.', { time_zone: locationMessages.defaultZone });
    }
    if (!before.is_default && input.time_zone === undefined) throw validationError('Please correct the highlighted fields.', { time_zone: locationMessages.timeZone });
    const zone = before.is_default ? null : (input.time_zone ?? before.time_zone);
    if (zone !== null && zone !== before.time_zone && before.doctors > 0) throw new ApiError(409, 'location_zone_in_use', locationMessages.zoneInUse);
    await tx.update(locations).set({ name: input.name, address: input.address, timeZone: zone }).where(eq(locations.id, id));
    return { location: await readLocation(tx, id, clinicTimeZone), before };
  });
}

/** LOC-3: retires a location no doctor uses; 409 for the default one or one in use. */
export async function retireLocation(db: Db, id: string, clinicTimeZone: string): Promise<Location> {
  return db.transaction(async (tx) => {
    // Hours are saved under the doctor's row lock, which does not cover a location: a period
    // cannot name it, nor a doctor move to it, while it is being retired.
    await lockLocation(tx, id);
    const location = await readLocation(tx, id, clinicTimeZone);
    if (location.is_default) throw new ApiError(409, 'location_default', locationMessages.isDefault);
    if (location.doctors > 0) throw new ApiError(409, 'location_in_use', locationMessages.inUse);
    if (!location.retired) await tx.update(locations).set({ retiredAt: sql`now()` }).where(eq(locations.id, id));
    return readLocation(tx, id, clinicTimeZone);
  });
}
