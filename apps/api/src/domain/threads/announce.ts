import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, threadEmails, threadNotificationPreferences, users } from '../../db/schema';
import { notify } from '../notifications/notify';
import { inEveryLanguage, noticeWords } from '../messages/notice-words';
import type { ThreadActor } from './read';

// MSG-10, MSG-11: telling the other side of a thread that there is a new message, in the
// message's transaction. The bell's notice and the e-mail name nothing but Clinvia: no topic, no
// text, no doctor, no specialty (a lock screen or a shared inbox shows them).

export const threadNotice = { kind: 'thread.message', ...noticeWords.en.threadMessage } as const;

/** MSG-11: at most one e-mail per thread and recipient within this time. */
export const threadEmailQuietMinutes = 15;

export interface ThreadAudience {
  readonly patientId: string;
  readonly doctorId: string | null;
  readonly assignedStaffId: string | null;
}

/**
 * Who hears of a message: the patient when the clinic wrote; when the patient wrote, whoever at
 * the clinic has the thread (the staff member, the routed doctor), or every approved, active
 * staff member while it waits in the unassigned queue. Never the author.
 */
async function recipientsOf(tx: Db, thread: ThreadAudience, author: ThreadActor): Promise<string[]> {
  if (author.role !== 'patient') return [thread.patientId];
  const handlers = [thread.assignedStaffId, thread.doctorId].filter((id): id is string => id !== null);
  if (handlers.length > 0) return handlers;
  const rows = await tx
    .select({ id: users.id })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.approved, true), eq(users.status, 'active')));
  return rows.map((row) => row.id);
}

/** Writes the bell's notices and queues the e-mails a new message causes; call it in the message's transaction. */
export async function announceMessage(tx: Db, threadId: string, thread: ThreadAudience, author: ThreadActor): Promise<void> {
  const recipients = (await recipientsOf(tx, thread, author)).filter((id) => id !== author.id);
  if (recipients.length === 0) return;
  const choices = await tx
    .select({ userId: threadNotificationPreferences.userId, email: threadNotificationPreferences.email, inApp: threadNotificationPreferences.inApp })
    .from(threadNotificationPreferences)
    .where(inArray(threadNotificationPreferences.userId, recipients));
  const choiceOf = new Map(choices.map((row) => [row.userId, row]));
  const inApp = recipients.filter((id) => choiceOf.get(id)?.inApp ?? true);
  const email = recipients.filter((id) => choiceOf.get(id)?.email ?? true);
  // MSG-UI-6: the notice leads to the thread itself; its words still name nothing of it. I18N-10: in each recipient's language.
  await notify(
    tx,
    inApp.map((userId) => ({ userId, kind: threadNotice.kind, words: inEveryLanguage((words) => words.threadMessage), threadId })),
  );
  if (email.length === 0) return;
  // The thread's row is locked by the caller, so two messages at once cannot both pass the quiet time.
  await tx.execute(sql`
    insert into ${threadEmails} (thread_id, recipient_id)
    select ${threadId}::uuid, recipient from unnest(array[${sql.join(
      email.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]) as recipient
    where not exists (
      select 1 from ${threadEmails} e
      where e.thread_id = ${threadId}::uuid and e.recipient_id = recipient and e.created_at > now() - make_interval(mins => ${threadEmailQuietMinutes}))`);
}
