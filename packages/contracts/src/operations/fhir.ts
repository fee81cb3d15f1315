import { openAccess, operation, schemasFrom, signedIn } from './operation';

// FHIR-1 to FHIR-6: a read-only FHIR R4 API over the patient's record, with the portal's session
// tokens and its access rules (a patient reads their own record, another patient's is a 404; a
// doctor reads the records of patients they have a visit with, any other is a 403), and the
// patient's 'Download my record' (the Bundle as a JSON file, and a readable PDF). Every read is
// audited (AUDIT-1). Answers are `application/fhir+json`.

const load = schemasFrom(async () => ({ fhir: await import('../fhir') }));

const patientOrDoctor = signedIn(['patient', 'doctor'], 'the patient themselves (another patient’s record: 404), or a doctor with a visit with the patient (without one: 403)');
const fhirJson = ['application/fhir+json'] as const;

export const fhirCapabilityStatement = operation({
  operationId: 'fhirCapabilityStatement',
  method: 'GET',
  path: '/api/fhir/metadata',
  tag: 'fhir',
  summary: 'The FHIR R4 CapabilityStatement of this read-only server: its resources, interactions and search parameters',
  access: openAccess,
  errors: [],
  produces: fhirJson,
  schemas: load(({ fhir }) => ({ responses: { 200: fhir.fhirResourceSchema } })),
});

export const fhirReadPatient = operation({
  operationId: 'fhirReadPatient',
  method: 'GET',
  path: '/api/fhir/Patient/:id',
  tag: 'fhir',
  summary: 'A patient as a FHIR R4 Patient (US Core Patient)',
  access: patientOrDoctor,
  personalData: 'the patient read',
  errors: [400, 401, 403, 404],
  produces: fhirJson,
  schemas: load(({ fhir }) => ({ params: fhir.fhirPatientParamsSchema, responses: { 200: fhir.fhirResourceSchema } })),
});

export const fhirSearchAppointments = operation({
  operationId: 'fhirSearchAppointments',
  method: 'GET',
  path: '/api/fhir/Appointment',
  tag: 'fhir',
  summary: 'A patient’s appointments as a FHIR R4 searchset Bundle of Appointment resources',
  description: '`patient` is required: the patient’s id, or `Patient/<id>`.',
  access: patientOrDoctor,
  personalData: 'the patient named and their appointments',
  errors: [400, 401, 403, 404],
  produces: fhirJson,
  schemas: load(({ fhir }) => ({ query: fhir.fhirAppointmentQuerySchema, responses: { 200: fhir.fhirBundleSchema } })),
});

export const fhirPatientEverything = operation({
  operationId: 'fhirPatientEverything',
  method: 'GET',
  path: '/api/fhir/Patient/:id/$everything',
  tag: 'fhir',
  summary: 'The patient’s whole record as a FHIR R4 searchset Bundle (Patient $everything)',
  description: 'Patient, Practitioner, Appointment, Encounter (completed visits), QuestionnaireResponse, Consent with the signed PDF as a DocumentReference, DocumentReference for uploaded documents, Communication for messages.',
  access: patientOrDoctor,
  personalData: 'the patient’s whole record',
  errors: [400, 401, 403, 404],
  produces: fhirJson,
  schemas: load(({ fhir }) => ({ params: fhir.fhirPatientParamsSchema, responses: { 200: fhir.fhirBundleSchema } })),
});

export const downloadMyRecordBundle = operation({
  operationId: 'downloadMyRecordBundle',
  method: 'GET',
  path: '/api/record-download/fhir',
  tag: 'fhir',
  summary: 'Download my record: a FHIR R4 collection Bundle as a JSON file',
  description: 'Sent with `Content-Disposition: attachment`; the same resources as `$everything`.',
  access: signedIn(['patient'], 'a patient (their own record)'),
  personalData: 'the caller’s own record',
  errors: [401, 403],
  produces: fhirJson,
  schemas: load(({ fhir }) => ({ responses: { 200: fhir.fhirBundleSchema } })),
});

export const downloadMyRecordPdf = operation({
  operationId: 'downloadMyRecordPdf',
  method: 'GET',
  path: '/api/record-download/pdf',
  tag: 'fhir',
  summary: 'Download my record: the same record as a readable PDF',
  description: 'Sent with `Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`.',
  access: signedIn(['patient'], 'a patient (their own record)'),
  personalData: 'the caller’s own record',
  errors: [401, 403],
  produces: ['application/pdf'],
  schemas: load(({ fhir }) => ({ responses: { 200: fhir.recordPdfBodySchema } })),
});
