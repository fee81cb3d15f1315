import { followUpDate, type VisitSummary } from '@clinvia/contracts/visit-summaries';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments, doctors, users, visitSummaries, visitSummaryAddenda } from '../../db/schema';
import { locationZone } from '../slots/schedule-queries';

// After-visit summaries as they are read (SUMMARY-1 to SUMMARY-7): one shape for the doctor who
// writes them, the patient who reads them, and the record and its export, which reuse
// `visitSummariesFor`. Only the read side lives here; writing is the visit-summaries module's.

const doctorUser = alias(users, 'summary_doctor');
const author = alias(users, 'addendum_author');

const columns = {
  id: visitSummaries.id,
  appointmentId: visitSummaries.appointmentId,
  patientId: visitSummaries.patientId,
  status: visitSummaries.status,
  reason: visitSummaries.reason,
  assessment: visitSummaries.assessment,
  plan: visitSummaries.plan,
  medicationsStarted: visitSummaries.medicationsStarted,
  medicationsChanged: visitSummaries.medicationsChanged,
  medicationsStopped: visitSummaries.medicationsStopped,
  instructions: visitSummaries.instructions,
  followUpValue: visitSummaries.followUpValue,
  followUpUnit: visitSummaries.followUpUnit,
  updatedAt: visitSummaries.updatedAt,
  signedAt: visitSummaries.signedAt,
  doctorId: visitSummaries.doctorId,
  doctorName: doctorUser.name,
  specialization: doctors.specialization,
  date: appointments.appointmentDate,
  time: appointments.appointmentTime,
  zone: locationZone,
};

async function load(db: Pick<Db, 'select'>, where: SQL | undefined, clinicTimeZone: string): Promise<VisitSummary[]> {
  const rows = await db
    .select(columns)
    .from(visitSummaries)
    .innerJoin(appointments, eq(appointments.id, visitSummaries.appointmentId))
    .innerJoin(doctorUser, eq(doctorUser.id, visitSummaries.doctorId))
    .innerJoin(doctors, eq(doctors.userId, visitSummaries.doctorId))
    .where(where)
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime));
  if (rows.length === 0) return [];
  const addenda = await db
    .select({ id: visitSummaryAddenda.id, summaryId: visitSummaryAddenda.summaryId, text: visitSummaryAddenda.text, createdAt: visitSummaryAddenda.createdAt, authorId: author.id, authorName: author.name })
    .from(visitSummaryAddenda)
    .innerJoin(author, eq(author.id, visitSummaryAddenda.authorId))
    .where(
      inArray(
        visitSummaryAddenda.summaryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(visitSummaryAddenda.createdAt), asc(visitSummaryAddenda.id));
  return rows.map((row) => {
    const followUp = row.followUpValue !== null && row.followUpUnit !== null ? { value: row.followUpValue, unit: row.followUpUnit } : null;
    return {
      id: row.id,
      appointment_id: row.appointmentId,
      status: row.status,
      reason: row.reason,
      assessment: row.assessment,
      plan: row.plan,
      medications_started: row.medicationsStarted,
      medications_changed: row.medicationsChanged,
      medications_stopped: row.medicationsStopped,
      instructions: row.instructions,
      follow_up: followUp === null ? null : { ...followUp, date: followUpDate(row.date, followUp) },
      updated_at: row.updatedAt.toISOString(),
      signed_at: row.signedAt?.toISOString() ?? null,
      doctor: { id: row.doctorId, name: row.doctorName, specialization: row.specialization },
      visit_date: row.date,
      visit_time: row.time,
      // TIME-5: the visit's wall clock is its doctor's location's.
      time_zone: row.zone ?? clinicTimeZone,
      addenda: addenda
        .filter((addendum) => addendum.summaryId === row.id)
        .map((addendum) => ({ id: addendum.id, text: addendum.text, created_at: addendum.createdAt.toISOString(), author: { id: addendum.authorId, name: addendum.authorName } })),
    };
  });
}

/**
 * SUMMARY-5: a patient's signed summaries, newest visit first, each with its addenda. Drafts are
 * the doctor's until signed and never appear here. For the patient's screens, their record and
 * its export; the caller audits the read (AUDIT-1).
 */
export function visitSummariesFor(db: Pick<Db, 'select'>, patientId: string, clinicTimeZone: string): Promise<VisitSummary[]> {
  return load(db, and(eq(visitSummaries.patientId, patientId), eq(visitSummaries.status, 'signed')), clinicTimeZone);
}

/** The summary of one appointment, draft or signed, or null when none was started. */
export async function summaryOfAppointment(db: Pick<Db, 'select'>, appointmentId: string, clinicTimeZone: string): Promise<VisitSummary | null> {
  const [summary] = await load(db, eq(visitSummaries.appointmentId, appointmentId), clinicTimeZone);
  return summary ?? null;
}
