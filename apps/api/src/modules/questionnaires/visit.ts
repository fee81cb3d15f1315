import type { Questionnaire, QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { scoreResponse } from '@clinvia/contracts/questionnaire-scoring';
import { validateResponse } from '@clinvia/contracts/questionnaire-validate';
import { isActiveStatus } from '@clinvia/contracts/appointments';
import { questionnaireMessages as texts, type QuestionnaireScore, type VisitQuestionnaire, type VisitQuestionnaires } from '@clinvia/contracts/questionnaires';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, questionnaireAssignments, questionnaireResponses, questionnaires, questionnaireVersions } from '../../db/schema';
import { savedAnswers } from '../../domain/questionnaires/answers';
import { todayIn } from '../../lib/clinic-time';
import { conflict, notFound, validationError } from '../../lib/errors';

// INTAKE-13, INTAKE-14: the questionnaires a visit asks and the patient's answers to them. Only
// the appointment's own patient reaches them (anyone else: 404); the check-in window is the
// check-in's rule, not this one's: answers may change until the visit is cancelled, over or past.

export interface VisitAppointment {
  id: string;
  patientId: string;
  doctorId: string;
  date: string;
  type: string;
  editable: boolean;
}

/** The appointment if it is the patient's, else 404 (another patient never learns it exists). */
export async function patientAppointment(db: Db, appointmentId: string, patientId: string, clinicTimeZone: string, now: Date): Promise<VisitAppointment> {
  const [row] = await db
    .select({ id: appointments.id, patientId: appointments.patientId, doctorId: appointments.doctorId, date: appointments.appointmentDate, type: appointments.appointmentType, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.patientId, patientId)));
  if (!row) throw notFound(texts.appointmentNotFound);
  return { ...row, editable: isActiveStatus(row.status) && row.date >= todayIn(clinicTimeZone, now) };
}

interface AskedVersion {
  questionnaireId: string;
  title: string;
  versionId: string;
  version: number;
  resource: Questionnaire;
}

/**
 * INTAKE-13: the active questionnaires assigned to every visit, to the visit's type or to its
 * doctor's specialization (DOC-8's key), each at its current version, oldest questionnaire first.
 */
async function assignedTo(db: Db, appointment: VisitAppointment): Promise<AskedVersion[]> {
  const [doctor] = await db.select({ key: doctors.specializationKey }).from(doctors).where(eq(doctors.userId, appointment.doctorId));
  const matches = or(
    eq(questionnaireAssignments.allVisits, true),
    eq(questionnaireAssignments.appointmentType, appointment.type),
    doctor ? eq(questionnaireAssignments.specializationKey, doctor.key) : sql`false`,
  );
  return db
    .select({ questionnaireId: questionnaires.id, title: questionnaires.title, versionId: questionnaireVersions.id, version: questionnaireVersions.version, resource: questionnaireVersions.resource })
    .from(questionnaires)
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.questionnaireId, questionnaires.id))
    .where(
      and(
        eq(questionnaires.status, 'active'),
        sql`${questionnaireVersions.version} = (select max(v.version) from questionnaire_versions v where v.questionnaire_id = ${questionnaires.id})`,
        sql`exists (select 1 from ${questionnaireAssignments} where ${questionnaireAssignments.questionnaireId} = ${questionnaires.id} and ${matches})`,
      ),
    )
    .orderBy(asc(questionnaires.createdAt), asc(questionnaires.title));
}

interface SavedResponse {
  questionnaireId: string;
  title: string;
  versionId: string;
  version: number;
  resource: Questionnaire;
  status: 'in-progress' | 'completed';
  response: QuestionnaireResponse;
  score: QuestionnaireScore | null;
  completedAt: Date | null;
  updatedAt: Date;
}

/** The answers saved for the appointment, each with the version it answered. */
export async function savedResponses(db: Db, appointmentId: string): Promise<SavedResponse[]> {
  return savedAnswers(db).where(eq(questionnaireResponses.appointmentId, appointmentId)).orderBy(asc(questionnaires.createdAt), asc(questionnaires.title));
}

function asVisitQuestionnaire(asked: AskedVersion, saved: SavedResponse | undefined): VisitQuestionnaire {
  if (saved) {
    return { questionnaire_id: saved.questionnaireId, title: saved.title, version: saved.version, questionnaire: saved.resource, status: saved.status, saved: { response: saved.response, updated_at: saved.updatedAt.toISOString() } };
  }
  return { questionnaire_id: asked.questionnaireId, title: asked.title, version: asked.version, questionnaire: asked.resource, status: 'not-started', saved: null };
}

/**
 * INTAKE-14: the visit's questionnaires: those asked now and any already answered for it (a
 * questionnaire retired or unassigned since keeps its answers), each at the version its answers
 * keep, else the current one.
 */
export async function visitQuestionnaires(db: Db, appointment: VisitAppointment): Promise<VisitQuestionnaires> {
  const [asked, saved] = await Promise.all([assignedTo(db, appointment), savedResponses(db, appointment.id)]);
  const savedBy = new Map(saved.map((row) => [row.questionnaireId, row]));
  const list = asked.map((row) => asVisitQuestionnaire(row, savedBy.get(row.questionnaireId)));
  const askedIds = new Set(asked.map((row) => row.questionnaireId));
  for (const row of saved) if (!askedIds.has(row.questionnaireId)) list.push(asVisitQuestionnaire(row, row));
  return { appointment_id: appointment.id, editable: appointment.editable, questionnaires: list };
}

/** The canonical reference of a version ('url|version'), as a response names what it answers. */
function canonicalOf(resource: Questionnaire, version: number): string {
  return `${resource.url ?? ''}|${String(version)}`;
}

/**
 * INTAKE-14, INTAKE-2, INTAKE-5: saves the patient's answers to one questionnaire of the visit.
 * A draft is checked for types and limits, completed answers fully, against the version the
 * answers keep (the current one for a first save); the server scores a completed PHQ-9 or GAD-7.
 */
export async function saveResponse(db: Db, appointment: VisitAppointment, questionnaireId: string, response: QuestionnaireResponse): Promise<VisitQuestionnaire> {
  if (!appointment.editable) throw conflict(texts.closed);
  // Two tries: a first save racing another first save finds the other's row (and its version) on the second.
  for (let attempt = 0; attempt < 2; attempt++) {
    const target = await versionToAnswer(db, appointment, questionnaireId);
    const checked = validateResponse(target.resource, response, { partial: response.status === 'in-progress' });
    if (!checked.ok) throw validationError(texts.answersInvalid, Object.fromEntries(checked.errors.map((error) => [error.linkId, error.message])));
    const stored: QuestionnaireResponse = { ...response, questionnaire: canonicalOf(target.resource, target.version) };
    const completed = response.status === 'completed';
    const score = completed ? scoreResponse(target.resource, stored) : null;
    const now = new Date();
    const values = { status: response.status, response: stored, score, completedAt: completed ? now : null, updatedAt: now };
    const [row] = await db
      .insert(questionnaireResponses)
      .values({ appointmentId: appointment.id, patientId: appointment.patientId, questionnaireId, questionnaireVersionId: target.versionId, ...values })
      .onConflictDoUpdate({
        target: [questionnaireResponses.appointmentId, questionnaireResponses.questionnaireId],
        set: values,
        // INTAKE-12: answers stay on the version they first answered.
        setWhere: eq(questionnaireResponses.questionnaireVersionId, target.versionId),
      })
      .returning({ id: questionnaireResponses.id });
    if (row) {
      const saved = (await savedResponses(db, appointment.id)).find((entry) => entry.questionnaireId === questionnaireId);
      if (saved) return asVisitQuestionnaire(saved, saved);
    }
  }
  throw conflict(texts.savedElsewhere);
}

/** The version the answers keep, else the current version of a questionnaire the visit asks; else 404. */
async function versionToAnswer(db: Db, appointment: VisitAppointment, questionnaireId: string): Promise<AskedVersion> {
  const [saved] = await db
    .select({ questionnaireId: questionnaireResponses.questionnaireId, title: questionnaires.title, versionId: questionnaireVersions.id, version: questionnaireVersions.version, resource: questionnaireVersions.resource })
    .from(questionnaireResponses)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireResponses.questionnaireVersionId))
    .where(and(eq(questionnaireResponses.appointmentId, appointment.id), eq(questionnaireResponses.questionnaireId, questionnaireId)))
    .orderBy(desc(questionnaireVersions.version))
    .limit(1);
  if (saved) return saved;
  const asked = (await assignedTo(db, appointment)).find((row) => row.questionnaireId === questionnaireId);
  if (!asked) throw notFound(texts.notAssigned);
  return asked;
}
