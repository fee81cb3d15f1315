import { threadLimits, type DoctorThreadList, type PatientThreadList, type ThreadQueue, type ThreadQueueView } from '@clinvia/contracts/threads';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { threads } from '../../db/schema';
import { selectSummaries, toSummary } from './read';

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

const patientWhere = (patientId: string, state: ThreadState) => and(eq(threads.patientId, patientId), stateFilter(state));
const patientOrder = [desc(threads.lastMessageAt), asc(threads.id)];

/** The SQL of a patient's page of threads (the bench's raw baseline runs it too). */
export function patientListQuery(db: Db, patientId: string, state: ThreadState, pageNumber: number) {
  return selectSummaries(db, patientWhere(patientId, state), patientOrder, pageSize + 1, (pageNumber - 1) * pageSize);
}

export async function patientThreads(db: Db, patientId: string, state: ThreadState, pageNumber: number, now: Date, clinicTimeZone: string): Promise<Pick<PatientThreadList, 'threads' | 'page' | 'has_more'>> {
  return page(db, patientWhere(patientId, state), patientOrder, pageNumber, 'patient', now, clinicTimeZone);
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
