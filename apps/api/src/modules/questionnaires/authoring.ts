import type { Questionnaire } from '@clinvia/contracts/questionnaire';
import { questionnaireMessages as texts, type QuestionnaireAssignments, type QuestionnaireDetail, type QuestionnaireSummary } from '@clinvia/contracts/questionnaires';
import { appointmentTypes, type AppointmentType } from '@clinvia/contracts/appointments';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionnaireAssignments, questionnaireResponses, questionnaires, questionnaireVersions } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

// INTAKE-11 to INTAKE-13: staff author questionnaires as FHIR JSON. A save is a new version row,
// never an update of an old one (INTAKE-12), so answers keep the questions they answered.

/** The canonical url a version carries: the author's own, else the questionnaire's id as a URN. */
export function canonicalUrl(questionnaireId: string, resource: Questionnaire): string {
  return resource.url ?? `urn:uuid:${questionnaireId}`;
}

/** The JSON stored for a version: the author's, stamped with its url and version number (INTAKE-12). */
function stamped(questionnaireId: string, resource: Questionnaire, version: number): Questionnaire {
  return { ...resource, title: resource.title.trim(), url: canonicalUrl(questionnaireId, resource), version: String(version) };
}

type Assignments = QuestionnaireDetail['assignments'];

async function assignmentsOf(db: Db, questionnaireIds: readonly string[]): Promise<Map<string, Assignments>> {
  const map = new Map<string, Assignments>(questionnaireIds.map((id) => [id, { all_visits: false, appointment_types: [], specializations: [] }]));
  if (questionnaireIds.length === 0) return map;
  const rows = await db
    .select()
    .from(questionnaireAssignments)
    .where(inArray(questionnaireAssignments.questionnaireId, [...questionnaireIds]))
    .orderBy(asc(questionnaireAssignments.specialization));
  for (const row of rows) {
    const entry = map.get(row.questionnaireId);
    if (!entry) continue;
    if (row.allVisits) entry.all_visits = true;
    const type = appointmentTypes.find((known) => known === row.appointmentType);
    if (type) entry.appointment_types.push(type);
    if (row.specialization !== null) entry.specializations.push(row.specialization);
  }
  for (const entry of map.values()) entry.appointment_types.sort((a, b) => appointmentTypes.indexOf(a) - appointmentTypes.indexOf(b));
  return map;
}

/** INTAKE-11: every questionnaire for the console's list, active first, then by title. */
export async function listQuestionnaires(db: Db): Promise<QuestionnaireSummary[]> {
  const [rows, latest, answered] = await Promise.all([
    db.select().from(questionnaires).orderBy(asc(questionnaires.status), asc(questionnaires.title)),
    db
      .selectDistinctOn([questionnaireVersions.questionnaireId], { questionnaireId: questionnaireVersions.questionnaireId, version: questionnaireVersions.version, resource: questionnaireVersions.resource })
      .from(questionnaireVersions)
      .orderBy(questionnaireVersions.questionnaireId, desc(questionnaireVersions.version)),
    db
      .select({ questionnaireId: questionnaireResponses.questionnaireId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.status, 'completed'))
      .groupBy(questionnaireResponses.questionnaireId),
  ]);
  const versionOf = new Map(latest.map((row) => [row.questionnaireId, row]));
  const countOf = new Map(answered.map((row) => [row.questionnaireId, row.count]));
  const assignments = await assignmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    version: versionOf.get(row.id)?.version ?? 1,
    updated_at: row.updatedAt.toISOString(),
    item_count: versionOf.get(row.id)?.resource.item.length ?? 0,
    assignments: assignments.get(row.id) ?? { all_visits: false, appointment_types: [], specializations: [] },
    response_count: countOf.get(row.id) ?? 0,
  }));
}

/** INTAKE-11: one questionnaire with its current version's JSON, or 404. */
export async function getQuestionnaire(db: Db, id: string): Promise<QuestionnaireDetail> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  if (!row) throw notFound(texts.notFound);
  const versions = await db
    .select({ version: questionnaireVersions.version, createdAt: questionnaireVersions.createdAt, resource: questionnaireVersions.resource })
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.questionnaireId, id))
    .orderBy(desc(questionnaireVersions.version));
  const [current] = versions;
  if (!current) throw notFound(texts.notFound);
  const assignments = await assignmentsOf(db, [id]);
  return {
    id,
    title: row.title,
    status: row.status,
    version: current.version,
    questionnaire: current.resource,
    assignments: assignments.get(id) ?? { all_visits: false, appointment_types: [], specializations: [] },
    versions: versions.map((version) => ({ version: version.version, created_at: version.createdAt.toISOString() })),
  };
}

/** INTAKE-11: a new questionnaire as version 1, asked at no visit until assigned. */
export async function createQuestionnaire(db: Db, actorId: string, resource: Questionnaire): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(questionnaires).values({ title: resource.title.trim(), createdBy: actorId, updatedBy: actorId }).returning({ id: questionnaires.id });
    if (!row) throw new Error('the questionnaire was not inserted');
    await tx.insert(questionnaireVersions).values({ questionnaireId: row.id, version: 1, resource: stamped(row.id, resource, 1), createdBy: actorId });
    return row.id;
  });
}

/** Locks the questionnaire's row for a change, or 404; a retired one answers 409. */
async function lockedActive(tx: Db, id: string): Promise<void> {
  const [row] = await tx.select({ status: questionnaires.status }).from(questionnaires).where(eq(questionnaires.id, id)).for('update');
  if (!row) throw notFound(texts.notFound);
  if (row.status === 'retired') throw conflict(texts.retired);
}

/**
 * INTAKE-12: a save writes the next version; the row lock orders concurrent saves, so each gets
 * its own number and no version is ever rewritten.
 */
export async function saveQuestionnaireVersion(db: Db, id: string, actorId: string, resource: Questionnaire): Promise<number> {
  return db.transaction(async (tx) => {
    await lockedActive(tx, id);
    const [last] = await tx
      .select({ version: questionnaireVersions.version })
      .from(questionnaireVersions)
      .where(eq(questionnaireVersions.questionnaireId, id))
      .orderBy(desc(questionnaireVersions.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    await tx.insert(questionnaireVersions).values({ questionnaireId: id, version, resource: stamped(id, resource, version), createdBy: actorId });
    await tx.update(questionnaires).set({ title: resource.title.trim(), updatedBy: actorId, updatedAt: new Date() }).where(eq(questionnaires.id, id));
    return version;
  });
}

/** INTAKE-13: replaces the visits that ask the questionnaire. Specializations are kept as typed, matched by DOC-8's key. */
export async function setAssignments(db: Db, id: string, actorId: string, assignments: QuestionnaireAssignments): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedActive(tx, id);
    await tx.delete(questionnaireAssignments).where(eq(questionnaireAssignments.questionnaireId, id));
    const folded = new Map(assignments.specializations.map((name) => [name.replace(/\s+/g, ' ').toLowerCase(), name.replace(/\s+/g, ' ')]));
    const rows = [
      ...(assignments.all_visits ? [{ questionnaireId: id, allVisits: true }] : []),
      ...assignments.appointment_types.map((type: AppointmentType) => ({ questionnaireId: id, appointmentType: type })),
      ...[...folded.values()].map((specialization) => ({ questionnaireId: id, specialization })),
    ];
    if (rows.length > 0) await tx.insert(questionnaireAssignments).values(rows);
    await tx.update(questionnaires).set({ updatedBy: actorId, updatedAt: new Date() }).where(eq(questionnaires.id, id));
  });
}

/** INTAKE-11: a retired questionnaire is asked at no new visit; its versions and answers stay. */
export async function retireQuestionnaire(db: Db, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: questionnaires.status }).from(questionnaires).where(eq(questionnaires.id, id)).for('update');
    if (!row) throw notFound(texts.notFound);
    if (row.status === 'retired') throw conflict(texts.alreadyRetired);
    await tx.update(questionnaires).set({ status: 'retired', updatedBy: actorId, updatedAt: new Date() }).where(eq(questionnaires.id, id));
  });
}
