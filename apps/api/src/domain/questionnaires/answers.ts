import type { AnsweredQuestionnaire } from '@clinvia/contracts/questionnaires';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, questionnaireResponses, questionnaires, questionnaireVersions } from '../../db/schema';

// Saved questionnaire answers as the record (RECORD-1), its FHIR copy (FHIR-1), a visit's
// questionnaires (INTAKE-14) and the doctor's summary of a visit (INTAKE-15) read them: one
// query, one shape of an answered questionnaire.

/** Saved answers, each with its visit and the questionnaire version it answered; the caller filters and orders. */
export function savedAnswers(db: Db) {
  return db
    .select({
      id: questionnaireResponses.id,
      appointmentId: questionnaireResponses.appointmentId,
      date: appointments.appointmentDate,
      visitStatus: appointments.status,
      questionnaireId: questionnaireResponses.questionnaireId,
      title: questionnaires.title,
      /** The title as the answered version has it (FHIR-1): the questionnaire's may have changed since. */
      versionTitle: sql<string>`coalesce(${questionnaireVersions.resource}->>'title', 'Questionnaire')`,
      versionId: questionnaireVersions.id,
      version: questionnaireVersions.version,
      resource: questionnaireVersions.resource,
      status: questionnaireResponses.status,
      completedAt: questionnaireResponses.completedAt,
      updatedAt: questionnaireResponses.updatedAt,
      response: questionnaireResponses.response,
      score: questionnaireResponses.score,
    })
    .from(questionnaireResponses)
    .innerJoin(appointments, eq(appointments.id, questionnaireResponses.appointmentId))
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireResponses.questionnaireVersionId));
}

export type AnsweredFields = Omit<AnsweredQuestionnaire, 'previous'>;

/** A saved answer as the API gives it: the questionnaire, its version, the answers and the server's score. */
export function answeredFields(row: {
  questionnaireId: string;
  title: string;
  version: number;
  status: AnsweredFields['status'];
  completedAt: Date | null;
  resource: AnsweredFields['questionnaire'];
  response: AnsweredFields['response'];
  score: AnsweredFields['score'];
}): AnsweredFields {
  return {
    questionnaire_id: row.questionnaireId,
    title: row.title,
    version: row.version,
    status: row.status,
    completed_at: row.completedAt?.toISOString() ?? null,
    questionnaire: row.resource,
    response: row.response,
    score: row.score,
  };
}
