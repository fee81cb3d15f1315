import type { ContactMessage } from '@clinvia/contracts/contact';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, type contactMessageStatuses } from '../../db/schema';

// Contact messages: the public form stores them; the staff console lists them (CONTACT-3, STAFF-10).

export type ContactMessageStatus = (typeof contactMessageStatuses)[number];
export type ContactMessageRecord = typeof contactMessages.$inferSelect;

/**
 * Stores a message from the Contact Us form with status 'new', in the language it was sent in
 * (I18N-10: the request's, so the clinic's answer is written in it).
 */
export async function storeContactMessage(db: Db, input: ContactMessage, language: UiLanguage): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message, language })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('the contact message was not stored');
  return row;
}

export interface ContactMessageListRequest {
  status?: ContactMessageStatus;
  page: number;
  pageSize: number;
}

export interface ContactMessagePage {
  items: ContactMessageRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** Messages for the staff console, newest first, optionally only one status. */
export async function listContactMessages(db: Db, request: ContactMessageListRequest): Promise<ContactMessagePage> {
  const where = request.status === undefined ? undefined : eq(contactMessages.status, request.status);
  const [items, [totalRow]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0, page: request.page, pageSize: request.pageSize };
}
