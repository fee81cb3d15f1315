import { displayStatus, isActiveStatus } from '@clinvia/contracts/appointments';
import type { CheckInState } from '@clinvia/contracts/check-ins';
import type { MessageKind } from '@clinvia/contracts/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointmentMessages, appointments, checkIns, dependents, doctors, patients, users } from '../../db/schema';
import { checkInAvailability, checkInWindow, openDaysColumn } from '../check-ins/window';
import type { Mailer } from '../../lib/mail';
import { notify, type NewNotification } from '../notifications/notify';
import { visitLinksFor } from '../visit-links/links';
import { appointmentEmail } from './emails';
import { locationZone } from '../slots/schedule-queries';
import { appointmentPlace } from '../slots/places';
import { longTypesInRow } from '../slots/visit-types';
import { specificationSlotLength } from '@clinvia/contracts/schedules';
import { accountLanguage, accountName, deliveryAddress } from './recipients';
import { inEveryLanguage } from './notice-words';

// Sending queued messages (LIFE-6): the jobs worker calls `deliverMessages` with the messages of
// the jobs it holds. pg-boss lets one worker hold a job at a time; the row's status makes a job
// that runs again (after a crash, or a second job for the same message) a no-op once the message
// is sent, and the mail's idempotency key (the message id) keeps the outbox file single even
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

/**
 * sent; dropped (the appointment changed since: a newer message tells the news); not_sent (e-mail
 * delivery is off, MAIL-2: kept, never handed to anyone); skipped (not queued any more).
 */
export type DeliveryOutcome = 'sent' | 'dropped' | 'not_sent' | 'skipped';

/** A summary of a failure fit for the row, the Messages view and the log: the error's class and code, never its text (it may quote an address). */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  const code = (error as { code?: unknown }).code;
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  return [error.name, typeof code === 'string' ? code : null, typeof responseCode === 'number' ? `SMTP ${String(responseCode)}` : null].filter(Boolean).join(' ');
}

function selectMessages(db: Db) {
  return db
    .select({
      id: appointmentMessages.id,
      status: appointmentMessages.status,
      kind: appointmentMessages.kind,
      sequence: appointmentMessages.sequence,
      actorRole: appointmentMessages.actorRole,
      // Read again when sent: an address confirmed (or an account's address changed) since counts (MAIL-1).
      recipient: deliveryAddress,
      appointmentId: appointments.id,
      patientId: appointments.patientId,
      remindByEmail: patients.remindByEmail,
      remindInApp: patients.remindInApp,
      appointmentSequence: appointments.sequence,
      appointmentVersion: appointments.version,
      appointmentStatus: appointments.status,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      appointmentType: appointments.appointmentType,
      patientName: accountName,
      // I18N-10: written in the account holder's language.
      language: accountLanguage,
      // FAMILY-3: the e-mail names the dependent the visit is for.
      dependentName: sql<string | null>`(select ${dependents.name} from ${dependents} where ${dependents.id} = ${appointments.dependentId})`,
      doctorId: appointments.doctorId,
      doctorName: users.name,
      specialization: doctors.specialization,
      clinicAddress: doctors.clinicAddress,
      // TIME-5: the e-mail and its .ics speak the doctor's location's zone; the visit lasts its slots.
      zone: locationZone,
      // LOC-5: the location kept with the booking (name, address).
      placeColumns: appointmentPlace,
      slotMinutes: doctors.slotMinutes,
      longTypes: longTypesInRow,
      // CHECKIN-8: a reminder links to the check-in while its window is open.
      checkInState: sql<CheckInState | null>`(select ${checkIns.state} from ${checkIns} where ${checkIns.appointmentId} = ${appointments.id})`,
      checkInOpenDays: openDaysColumn,
    })
    .from(appointmentMessages)
    .innerJoin(appointments, eq(appointments.id, appointmentMessages.appointmentId))
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .innerJoin(doctors, eq(doctors.userId, appointments.doctorId))
    .leftJoin(patients, eq(patients.userId, appointments.patientId));
}

type LoadedMessage = Awaited<ReturnType<typeof selectMessages>>[number];

/**
 * Stale: the appointment's calendar changed after the message was written (a newer message
 * carries the news and a higher SEQUENCE), or a reminder's appointment is no longer active.
 */
function isStale(message: LoadedMessage): boolean {
  if (message.sequence !== message.appointmentSequence) return true;
  return message.kind === 'reminder' && !isActiveStatus(message.appointmentStatus);
}

/** Sets the status of those still queued (a row another worker finished is left as it is). */
async function setStatus(db: Db, messageIds: readonly string[], values: PgUpdateSetSource<typeof appointmentMessages>): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .update(appointmentMessages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(inArray(appointmentMessages.id, [...messageIds]), eq(appointmentMessages.status, 'queued')));
}

/** How one message goes out: by e-mail, as a bell notice (a reminder), both, or not at all (stale, or both channels off). */
function channelsOf(message: LoadedMessage): { byEmail: boolean; inApp: boolean } {
  if (isStale(message)) return { byEmail: false, inApp: false };
  // A reminder asks the patient's channels when it falls due (LIFE-8): a channel turned off
  // since the planning is respected.
  const reminder = message.kind === 'reminder';
  return { byEmail: !reminder || message.remindByEmail !== false, inApp: reminder && message.remindInApp !== false };
}

/** CHECKIN-8: a reminder of a visit whose check-in is open (not finished) carries the 'Check in' link. */
function checkInOpen(message: LoadedMessage, zone: string): boolean {
  if (message.kind !== 'reminder') return false;
  const window = checkInWindow(message.date, message.time, zone, message.checkInOpenDays);
  const availability = checkInAvailability(displayStatus(message.appointmentStatus), message.checkInState, window, new Date());
  return availability === 'open' || availability === 'in_progress';
}

async function sendEmail(context: DeliveryContext, message: LoadedMessage): Promise<void> {
  const zone = message.zone ?? context.clinicTimeZone;
  const email = appointmentEmail({
    ...message,
    checkInOpen: checkInOpen(message, zone),
    clinicTimeZone: zone,
    place: message.placeColumns,
    durationMinutes: (message.longTypes.includes(message.appointmentType) ? 2 : 1) * (message.slotMinutes ?? specificationSlotLength),
    appUrl: context.appUrl,
    organizer: context.organizer,
    ...(withVisitLinks.has(message.kind) ? { visitLinks: visitLinksFor(context.linkSecret, context.appUrl, { id: message.appointmentId, date: message.date, time: message.time, version: message.appointmentVersion }) } : {}),
  });
  await context.mailer.send({ to: message.recipient, ...email, idempotencyKey: `appointment-message-${message.id}` });
}

/**
 * Sends a batch of queued messages (one fetch of the worker), `concurrency` e-mails at a time:
 * one read for the batch and one write per group sent, so a message costs the database a
 * fraction of a round trip (LIFE-6's 10,000 at once beside the API's own reads). Answers each
 * message's outcome, or the error its e-mail threw (the job retries; `recordFailure`). A row
 * another worker finished, or a message that is gone, is 'skipped'.
 */
export async function deliverMessages(db: Db, context: DeliveryContext, messageIds: readonly string[], concurrency: number): Promise<Map<string, DeliveryOutcome | Error>> {
  const outcomes = new Map<string, DeliveryOutcome | Error>(messageIds.map((id) => [id, 'skipped']));
  if (messageIds.length === 0) return outcomes;
  const queued = (await selectMessages(db).where(inArray(appointmentMessages.id, [...messageIds]))).filter((message) => message.status === 'queued');
  const silent = queued.filter((message) => !channelsOf(message).byEmail && !channelsOf(message).inApp);
  await setStatus(
    db,
    silent.map((message) => message.id),
    { status: 'dropped' },
  );
  for (const message of silent) outcomes.set(message.id, 'dropped');
  const outgoing = queued.filter((message) => !silent.includes(message));
  // MAIL-2: with MAIL_DELIVERY=off no e-mail is handed over; the row says 'not_sent', never 'sent'.
  const mailOff = context.mailer.delivery === 'off';
  const emailed = (message: LoadedMessage) => channelsOf(message).byEmail && !mailOff;
  const outcomeOf = (message: LoadedMessage): DeliveryOutcome => (emailed(message) ? 'sent' : channelsOf(message).byEmail ? 'not_sent' : 'dropped');
  for (let first = 0; first < outgoing.length; first += concurrency) {
    const group = outgoing.slice(first, first + concurrency);
    const results = await Promise.allSettled(group.map((message) => (emailed(message) ? sendEmail(context, message) : Promise.resolve())));
    const done = group.filter((_, index) => results[index]?.status === 'fulfilled');
    group.forEach((message, index) => {
      const result = results[index];
      if (result?.status === 'rejected') outcomes.set(message.id, result.reason instanceof Error ? result.reason : new Error(String(result.reason)));
    });
    // The bell's notices and the rows' new status in one transaction: a retry after a crash finds
    // the rows still queued and writes each notice once (the outbox keeps each e-mail single).
    await db.transaction(async (tx) => {
      await notify(
        tx,
        done.filter((message) => channelsOf(message).inApp).map(reminderNotice),
      );
      const withOutcome = (outcome: DeliveryOutcome) => done.filter((message) => outcomeOf(message) === outcome).map((message) => message.id);
      await setStatus(tx, withOutcome('sent'), { status: 'sent', sentAt: new Date(), lastError: null, attempts: sql`${appointmentMessages.attempts} + 1` });
      await setStatus(tx, withOutcome('not_sent'), { status: 'not_sent' });
      await setStatus(tx, withOutcome('dropped'), { status: 'dropped' });
    });
    for (const message of done) outcomes.set(message.id, outcomeOf(message));
  }
  return outcomes;
}

/** The reminder in the app's bell: who and when, never why (LIFE-8). */
function reminderNotice(message: LoadedMessage): NewNotification {
  return {
    userId: message.patientId,
    appointmentId: message.appointmentId,
    kind: 'appointment.reminder',
    // I18N-10: in the patient's language. TIME-5: the bell names the zone (`timeZone`) when the reader's clock reads otherwise.
    words: inEveryLanguage((words) => words.reminder(`Dr. ${message.doctorName}`, words.slot(message.date, message.time))),
    timeZone: message.zone,
  };
}

/**
 * Records a failed attempt: the error's summary, and on the last attempt the dead-letter state
 * 'failed' that the Messages view shows with a Retry button.
 */
export async function recordFailure(db: Db, messageId: string, error: unknown, final: boolean): Promise<void> {
  await setStatus(db, [messageId], { lastError: errorSummary(error), attempts: sql`${appointmentMessages.attempts} + 1`, ...(final ? { status: 'failed' } : {}) });
}
