import { operation, schemasFrom, signedIn } from './operation';

// After-visit summaries (SUMMARY-1 to SUMMARY-7). The visit's doctor writes, signs and amends its
// summary (another doctor: 404); the patient reads their signed summaries (another patient's: 404).

const load = schemasFrom(async () => ({ summaries: await import('../visit-summaries') }));

const visitDoctor = signedIn(['doctor'], 'the appointment’s doctor (another doctor: 404)');

export const getVisitSummary = operation({
  operationId: 'getVisitSummary',
  method: 'GET',
  path: '/api/doctors/appointments/:id/summary',
  tag: 'visit-summaries',
  summary: 'The summary of one of your visits: none yet (null), your draft, or the signed summary with its addenda',
  access: visitDoctor,
  personalData: 'the patient’s visit summary',
  errors: [400, 401, 403, 404],
  schemas: load(({ summaries }) => ({ params: summaries.summaryParamsSchema, responses: { 200: summaries.doctorSummarySchema } })),
});

export const saveVisitSummaryDraft = operation({
  operationId: 'saveVisitSummaryDraft',
  method: 'PUT',
  path: '/api/doctors/appointments/:id/summary',
  tag: 'visit-summaries',
  summary: 'Save the draft summary of a completed visit (any field may still be empty)',
  description: '409 `conflict` while the visit is not completed, or once the summary is signed.',
  access: visitDoctor,
  personalData: 'the patient’s visit summary',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ summaries }) => ({ params: summaries.summaryParamsSchema, body: summaries.summaryDraftSchema, responses: { 200: summaries.summaryResultSchema } })),
});

export const signVisitSummary = operation({
  operationId: 'signVisitSummary',
  method: 'POST',
  path: '/api/doctors/appointments/:id/summary/sign',
  tag: 'visit-summaries',
  summary: 'Save and sign the summary of a completed visit; it is never changed again, and the patient is told it is ready (by e-mail without health information, and in the bell, as their message settings say)',
  description: '400 per field: the reason, assessment and plan are needed. 409 `conflict` while the visit is not completed, or once the summary is signed.',
  access: visitDoctor,
  personalData: 'the patient’s visit summary',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ summaries }) => ({ params: summaries.summaryParamsSchema, body: summaries.signSummarySchema, responses: { 200: summaries.summaryResultSchema } })),
});

export const addVisitSummaryAddendum = operation({
  operationId: 'addVisitSummaryAddendum',
  method: 'POST',
  path: '/api/doctors/appointments/:id/summary/addenda',
  tag: 'visit-summaries',
  summary: 'Amend a signed summary with an addendum (its own time and author; never changed)',
  description: '409 `conflict` while the summary is not signed.',
  access: visitDoctor,
  personalData: 'the patient’s visit summary',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ summaries }) => ({ params: summaries.summaryParamsSchema, body: summaries.addendumSchema, responses: { 201: summaries.summaryResultSchema } })),
});

export const listMyVisitSummaries = operation({
  operationId: 'listMyVisitSummaries',
  method: 'GET',
  path: '/api/visit-summaries',
  tag: 'visit-summaries',
  summary: 'The signed summaries of your visits, newest visit first, each with its addenda',
  access: signedIn(['patient'], 'a patient (their own summaries)'),
  personalData: 'the caller’s own visit summaries',
  errors: [401, 403],
  schemas: load(({ summaries }) => ({ responses: { 200: summaries.mySummaryListSchema } })),
});

export const getMyVisitSummary = operation({
  operationId: 'getMyVisitSummary',
  method: 'GET',
  path: '/api/appointments/:appointmentId/summary',
  tag: 'visit-summaries',
  summary: 'The signed summary of one of your visits, with its addenda',
  description: '404 while there is no signed summary, and for another patient’s appointment.',
  access: signedIn(['patient'], 'the appointment’s patient (anyone else: 404)'),
  personalData: 'the caller’s own visit summary',
  errors: [400, 401, 403, 404],
  schemas: load(({ summaries }) => ({ params: summaries.mySummaryParamsSchema, responses: { 200: summaries.visitSummarySchema } })),
});
