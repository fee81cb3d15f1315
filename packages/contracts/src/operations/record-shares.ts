import { openAccess, operation, schemasFrom, signedIn } from './operation';

// SHARE-1 to SHARE-7: the patient's share links, and what the one who opens a link may read. The
// opening routes take no sign-in: the link's key (sent in the body, never in a URL the server
// sees) and its passcode are the credential. A key that opens nothing, an expired, revoked or
// locked link answer 404 with a code saying which; a missing or wrong passcode 403. Each opening
// writes an audit row with the patient and an opening the patient sees (AUDIT-1).

const load = schemasFrom(async () => ({ shares: await import('../record-shares') }));

const owner = signedIn(['patient'], 'the patient themselves (another patient’s link: 404)');
const keyHolder = 'Anyone with the link’s key (and its passcode, when it has one); no sign-in.';
const refusals = '404 `share_unknown`, `share_expired`, `share_revoked` or `share_locked`; 403 `share_passcode_required` or `share_passcode_wrong` (with `fields.passcode` and the tries left).';

export const listRecordShares = operation({
  operationId: 'listRecordShares',
  method: 'GET',
  path: '/api/record-shares',
  tag: 'record',
  summary: 'The patient’s share links, newest first, each with its state and every opening',
  access: owner,
  personalData: 'who the patient shares their record with, and when it was opened',
  errors: [401, 403],
  schemas: load(({ shares }) => ({ responses: { 200: shares.recordSharesSchema } })),
});

export const createRecordShare = operation({
  operationId: 'createRecordShare',
  method: 'POST',
  path: '/api/record-shares',
  tag: 'record',
  summary: 'Make a link that shares the patient’s record read-only, for 1 to 7 days, with an optional passcode',
  description: 'The answer’s `path` holds the link’s key; it is shown once (only its hash is stored). 400 with a message per field.',
  access: owner,
  personalData: 'the patient’s own new link',
  errors: [400, 401, 403],
  schemas: load(({ shares }) => ({ body: shares.shareCreateSchema, responses: { 201: shares.recordShareCreatedSchema } })),
});

export const revokeRecordShare = operation({
  operationId: 'revokeRecordShare',
  method: 'DELETE',
  path: '/api/record-shares/:shareId',
  tag: 'record',
  summary: 'Stop a share link at once, on every server',
  description: 'Revoking a link already stopped answers it as it is.',
  access: owner,
  personalData: 'the patient’s own link and its openings',
  errors: [400, 401, 403, 404],
  schemas: load(({ shares }) => ({ params: shares.shareParamsSchema, responses: { 200: shares.recordShareRevokedSchema } })),
});

export const openSharedRecord = operation({
  operationId: 'openSharedRecord',
  method: 'POST',
  path: '/api/shared-record',
  tag: 'record',
  summary: 'Open a shared record: the record read-only, its signed visit summaries and the link’s terms',
  description: `${keyHolder} ${refusals}`,
  access: openAccess,
  personalData: 'the shared patient’s record',
  errors: [400, 403, 404],
  schemas: load(({ shares }) => ({ body: shares.shareOpenSchema, responses: { 200: shares.sharedRecordSchema } })),
});

export const downloadSharedRecordBundle = operation({
  operationId: 'downloadSharedRecordBundle',
  method: 'POST',
  path: '/api/shared-record/fhir',
  tag: 'record',
  summary: 'A shared record as a FHIR R4 collection Bundle (a JSON file)',
  description: `${keyHolder} The same Bundle as the patient’s own download. ${refusals}`,
  access: openAccess,
  personalData: 'the shared patient’s record',
  errors: [400, 403, 404],
  produces: ['application/fhir+json'],
  schemas: load(({ shares }) => ({ body: shares.shareOpenSchema, responses: { 200: shares.sharedFileBodySchema } })),
});

export const downloadSharedRecordPdf = operation({
  operationId: 'downloadSharedRecordPdf',
  method: 'POST',
  path: '/api/shared-record/pdf',
  tag: 'record',
  summary: 'A shared record as a readable PDF',
  description: `${keyHolder} ${refusals}`,
  access: openAccess,
  personalData: 'the shared patient’s record',
  errors: [400, 403, 404],
  produces: ['application/pdf'],
  schemas: load(({ shares }) => ({ body: shares.shareOpenSchema, responses: { 200: shares.sharedFileBodySchema } })),
});

export const downloadSharedRecordFile = operation({
  operationId: 'downloadSharedRecordFile',
  method: 'POST',
  path: '/api/shared-record/files/:fileId',
  tag: 'record',
  summary: 'A document of a shared record (a signed consent’s PDF, a card photo, an attachment the patient sent)',
  description: `${keyHolder} 404 for a file the record does not list. ${refusals}`,
  access: openAccess,
  personalData: 'the shared patient’s documents',
  errors: [400, 403, 404],
  produces: ['image/jpeg', 'image/png', 'application/pdf'],
  schemas: load(({ shares }) => ({ params: shares.sharedFileParamsSchema, body: shares.shareOpenSchema, responses: { 200: shares.sharedFileBodySchema } })),
});
