import { threadMessages as texts, type AssignThreadInput, type ThreadTopic } from '@clinvia/contracts/threads';
import { fileRules } from '@clinvia/contracts/files';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, threadMessageFiles, threadMessages, threads, users } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../lib/errors';
import { todayIn } from '../../lib/clinic-time';
import { QuotaExceededError, storeFiles } from '../files/store';
import { announceMessage } from './announce';
import { answerDueAt } from '../../lib/business-days';
import type { ThreadActor } from './read';
import { threadSettings } from './settings';
import { spanishMessageBuilders as spanish } from '@clinvia/contracts/messages.es';

// Changing threads (MSG-1, MSG-4, MSG-6, MSG-7, MSG-9). Every change of one thread takes its row
// lock first, so messages, closing and assigning of one thread happen one after the other.

/** A file ready to store: inspected (typed by content, photos re-encoded) and named. */
export interface ReadyFile {
  readonly name: string;
  readonly contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  readonly bytes: Uint8Array;
}

export interface NewMessage {
  readonly body: string;
  readonly files: readonly ReadyFile[];
}


const thread429 = (limit: number) => new ApiError(429, 'thread_limit', texts.dailyLimit(limit)).inSpanish(spanish.threadMessages.dailyLimit(limit));

/** The row of a thread, locked for this transaction, or null. */
async function lockThread(tx: Db, threadId: string) {
  const [row] = await tx.select().from(threads).where(eq(threads.id, threadId)).for('update');
  return row ?? null;
}

/** Stores the message and its files, and moves the thread's list columns; the caller holds the thread's lock. */
async function addMessage(
  tx: Db,
  thread: typeof threads.$inferSelect,
  author: ThreadActor,
  message: NewMessage,
  now: Date,
  timeZone: string,
  quotaBytes: number = fileRules.patientQuotaBytes,
): Promise<string> {
  let stored;
  try {
    stored = await storeFiles(
      tx,
      message.files.map((file) => ({ purpose: 'message_attachment' as const, patientId: thread.patientId, uploadedBy: author.id, name: file.name, contentType: file.contentType, bytes: file.bytes })),
      quotaBytes,
    );
  } catch (error) {
    if (error instanceof QuotaExceededError) throw new ApiError(413, 'quota_exceeded', fileRules.messages.quotaFull, { files: fileRules.messages.quotaFull });
    throw error;
  }
  const [row] = await tx.insert(threadMessages).values({ threadId: thread.id, authorId: author.id, authorRole: author.role, body: message.body, createdAt: now }).returning({ id: threadMessages.id });
  if (row === undefined) throw new Error('the message was not stored');
  if (stored.length > 0) await tx.insert(threadMessageFiles).values(stored.map((file, position) => ({ messageId: row.id, fileId: file.id, threadId: thread.id, position })));
  const fromPatient = author.role === 'patient';
  const settings = fromPatient && thread.waitingSince === null ? await threadSettings(tx) : null;
  await tx
    .update(threads)
    .set({
      lastMessageAt: now,
      lastAuthorRole: author.role,
      messageCount: sql`${threads.messageCount} + 1`,
      ...(fromPatient
        ? {
            // The patient writing in a closed thread reopens it (MSG-4); the promise runs from their first unanswered message.
            closedAt: null,
            closedBy: null,
            patientReadAt: now,
            ...(settings === null ? {} : { waitingSince: now, answerDueAt: answerDueAt(now, settings.answer_business_days, timeZone) }),
          }
        : { lastClinicAuthorId: author.id, waitingSince: null, answerDueAt: null, clinicReadAt: now }),
    })
    .where(eq(threads.id, thread.id));
  await announceMessage(tx, thread.id, thread, author);
  return row.id;
}

/** The doctor a patient may route a thread to: one they have a visit with, past or ahead (MSG-1). */
async function checkDoctor(tx: Db, patientId: string, doctorId: string): Promise<void> {
  // Any appointment but a cancelled one is 'a visit with' the doctor, past or ahead (MSG-1).
  const [visit] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .where(and(eq(appointments.patientId, patientId), eq(appointments.doctorId, doctorId), ne(appointments.status, 'cancelled'), eq(users.status, 'active')))
    .limit(1);
  if (visit === undefined) throw validationError(texts.doctorNotYours, { doctorId: texts.doctorNotYours });
}

async function checkAppointment(tx: Db, patientId: string, appointmentId: string): Promise<void> {
  const [row] = await tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.id, appointmentId), eq(appointments.patientId, patientId)));
  if (row === undefined) throw validationError(texts.appointmentNotYours, { appointmentId: texts.appointmentNotYours });
}

/**
 * MSG-1, MSG-9: a patient's new thread with its first message and files, in one transaction.
 * The day's count is taken under a lock on the patient, so two requests at once cannot both
 * pass the limit.
 */
export async function startThread(
  db: Db,
  patientId: string,
  input: { topic: ThreadTopic; doctorId?: string | undefined; appointmentId?: string | undefined } & NewMessage,
  now: Date,
  timeZone: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('threads:' || ${patientId}))`);
    const settings = await threadSettings(tx);
    const today = todayIn(timeZone, now);
    const [started] = await tx
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(threads)
      .where(and(eq(threads.patientId, patientId), eq(threads.createdDay, today)));
    if ((started?.value ?? 0) >= settings.daily_new_thread_limit) throw thread429(settings.daily_new_thread_limit);
    if (input.doctorId !== undefined) await checkDoctor(tx, patientId, input.doctorId);
    if (input.appointmentId !== undefined) await checkAppointment(tx, patientId, input.appointmentId);
    const [thread] = await tx
      .insert(threads)
      .values({ patientId, topic: input.topic, doctorId: input.doctorId ?? null, appointmentId: input.appointmentId ?? null, createdDay: today, createdAt: now, lastMessageAt: now, lastAuthorRole: 'patient' })
      .returning();
    if (thread === undefined) throw new Error('the thread was not stored');
    await addMessage(tx, thread, { id: patientId, role: 'patient' }, input, now, timeZone);
    return thread.id;
  });
}

/** Whether the actor may act in this (locked) thread: the same rule as reading (MSG-3). */
function mayAct(thread: typeof threads.$inferSelect, actor: ThreadActor): boolean {
  if (actor.role === 'staff') return true;
  if (actor.role === 'doctor') return thread.doctorId === actor.id;
  return thread.patientId === actor.id;
}

/** MSG-4: writes in a thread; the clinic cannot write in a closed one (the patient reopens it by writing). */
export async function postMessage(
  db: Db,
  threadId: string,
  actor: ThreadActor,
  message: NewMessage,
  now: Date,
  timeZone: string,
  /** FILE-3's quota; a test passes a small one. */
  quotaBytes: number = fileRules.patientQuotaBytes,
): Promise<void> {
  await db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (thread === null || !mayAct(thread, actor)) throw notFound(texts.notFound);
    if (thread.closedAt !== null && actor.role !== 'patient') throw new ApiError(409, 'thread_closed', texts.closedForClinic);
    await addMessage(tx, thread, actor, message, now, timeZone, quotaBytes);
  });
}

/** MSG-4, MSG-6: staff or the routed doctor close a thread. */
export async function closeThread(db: Db, threadId: string, actor: ThreadActor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (thread === null || actor.role === 'patient' || !mayAct(thread, actor)) throw notFound(texts.notFound);
    if (thread.closedAt !== null) throw new ApiError(409, 'thread_closed', texts.alreadyClosed);
    await tx.update(threads).set({ closedAt: now, closedBy: actor.id, waitingSince: null, answerDueAt: null }).where(eq(threads.id, threadId));
  });
}

/** MSG-4: staff take a thread, give it to a doctor (who then reads and answers it), or put it back in the queue. */
export async function assignThread(db: Db, threadId: string, staffId: string, input: AssignThreadInput): Promise<string> {
  return db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (thread === null) throw notFound(texts.notFound);
    if (input.assignee === 'me') {
      await tx.update(threads).set({ assignedStaffId: staffId }).where(eq(threads.id, threadId));
      return texts.assigned;
    }
    if (input.assignee === 'nobody') {
      await tx.update(threads).set({ assignedStaffId: null, doctorId: null }).where(eq(threads.id, threadId));
      return texts.unassigned;
    }
    const [doctor] = await tx
      .select({ id: users.id })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(and(eq(doctors.userId, input.doctorId), eq(doctors.verified, true), eq(users.status, 'active')));
    if (doctor === undefined) throw validationError(texts.assignDoctorInvalid, { doctorId: texts.assignDoctorInvalid });
    await tx.update(threads).set({ doctorId: doctor.id, assignedStaffId: null }).where(eq(threads.id, threadId));
    return texts.assigned;
  });
}

/** Marks the caller's side read (MSG-2: the patient then sees 'Read by the clinic'). */
export async function markRead(db: Db, threadId: string, actor: ThreadActor, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const thread = await lockThread(tx, threadId);
    if (thread === null || !mayAct(thread, actor)) return false;
    await tx
      .update(threads)
      .set(actor.role === 'patient' ? { patientReadAt: now } : { clinicReadAt: now })
      .where(eq(threads.id, threadId));
    return true;
  });
}

/**
 * MSG-6: a deactivated doctor's open threads go back to the staff queue (call it in the
 * deactivation's transaction). Closed ones keep their doctor, as history.
 */
export async function returnDoctorThreads(tx: Pick<Db, 'update'>, doctorIds: readonly string[]): Promise<void> {
  if (doctorIds.length === 0) return;
  await tx
    .update(threads)
    .set({ doctorId: null })
    .where(and(inArray(threads.doctorId, [...doctorIds]), isNull(threads.closedAt)));
}
