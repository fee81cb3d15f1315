import {
  threadLimits,
  threadMessages as texts,
  type SavedReply,
  type ThreadNotificationPreferences,
  type ThreadOptions,
  type ThreadSettings,
} from '@clinvia/contracts/threads';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, clinicSettings, doctors, savedReplies, threadNotificationPreferences, threads, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { todayIn } from '../../lib/clinic-time';
import { threadSettings } from '../../domain/threads/settings';
import { locationZone } from '../../domain/slots/schedule-queries';

// The threads module's own work (MSG-1, MSG-4, MSG-5, MSG-9, MSG-11): what a new thread may name,
// saved replies, the clinic's settings and each user's notification choices. The threads
// themselves are changed and read through domain/threads (the deactivation path uses it too).

/** New threads the patient may still start today (MSG-9). */
async function threadsLeftToday(db: Db, patientId: string, timeZone: string, now: Date, settings: ThreadSettings): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(threads)
    .where(and(eq(threads.patientId, patientId), eq(threads.createdDay, todayIn(timeZone, now))));
  return Math.max(0, settings.daily_new_thread_limit - (row?.value ?? 0));
}

/** MSG-1: the doctors a patient has a visit with (past or ahead, not cancelled) and their appointments. */
export async function threadOptions(db: Db, patientId: string, timeZone: string, now: Date): Promise<ThreadOptions> {
  const settings = await threadSettings(db);
  const visits = await db
    .select({ id: appointments.id, date: appointments.appointmentDate, time: appointments.appointmentTime, doctorId: appointments.doctorId, doctorName: users.name, specialization: doctors.specialization, zone: locationZone })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .where(and(eq(appointments.patientId, patientId), ne(appointments.status, 'cancelled'), eq(users.status, 'active')))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime))
    .limit(200);
  const doctorsSeen = new Map<string, { id: string; name: string; specialization: string }>();
  for (const visit of visits) if (!doctorsSeen.has(visit.doctorId)) doctorsSeen.set(visit.doctorId, { id: visit.doctorId, name: visit.doctorName, specialization: visit.specialization });
  return {
    doctors: [...doctorsSeen.values()].sort((a, b) => a.name.localeCompare(b.name)),
    appointments: visits.map((visit) => ({ id: visit.id, date: visit.date, time: visit.time, timeZone: visit.zone ?? timeZone, doctor_id: visit.doctorId, doctor_name: visit.doctorName })),
    new_threads_left_today: await threadsLeftToday(db, patientId, timeZone, now, settings),
    answer_business_days: settings.answer_business_days,
  };
}

/** The active, verified doctors a thread can be assigned to (MSG-4). */
export async function assignableDoctors(db: Db): Promise<{ doctors: { id: string; name: string; specialization: string }[] }> {
  const rows = await db
    .select({ id: users.id, name: users.name, specialization: doctors.specialization })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.verified, true), eq(users.status, 'active')))
    .orderBy(asc(users.name));
  return { doctors: rows };
}

// Saved replies (MSG-4).

const replyColumns = { id: savedReplies.id, title: savedReplies.title, body: savedReplies.body, updatedAt: savedReplies.updatedAt, updatedBy: users.name };

function toReply(row: { id: string; title: string; body: string; updatedAt: Date; updatedBy: string | null }): SavedReply {
  return { id: row.id, title: row.title, body: row.body, updated_at: row.updatedAt.toISOString(), updated_by: row.updatedBy };
}

async function replyById(db: Db, id: string): Promise<SavedReply | null> {
  const [row] = await db.select(replyColumns).from(savedReplies).leftJoin(users, eq(users.id, savedReplies.updatedBy)).where(eq(savedReplies.id, id));
  return row === undefined ? null : toReply(row);
}

export async function listSavedReplies(db: Db): Promise<SavedReply[]> {
  const rows = await db.select(replyColumns).from(savedReplies).leftJoin(users, eq(users.id, savedReplies.updatedBy)).orderBy(asc(savedReplies.title), asc(savedReplies.id));
  return rows.map(toReply);
}

/** Stores a saved reply; the count is taken under a lock so two at once cannot pass the cap. */
export async function createSavedReply(db: Db, staffId: string, input: { title: string; body: string }): Promise<SavedReply> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_replies'))`);
    const [row] = await tx.select({ value: count() }).from(savedReplies);
    if ((row?.value ?? 0) >= threadLimits.savedRepliesMax) throw new ApiError(409, 'saved_replies_full', texts.savedRepliesFull);
    const [created] = await tx.insert(savedReplies).values({ title: input.title, body: input.body, updatedBy: staffId }).returning({ id: savedReplies.id });
    if (created === undefined) throw new Error('the saved reply was not stored');
    return created.id;
  });
  const reply = await replyById(db, id);
  if (reply === null) throw notFound(texts.savedReplyNotFound);
  return reply;
}

export async function updateSavedReply(db: Db, staffId: string, id: string, input: { title: string; body: string }): Promise<SavedReply> {
  const [updated] = await db
    .update(savedReplies)
    .set({ title: input.title, body: input.body, updatedBy: staffId, updatedAt: new Date() })
    .where(eq(savedReplies.id, id))
    .returning({ id: savedReplies.id });
  const reply = updated === undefined ? null : await replyById(db, updated.id);
  if (reply === null) throw notFound(texts.savedReplyNotFound);
  return reply;
}

export async function deleteSavedReply(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(savedReplies).where(eq(savedReplies.id, id)).returning({ id: savedReplies.id });
  if (deleted.length === 0) throw notFound(texts.savedReplyNotFound);
}


// The clinic's settings (MSG-5, MSG-9): one row of clinic_settings, made when first set.

export async function updateThreadSettings(db: Db, staffId: string, input: ThreadSettings): Promise<ThreadSettings> {
  const values = { threadAnswerBusinessDays: input.answer_business_days, threadDailyLimit: input.daily_new_thread_limit, updatedBy: staffId, updatedAt: new Date() };
  await db
    .insert(clinicSettings)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: clinicSettings.id, set: values });
  return threadSettings(db);
}

export { threadSettings };

// Each user's notification choices (MSG-11): no row means both on.

export async function notificationPreferences(db: Db, userId: string): Promise<ThreadNotificationPreferences> {
  const [row] = await db
    .select({ email: threadNotificationPreferences.email, inApp: threadNotificationPreferences.inApp })
    .from(threadNotificationPreferences)
    .where(eq(threadNotificationPreferences.userId, userId));
  return row ?? { email: true, inApp: true };
}

export async function setNotificationPreferences(db: Db, userId: string, input: ThreadNotificationPreferences): Promise<ThreadNotificationPreferences> {
  const values = { email: input.email, inApp: input.inApp, updatedAt: new Date() };
  await db
    .insert(threadNotificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: threadNotificationPreferences.userId, set: values });
  return notificationPreferences(db, userId);
}

