import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { threadEmails, users, type UserRole } from '../../db/schema';
import type { Mail, Mailer } from '../../lib/mail';
import { escapeHtml } from '../messages/emails';
import { emailWords } from '../messages/email-words';
import type { UiLanguage } from '@clinvia/contracts/ui-language';

// MSG-11: the e-mail that says a thread has a new message. It says only that there is a new
// message from Clinvia and where to read it: no topic, no words of the message, no doctor, no
// specialty, not even the recipient's name (an inbox is often shared or seen over a shoulder).

/** Where the recipient reads their messages in the portal. */
export function threadsLinkFor(role: UserRole): string {
  // The console's /staff/messages is the appointment e-mails (LIFE-10); the queue is 'Patient messages' (MSG-UI-4).
  return { patient: '/messages', doctor: '/doctor-portal/messages', staff: '/staff/patient-messages' }[role];
}

/**
 * Where the recipient reads one thread (MSG-UI-6, MSG-11): its page on their side of the portal,
 * or their messages when there is no thread to name. The id says nothing of the thread; the page
 * behind it answers only its participants (MSG-3).
 */
export function threadLinkFor(role: UserRole, threadId: string | null): string {
  return threadId === null ? threadsLinkFor(role) : `${threadsLinkFor(role)}/${threadId}`;
}

/** The e-mail, in the recipient's language (I18N-10). */
export function threadEmail(appUrl: string, role: UserRole, threadId: string | null, language: UiLanguage = 'en'): Omit<Mail, 'to'> {
  const words = emailWords[language].newMessage;
  const link = new URL(threadLinkFor(role, threadId), appUrl).toString();
  const text = [words.line, '', `${words.link}: ${link}`, '', words.privacy].join('\n');
  const html = [`<p>${escapeHtml(words.line)}</p>`, `<p><a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p>`, `<p>${escapeHtml(words.privacy)}</p>`].join('\n');
  return { subject: words.subject, text, html };
}

/**
 * Sends the queued thread e-mails of one batch (the jobs worker, every round). The rows are taken
 * FOR UPDATE SKIP LOCKED, so replicas split them; each is marked in the same transaction, and a
 * crash between the send and the commit sends it again under the same idempotency key (the
 * outbox keeps one file); a failed send stays queued for the next round. Answers how many were sent or settled.
 */
export async function deliverThreadEmails(db: Db, mailer: Mailer, appUrl: string, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = (await tx.execute(sql`
      select e.id, e.thread_id, u.email, u.role, u.language from ${threadEmails} e join ${users} u on u.id = e.recipient_id
      where e.id in (select id from ${threadEmails} where status = 'queued' order by created_at limit ${batchSize} for update skip locked)`)) as {
      rows: { id: string; thread_id: string; email: string; role: UserRole; language: UiLanguage }[];
    };
    let settled = 0;
    for (const row of due.rows) {
      if (mailer.delivery === 'off') {
        await tx.update(threadEmails).set({ status: 'not_sent' }).where(eq(threadEmails.id, row.id));
        settled += 1;
        continue;
      }
      try {
        await mailer.send({ to: row.email, ...threadEmail(appUrl, row.role, row.thread_id, row.language), idempotencyKey: `thread-email-${row.id}` });
      } catch {
        // Left queued: the next round tries it again; the others of the batch still go.
        continue;
      }
      await tx.update(threadEmails).set({ status: 'sent', sentAt: new Date() }).where(eq(threadEmails.id, row.id));
      settled += 1;
    }
    return settled;
  });
}
