import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire, QuestionnaireResponse, QuestionnaireResponseItem } from '@clinvia/contracts/questionnaire';
import { questionnaireMessages as texts, type AppointmentAnswers, type QuestionnaireDetail, type QuestionnaireSummary, type VisitQuestionnaire, type VisitQuestionnaires } from '@clinvia/contracts/questionnaires';
import { appointments, auditLog, questionnaireResponses, questionnaireVersions } from '../../db/schema';
import { phq9Questionnaire as phq9 } from '@clinvia/contracts/questionnaire-instruments';
import { generalIntake } from '../../db/demo-questionnaires';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, createStaff, injectAs, type TestAccount, expectRoleMatrix, type RoleMatrix } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';

// INTAKE-11 to INTAKE-17 through the real server, on PGlite and on PostgreSQL: staff author and
// assign versioned questionnaires, a patient answers their own visit's, the doctor reads them.

let t: TestApp;
let patient: TestAccount;
let other: TestAccount;
let cardiologist: TestAccount;
let psychiatrist: TestAccount;
let stranger: TestAccount;
let member: TestAccount;
let day: (offset: number) => string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const secret = t.config.jwtSecret;
  patient = await createPatient(db, secret, 'Alex Morgan');
  other = await createPatient(db, secret, 'Olive Other');
  cardiologist = await createDoctor(db, secret, 'Dana Doc', { specialization: 'Cardiology' });
  psychiatrist = await createDoctor(db, secret, 'Priya Psych', { specialization: 'Psychiatry' });
  stranger = await createDoctor(db, secret, 'Sol Stranger', { specialization: 'Dermatology' });
  member = await createStaff(db, secret, true);
  const today = todayIn(t.config.clinicTimeZone);
  day = (offset) => addDays(today, offset);
});

afterAll(async () => {
  await t.close();
});

/** A visit of the patient with the doctor, `offset` days ahead, of the given type. */
async function visit(who: TestAccount, doctor: TestAccount, offset: number, time: string, type = 'Consultation', status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed'): Promise<string> {
  const placed = await placeAppointment(t.database.db, who, doctor, day(offset), time, status);
  await t.database.db.update(appointments).set({ appointmentType: type }).where(eq(appointments.id, placed.id));
  return placed.id;
}

const smokingQuestionnaire = (title: string): Questionnaire => ({
  resourceType: 'Questionnaire',
  title,
  status: 'active',
  item: [
    {
      linkId: 'smoking',
      text: 'Do you smoke?',
      type: 'choice',
      required: true,
      answerOption: [{ valueCoding: { code: 'no', display: 'No' } }, { valueCoding: { code: 'yes', display: 'Yes' } }],
    },
    { linkId: 'per-day', text: 'How many a day?', type: 'integer', required: true, enableWhen: [{ question: 'smoking', operator: '=', answerCoding: { code: 'yes' } }] },
  ],
});

async function create(resource: Questionnaire, assignments?: { all_visits?: boolean; appointment_types?: string[]; specializations?: string[] }): Promise<QuestionnaireDetail> {
  const created = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/questionnaires', payload: { questionnaire: resource } });
  expect(created.statusCode, created.body).toBe(201);
  const detail = created.json<{ questionnaire: QuestionnaireDetail }>().questionnaire;
  if (assignments) {
    const assigned = await injectAs(t.app, member, {
      method: 'PUT',
      url: `/api/staff/questionnaires/${detail.id}/assignments`,
      payload: { all_visits: false, appointment_types: [], specializations: [], ...assignments },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    return assigned.json<{ questionnaire: QuestionnaireDetail }>().questionnaire;
  }
  return detail;
}

function listFor(who: TestAccount, appointmentId: string): Promise<LightMyRequestResponse> {
  return injectAs(t.app, who, { method: 'GET', url: `/api/appointments/${appointmentId}/questionnaires` });
}

function save(who: TestAccount, appointmentId: string, questionnaireId: string, response: QuestionnaireResponse): Promise<LightMyRequestResponse> {
  return injectAs(t.app, who, { method: 'PUT', url: `/api/appointments/${appointmentId}/questionnaires/${questionnaireId}/response`, payload: response });
}

const answers = (status: QuestionnaireResponse['status'], ...items: QuestionnaireResponseItem[]): QuestionnaireResponse => ({
  resourceType: 'QuestionnaireResponse',
  questionnaire: 'urn:example|1',
  status,
  item: items,
});
const coding = (linkId: string, code: string, display: string) => ({ linkId, answer: [{ valueCoding: { code, display } }] });

/** PHQ-9's nine scored items, in order (not its stem, nor its closing difficulty question). */
const phq9Items = phq9.item.filter((item) => /^phq-9-\d$/.test(item.linkId));

/** Answers to PHQ-9 with each item's value 0..3 in order (`values[i]` for item i + 1). */
function phq9Answers(values: readonly number[]): QuestionnaireResponse {
  return answers(
    'completed',
    ...phq9Items.map((item, index) => {
      const option = item.answerOption?.[values[index] ?? 0]?.valueCoding;
      return { linkId: item.linkId, answer: option ? [{ valueCoding: option }] : [] };
    }),
  );
}

describe('staff authoring (INTAKE-11, INTAKE-12)', () => {
  it('creates, lists, reads and saves a new version on each edit; audits each write', async () => {
    const detail = await create(smokingQuestionnaire('Smoking check'));
    expect(detail).toMatchObject({ title: 'Smoking check', status: 'active', version: 1, assignments: { all_visits: false, appointment_types: [], specializations: [] } });
    expect(detail.questionnaire).toMatchObject({ url: `urn:uuid:${detail.id}`, version: '1' });

    const edited = { ...smokingQuestionnaire('Smoking check, shorter'), item: [smokingQuestionnaire('x').item[0]].filter((item) => item !== undefined) };
    const saved = await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/questionnaires/${detail.id}`, payload: { questionnaire: edited } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string; questionnaire: QuestionnaireDetail }>()).toMatchObject({ message: texts.saved, questionnaire: { title: 'Smoking check, shorter', version: 2 } });
    expect(saved.json<{ questionnaire: QuestionnaireDetail }>().questionnaire.versions.map((v) => v.version)).toEqual([2, 1]);

    const listed = await injectAs(t.app, member, { method: 'GET', url: '/api/staff/questionnaires' });
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json<{ questionnaires: QuestionnaireSummary[] }>();
    expect(list.questionnaires.find((row) => row.id === detail.id)).toMatchObject({ version: 2, item_count: 1, response_count: 0 });

    // Version 1 is still there, unchanged.
    const [first] = await t.database.db.select().from(questionnaireVersions).where(and(eq(questionnaireVersions.questionnaireId, detail.id), eq(questionnaireVersions.version, 1)));
    expect(first?.resource.item).toHaveLength(2);

    const retired = await injectAs(t.app, member, { method: 'POST', url: `/api/staff/questionnaires/${detail.id}/retire` });
    expect(retired.json<{ questionnaire: QuestionnaireDetail }>().questionnaire.status).toBe('retired');
    const late = await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/questionnaires/${detail.id}`, payload: { questionnaire: edited } });
    expect(late.statusCode).toBe(409);
    expect((await injectAs(t.app, member, { method: 'POST', url: `/api/staff/questionnaires/${detail.id}/retire` })).statusCode).toBe(409);

    const rows = await t.database.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.subjectId, detail.id));
    expect(rows.map((row) => row.action).sort()).toEqual(['questionnaire.create', 'questionnaire.retire', 'questionnaire.update']);
    expect(new Set(rows.map((row) => row.actorId))).toEqual(new Set([member.id]));
  });

  it('answers 400 with a message at each bad field’s path, and 404 for an unknown questionnaire', async () => {
    const bad = {
      ...smokingQuestionnaire(' '),
      item: [
        { linkId: 'a', text: 'First', type: 'string' },
        { linkId: 'a', text: 'Twice', type: 'string' },
        { linkId: 'c', text: 'Pick', type: 'choice', answerOption: [] },
        { linkId: 'd', text: 'Later', type: 'string', enableWhen: [{ question: 'e', operator: 'exists', answerBoolean: true }] },
        { linkId: 'e', text: 'Asked after', type: 'boolean' },
      ],
    };
    const response = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/questionnaires', payload: { questionnaire: bad } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      'questionnaire.title': 'The title is required',
      'questionnaire.item': 'The linkId "a" is used twice',
      'questionnaire.item.1.linkId': texts.duplicateLinkId,
      'questionnaire.item.2.answerOption': 'A choice question needs at least one option',
      'questionnaire.item.3.enableWhen.0.question': texts.conditionUnknown,
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await injectAs(t.app, member, { method: 'GET', url: `/api/staff/questionnaires/${unknown}` })).statusCode).toBe(404);
    const assignBad = await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/questionnaires/${unknown}/assignments`, payload: { all_visits: 'yes', appointment_types: ['Surgery'], specializations: [''] } });
    expect(assignBad.statusCode).toBe(400);
    expect(Object.keys(assignBad.json<{ error: { fields: Record<string, string> } }>().error.fields).sort()).toEqual(['all_visits', 'appointment_types.0', 'specializations.0']);
  });

  it('stores and reads back a question nested in groups with two conditions (any) and initial values, as sent', async () => {
    const nested: Questionnaire = {
      resourceType: 'Questionnaire',
      title: 'Smoking habits',
      status: 'active',
      item: [
        { linkId: 'q1', text: 'Do you smoke?', type: 'boolean' },
        { linkId: 'q2', text: 'Age', type: 'integer', initial: [{ valueInteger: 30 }] },
        {
          linkId: 'q3',
          text: 'Details',
          type: 'group',
          item: [
            {
              linkId: 'q3-inner',
              text: 'Inner',
              type: 'group',
              item: [
                {
                  linkId: 'q4',
                  text: 'How many a day?',
                  type: 'integer',
                  initial: [{ valueInteger: 10 }],
                  enableWhen: [
                    { question: 'q1', operator: '=', answerBoolean: true },
                    { question: 'q2', operator: '>=', answerInteger: 18 },
                  ],
                  enableBehavior: 'any',
                },
              ],
            },
          ],
        },
      ],
    };
    const created = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/questionnaires', payload: { questionnaire: nested } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ questionnaire: QuestionnaireDetail }>().questionnaire;
    const read = await injectAs(t.app, member, { method: 'GET', url: `/api/staff/questionnaires/${id}` });
    expect(read.statusCode).toBe(200);
    const stored = read.json<QuestionnaireDetail>().questionnaire;
    expect({ ...stored, url: undefined, version: undefined }).toEqual({ ...nested, url: undefined, version: undefined });
  });

  it('refuses an initial value of the wrong kind, beside options, or two ticked on a one-answer choice, at the field', async () => {
    const bad: Questionnaire = {
      resourceType: 'Questionnaire',
      title: 'Initials',
      status: 'active',
      item: [
        { linkId: 'n', text: 'Number', type: 'integer', initial: [{ valueString: 'ten' }] },
        { linkId: 'd', text: 'Date', type: 'date', initial: [{ valueDate: '2026-02-30' }] },
        {
          linkId: 'g',
          text: 'Group',
          type: 'group',
          item: [{ linkId: 'c', text: 'Pick', type: 'choice', initial: [{ valueCoding: { code: 'a' } }], answerOption: [{ valueCoding: { code: 'a', display: 'A' } }] }],
        },
        {
          linkId: 'two',
          text: 'Two',
          type: 'choice',
          answerOption: [
            { valueCoding: { code: 'a', display: 'A' }, initialSelected: true },
            { valueCoding: { code: 'b', display: 'B' }, initialSelected: true },
          ],
        },
      ],
    };
    const response = await injectAs(t.app, member, { method: 'POST', url: '/api/staff/questionnaires', payload: { questionnaire: bad } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      'questionnaire.item.0.initial.0': texts.initialWrongKind,
      'questionnaire.item.1.initial.0': texts.initialWrongKind,
      'questionnaire.item.2.item.0.initial.0': texts.initialWithOptions,
      'questionnaire.item.3.answerOption': texts.initialSelectedOne,
    });
  });
});

describe('which visits ask a questionnaire (INTAKE-13)', () => {
  it('picks every visit’s, the visit type’s and the doctor’s specialization’s, never a retired one', async () => {
    const everyone = await create(smokingQuestionnaire('Everyone'), { all_visits: true });
    const physicals = await create(smokingQuestionnaire('Physicals'), { appointment_types: ['Annual Physical'] });
    const minds = await create(smokingQuestionnaire('Minds'), { specializations: ['  psychiatry '] });
    const gone = await create(smokingQuestionnaire('Gone'), { all_visits: true });
    await injectAs(t.app, member, { method: 'POST', url: `/api/staff/questionnaires/${gone.id}/retire` });
    expect(minds.assignments.specializations).toEqual(['psychiatry']);

    const consultation = await visit(patient, cardiologist, 3, '09:00');
    const physical = await visit(patient, cardiologist, 3, '10:00', 'Annual Physical');
    const psychiatry = await visit(patient, psychiatrist, 4, '09:00');
    const titles = async (id: string) => (await listFor(patient, id)).json<VisitQuestionnaires>().questionnaires.map((q) => q.title).filter((title) => ['Everyone', 'Physicals', 'Minds', 'Gone'].includes(title));
    expect(await titles(consultation)).toEqual(['Everyone']);
    expect(await titles(physical)).toEqual(['Everyone', 'Physicals']);
    expect(await titles(psychiatry)).toEqual(['Everyone', 'Minds']);
    expect(everyone.assignments.all_visits).toBe(true);
    expect(physicals.assignments.appointment_types).toEqual(['Annual Physical']);
  });
});

describe('a patient’s answers (INTAKE-14, INTAKE-2)', () => {
  it('gives another patient 404 for the list and the save, and 404 for a questionnaire the visit does not ask', async () => {
    const mine = await visit(patient, cardiologist, 5, '09:00');
    const asked = await create(smokingQuestionnaire('Asked of all'), { all_visits: true });
    const notAsked = await create(smokingQuestionnaire('Not asked'));
    expect((await listFor(other, mine)).statusCode).toBe(404);
    expect((await save(other, mine, asked.id, answers('in-progress'))).statusCode).toBe(404);
    expect((await save(patient, mine, notAsked.id, answers('in-progress'))).statusCode).toBe(404);
    expect((await injectAs(t.app, cardiologist, { method: 'GET', url: `/api/appointments/${mine}/questionnaires` })).statusCode).toBe(403);
  });

  it('saves a draft without required answers, refuses completed answers with a message per linkId, then completes', async () => {
    const id = await visit(patient, cardiologist, 5, '10:00');
    const q = await create(smokingQuestionnaire('Smoking at five'), { all_visits: true });
    const draft = await save(patient, id, q.id, answers('in-progress', coding('smoking', 'yes', 'Yes')));
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json<{ message: string; questionnaire: VisitQuestionnaire }>()).toMatchObject({ message: texts.draftSaved, questionnaire: { status: 'in-progress', version: 1 } });

    // The condition holds: 'per-day' is required now.
    const missing = await save(patient, id, q.id, answers('completed', coding('smoking', 'yes', 'Yes')));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['per-day']);
    const wrongType = await save(patient, id, q.id, answers('in-progress', coding('smoking', 'yes', 'Yes'), { linkId: 'per-day', answer: [{ valueString: 'ten' }] }));
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['per-day']);

    const done = await save(patient, id, q.id, answers('completed', coding('smoking', 'yes', 'Yes'), { linkId: 'per-day', answer: [{ valueInteger: 10 }] }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ message: string }>().message).toBe(texts.completedSaved);
    const listed = (await listFor(patient, id)).json<VisitQuestionnaires>().questionnaires.find((entry) => entry.questionnaire_id === q.id);
    expect(listed).toMatchObject({ status: 'completed', saved: { response: { status: 'completed', questionnaire: `urn:uuid:${q.id}|1` } } });
    const [row] = await t.database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.appointmentId, id));
    expect(row).toMatchObject({ patientId: patient.id, status: 'completed', score: null });
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('refuses changes once the visit is cancelled or past (409), and still shows what was saved', async () => {
    const q = await create(smokingQuestionnaire('Closed visits'), { all_visits: true });
    const cancelled = await visit(patient, cardiologist, 6, '09:00', 'Consultation', 'cancelled');
    const past = await visit(patient, cardiologist, -2, '09:00');
    for (const id of [cancelled, past]) {
      const response = await save(patient, id, q.id, answers('in-progress'));
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(texts.closed);
      expect((await listFor(patient, id)).json<VisitQuestionnaires>().editable).toBe(false);
    }
  });

  it('keeps each response on the version it answered when staff edit the questionnaire (INTAKE-12)', async () => {
    const q = await create(smokingQuestionnaire('Versioned'), { all_visits: true });
    const first = await visit(patient, cardiologist, 7, '09:00');
    const second = await visit(patient, cardiologist, 7, '10:00');
    expect((await save(patient, first, q.id, answers('completed', coding('smoking', 'no', 'No')))).statusCode).toBe(200);
    const [before] = await t.database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.appointmentId, first));

    const v2 = { ...smokingQuestionnaire('Versioned'), item: [...smokingQuestionnaire('x').item, { linkId: 'vape', text: 'Do you vape?', type: 'boolean' as const, required: true }] };
    expect((await injectAs(t.app, member, { method: 'PUT', url: `/api/staff/questionnaires/${q.id}`, payload: { questionnaire: v2 } })).statusCode).toBe(200);

    const answered = (await listFor(patient, first)).json<VisitQuestionnaires>().questionnaires.find((entry) => entry.questionnaire_id === q.id);
    expect(answered?.version).toBe(1);
    expect(answered?.questionnaire.item.map((item) => item.linkId)).toEqual(['smoking', 'per-day']);
    const fresh = (await listFor(patient, second)).json<VisitQuestionnaires>().questionnaires.find((entry) => entry.questionnaire_id === q.id);
    expect(fresh).toMatchObject({ version: 2, status: 'not-started', saved: null });

    // Saving again answers version 1 still: 'vape' is not asked of it.
    expect((await save(patient, first, q.id, answers('completed', coding('smoking', 'no', 'No')))).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.appointmentId, first));
    expect(after?.questionnaireVersionId).toBe(before?.questionnaireVersionId);
    // The new visit answers version 2, which asks it.
    const refused = await save(patient, second, q.id, answers('completed', coding('smoking', 'no', 'No')));
    expect(Object.keys(refused.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['vape']);
  });
});

describe('the doctor’s summary (INTAKE-5, INTAKE-15, INTAKE-16)', () => {
  it('scores a completed PHQ-9 on the server, flags item 9 and shows what changed since the previous visit', async () => {
    const q = await create(phq9, { specializations: ['Psychiatry'] });
    const earlier = await visit(patient, psychiatrist, 8, '09:00');
    const later = await visit(patient, psychiatrist, 9, '09:00');
    expect((await save(patient, earlier, q.id, phq9Answers([1, 1, 0, 0, 0, 0, 0, 0, 0]))).statusCode).toBe(200);
    const saved = await save(patient, later, q.id, phq9Answers([3, 3, 2, 2, 1, 1, 1, 0, 1]));
    expect(saved.statusCode, saved.body).toBe(200);

    const summary = await injectAs(t.app, psychiatrist, { method: 'GET', url: `/api/doctors/appointments/${later}/answers` });
    expect(summary.statusCode, summary.body).toBe(200);
    const body = summary.json<AppointmentAnswers>();
    expect(body.patient).toEqual({ id: patient.id, name: 'Alex Morgan' });
    const answered = body.questionnaires.find((entry) => entry.questionnaire_id === q.id);
    expect(answered?.score).toMatchObject({ instrument: 'PHQ-9', score: 14, band: 'Moderate' });
    expect(answered?.score?.source).toMatch(/Kroenke/);
    expect(phq9Items).toHaveLength(9);
    expect(answered?.score?.flags.map((flag) => flag.linkId)).toEqual(['phq-9-9']);
    expect(answered?.previous).toMatchObject({ appointment_date: day(8), score: { score: 2 } });
    expect(answered?.previous?.changes.map((change) => change.linkId)).toEqual(['phq-9-1', 'phq-9-2', 'phq-9-3', 'phq-9-4', 'phq-9-5', 'phq-9-6', 'phq-9-7', 'phq-9-9']);
    expect(answered?.previous?.changes[0]).toMatchObject({ before: ['Several days'], after: ['Nearly every day'] });

    // The stored score is the server's.
    const [row] = await t.database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.appointmentId, later));
    expect(row?.score).toMatchObject({ instrument: 'PHQ-9', score: 14 });
  });

  it('lets the visit’s doctor and staff read it; another doctor gets 404, a patient 403; every read audited with the patient', async () => {
    const id = await visit(patient, cardiologist, 10, '09:00');
    const q = await create(generalIntake, { all_visits: true });
    const response = answers(
      'completed',
      { linkId: 'reason', answer: [{ valueString: 'Chest pain when climbing stairs' }] },
      { linkId: 'medications', answer: [{ valueString: 'Metformin 500 mg twice a day' }, { valueString: 'Aspirin 81 mg' }] },
      { linkId: 'allergies', answer: [{ valueCoding: { code: 'none', display: 'None' } }] },
      coding('smoking', 'never', 'Never'),
    );
    const saved = await save(patient, id, q.id, response);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await injectAs(t.app, cardiologist, { method: 'GET', url: `/api/doctors/appointments/${id}/answers` })).statusCode).toBe(200);
    expect((await injectAs(t.app, member, { method: 'GET', url: `/api/doctors/appointments/${id}/answers` })).statusCode).toBe(200);
    expect((await injectAs(t.app, stranger, { method: 'GET', url: `/api/doctors/appointments/${id}/answers` })).statusCode).toBe(404);
    expect((await injectAs(t.app, patient, { method: 'GET', url: `/api/doctors/appointments/${id}/answers` })).statusCode).toBe(403);
    const rows = await t.database.db.select({ action: auditLog.action, actorId: auditLog.actorId, patientId: auditLog.patientId }).from(auditLog).where(eq(auditLog.subjectId, id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'questionnaire_response.save', actorId: patient.id, patientId: patient.id },
        { action: 'questionnaire_response.read', actorId: cardiologist.id, patientId: patient.id },
        { action: 'questionnaire_response.read', actorId: member.id, patientId: patient.id },
      ]),
    );
    expect(rows.filter((row) => row.action === 'questionnaire_response.read')).toHaveLength(2);
    await listFor(patient, id);
    const listed = await t.database.db.select().from(auditLog).where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'questionnaire_response.list')));
    expect(listed.map((row) => row.patientId)).toEqual([patient.id]);
  });
});

describe('rights', () => {
  it('answers 401 without a session and 403 to a role the route is not for, on every questionnaire route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const matrix: RoleMatrix = [
      ['GET', '/api/staff/questionnaires', ['staff']],
      ['POST', '/api/staff/questionnaires', ['staff']],
      ['GET', `/api/staff/questionnaires/${id}`, ['staff']],
      ['PUT', `/api/staff/questionnaires/${id}`, ['staff']],
      ['PUT', `/api/staff/questionnaires/${id}/assignments`, ['staff']],
      ['POST', `/api/staff/questionnaires/${id}/retire`, ['staff']],
      ['GET', `/api/appointments/${id}/questionnaires`, ['patient']],
      ['PUT', `/api/appointments/${id}/questionnaires/${id}/response`, ['patient']],
      ['GET', `/api/doctors/appointments/${id}/answers`, ['doctor', 'staff']],
    ];
    await expectRoleMatrix(t.app, { patient, doctor: cardiologist, staff: member }, matrix);
    const pending = await createStaff(t.database.db, t.config.jwtSecret, false);
    expect((await injectAs(t.app, pending, { method: 'GET', url: '/api/staff/questionnaires' })).statusCode).toBe(403);
  });
});
