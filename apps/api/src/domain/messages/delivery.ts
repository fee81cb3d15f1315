import { isActiveStatus } from '@clinvia/contracts/appointments';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointmentMessages, appointments, doctors, users } from '../../db/schema';
import type { Mailer } from '../../plugins/mail';
import { appointmentEmail } from './emails';

// Sending one queued message (LIFE-6): the jobs worker calls `deliverMessage` for each job it
// holds. pg-boss lets one worker hold a job at a time; the row's status makes a job that runs
// again (after a crash, or a second job for the same message) a no-op once the message is
// sent, and the mail's idempotency key (the message id) keeps the outbox file single even
// when the process died between writing it and marking the row.

export interface DeliveryContext {
  mailer: Mailer;
  clinicTimeZone: string;
  appUrl: string;
  /** The ORGANIZER of the .ics: the clinic's sending address. */
  organizer: { name: string; email: string };
}

/** sent; dropped (the appointment changed since: a newer message tells the news); skipped (not queued any more). */
export type DeliveryOutcome = 'sent' | 'dropped' | 'skipped';

/** A summary of a failure fit for the row, the Messages view and the log: the error's class and code, never its text (it may quote an address). */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  const code = (error as { code?: unknown }).code;
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  return [error.name, typeof code === 'string' ? code : null, typeof responseCode === 'number' ? `SMTP ${String(responseCode)}` : null].filter(Boolean).join(' ');
}

async function loadMessage(db: Db, messageId: string) {
  const [row] = await db
    .select({
      id: appointmentMessages.id,
      status: appointmentMessages.status,
      kind: appointmentMessages.kind,
      sequence: appointmentMessages.sequence,
      actorRole: appointmentMessages.actorRole,
      recipient: appointmentMessages.recipient,
      appointmentId: appointments.id,
      appointmentSequence: appointments.sequence,
      appointmentStatus: appointments.status,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      appointmentType: appointments.appointmentType,
      patientName: appointments.contactName,
      doctorName: users.name,
      specialization: doctors.specialization,
      clinicAddress: doctors.clinicAddress,
    })
    .from(appointmentMessages)
    .innerJoin(appointments, eq(appointments.id, appointmentMessages.appointmentId))
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .where(eq(appointmentMessages.id, messageId));
  return row;
}

type LoadedMessage = NonNullable<Awaited<ReturnType<typeof loadMessage>>>;

/**
 * Stale: the appointment's calendar changed after the message was written (a newer message
 * carries the news and a higher SEQUENCE), or a reminder's appointment is no longer active.
 */
function isStale(message: LoadedMessage): boolean {
  if (message.sequence !== message.appointmentSequence) return true;
  return message.kind === 'reminder' && !isActiveStatus(message.appointmentStatus);
}

async function setStatus(db: Db, messageId: string, values: PgUpdateSetSource<typeof appointmentMessages>): Promise<void> {
  await db
    .update(appointmentMessages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(appointmentMessages.id, messageId), eq(appointmentMessages.status, 'queued')));
}

/** Sends one message if it is still queued and current; throws when the mailer fails (the job retries). */
export async function deliverMessage(db: Db, context: DeliveryContext, messageId: string): Promise<DeliveryOutcome> {
  const message = await loadMessage(db, messageId);
  if (message?.status !== 'queued') return 'skipped';
  if (isStale(message)) {
    await setStatus(db, messageId, { status: 'dropped' });
    return 'dropped';
  }
  await db
    .update(appointmentMessages)
    .set({ attempts: sql`${appointmentMessages.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(appointmentMessages.id, messageId));
  const email = appointmentEmail({
    ...message,
    clinicTimeZone: context.clinicTimeZone,
    appUrl: context.appUrl,
    organizer: context.organizer,
  });
  await context.mailer.send({ to: message.recipient, ...email, idempotencyKey: `appointment-message-${messageId}` });
  await setStatus(db, messageId, { status: 'sent', sentAt: new Date(), lastError: null });
  return 'sent';
}

/**
 * Records a failed attempt: the error's summary, and on the last attempt the dead-letter state
 * 'failed' that the Messages view shows with a Retry button.
 */
export async function recordFailure(db: Db, messageId: string, error: unknown, final: boolean): Promise<void> {
  await setStatus(db, messageId, { lastError: errorSummary(error), ...(final ? { status: 'failed' } : {}) });
}
