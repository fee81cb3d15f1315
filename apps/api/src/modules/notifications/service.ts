import type { NotificationDto, NotificationPage } from '@clinvia/contracts/notifications';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { threadLinkFor } from '../../domain/threads/email';
import { appointments, notifications, type UserRole } from '../../db/schema';

/**
 * Where a notification leads its owner: their view of the appointment, or their home screen.
 * A doctor's link opens the appointment's details in the portal.
 */
export function linkFor(kind: string, role: UserRole, appointmentId: string | null = null, threadId: string | null = null): string | null {
  if (kind.startsWith('appointment.')) {
    if (role === 'doctor' && appointmentId !== null) return `/doctor-portal?appointment=${appointmentId}`;
    return { patient: '/appointments', doctor: '/doctor-portal', staff: '/staff/appointments' }[role];
  }
  // MSG-UI-6: a new message leads to the thread itself on the recipient's side (the notice's words
  // name no thread or topic); to their messages when the thread is gone.
  if (kind.startsWith('thread.')) return threadLinkFor(role, threadId);
  if (kind.startsWith('registration.')) return { patient: '/', doctor: '/doctor-portal', staff: '/staff' }[role];
  return null;
}

function toDto(row: typeof notifications.$inferSelect, role: UserRole, clinicTimeZone: string): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    appointment_id: row.appointmentId,
    link: linkFor(row.kind, role, row.appointmentId, row.threadId),
    timeZone: row.timeZone ?? clinicTimeZone,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** The user's notifications, newest first, with the unread total. */
export async function notificationPage(db: Db, user: { id: string; role: UserRole }, page: number, pageSize: number, clinicTimeZone: string): Promise<NotificationPage> {
  const mine = eq(notifications.userId, user.id);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(notifications).where(mine),
    unreadCount(db, user.id),
  ]);
  return { items: rows.map((row) => toDto(row, user.role, clinicTimeZone)), total: total?.value ?? 0, page, pageSize, unread };
}

/** The patients of these appointments (the ones a page of notifications names), for the audit log. */
export async function patientsOfAppointments(db: Db, appointmentIds: (string | null)[]): Promise<string[]> {
  const ids = [...new Set(appointmentIds.filter((id) => id !== null))];
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ patientId: appointments.patientId }).from(appointments).where(inArray(appointments.id, ids));
  return rows.map((row) => row.patientId);
}

/** Marks the user's own notifications read (others' ids are ignored); all of them without ids. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined): Promise<number> {
  if (ids?.length === 0) return unreadCount(db, userId);
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids === undefined ? mine : and(mine, inArray(notifications.id, ids)));
  return unreadCount(db, userId);
}
