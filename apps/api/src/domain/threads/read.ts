import type { FileMeta } from '@clinvia/contracts/file-schemas';
import type { ThreadAuthorRole, ThreadDetail, ThreadMessage, ThreadStatus, ThreadSummary } from '@clinvia/contracts/threads';
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client';
import { isoTimestamp, readRows, rowStatement } from '../../db/rows';
import { appointments, doctors, files, threadMessageFiles, threadMessages, threads, users } from '../../db/schema';
import { locationZone } from '../slots/schedule-queries';

// Reading threads (MSG-2, MSG-3, MSG-5): who may, and what lists and the detail show.

/** Who is asking: a patient, approved staff (the route's guard checked it) or a doctor. */
export interface ThreadActor {
  readonly id: string;
  readonly role: ThreadAuthorRole;
}

const patientUser = alias(users, 'thread_patient');
const doctorUser = alias(users, 'thread_doctor');
const staffUser = alias(users, 'thread_staff');
const answerUser = alias(users, 'thread_answerer');

export const summaryColumns = {
  id: threads.id,
  topic: threads.topic,
  patientId: threads.patientId,
  patientName: patientUser.name,
  doctorId: threads.doctorId,
  doctorName: doctorUser.name,
  staffId: threads.assignedStaffId,
  staffName: staffUser.name,
  appointmentId: threads.appointmentId,
  appointmentDate: appointments.appointmentDate,
  appointmentTime: appointments.appointmentTime,
  /** TIME-5: the zone of the appointment's doctor's location (null: the clinic's). */
  appointmentZone: locationZone,
  answererId: threads.lastClinicAuthorId,
  answererName: answerUser.name,
  answererRole: answerUser.role,
  messageCount: threads.messageCount,
  // The timestamps as ISO strings: a summary only shows them and compares them with each other
  // (one format, so text order is time order), and a page has six a row (db/rows.ts).
  lastMessageAt: isoTimestamp(threads.lastMessageAt),
  lastAuthorRole: threads.lastAuthorRole,
  answerDueAt: isoTimestamp(threads.answerDueAt),
  clinicReadAt: isoTimestamp(threads.clinicReadAt),
  patientReadAt: isoTimestamp(threads.patientReadAt),
  createdAt: isoTimestamp(threads.createdAt),
  closedAt: isoTimestamp(threads.closedAt),
};

/**
 * The summary columns of the threads in `source` with their people, appointment and zone joined:
 * the table itself, or a page of it already cut (`threadsPage`), so that the joins touch only
 * the rows shown.
 */
export function summariesOf(db: Db, source: ReturnType<typeof threadsPage> | typeof threads) {
  return db
    .select(summaryColumns)
    .from(source)
    .innerJoin(patientUser, eq(patientUser.id, threads.patientId))
    .leftJoin(doctorUser, eq(doctorUser.id, threads.doctorId))
    .leftJoin(staffUser, eq(staffUser.id, threads.assignedStaffId))
    .leftJoin(answerUser, eq(answerUser.id, threads.lastClinicAuthorId))
    .leftJoin(appointments, eq(appointments.id, threads.appointmentId))
    .leftJoin(doctors, eq(doctors.userId, appointments.doctorId));
}

/**
 * One page of the threads table, cut before any join, standing in for the table under its own
 * name (the summary columns name "threads"): its WHERE and ORDER BY use the table's indexes.
 */
export function threadsPage(db: Db, where: SQL | undefined, order: SQL[], limit: number | Placeholder, offset: number | Placeholder) {
  return db.select().from(threads).where(where).orderBy(...order).limit(limit).offset(offset).as('threads');
}

/** The summary rows matching `where`, in `order`, one page (`limit`, `offset`). */
export function selectSummaries(db: Db, where: SQL | undefined, order: SQL[] = [], limit = 1000, offset = 0) {
  return summariesOf(db, threads).where(where).orderBy(...order).limit(limit).offset(offset);
}

export type ThreadRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** MSG-2: where a thread stands as the patient sees it. */
export function statusOf(row: Pick<ThreadRow, 'closedAt' | 'lastAuthorRole' | 'clinicReadAt' | 'lastMessageAt'>): ThreadStatus {
  if (row.closedAt !== null) return 'closed';
  if (row.lastAuthorRole !== 'patient') return 'answered';
  if (row.clinicReadAt !== null && row.clinicReadAt >= row.lastMessageAt) return 'read';
  return 'sent';
}

/** Whether the viewer's side has something new: the clinic wrote since the patient read, or the other way round. */
function unreadFor(row: ThreadRow, viewer: ThreadAuthorRole): boolean {
  const otherSideWroteLast = viewer === 'patient' ? row.lastAuthorRole !== 'patient' : row.lastAuthorRole === 'patient';
  const readAt = viewer === 'patient' ? row.patientReadAt : row.clinicReadAt;
  return otherSideWroteLast && (readAt === null || readAt < row.lastMessageAt);
}

const clinicRole = (role: string | null): 'staff' | 'doctor' => (role === 'doctor' ? 'doctor' : 'staff');

export function toSummary(row: ThreadRow, viewer: ThreadAuthorRole, now: Date, clinicTimeZone: string): ThreadSummary {
  const doctor = row.doctorId !== null && row.doctorName !== null ? { id: row.doctorId, name: row.doctorName } : null;
  const staff = row.staffId !== null && row.staffName !== null ? { id: row.staffId, name: row.staffName, role: 'staff' as const } : null;
  return {
    id: row.id,
    topic: row.topic,
    status: statusOf(row),
    patient: { id: row.patientId, name: row.patientName },
    doctor,
    assignee: staff ?? (doctor === null ? null : { ...doctor, role: 'doctor' }),
    appointment: row.appointmentId !== null && row.appointmentDate !== null && row.appointmentTime !== null ? { id: row.appointmentId, date: row.appointmentDate, time: row.appointmentTime, timeZone: row.appointmentZone ?? clinicTimeZone }
        : null,
    answered_by: row.answererId !== null && row.answererName !== null ? { id: row.answererId, name: row.answererName, role: clinicRole(row.answererRole) } : null,
    message_count: row.messageCount,
    last_message_at: row.lastMessageAt,
    unread: unreadFor(row, viewer),
    answer_due_at: row.answerDueAt,
    overdue: row.closedAt === null && row.answerDueAt !== null && row.answerDueAt < now.toISOString(),
    created_at: row.createdAt,
    closed_at: row.closedAt,
  };
}

/** MSG-3: the patient, approved staff, and the routed doctor read a thread; for anyone else it does not exist. */
export function mayRead(row: Pick<ThreadRow, 'patientId' | 'doctorId'>, actor: ThreadActor): boolean {
  if (actor.role === 'staff') return true;
  if (actor.role === 'doctor') return row.doctorId === actor.id;
  return row.patientId === actor.id;
}

const messageColumns = {
  id: threadMessages.id,
  authorId: threadMessages.authorId,
  authorName: users.name,
  authorRole: threadMessages.authorRole,
  body: threadMessages.body,
  createdAt: isoTimestamp(threadMessages.createdAt),
};

const attachmentColumns = {
  messageId: threadMessageFiles.messageId,
  id: files.id,
  name: files.name,
  contentType: files.contentType,
  size: files.size,
  createdAt: isoTimestamp(files.createdAt),
};

/** A thread's messages with their authors, oldest first. */
export function messageRowsQuery(db: Db, threadId: string | Placeholder) {
  return db
    .select(messageColumns)
    .from(threadMessages)
    .leftJoin(users, eq(users.id, threadMessages.authorId))
    .where(eq(threadMessages.threadId, threadId))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
}

/** The descriptions of a thread's attachments, in their messages' order. */
export function attachmentRowsQuery(db: Db, threadId: string | Placeholder) {
  return db
    .select(attachmentColumns)
    .from(threadMessageFiles)
    .innerJoin(files, eq(files.id, threadMessageFiles.fileId))
    .where(eq(threadMessageFiles.threadId, threadId))
    .orderBy(asc(threadMessageFiles.position));
}

type MessageRow = Awaited<ReturnType<typeof messageRowsQuery>>[number];
type AttachmentRow = Awaited<ReturnType<typeof attachmentRowsQuery>>[number];

/**
 * The statements of reading one thread, built once per database and run as named prepared
 * statements with rows as arrays (db/rows.ts): planning the summary's seven joins cost PostgreSQL
 * more than running them (issue 32's bench). The bench's raw baseline runs these very statements.
 */
export function threadReadStatements(db: Db) {
  const threadId = sql.placeholder('threadId');
  return {
    summary: rowStatement<ThreadRow>('thread_summary', selectSummaries(db, eq(threads.id, threadId), [], 1), summaryColumns),
    messages: rowStatement<MessageRow>('thread_messages', messageRowsQuery(db, threadId), messageColumns),
    attachments: rowStatement<AttachmentRow>('thread_attachments', attachmentRowsQuery(db, threadId), attachmentColumns),
  };
}

const readStatements = new WeakMap<Db, ReturnType<typeof threadReadStatements>>();

function statementsOf(database: Database): ReturnType<typeof threadReadStatements> {
  let statements = readStatements.get(database.db);
  if (statements === undefined) {
    statements = threadReadStatements(database.db);
    readStatements.set(database.db, statements);
  }
  return statements;
}

/** The thread's summary row if the actor may read it, else null (the route answers 404). */
export async function readableThread(database: Database, threadId: string, actor: ThreadActor): Promise<ThreadRow | null> {
  const [row] = await readRows(database, statementsOf(database).summary, { threadId });
  return row !== undefined && mayRead(row, actor) ? row : null;
}

/** The messages of a thread, oldest first, each with its attachments' descriptions. */
export async function threadMessagesOf(database: Database, threadId: string): Promise<ThreadMessage[]> {
  const statements = statementsOf(database);
  const [rows, attached] = await Promise.all([readRows(database, statements.messages, { threadId }), readRows(database, statements.attachments, { threadId })]);
  const byMessage = new Map<string, FileMeta[]>();
  for (const file of attached) {
    const list = byMessage.get(file.messageId) ?? [];
    list.push({ id: file.id, name: file.name, contentType: file.contentType, size: file.size, createdAt: file.createdAt });
    byMessage.set(file.messageId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    author: { id: row.authorId, name: row.authorName ?? (row.authorRole === 'patient' ? 'Patient' : 'Former clinic member'), role: row.authorRole },
    body: row.body,
    attachments: byMessage.get(row.id) ?? [],
    created_at: row.createdAt,
  }));
}

/** The whole thread for a reader who may read it, with what they may do in it. */
export async function threadDetail(database: Database, row: ThreadRow, actor: ThreadActor, now: Date, clinicTimeZone: string): Promise<ThreadDetail> {
  const summary = toSummary(row, actor.role, now, clinicTimeZone);
  const open = row.closedAt === null;
  return {
    thread: summary,
    messages: await threadMessagesOf(database, row.id),
    can_reply: actor.role === 'patient' || open,
    can_close: actor.role !== 'patient' && open,
    can_assign: actor.role === 'staff',
  };
}

/** Whether `fileId` is an attachment of `threadId` (FILE-4: the thread decides who reads its files). */
export async function isThreadAttachment(db: Db, threadId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: threadMessageFiles.fileId })
    .from(threadMessageFiles)
    .where(and(eq(threadMessageFiles.threadId, threadId), eq(threadMessageFiles.fileId, fileId)));
  return row !== undefined;
}
