import type { Place } from '@clinvia/contracts/locations';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';

// HOURS-9, LOC-5: the locations slots and bookings name, as a patient needs them (name, address,
// zone). The default location's zone is the clinic's (LOC-1).

/** The places of these location ids, by id. */
export async function readPlaces(db: Db, ids: Iterable<string>, clinicTimeZone: string): Promise<Map<string, Place>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: locations.id, name: locations.name, address: locations.address, zone: locations.timeZone }).from(locations).where(inArray(locations.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, address: row.address, time_zone: row.zone ?? clinicTimeZone }]));
}
