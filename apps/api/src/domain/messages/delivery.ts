import { isActiveStatus } from '@clinvia/contracts/appointments';
import type { MessageKind } from '@clinvia/contracts/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointmentMessages, appointments, doctors, patients, users } from '../../db/schema';
import type { Mailer } from '../../plugins/mail';
import { notify, type NewNotification } from '../../modules/notifications/service';
import { slotInWords } from '../appointments/notices';
import { visitLinksFor } from '../visit-links/links';
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
  /** Signs the one-click links of the e-mails (LINK_SECRET, LIFE-8). */
  linkSecret: string;
}

/** The e-mails that carry 'I'll be there' and 'Cancel this appointment' (LIFE-8): those of a visit still ahead. */
const withVisitLinks: ReadonlySet<MessageKind> = new Set(['booked', 'confirmed', 'rescheduled', 'reminder']);

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
      patientId: appointments.patientId,
      remindByEmail: patients.remindByEmail,
      remindInApp: patients.remindInApp,
      appointmentSequence: appointments.sequence,
      appointmentStatus: appointments.status,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      appointmentType: appointments.appointmentType,
      patientName: appointments.contactName,
      doctorId: appointments.doctorId,
      doctorName: users.name,
      specialization: doctors.specialization,
      clinicAddress: doctors.clinicAddress,
    })
    .from(appointmentMessages)
    .innerJoin(appointments, eq(appointments.id, appointmentMessages.appointmentId))
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .leftJoin(patients, eq(patients.userId, appointments.patientId))
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
  // A reminder asks the patient's channels when it falls due (LIFE-8): a channel turned off
  // since the planning is respected. Both off: nothing is sent, and the row says dropped.
  const reminder = message.kind === 'reminder';
  const byEmail = !reminder || message.remindByEmail !== false;
  const inApp = reminder && message.remindInApp !== false;
  if (!byEmail && !inApp) {
    await setStatus(db, messageId, { status: 'dropped' });
    return 'dropped';
  }
  if (byEmail) {
    await db
      .update(appointmentMessages)
      .set({ attempts: sql`${appointmentMessages.attempts} + 1`, updatedAt: sql`now()` })
      .where(eq(appointmentMessages.id, messageId));
    const email = appointmentEmail({
      ...message,
      clinicTimeZone: context.clinicTimeZone,
      appUrl: context.appUrl,
      organizer: context.organizer,
      ...(withVisitLinks.has(message.kind) ? { visitLinks: visitLinksFor(context.linkSecret, context.appUrl, { id: message.appointmentId, date: message.date, time: message.time }) } : {}),
    });
    await context.mailer.send({ to: message.recipient, ...email, idempotencyKey: `appointment-message-${messageId}` });
  }
  // The bell's notice and the row's new status in one transaction: a retry after a crash finds
  // the row still queued and writes the notice once (the outbox keeps the e-mail single).
  await db.transaction(async (tx) => {
    if (inApp) await notify(tx, [reminderNotice(message)]);
    await setStatus(tx, messageId, byEmail ? { status: 'sent', sentAt: new Date(), lastError: null } : { status: 'dropped' });
  });
  return byEmail ? 'sent' : 'dropped';
}

/** The reminder in the app's bell: who and when, never why (LIFE-8). */
function reminderNotice(message: LoadedMessage): NewNotification {
  return {
    userId: message.patientId,
    appointmentId: message.appointmentId,
    kind: 'appointment.reminder',
    title: 'Appointment reminder',
    body: `Your appointment with Dr. ${message.doctorName} is on ${slotInWords(message.date, message.time)} (clinic time).`,
  };
}

/**
 * Records a failed attempt: the error's summary, and on the last attempt the dead-letter state
 * 'failed' that the Messages view shows with a Retry button.
 */
export async function recordFailure(db: Db, messageId: string, error: unknown, final: boolean): Promise<void> {
  await setStatus(db, messageId, { lastError: errorSummary(error), ...(final ? { status: 'failed' } : {}) });
}
