import { bookingWindowDays, defaultDoctorPageSize, maxDoctorArraySize, type DoctorSort } from '@clinvia/contracts/doctors';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { Db } from '@clinvia/api/database';
import { availabilityQuery, detailQuery, isPreparedList, listParameters, listQuery, type DoctorFilters } from '@clinvia/api/doctors';
import { addDays } from '@clinvia/contracts/clinic-time';

/** A statement with its parameter values, as node-postgres takes it. */
export interface RawStatement {
  text: string;
  values: unknown[];
  /** Kept as a named prepared statement, as the service keeps it (a city filter is planned per request). */
  prepared: boolean;
}

/** The raw baselines: each doctor read endpoint's own SQL, keyed by the name a bench target gives in `raw`. */
export type RawKey = `list-${DoctorSort}` | 'list-q' | 'list-specialization' | 'list-city' | 'array' | 'detail' | 'slots';

/** The filters the bench's listing targets use (bench/targets.ts). */
const benchFilters = {
  q: { q: 'cardiology' },
  specialization: { specialization: 'Neurology' },
  city: { city: 'Boston, MA' },
} satisfies Record<string, DoctorFilters>;

function statement(query: Query, values: Record<string, unknown>, prepared = true): RawStatement {
  return { text: query.sql, values: fillPlaceholders(query.params, values), prepared };
}

/**
 * The statements the service runs for each bench target, with the same parameters (`today`:
 * the clinic's date; `doctorId`: the measured doctor). The listing's total comes from the
 * totals cache nearly always, so the list page is the only statement of a listing request.
 */
export function rawStatements(db: Db, today: string, doctorId: string): Record<RawKey, RawStatement> {
  const page = (sort: DoctorSort, filters: DoctorFilters, size: number) =>
    statement(listQuery(db, sort, filters, size, 0).toSQL(), listParameters(filters, today), isPreparedList(filters, size, 0));
  return {
    'list-recommended': page('recommended', {}, defaultDoctorPageSize),
    'list-rating': page('rating', {}, defaultDoctorPageSize),
    'list-experience': page('experience', {}, defaultDoctorPageSize),
    'list-fee': page('fee', {}, defaultDoctorPageSize),
    'list-q': page('recommended', benchFilters.q, defaultDoctorPageSize),
    'list-specialization': page('recommended', benchFilters.specialization, defaultDoctorPageSize),
    'list-city': page('recommended', benchFilters.city, defaultDoctorPageSize),
    array: page('recommended', {}, maxDoctorArraySize),
    detail: statement(detailQuery(db).toSQL(), { id: doctorId }),
    slots: statement(availabilityQuery(db).toSQL(), { id: doctorId, from: addDays(today, -1), to: addDays(today, bookingWindowDays) }),
  };
}
