import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  bookingWindowDays,
  defaultDoctorPageSize,
  maxDoctorArraySize,
  trendingDoctorLimit,
  type DoctorDetail,
  type DoctorListItem,
  type DoctorSort,
  type SlotsResponse,
  type TrendingDoctor,
} from '@clinvia/contracts/doctors';
import type { Database, Db } from '../../db/client';
import { readRows, rowStatement, type RowStatement, type Selection } from '../../db/rows';
import { doctorPracticeColumns, practiceOf } from '../../db/doctor-columns';
import { directoryVersion, doctors, locations, specializationKeyOf, users } from '../../db/schema';
import { addDays, clinicNow, type ClinicNow } from '../../lib/clinic-time';
import { calendarOf, daySlots, nextAvailableSlot, nowFor, windowDays } from '../../domain/slots/grid';
import { blockedInWindow, heldInWindow, takenInWindow } from '../../domain/slots/queries';
import { scheduleOf, slotLocationOn } from '../../domain/slots/schedule';
import { hoursInWindow, locationZone, mainLocationId } from '../../domain/slots/schedule-queries';
import { readPlaces } from '../../domain/slots/places';
import { longTypesInRow } from '../../domain/slots/visit-types';
import type { TotalsCache } from './totals-cache';

// Doctor discovery reads. Every query names `doctors.verified` literally (not as a bound
// parameter) so PostgreSQL can use the partial `where verified` indexes; the fixed-shape
// queries are prepared once per database and reused. The pages, the detail and the slots run
// through db/rows.ts (rows as arrays, decoders looked up once).

export interface DoctorFilters {
  q?: string | undefined;
  specialization?: string | undefined;
  city?: string | undefined;
  /** FIND-17: an ISO 639-1 code of `doctorLanguages`, validated by the contract. */
  language?: string | undefined;
}

export interface DoctorPageRequest extends DoctorFilters {
  sort: DoctorSort;
  page: number;
  pageSize: number;
}

const listed = sql`${doctors.verified}`;

/**
 * Each sort puts doctors taking bookings first (FIND-15) and ends with the id so pages are
 * stable; each matches one partial index.
 */
const orderings: Record<DoctorSort, SQL[]> = {
  recommended: [desc(doctors.available), desc(doctors.trending), desc(doctors.rating), asc(doctors.userId)],
  rating: [desc(doctors.available), desc(doctors.rating), asc(doctors.userId)],
  experience: [desc(doctors.available), desc(doctors.experienceYears), asc(doctors.userId)],
  fee: [desc(doctors.available), asc(doctors.consultationFee), asc(doctors.userId)],
};

/** More words than this add little: only the longest (the most selective) are matched. */
const maxSearchWords = 8;

/**
 * What a person typed, as the words to match: lower-case, split at anything that is not a
 * letter or digit ('Boston, MA' and 'boston ma' both give boston + ma). A leading 'Dr.' is
 * dropped: names are stored without the title the screens show. The words are letters and
 * digits only, so none of them can carry a LIKE or regular-expression operator.
 */
export function searchWords(text: string): string[] {
  const words = [...new Set(text.replace(/^\s*dr\.?\s+/i, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  if (words.length <= maxSearchWords) return words;
  return [...words].sort((a, b) => b.length - a.length).slice(0, maxSearchWords);
}

/**
 * A regular expression for one search word: it starts a word of the text ('bos' finds
 * 'Boston, MA', 'ton' does not). pg_trgm's GIN indexes answer `~` as they answer LIKE.
 */
export function wordPrefixPattern(word: string): string {
  return `(^|[^[:alnum:]])${word}`;
}

/** The words of a request's free text and location (FIND-14: every word must start a word). */
function wordsOf(filters: DoctorFilters) {
  return { q: searchWords(filters.q ?? ''), city: searchWords(filters.city ?? '') };
}

/** Which filters a request uses, e.g. "q2+city1": the key of its prepared statements. */
function filterKey(filters: DoctorFilters): string {
  const words = wordsOf(filters);
  return (
    [
      words.q.length > 0 && `q${String(words.q.length)}`,
      filters.specialization && 'specialization',
      words.city.length > 0 && `city${String(words.city.length)}`,
      filters.language && 'language',
    ]
      .filter(Boolean)
      .join('+') || 'none'
  );
}

function filterConditions(filters: DoctorFilters): SQL[] {
  const conditions: SQL[] = [listed];
  const words = wordsOf(filters);
  // search_text is already lower-case; `~` on it uses the trigram index, as on lower(city).
  words.q.forEach((_, index) => conditions.push(sql`${doctors.searchText} ~ ${sql.placeholder(`q${String(index)}`)}`));
  // DOC-8: 'cardiology ' finds the doctors under Cardiology, through the key's partial index.
  if (filters.specialization) conditions.push(eq(doctors.specializationKey, specializationKeyOf(sql`${sql.placeholder('specialization')}`)));
  words.city.forEach((_, index) => conditions.push(sql`lower(${doctors.city}) ~ ${sql.placeholder(`city${String(index)}`)}`));
  // FIND-17: containment, which the partial GIN index doctors_listed_languages_idx answers.
  if (filters.language) conditions.push(sql`${doctors.languages} @> array[${sql.placeholder('language')}]::text[]`);
  return conditions;
}

function filterValues(filters: DoctorFilters): Record<string, string> {
  const values: Record<string, string> = {};
  const words = wordsOf(filters);
  words.q.forEach((word, index) => (values[`q${String(index)}`] = wordPrefixPattern(word)));
  if (filters.specialization) values.specialization = filters.specialization;
  words.city.forEach((word, index) => (values[`city${String(index)}`] = wordPrefixPattern(word)));
  if (filters.language) values.language = filters.language;
  return values;
}

/** What a card's next free slot (FIND-16) is computed from, for the listing and the carousel: the window's bookings, time off, notice and hours. */
const nextFreeColumns = {
  taken: takenInWindow,
  blocked: blockedInWindow,
  noticeHours: doctors.bookingNoticeHours,
  slotMinutes: doctors.slotMinutes,
  hours: hoursInWindow,
  zone: locationZone,
} satisfies Selection;

const listColumns = {
  userId: doctors.userId,
  name: users.name,
  specialization: doctors.specialization,
  qualifications: doctors.qualifications,
  rating: doctors.rating,
  experienceYears: doctors.experienceYears,
  consultationFee: doctors.consultationFee,
  available: doctors.available,
  trending: doctors.trending,
  faceUrl: doctors.faceUrl,
  city: doctors.city,
  languages: doctors.languages,
  ...nextFreeColumns,
  // An uncorrelated subquery: evaluated once per statement, it tells doctorPage which
  // directory version these rows belong to (no extra round trip).
  directoryVersion: sql<string>`(select ${directoryVersion.version}::text from ${directoryVersion})`,
} satisfies Selection;

/**
 * LIMIT and OFFSET go into the SQL text, not bound: with them as parameters PostgreSQL cannot
 * cost a cached generic plan and re-plans on every execution (~5 times the work of running
 * it). Drizzle binds numbers, so they are passed as raw SQL; both are validated integers.
 */
function literal(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a row count: ${String(value)}`);
  // Drizzle's limit()/offset() render an SQL chunk as is; their types only admit numbers.
  return sql.raw(String(value)) as unknown as number;
}

/** A page of the listing, unprepared: its SQL is also what the bench's raw baseline runs. */
export function listQuery(db: Db, sort: DoctorSort, filters: DoctorFilters, limit: number, offset: number) {
  return db
    .select(listColumns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(...filterConditions(filters)))
    .orderBy(...orderings[sort])
    .limit(literal(limit))
    .offset(literal(offset));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

function buildListStatement(db: Db, sort: DoctorSort, filters: DoctorFilters, limit: number, offset: number, name: string): RowStatement<ListRow> {
  return rowStatement(name, listQuery(db, sort, filters, limit, offset), listColumns);
}

/**
 * The placeholder values of a listing page: the filters and the booking window from `today`
 * in the clinic's zone, a day wider each side for doctors whose location's today differs (HOURS-4).
 */
export function listParameters(filters: DoctorFilters, today: string): Record<string, string> {
  const days = windowDays(today);
  return { ...filterValues(filters), from: addDays(today, -1), to: addDays(days[days.length - 1] ?? today, 1) };
}

/** The columns of a doctor's detail (FIND-10), also the core of the doctor's own profile. */
export const detailColumns = {
  userId: doctors.userId,
  ...doctorPracticeColumns,
  rating: doctors.rating,
  available: doctors.available,
  trending: doctors.trending,
  faceUrl: doctors.faceUrl,
  city: doctors.city,
  clinicAddress: doctors.clinicAddress,
  createdAt: doctors.createdAt,
  bio: doctors.bio,
  insurancePlans: doctors.insurancePlans,
  languages: doctors.languages,
  // Named apart from users.name and the doctor's own address: the raw baseline (bench/raw.ts) reads columns by name.
  locationName: sql<string | null>`${locations.name}`.as('location_name'),
  locationAddress: sql<string | null>`${locations.address}`.as('location_address'),
} satisfies Selection;

/** One listed doctor's detail row with the location it works at (DOC-11), unprepared (see listQuery). */
export function detailQuery(db: Db) {
  return db
    .select(detailColumns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(locations, eq(locations.id, doctors.locationId))
    .where(and(eq(doctors.userId, sql.placeholder('id')), listed));
}

// Named, so the raw baseline (bench/raw.ts), which reads the rows by column name, gets the same data.
const availabilityColumns = {
  available: doctors.available,
  taken: takenInWindow.as('taken'),
  blocked: blockedInWindow.as('blocked'),
  held: heldInWindow.as('held'),
  noticeHours: doctors.bookingNoticeHours,
  twoSlotVisitTypes: longTypesInRow.as('two_slot_visit_types'),
  slotMinutes: doctors.slotMinutes,
  hours: hoursInWindow.as('hours'),
  zone: locationZone.as('zone'),
  location: mainLocationId.as('location'),
} satisfies Selection;

/** One listed doctor's bookings and time off between `from` and `to`, unprepared (see listQuery). */
export function availabilityQuery(db: Db) {
  return db
    .select(availabilityColumns)
    .from(doctors)
    .where(and(eq(doctors.userId, sql.placeholder('id')), listed));
}

function buildCountStatement(db: Db, filters: DoctorFilters, name: string) {
  return db
    .select({ total: count() })
    .from(doctors)
    .where(and(...filterConditions(filters)))
    .prepare(name);
}

type AvailabilityRow = Awaited<ReturnType<ReturnType<typeof availabilityQuery>['execute']>>[number];

function buildFixedStatements(db: Db) {
  return {
    detail: rowStatement<DoctorDetailRow>('doctors_detail', detailQuery(db), detailColumns),
    availability: rowStatement<AvailabilityRow>('doctors_availability', availabilityQuery(db), availabilityColumns),
    trending: db
      .select({
        doctorId: doctors.userId,
        name: users.name,
        faceUrl: doctors.faceUrl,
        experienceYears: doctors.experienceYears,
        specialization: doctors.specialization,
        consultationFee: doctors.consultationFee,
        available: doctors.available,
        languages: doctors.languages,
        ...nextFreeColumns,
      })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(and(listed, sql`${doctors.trending}`))
      // FIND-15: doctors taking bookings first; the few trending rows are sorted in memory.
      .orderBy(desc(doctors.available), desc(doctors.trending), desc(doctors.rating), asc(doctors.userId))
      .limit(trendingDoctorLimit)
      .prepare('doctors_trending'),
  };
}

type FixedStatements = ReturnType<typeof buildFixedStatements>;
type TrendingRow = Awaited<ReturnType<FixedStatements['trending']['execute']>>[number];
type ListStatement = RowStatement<ListRow>;
type CountStatement = ReturnType<typeof buildCountStatement>;

interface Statements {
  fixed: FixedStatements;
  lists: Map<string, ListStatement>;
  counts: Map<string, CountStatement>;
}

const statementsByDb = new WeakMap<Db, Statements>();

/** The prepared statements of one database (see listStatement and countStatement for their bounds). */
function statementsFor(db: Db): Statements {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = { fixed: buildFixedStatements(db), lists: new Map(), counts: new Map() };
    statementsByDb.set(db, statements);
  }
  return statements;
}

/** Searches of up to two words in each box (nearly all) keep their statements prepared. */
function preparedShape(filters: DoctorFilters): boolean {
  const words = wordsOf(filters);
  return words.q.length <= 2 && words.city.length <= 2;
}

/** Pages kept as named prepared statements: the first few of each endpoint's default size. */
const preparedPages = 3;
const preparedPageSizes: readonly number[] = [defaultDoctorPageSize, maxDoctorArraySize];

/**
 * Whether a page's statement is kept prepared. A city filter is not: a prepared statement soon
 * runs PostgreSQL's generic plan, which cannot know how common the typed city is, guesses a
 * handful of doctors and sorts every match (12,505 for 'Boston' in 100,000: 38 ms a query against
 * 1.3 ms planned for the value, with the expression statistics of migration 0014).
 */
export function isPreparedList(filters: DoctorFilters, limit: number, offset: number): boolean {
  const page = offset / limit + 1;
  return preparedPageSizes.includes(limit) && Number.isInteger(page) && page <= preparedPages && preparedShape(filters) && wordsOf(filters).city.length === 0;
}

/**
 * The list statement for a page. The first pages at the default sizes (nearly every request)
 * are prepared once and cached, at most 4 sorts × 6 filter shapes × 2 sizes × 3 pages per
 * database; any other page, a search of more than two words per box or a city filter is an
 * unnamed statement planned for its one use.
 */
function listStatement(db: Db, sort: DoctorSort, filters: DoctorFilters, limit: number, offset: number): ListStatement {
  const page = offset / limit + 1;
  if (!isPreparedList(filters, limit, offset)) {
    return buildListStatement(db, sort, filters, limit, offset, '');
  }
  const { lists } = statementsFor(db);
  const name = `doctors_list_${sort}_${filterKey(filters).replaceAll('+', '_')}_${String(limit)}_${String(page)}`;
  let statement = lists.get(name);
  if (!statement) {
    statement = buildListStatement(db, sort, filters, limit, offset, name);
    lists.set(name, statement);
  }
  return statement;
}

function countStatement(db: Db, filters: DoctorFilters): CountStatement {
  if (!preparedShape(filters)) return buildCountStatement(db, filters, '');
  const { counts } = statementsFor(db);
  const name = `doctors_count_${filterKey(filters).replaceAll('+', '_')}`;
  let statement = counts.get(name);
  if (!statement) {
    statement = buildCountStatement(db, filters, name);
    counts.set(name, statement);
  }
  return statement;
}

/** FIND-16: the first free slot of a listed doctor's row, on the clock of the doctor's location (HOURS-4). */
function nextFreeSlot(row: ListRow | TrendingRow, now: ClinicNow, clinicTimeZone: string): { date: string; time: string } | null {
  if (!row.available) return null;
  const schedule = scheduleOf(row, clinicTimeZone);
  return nextAvailableSlot(calendarOf(schedule, row.taken, row.blocked, row.noticeHours), nowFor(schedule, now, clinicTimeZone));
}

function withAvailability(rows: ListRow[], now: ClinicNow, clinicTimeZone: string): DoctorListItem[] {
  return rows.map((row) => {
    const next = nextFreeSlot(row, now, clinicTimeZone);
    return {
      user_id: row.userId,
      name: row.name,
      specialization: row.specialization,
      qualifications: row.qualifications,
      rating: row.rating,
      experience_years: row.experienceYears,
      consultation_fee: row.consultationFee,
      available: row.available,
      trending: row.trending,
      face_url: row.faceUrl,
      city: row.city,
      available_today: next?.date === now.date,
      next_available_date: next?.date ?? null,
      next_available_time: next?.time ?? null,
      timeZone: row.zone ?? clinicTimeZone,
      languages: row.languages,
    };
  });
}

async function listPage(database: Database, request: DoctorPageRequest, clinicTimeZone: string) {
  const now = clinicNow(clinicTimeZone);
  const offset = (request.page - 1) * request.pageSize;
  const rows = await readRows(database, listStatement(database.db, request.sort, request, request.pageSize, offset), listParameters(request, now.date));
  return { rows, items: withAvailability(rows, now, clinicTimeZone), offset };
}

export async function listDoctors(database: Database, request: DoctorPageRequest, clinicTimeZone: string): Promise<DoctorListItem[]> {
  return (await listPage(database, request, clinicTimeZone)).items;
}

export async function countDoctors(db: Db, filters: DoctorFilters): Promise<number> {
  const [row] = await countStatement(db, filters).execute(filterValues(filters));
  return row?.total ?? 0;
}

/**
 * One Find Doctor page and its total. A partial page tells its total by itself; a full one
 * reuses the total counted at the same directory version, read with the page.
 */
export async function doctorPage(database: Database, request: DoctorPageRequest, clinicTimeZone: string, totals: TotalsCache) {
  const { db } = database;
  const { rows, items, offset } = await listPage(database, request, clinicTimeZone);
  const [first] = rows;
  let total: number;
  if (first && rows.length < request.pageSize) total = offset + rows.length;
  else if (!first) total = offset === 0 ? 0 : await countDoctors(db, request);
  else {
    const words = wordsOf(request);
    const key = JSON.stringify([words.q, request.specialization ?? '', words.city, request.language ?? '']);
    total = await totals.get(key, BigInt(first.directoryVersion), () => countDoctors(db, request));
  }
  return { items, total, page: request.page, pageSize: request.pageSize };
}

export async function trendingDoctors(db: Db, clinicTimeZone: string): Promise<TrendingDoctor[]> {
  const now = clinicNow(clinicTimeZone);
  const rows = await statementsFor(db).fixed.trending.execute(listParameters({}, now.date));
  return rows.map((row) => {
    // FIND-16: the carousel shows the real next free slot, computed like the listing's.
    const next = nextFreeSlot(row, now, clinicTimeZone);
    return {
    doctor_id: row.doctorId,
    name: row.name,
    face_url: row.faceUrl,
    experience_years: row.experienceYears,
    specialization: row.specialization,
    consultation_fee: row.consultationFee,
    available: row.available,
    next_available_date: next?.date ?? null,
    next_available_time: next?.time ?? null,
    timeZone: row.zone ?? clinicTimeZone,
    languages: row.languages,
  };
  });
}

/** The columns of a doctor's detail (FIND-10), as the detail statement and the portal read them. */
export interface DoctorDetailRow {
  userId: string;
  name: string;
  email: string;
  specialization: string;
  qualifications: string;
  experienceYears: number;
  consultationFee: number;
  rating: number;
  available: boolean;
  trending: boolean;
  faceUrl: string | null;
  city: string | null;
  clinicAddress: string | null;
  createdAt: Date;
  bio: string | null;
  insurancePlans: string[];
  languages: string[];
  locationName: string | null;
  locationAddress: string | null;
}

/** A detail row as FIND-10's doctor, shared by Find Doctor and the doctor's own profile. */
export function toDoctorDetail(row: DoctorDetailRow): DoctorDetail {
  return {
    id: row.userId,
    user_id: row.userId,
    ...practiceOf(row),
    rating: row.rating,
    available: row.available,
    trending: row.trending,
    face_url: row.faceUrl,
    city: row.city,
    clinic_address: row.clinicAddress,
    created_at: row.createdAt.toISOString(),
    bio: row.bio,
    insurance_plans: row.insurancePlans,
    languages: row.languages,
    // DOC-11: the clinic location the doctor works at, else the address the doctor gave.
    location: { name: row.locationName, address: row.locationAddress ?? row.clinicAddress },
  };
}

/** A verified doctor, or null (unknown and unverified doctors look the same). */
export async function findDoctor(database: Database, id: string): Promise<DoctorDetail | null> {
  const [row] = await readRows(database, statementsFor(database.db).fixed.detail, { id });
  return row ? toDoctorDetail(row) : null;
}

/**
 * DOC-8: the specializations of listed doctors, one label per key in the clinic's spelling (the
 * first registered listed doctor's), in order of the key. A loose index scan over the key's
 * partial index (one probe per specialization for the key, one for its label) instead of
 * DISTINCT over every doctor.
 */
export async function listSpecializations(db: Db): Promise<string[]> {
  // Both drivers answer raw SQL with `{ rows }`; Drizzle types the result per driver only.
  const result = (await db.execute(sql`
    with recursive found(key) as (
      (select specialization_key from ${doctors} where ${listed} order by specialization_key limit 1)
      union all
      select (select d.specialization_key from ${doctors} d where d.verified and d.specialization_key > found.key
              order by d.specialization_key limit 1)
      from found where found.key is not null
    )
    select (select d.specialization from ${doctors} d where d.verified and d.specialization_key = found.key
            order by d.created_at, d.user_id limit 1) as specialization
    from found where found.key is not null`)) as { rows: { specialization: string | null }[] };
  return result.rows.flatMap((row) => (row.specialization === null ? [] : [row.specialization]));
}

/**
 * The distinct cities of listed doctors (as written, one spelling per case-insensitive city),
 * for the location box's suggestions: a loose index scan over lower(city), like specializations.
 */
export async function listCities(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive found(city) as (
      (select lower(city) from ${doctors} where ${listed} and city is not null order by lower(city) limit 1)
      union all
      select (select lower(d.city) from ${doctors} d where d.verified and lower(d.city) > found.city order by lower(d.city) limit 1)
      from found where found.city is not null
    )
    select (select d.city from ${doctors} d where d.verified and lower(d.city) = found.city limit 1) as city
    from found where found.city is not null`)) as { rows: { city: string | null }[] };
  return result.rows.flatMap((row) => (row.city === null ? [] : [row.city]));
}

/** The slot grid of a verified doctor for `days` days from `from` (default: today in the clinic). */
export async function doctorSlots(
  database: Database,
  id: string,
  options: { from?: string | undefined; days: number },
  clinicTimeZone: string,
): Promise<SlotsResponse | null> {
  const clinicClock = clinicNow(clinicTimeZone);
  const firstDay = options.from ?? clinicClock.date;
  // Read a day wider each side: the location's today may differ from the clinic's (HOURS-4).
  const [doctor] = await readRows(database, statementsFor(database.db).fixed.availability, { id, from: addDays(firstDay, -1), to: addDays(firstDay, options.days) });
  if (!doctor) return null;
  const schedule = scheduleOf(doctor, clinicTimeZone);
  const now = nowFor(schedule, clinicClock, clinicTimeZone);
  const from = options.from ?? now.date;
  // The default grid is the booking window, whose dates are computed once a day.
  const dates = from === now.date && options.days === bookingWindowDays ? windowDays(from) : Array.from({ length: options.days }, (_, offset) => addDays(from, offset));
  const calendar = calendarOf(schedule, doctor.taken, doctor.blocked, doctor.noticeHours, doctor.held);
  // HOURS-9: each slot is at its period's location, else the doctor's own.
  const days = dates.map((date) => ({ date, slots: daySlots(date, calendar, now, doctor.available).map((slot) => ({ ...slot, location_id: slotLocationOn(schedule, date, slot.time) ?? doctor.location })) }));
  const places = await readPlaces(database.db, days.flatMap((day) => day.slots.map((slot) => slot.location_id)).concat(doctor.location), clinicTimeZone);
  return {
    doctor_id: id,
    available: doctor.available,
    clinicTimeZone: schedule.timeZone,
    today: now.date,
    booking_notice_hours: doctor.noticeHours,
    two_slot_visit_types: doctor.twoSlotVisitTypes,
    days,
    locations: [...places.values()],
  };
}
