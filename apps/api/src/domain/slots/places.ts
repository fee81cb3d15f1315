import type { Place } from '@clinvia/contracts/locations';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, locations } from '../../db/schema';
import { mainLocationId } from './schedule-queries';

// HOURS-9, LOC-5: the locations slots and bookings name, as a patient needs them (name, address,
// zone). The default location's zone is the clinic's (LOC-1).

/** The places of these location ids, by id. */
export async function readPlaces(db: Db, ids: Iterable<string>, clinicTimeZone: string): Promise<Map<string, Place>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: locations.id, name: locations.name, address: locations.address, zone: locations.timeZone }).from(locations).where(inArray(locations.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, address: row.address, time_zone: row.zone ?? clinicTimeZone }]));
}

interface PlaceColumns {
  id: string;
  name: string;
  address: string;
  time_zone: string | null;
}

/**
 * LOC-5: where an appointment is, as one JSON column (`appointments` and `doctors` must be in the
 * FROM clause): the location stored with the booking, else (a row from before locations were
 * kept) the doctor's own.
 */
export const appointmentPlace = sql<PlaceColumns | null>`(select json_build_object('id', ${locations.id}, 'name', ${locations.name}, 'address', ${locations.address}, 'time_zone', ${locations.timeZone})
  from ${locations} where ${locations.id} = coalesce(${appointments.locationId}, ${mainLocationId}))`;

/** The place of `appointmentPlace`'s column; the default location's zone is the clinic's. */
export function placeOf(columns: PlaceColumns | null, clinicTimeZone: string): Place | null {
  if (columns === null) return null;
  return { id: columns.id, name: columns.name, address: columns.address, time_zone: columns.time_zone ?? clinicTimeZone };
}
