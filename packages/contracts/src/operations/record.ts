import { operation, schemasFrom, signedIn } from './operation';

// The patient's record (RECORD-1 to RECORD-6): the patient reads it and keeps its lists; a doctor
// with a visit of the patient (past or ahead) and approved staff read it (RECORD-5). Another
// patient's record is a 404; a doctor without a visit gets 403. Every read is audited (AUDIT-1).

const load = schemasFrom(async () => ({ record: await import('../record') }));

const ownLists = signedIn(['patient'], 'the patient themselves');
const readers = signedIn(['patient', 'doctor', 'staff'], 'the patient themselves (another patient: 404), a doctor with a visit of the patient (none: 403), or approved staff');

export const getMyRecord = operation({
  operationId: 'getMyRecord',
  method: 'GET',
  path: '/api/record',
  tag: 'record',
  summary: 'The signed-in patient’s record: details, lists, visits, answers, consents, documents and threads',
  access: ownLists,
  personalData: 'the patient’s own record',
  errors: [401, 403],
  schemas: load(({ record }) => ({ responses: { 200: record.patientRecordSchema } })),
});

export const getPatientRecord = operation({
  operationId: 'getPatientRecord',
  method: 'GET',
  path: '/api/records/:patientId',
  tag: 'record',
  summary: 'A patient’s record, read-only (RECORD-5)',
  access: readers,
  personalData: 'the patient’s record',
  errors: [400, 401, 403, 404],
  schemas: load(({ record }) => ({ params: record.recordPatientParamsSchema, responses: { 200: record.patientRecordSchema } })),
});

export const getRecordFile = operation({
  operationId: 'getRecordFile',
  method: 'GET',
  path: '/api/records/:patientId/files/:fileId',
  tag: 'record',
  summary: 'A document of a patient’s record (a signed consent’s PDF, a card photo, a message attachment), as a download',
  description: 'Sent with `Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`, never cached by a shared cache. 404 for a file that is not one the record lists.',
  access: readers,
  personalData: 'the patient’s documents',
  errors: [400, 401, 403, 404],
  produces: ['image/jpeg', 'image/png', 'application/pdf'],
  schemas: load(({ record }) => ({ params: record.recordFileParamsSchema, responses: { 200: record.recordFileBodySchema } })),
});

export const addRecordEntry = operation({
  operationId: 'addRecordEntry',
  method: 'POST',
  path: '/api/record/:list',
  tag: 'record',
  summary: 'Add a medication, an allergy or a condition to the patient’s own list',
  description: '400 `fields.name` when the list already has an entry of that name.',
  access: ownLists,
  personalData: 'the patient’s own record',
  errors: [400, 401, 403],
  schemas: load(({ record }) => ({ params: record.recordListParamsSchema, body: record.recordEntryInputSchema, responses: { 201: record.recordEntryResultSchema } })),
});

export const updateRecordEntry = operation({
  operationId: 'updateRecordEntry',
  method: 'PUT',
  path: '/api/record/:list/:entryId',
  tag: 'record',
  summary: 'Change an entry of the patient’s own list',
  description: '400 `fields.name` when another entry of the list has that name; 404 for an entry not on this list of the caller.',
  access: ownLists,
  personalData: 'the patient’s own record',
  errors: [400, 401, 403, 404],
  schemas: load(({ record }) => ({ params: record.recordEntryParamsSchema, body: record.recordEntryInputSchema, responses: { 200: record.recordEntryResultSchema } })),
});

export const removeRecordEntry = operation({
  operationId: 'removeRecordEntry',
  method: 'DELETE',
  path: '/api/record/:list/:entryId',
  tag: 'record',
  summary: 'Remove an entry from the patient’s own list',
  description: '404 for an entry not on this list of the caller. A later check-in copies a removed entry again only if its answers name it again.',
  access: ownLists,
  personalData: 'the patient’s own record',
  errors: [400, 401, 403, 404],
  schemas: load(({ record }) => ({ params: record.recordEntryParamsSchema, responses: { 200: record.recordMessageSchema } })),
});
