import type { InboxMessage } from '@clinvia/contracts/staff';
import { contactReplyMessages, staffAnswerMessages } from '@clinvia/contracts/staff';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contactMessageReplies, contactMessages, users } from '../../../db/schema';
import { contactReplyEmail } from '../../../domain/messages/contact-reply';
import { conflict, mailNotSent, notFound } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mail';

// Messages from the Contact page, newest first; staff answer them by e-mail (STAFF-19) or mark
// them handled with a note (STAFF-10).

const handler = alias(users, 'handler');

function selectMessages(db: Db) {
  return db
    .select({ message: contactMessages, handlerName: handler.name })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy));
}

type Row = Awaited<ReturnType<typeof selectMessages>>[number];
type Reply = InboxMessage['replies'][number];

/** The replies of the listed messages, oldest first, with who wrote each. */
async function repliesOf(db: Db, messageIds: string[]): Promise<Map<string, Reply[]>> {
  const byMessage = new Map<string, Reply[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: contactMessageReplies.messageId, sentAt: contactMessageReplies.sentAt, body: contactMessageReplies.body, author: users.name })
    .from(contactMessageReplies)
    .leftJoin(users, eq(users.id, contactMessageReplies.staffId))
    .where(inArray(contactMessageReplies.messageId, messageIds))
    .orderBy(asc(contactMessageReplies.sentAt), asc(contactMessageReplies.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ sent_at: row.sentAt.toISOString(), sent_by: row.author, body: row.body });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

function toContactMessage({ message, handlerName }: Row, replies: Reply[]): InboxMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    status: message.status,
    language: message.language,
    created_at: message.createdAt.toISOString(),
    handled_at: message.handledAt?.toISOString() ?? null,
    handled_by: handlerName,
    handled_note: message.handledNote,
    replies,
  };
}

async function oneMessage(db: Db, id: string): Promise<InboxMessage> {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound(staffAnswerMessages.noContactMessage);
  return toContactMessage(row, (await repliesOf(db, [id])).get(id) ?? []);
}

export async function contactMessagePage(db: Db, query: { status?: InboxMessage['status'] | undefined; page: number; pageSize: number }) {
  const where = query.status ? eq(contactMessages.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  const replies = await repliesOf(
    db,
    rows.map((row) => row.message.id),
  );
  return { items: rows.map((row) => toContactMessage(row, replies.get(row.message.id) ?? [])), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function markMessageHandled(db: Db, id: string, staffId: string, note: string | undefined): Promise<InboxMessage> {
  const [updated] = await db
    .update(contactMessages)
    .set({ status: 'handled', handledBy: staffId, handledAt: new Date(), handledNote: note === '' ? null : (note ?? null) })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
    .returning({ id: contactMessages.id });
  const message = await oneMessage(db, id);
  if (!updated) throw conflict(`${message.handled_by ?? 'Someone'} already handled this message.`);
  return message;
}

export interface ReplyContext {
  mailer: Mailer;
  clinicTimeZone: string;
  appUrl: string;
}

/**
 * STAFF-19: e-mails the staff member's reply to the sender, records it in the message's history
 * and marks the message answered, all or nothing: the reply is recorded in a transaction that
 * commits only once the mail is out, so a failed send leaves no trace (and the console keeps
 * the text to try again).
 */
export async function replyToMessage(db: Db, context: ReplyContext, id: string, staffId: string, reply: string): Promise<InboxMessage> {
  // MAIL-2: with e-mail off the reply would go nowhere: refuse rather than record it as sent.
  if (context.mailer.delivery === 'off') throw mailNotSent(contactReplyMessages.mailOff, new Error('MAIL_DELIVERY=off'));
  await db.transaction(async (tx) => {
    // The row lock orders two staff answering the same message at once.
    const [message] = await tx
      .select({ name: contactMessages.name, email: contactMessages.email, createdAt: contactMessages.createdAt, language: contactMessages.language })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!message) throw notFound(staffAnswerMessages.noContactMessage);
    const [row] = await tx.insert(contactMessageReplies).values({ messageId: id, staffId, body: reply }).returning({ id: contactMessageReplies.id });
    if (!row) throw new Error('the reply was not stored');
    await tx.update(contactMessages).set({ status: 'answered' }).where(eq(contactMessages.id, id));
    // I18N-10: the clinic's words in the language the message was sent in; the reply as typed.
    const email = contactReplyEmail({ recipientName: message.name, reply, receivedAt: message.createdAt, clinicTimeZone: context.clinicTimeZone, appUrl: context.appUrl, language: message.language });
    try {
      await context.mailer.send({ to: message.email, ...email, idempotencyKey: `contact-reply-${row.id}` });
    } catch (error) {
      throw mailNotSent(contactReplyMessages.notSent, error);
    }
  });
  return oneMessage(db, id);
}
