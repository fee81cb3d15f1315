import { questionnaireMessages as texts, type AnsweredQuestionnaire, type AppointmentAnswers } from '@clinvia/contracts/questionnaires';
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, questionnaireResponses, users } from '../../db/schema';
import { answeredFields } from '../../domain/questionnaires/answers';
import { notFound } from '../../lib/errors';
import { answerChanges } from './changes';
import { savedResponses } from './visit';

// INTAKE-15, INTAKE-16: the doctor's one-screen summary of a visit's answers: each questionnaire
// with the server's score, band and flags, and what changed since the patient's previous
// completed answers to it. Only the visit's doctor (another doctor: 404) and approved staff.

export interface AnswersReader {
  id: string;
  role: 'doctor' | 'staff';
}

/** The appointment's patient, if the reader may see its answers; else 404. */
async function readableAppointment(db: Db, appointmentId: string, reader: AnswersReader): Promise<{ patientId: string; patientName: string }> {
  const [row] = await db
    .select({ patientId: appointments.patientId, patientName: users.name, doctorId: appointments.doctorId })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(eq(appointments.id, appointmentId));
  if (!row || (reader.role === 'doctor' && row.doctorId !== reader.id)) throw notFound(texts.appointmentNotFound);
  return row;
}

export async function appointmentAnswers(db: Db, appointmentId: string, reader: AnswersReader): Promise<AppointmentAnswers> {
  const { patientId, patientName } = await readableAppointment(db, appointmentId, reader);
  const saved = await savedResponses(db, appointmentId);
  const list: AnsweredQuestionnaire[] = [];
  for (const row of saved) {
    // The patient's latest completed answers to the same questionnaire at another visit, completed before these.
    const [previous] = await db
      .select({ response: questionnaireResponses.response, score: questionnaireResponses.score, completedAt: questionnaireResponses.completedAt, date: appointments.appointmentDate })
      .from(questionnaireResponses)
      .innerJoin(appointments, eq(appointments.id, questionnaireResponses.appointmentId))
      .where(
        and(
          eq(questionnaireResponses.patientId, patientId),
          eq(questionnaireResponses.questionnaireId, row.questionnaireId),
          eq(questionnaireResponses.status, 'completed'),
          ne(questionnaireResponses.appointmentId, appointmentId),
          lt(questionnaireResponses.completedAt, row.completedAt ?? row.updatedAt),
        ),
      )
      .orderBy(desc(questionnaireResponses.completedAt))
      .limit(1);
    list.push({
      ...answeredFields(row),
      previous:
        previous?.completedAt != null
          ? { completed_at: previous.completedAt.toISOString(), appointment_date: previous.date, score: previous.score, changes: answerChanges(row.resource, previous.response, row.response) }
          : null,
    });
  }
  return { appointment_id: appointmentId, patient: { id: patientId, name: patientName }, questionnaires: list };
}
