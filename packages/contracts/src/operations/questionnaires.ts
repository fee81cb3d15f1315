import { operation, schemasFrom, signedIn } from './operation';

// Questionnaires as data (INTAKE-11 to INTAKE-17): staff author and assign them, a patient answers
// the ones of their own visit, the visit's doctor reads the answers. Another patient's or another
// doctor's appointment answers 404.

const load = schemasFrom(async () => {
  const [questionnaires] = await Promise.all([import('../questionnaires')]);
  return { questionnaires };
});

const staffOnly = signedIn(['staff'], 'approved staff');

export const listQuestionnaires = operation({
  operationId: 'listQuestionnaires',
  method: 'GET',
  path: '/api/staff/questionnaires',
  tag: 'questionnaires',
  summary: 'Every questionnaire, active first, with its current version, its assignments and how many completed answers it has',
  access: staffOnly,
  errors: [401, 403],
  schemas: load(({ questionnaires }) => ({ responses: { 200: questionnaires.questionnaireListSchema } })),
});

export const createQuestionnaire = operation({
  operationId: 'createQuestionnaire',
  method: 'POST',
  path: '/api/staff/questionnaires',
  tag: 'questionnaires',
  summary: 'Create a questionnaire (FHIR R4 Questionnaire JSON within the documented subset) as its version 1',
  description: '400 with one message per field at its JSON path (`questionnaire.item.2.text`). Asked at no visit until assigned.',
  access: staffOnly,
  errors: [400, 401, 403],
  schemas: load(({ questionnaires }) => ({ body: questionnaires.questionnaireBodySchema, responses: { 201: questionnaires.questionnaireActionResultSchema } })),
});

export const getQuestionnaire = operation({
  operationId: 'getQuestionnaire',
  method: 'GET',
  path: '/api/staff/questionnaires/:questionnaireId',
  tag: 'questionnaires',
  summary: 'One questionnaire: its current version’s JSON, its assignments and its versions',
  access: staffOnly,
  errors: [400, 401, 403, 404],
  schemas: load(({ questionnaires }) => ({ params: questionnaires.questionnaireParamsSchema, responses: { 200: questionnaires.questionnaireDetailSchema } })),
});

export const updateQuestionnaire = operation({
  operationId: 'updateQuestionnaire',
  method: 'PUT',
  path: '/api/staff/questionnaires/:questionnaireId',
  tag: 'questionnaires',
  summary: 'Save a questionnaire’s questions as a new version; answers already given keep the version they answered',
  description: '409 `conflict` for a retired questionnaire.',
  access: staffOnly,
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ questionnaires }) => ({ params: questionnaires.questionnaireParamsSchema, body: questionnaires.questionnaireBodySchema, responses: { 200: questionnaires.questionnaireActionResultSchema } })),
});

export const setQuestionnaireAssignments = operation({
  operationId: 'setQuestionnaireAssignments',
  method: 'PUT',
  path: '/api/staff/questionnaires/:questionnaireId/assignments',
  tag: 'questionnaires',
  summary: 'Which visits ask the questionnaire: every visit, some appointment types, some specializations (replaces the previous choice)',
  access: staffOnly,
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ questionnaires }) => ({ params: questionnaires.questionnaireParamsSchema, body: questionnaires.questionnaireAssignmentsSchema, responses: { 200: questionnaires.questionnaireActionResultSchema } })),
});

export const retireQuestionnaire = operation({
  operationId: 'retireQuestionnaire',
  method: 'POST',
  path: '/api/staff/questionnaires/:questionnaireId/retire',
  tag: 'questionnaires',
  summary: 'Retire a questionnaire: asked at no visit from now on; its versions and answers are kept',
  access: staffOnly,
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ questionnaires }) => ({ params: questionnaires.questionnaireParamsSchema, responses: { 200: questionnaires.questionnaireActionResultSchema } })),
});

export const listAppointmentQuestionnaires = operation({
  operationId: 'listAppointmentQuestionnaires',
  method: 'GET',
  path: '/api/appointments/:id/questionnaires',
  tag: 'questionnaires',
  summary: 'The questionnaires of one of your visits, each with the version to answer and your saved answers (draft or completed)',
  description: 'The visit’s questionnaires: the active ones assigned to every visit, to its type or to its doctor’s specialization, and any already answered for it. Another patient’s appointment: 404.',
  access: signedIn(['patient'], 'the appointment’s patient (anyone else: 404)'),
  proxyScope: 'read',
  personalData: 'the caller’s own answers',
  errors: [400, 401, 403, 404],
  schemas: load(({ questionnaires }) => ({ params: questionnaires.appointmentQuestionnairesParamsSchema, responses: { 200: questionnaires.visitQuestionnairesSchema } })),
});

export const saveQuestionnaireResponse = operation({
  operationId: 'saveQuestionnaireResponse',
  method: 'PUT',
  path: '/api/appointments/:id/questionnaires/:questionnaireId/response',
  tag: 'questionnaires',
  summary: 'Save your answers to one questionnaire of your visit: a draft (status in-progress) or the completed answers',
  description:
    'A draft is checked for types and limits only; completed answers fully (required, conditions, repeats, limits). 400 with one message per question, keyed by its linkId. The answers keep the version they first answered; the server computes the score of a completed PHQ-9 or GAD-7. 409 `conflict` once the visit is cancelled, over or past.',
  access: signedIn(['patient'], 'the appointment’s patient (anyone else: 404)'),
  proxyScope: 'book',
  personalData: 'the caller’s own answers',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ questionnaires }) => ({ params: questionnaires.questionnaireResponseParamsSchema, body: questionnaires.questionnaireResponseBodySchema, responses: { 200: questionnaires.saveResponseResultSchema } })),
});

export const getAppointmentAnswers = operation({
  operationId: 'getAppointmentAnswers',
  method: 'GET',
  path: '/api/doctors/appointments/:id/answers',
  tag: 'questionnaires',
  summary: 'The patient’s answers for a visit: each questionnaire with its score, band and flags, and what changed since their previous answers',
  access: signedIn(['doctor', 'staff'], 'the appointment’s doctor (another doctor: 404), or approved staff'),
  personalData: 'the patient’s answers',
  errors: [400, 401, 403, 404],
  schemas: load(({ questionnaires }) => ({ params: questionnaires.appointmentQuestionnairesParamsSchema, responses: { 200: questionnaires.appointmentAnswersSchema } })),
});
