import { messageRetryMessages, MESSAGE_PAGE_SIZE, messageStatuses, type AppointmentMessage, type MessageListQuery, type MessageStatus } from '@clinvia/contracts/messages';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { appointmentMessages, appointments, doctors, users } from '../../../db/schema';
import { locationZone } from '../../../domain/slots/schedule-queries';
import { ApiError, notFound } from '../../../lib/errors';

// The staff console's Messages view (LIFE-10): what each appointment's e-mails did (sent, due,
// failed, dropped), and 'Retry' for a failed one. The recipient's address is not shown: the
// appointment and the patient's name say whose it is.

const patientUser = alias(users, 'message_patient');

function selectMessages(db: Db) {
  return db
    .select({
      message: appointmentMessages,
      patientId: appointments.patientId,
      patientName: patientUser.name,
      doctorName: users.name,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      zone: locationZone,
    })
    .from(appointmentMessages)
    .innerJoin(appointments, eq(appointments.id, appointmentMessages.appointmentId))
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .innerJoin(patientUser, eq(patientUser.id, appointments.patientId));
}

type Row = Awaited<ReturnType<typeof selectMessages>>[number];

/** TIME-5: the appointment's date and time are wall clock in its doctor's location's zone (the clinic's without one). */
function toMessage(row: Row, clinicTimeZone: string): AppointmentMessage {
  const { message } = row;
  return {
    id: message.id,
    appointment_id: message.appointmentId,
    kind: message.kind,
    status: message.status,
    sequence: message.sequence,
    due_at: message.dueAt.toISOString(),
    sent_at: message.sentAt?.toISOString() ?? null,
    attempts: message.attempts,
    last_error: message.lastError,
    patient_name: row.patientName,
    doctor_name: row.doctorName,
    appointment_date: row.date,
    appointment_time: row.time,
    timeZone: row.zone ?? clinicTimeZone,
  };
}

export interface MessagePage {
  messages: AppointmentMessage[];
  page: number;
  has_more: boolean;
  counts: Record<MessageStatus, number>;
  /** Whose messages the page shows (the audit rows), in the page's order. */
  patientIds: string[];
}

export async function messagePage(db: Db, query: MessageListQuery, clinicTimeZone: string): Promise<MessagePage> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(appointmentMessages.status, query.status));
  if (query.appointment_id) filters.push(eq(appointmentMessages.appointmentId, query.appointment_id));
  const [rows, totals] = await Promise.all([
    selectMessages(db)
      .where(and(...filters))
      .orderBy(desc(appointmentMessages.dueAt), desc(appointmentMessages.id))
      // One more than a page tells whether there is a next one without counting them all.
      .limit(MESSAGE_PAGE_SIZE + 1)
      .offset((query.page - 1) * MESSAGE_PAGE_SIZE),
    db
      .select({ status: appointmentMessages.status, total: count() })
      .from(appointmentMessages)
      .where(query.appointment_id ? eq(appointmentMessages.appointmentId, query.appointment_id) : undefined)
      .groupBy(appointmentMessages.status),
  ]);
  const shown = rows.slice(0, MESSAGE_PAGE_SIZE);
  const counts = Object.fromEntries(messageStatuses.map((status) => [status, totals.find((total) => total.status === status)?.total ?? 0])) as Record<MessageStatus, number>;
  return { messages: shown.map((row) => toMessage(row, clinicTimeZone)), page: query.page, has_more: rows.length > MESSAGE_PAGE_SIZE, counts, patientIds: shown.map((row) => row.patientId) };
}

/**
 * Queues a failed message again: the dispatcher gives it a new pg-boss job with a fresh set of
 * attempts. The worker still drops it if the appointment changed since it was written.
 */
export async function retryMessage(db: Db, messageId: string, clinicTimeZone: string): Promise<{ message: AppointmentMessage; patientId: string }> {
  const [updated] = await db
    .update(appointmentMessages)
    .set({ status: 'queued', jobId: null, updatedAt: sql`now()` })
    .where(and(eq(appointmentMessages.id, messageId), eq(appointmentMessages.status, 'failed')))
    .returning({ id: appointmentMessages.id });
  const [row] = await selectMessages(db).where(eq(appointmentMessages.id, messageId));
  if (!row) throw notFound(messageRetryMessages.notFound);
  if (!updated) throw new ApiError(409, 'message_not_failed', messageRetryMessages.notFailed);
  return { message: toMessage(row, clinicTimeZone), patientId: row.patientId };
}
