import type { ContactMessage } from '@clinvia/contracts/staff';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contactMessages, users } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';

// Messages from the Contact page, newest first; staff mark them handled with a note.

const handler = alias(users, 'handler');

function selectMessages(db: Db) {
  return db
    .select({ message: contactMessages, handlerName: handler.name })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy));
}

type Row = Awaited<ReturnType<typeof selectMessages>>[number];

function toContactMessage({ message, handlerName }: Row): ContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    status: message.status,
    created_at: message.createdAt.toISOString(),
    handled_at: message.handledAt?.toISOString() ?? null,
    handled_by: handlerName,
    handled_note: message.handledNote,
  };
}

export async function contactMessagePage(db: Db, query: { status?: 'new' | 'handled' | undefined; page: number; pageSize: number }) {
  const where = query.status ? eq(contactMessages.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { items: rows.map(toContactMessage), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function markMessageHandled(db: Db, id: string, staffId: string, note: string | undefined): Promise<ContactMessage> {
  const [updated] = await db
    .update(contactMessages)
    .set({ status: 'handled', handledBy: staffId, handledAt: new Date(), handledNote: note === '' ? null : (note ?? null) })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
    .returning({ id: contactMessages.id });
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound('No message with this id.');
  if (!updated) throw conflict(`${row.handlerName ?? 'Someone'} already handled this message.`);
  return toContactMessage(row);
}
