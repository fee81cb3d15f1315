import { summaryMessages as texts, type SummaryDraft, type VisitSummary } from '@clinvia/contracts/visit-summaries';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, threadNotificationPreferences, visitSummaries, visitSummaryAddenda } from '../../db/schema';
import { queueMessage } from '../../domain/messages/queue';
import { deliveryAddress } from '../../domain/messages/recipients';
import { notify } from '../../domain/notifications/notify';
import { inEveryLanguage, noticeWords } from '../../domain/messages/notice-words';
import { summaryOfAppointment, visitSummariesFor } from '../../domain/visit-summaries/summaries';
import { conflict, notFound } from '../../lib/errors';

// After-visit summaries (SUMMARY-1 to SUMMARY-7): the visit's doctor writes a draft of a completed
// visit's summary, signs it (the database refuses any later change) and amends it with addenda;
// signing tells the patient, on the channels they chose for messages, that it is ready, and each
// addendum that it was updated.

export { visitSummariesFor };

/** SUMMARY-4: the bell's notice says only that a summary is ready. */
export const summaryNotice = { kind: 'appointment.summary', ...noticeWords.en.summaryReady } as const;

/** SUMMARY-3, SUMMARY-4: an addendum's notice, as bare as the first: only that the summary was updated. */
export const summaryAmendedNotice = { kind: 'appointment.summary', ...noticeWords.en.summaryAmended } as const;

interface Visit {
  id: string;
  patientId: string;
  status: string;
  sequence: number;
  recipient: string;
}

/** The doctor's own appointment, locked for the change; another doctor's or none: 404 (SUMMARY-7). */
async function doctorsVisit(tx: Db, appointmentId: string, doctorId: string, lock: boolean): Promise<Visit> {
  const query = tx
    .select({ id: appointments.id, doctorId: appointments.doctorId, patientId: appointments.patientId, status: appointments.status, sequence: appointments.sequence, recipient: deliveryAddress })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  const [row] = lock ? await query.for('update') : await query;
  if (row?.doctorId !== doctorId) throw notFound(texts.appointmentNotFound);
  return row;
}

/** The doctor's view: the appointment's status and its summary, or null before the first save. */
export async function doctorSummary(db: Db, appointmentId: string, doctorId: string, clinicTimeZone: string): Promise<{ appointment_id: string; appointment_status: string; patientId: string; summary: VisitSummary | null }> {
  const visit = await doctorsVisit(db, appointmentId, doctorId, false);
  return { appointment_id: visit.id, appointment_status: visit.status, patientId: visit.patientId, summary: await summaryOfAppointment(db, visit.id, clinicTimeZone) };
}

function columnsOf(draft: SummaryDraft) {
  return {
    reason: draft.reason,
    assessment: draft.assessment,
    plan: draft.plan,
    medicationsStarted: draft.medications_started,
    medicationsChanged: draft.medications_changed,
    medicationsStopped: draft.medications_stopped,
    instructions: draft.instructions,
    followUpValue: draft.follow_up?.value ?? null,
    followUpUnit: draft.follow_up?.unit ?? null,
  };
}

/**
 * SUMMARY-1, SUMMARY-2: saves the draft (creating it at the first save), or saves and signs it.
 * Only a completed visit has a summary (the lifecycle completes it, LIFE-4); a signed one is final.
 */
async function write(db: Db, appointmentId: string, doctorId: string, draft: SummaryDraft, now: Date, sign: boolean): Promise<{ patientId: string; summaryId: string }> {
  return db.transaction(async (tx) => {
    const visit = await doctorsVisit(tx, appointmentId, doctorId, true);
    if (visit.status !== 'completed') throw conflict(texts.notCompleted);
    const [existing] = await tx.select({ id: visitSummaries.id, status: visitSummaries.status }).from(visitSummaries).where(eq(visitSummaries.appointmentId, visit.id)).for('update');
    if (existing?.status === 'signed') throw conflict(texts.alreadySigned);
    const values = { ...columnsOf(draft), updatedAt: now, ...(sign ? { status: 'signed' as const, signedAt: now } : {}) };
    const [row] = existing
      ? await tx.update(visitSummaries).set(values).where(eq(visitSummaries.id, existing.id)).returning({ id: visitSummaries.id })
      : await tx
          .insert(visitSummaries)
          .values({ appointmentId: visit.id, doctorId, patientId: visit.patientId, createdAt: now, ...values })
          .returning({ id: visitSummaries.id });
    if (!row) throw new Error('The summary was not written');
    if (sign) await announceSummary(tx, visit, 'summary_ready');
    return { patientId: visit.patientId, summaryId: row.id };
  });
}

/** I18N-10: each notice in the patient's language (the English ones above). */
const announcements = {
  summary_ready: { kind: summaryNotice.kind, words: inEveryLanguage((words) => words.summaryReady) },
  summary_amended: { kind: summaryAmendedNotice.kind, words: inEveryLanguage((words) => words.summaryAmended) },
} as const;

/**
 * SUMMARY-4: tells the patient, in the transaction of the signing (or of an addendum, SUMMARY-3),
 * that a summary is ready (or was updated): the bell and an e-mail with no health information (an
 * appointment message, sent by the jobs worker), each as the patient's message settings say
 * (MSG-11: no row, both on).
 */
async function announceSummary(tx: Db, visit: Visit, kind: keyof typeof announcements): Promise<void> {
  const [choice] = await tx
    .select({ email: threadNotificationPreferences.email, inApp: threadNotificationPreferences.inApp })
    .from(threadNotificationPreferences)
    .where(eq(threadNotificationPreferences.userId, visit.patientId));
  if (choice?.inApp ?? true) await notify(tx, { userId: visit.patientId, ...announcements[kind], appointmentId: visit.id });
  if (choice?.email ?? true) await queueMessage(tx, { appointmentId: visit.id, kind, sequence: visit.sequence, actorRole: 'doctor', recipient: visit.recipient });
}

export function saveDraft(db: Db, appointmentId: string, doctorId: string, draft: SummaryDraft, now: Date) {
  return write(db, appointmentId, doctorId, draft, now, false);
}

export function signSummary(db: Db, appointmentId: string, doctorId: string, draft: SummaryDraft, now: Date) {
  return write(db, appointmentId, doctorId, draft, now, true);
}

/** SUMMARY-3: an addendum to the signed summary, by the visit's doctor, at `now`. */
export async function addAddendum(db: Db, appointmentId: string, doctorId: string, text: string, now: Date): Promise<{ patientId: string; summaryId: string }> {
  return db.transaction(async (tx) => {
    const visit = await doctorsVisit(tx, appointmentId, doctorId, true);
    const [summary] = await tx.select({ id: visitSummaries.id, status: visitSummaries.status }).from(visitSummaries).where(eq(visitSummaries.appointmentId, visit.id));
    if (!summary) throw notFound(texts.notFound);
    if (summary.status !== 'signed') throw conflict(texts.notSigned);
    await tx.insert(visitSummaryAddenda).values({ summaryId: summary.id, authorId: doctorId, text, createdAt: now });
    await announceSummary(tx, visit, 'summary_amended');
    return { patientId: visit.patientId, summaryId: summary.id };
  });
}

/** SUMMARY-5: the patient's signed summary of one visit; another patient's, or none signed: 404. */
export async function patientSummary(db: Db, appointmentId: string, patientId: string, clinicTimeZone: string): Promise<VisitSummary> {
  const summary = await summaryOfAppointment(db, appointmentId, clinicTimeZone);
  const [owner] = await db.select({ patientId: visitSummaries.patientId }).from(visitSummaries).where(eq(visitSummaries.appointmentId, appointmentId));
  if (summary?.status !== 'signed' || owner?.patientId !== patientId) throw notFound(texts.notFound);
  return summary;
}

export async function summaryOf(db: Db, appointmentId: string, clinicTimeZone: string): Promise<VisitSummary> {
  const summary = await summaryOfAppointment(db, appointmentId, clinicTimeZone);
  if (summary === null) throw notFound(texts.notFound);
  return summary;
}
