import { threadLimits, type DoctorThreadList, type PatientThreadList, type ThreadQueue, type ThreadQueueView } from '@clinvia/contracts/threads';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { readRows, rowStatement } from '../../db/rows';
import { clinicSettings, threads } from '../../db/schema';
import { todayIn } from '../../lib/clinic-time';
import { selectSummaries, summariesOf, summaryColumns, threadsPage, toSummary, type ThreadRow } from './read';

// The lists of threads (MSG-2, MSG-4, MSG-5, MSG-6): a patient's own, the staff queue, a doctor's.

export type ThreadState = 'open' | 'closed' | 'all';

const pageSize = threadLimits.pageSize;

function stateFilter(state: ThreadState): SQL | undefined {
  if (state === 'open') return isNull(threads.closedAt);
  if (state === 'closed') return isNotNull(threads.closedAt);
  return undefined;
}

/** Oldest promise first (the most urgent on top), then the rest by latest activity. */
const clinicOrder = [sql`${threads.answerDueAt} asc nulls last`, desc(threads.lastMessageAt), asc(threads.id)];

async function page(db: Db, where: SQL | undefined, order: SQL[], pageNumber: number, viewer: 'patient' | 'staff' | 'doctor', now: Date, clinicTimeZone: string) {
  const rows = await selectSummaries(db, where, order, pageSize + 1, (pageNumber - 1) * pageSize);
  return { threads: rows.slice(0, pageSize).map((row) => toSummary(row, viewer, now, clinicTimeZone)), page: pageNumber, has_more: rows.length > pageSize };
}

const patientOrder = [desc(threads.lastMessageAt), asc(threads.id)];

/**
 * The statements of a patient's list (MSG-2, MSG-5, MSG-9), built once per database and run as
 * named prepared statements with rows as arrays (db/rows.ts); the bench's raw baseline runs
 * these very statements. `page`: one page of the patient's threads in a state, cut on the
 * (patient, last message) index before the joins, one row more than a page to tell whether
 * another follows. `header`: the clinic's answer promise and daily limit (their defaults until
 * staff set them) and the threads the patient started today, in one round trip. Issue 32's
 * bench: planning the page's seven joins on every request cost PostgreSQL more than running them.
 */
export function patientListStatements(db: Db) {
  const pageOf = (state: ThreadState) => {
    const where = and(eq(threads.patientId, sql.placeholder('patientId')), stateFilter(state));
    const source = threadsPage(db, where, patientOrder, sql.placeholder('limit'), sql.placeholder('offset'));
    return rowStatement<ThreadRow>(`threads_patient_${state}`, summariesOf(db, source).orderBy(...patientOrder), summaryColumns);
  };
  const headerColumns = {
    answerBusinessDays: sql<number>`coalesce(${clinicSettings.threadAnswerBusinessDays}, ${sql.raw(String(threadLimits.answerBusinessDays.default))})`.mapWith(Number),
    dailyLimit: sql<number>`coalesce(${clinicSettings.threadDailyLimit}, ${sql.raw(String(threadLimits.dailyNewThreads.default))})`.mapWith(Number),
    startedToday: sql<number>`(select count(*) from ${threads} where ${threads.patientId} = ${sql.placeholder('patientId')} and ${threads.createdDay} = ${sql.placeholder('today')})`.mapWith(Number),
  };
  // One row whether or not staff ever saved the settings: the settings' single row joined to a constant.
  const header = db.select(headerColumns).from(sql`(select 1) as one`).leftJoin(clinicSettings, sql`true`);
  return {
    page: { open: pageOf('open'), closed: pageOf('closed'), all: pageOf('all') },
    header: rowStatement<{ answerBusinessDays: number; dailyLimit: number; startedToday: number }>('threads_patient_header', header, headerColumns),
  };
}

const patientStatements = new WeakMap<Db, ReturnType<typeof patientListStatements>>();

/** The placeholder values of a patient's list page: the patient, the page, the clinic's today. */
export function patientListValues(patientId: string, pageNumber: number, today: string): Record<string, unknown> {
  return { patientId, limit: pageSize + 1, offset: (pageNumber - 1) * pageSize, today };
}

/** MSG-2: a patient's page of threads, with the answer promise (MSG-5) and the new threads left today (MSG-9). */
export async function patientThreads(database: Database, patientId: string, state: ThreadState, pageNumber: number, now: Date, clinicTimeZone: string): Promise<PatientThreadList> {
  let statements = patientStatements.get(database.db);
  if (statements === undefined) {
    statements = patientListStatements(database.db);
    patientStatements.set(database.db, statements);
  }
  const values = patientListValues(patientId, pageNumber, todayIn(clinicTimeZone, now));
  const [rows, [header]] = await Promise.all([readRows(database, statements.page[state], values), readRows(database, statements.header, values)]);
  if (header === undefined) throw new Error('the list header answered no row');
  return {
    threads: rows.slice(0, pageSize).map((row) => toSummary(row, 'patient', now, clinicTimeZone)),
    page: pageNumber,
    has_more: rows.length > pageSize,
    answer_business_days: header.answerBusinessDays,
    new_threads_left_today: Math.max(0, header.dailyLimit - header.startedToday),
  };
}

/** MSG-4: unassigned = nobody at the clinic has it (no staff member, no doctor); mine = assigned to this staff member. */
function viewFilter(view: ThreadQueueView, staffId: string): SQL | undefined {
  if (view === 'unassigned') return and(isNull(threads.assignedStaffId), isNull(threads.doctorId));
  if (view === 'mine') return eq(threads.assignedStaffId, staffId);
  return undefined;
}

const overdueFilter = (now: Date) => and(isNull(threads.closedAt), lt(threads.answerDueAt, now));

export async function staffQueue(
  db: Db,
  staffId: string,
  query: { view: ThreadQueueView; state: ThreadState; overdue?: boolean | undefined; page: number },
  now: Date,
  clinicTimeZone: string,
): Promise<ThreadQueue> {
  const where = and(viewFilter(query.view, staffId), stateFilter(query.state), query.overdue === true ? overdueFilter(now) : undefined);
  const [list, [counts]] = await Promise.all([
    page(db, where, clinicOrder, query.page, 'staff', now, clinicTimeZone),
    db
      .select({
        unassigned: sql<number>`count(*) filter (where ${threads.assignedStaffId} is null and ${threads.doctorId} is null)`.mapWith(Number),
        mine: sql<number>`count(*) filter (where ${threads.assignedStaffId} = ${staffId})`.mapWith(Number),
        all: count(),
        overdue: sql<number>`count(*) filter (where ${threads.answerDueAt} < ${now})`.mapWith(Number),
      })
      .from(threads)
      .where(isNull(threads.closedAt)),
  ]);
  return { ...list, counts: counts ?? { unassigned: 0, mine: 0, all: 0, overdue: 0 } };
}

export async function doctorThreads(db: Db, doctorId: string, query: { state: ThreadState; page: number }, now: Date, clinicTimeZone: string): Promise<DoctorThreadList> {
  const mine = eq(threads.doctorId, doctorId);
  const [list, [counts]] = await Promise.all([
    page(db, and(mine, stateFilter(query.state)), clinicOrder, query.page, 'doctor', now, clinicTimeZone),
    db
      .select({ open: count(), overdue: sql<number>`count(*) filter (where ${threads.answerDueAt} < ${now})`.mapWith(Number) })
      .from(threads)
      .where(and(mine, isNull(threads.closedAt))),
  ]);
  return { ...list, counts: counts ?? { open: 0, overdue: 0 } };
}
