import { operation, schemasFrom, signedIn } from './operation';

// Consents with a signature (CONSENT-1 to CONSENT-8). Staff write the texts (every save a new
// version); a patient signs the current version of each active consent and downloads the PDF;
// staff read a patient's signed consents. Another patient's signature is a 404 (CONSENT-6).

const load = schemasFrom(async () => ({ consents: await import('../consents') }));

const staffOnly = signedIn(['staff'], 'approved staff');

export const listConsents = operation({
  operationId: 'listConsents',
  method: 'GET',
  path: '/api/staff/consents',
  tag: 'consents',
  summary: 'The clinic’s consent texts, active first, each with its current version and how many patients signed it',
  access: staffOnly,
  personalData: 'the staff members who wrote the versions',
  errors: [401, 403],
  schemas: load(({ consents }) => ({ responses: { 200: consents.consentListSchema } })),
});

export const createConsent = operation({
  operationId: 'createConsent',
  method: 'POST',
  path: '/api/staff/consents',
  tag: 'consents',
  summary: 'Add a consent text (its version 1); patients are asked to sign it from now on',
  description: 'The text is plain text (paragraphs separated by blank lines), never rendered as HTML.',
  access: staffOnly,
  personalData: 'the staff member who wrote it',
  errors: [400, 401, 403],
  schemas: load(({ consents }) => ({ body: consents.consentInputSchema, responses: { 201: consents.consentResultSchema } })),
});

export const getConsent = operation({
  operationId: 'getConsent',
  method: 'GET',
  path: '/api/staff/consents/:consentId',
  tag: 'consents',
  summary: 'One consent with every version, newest first',
  access: staffOnly,
  personalData: 'the staff members who wrote the versions',
  errors: [400, 401, 403, 404],
  schemas: load(({ consents }) => ({ params: consents.consentParamsSchema, responses: { 200: consents.consentDetailSchema } })),
});

export const reviseConsent = operation({
  operationId: 'reviseConsent',
  method: 'PUT',
  path: '/api/staff/consents/:consentId',
  tag: 'consents',
  summary: 'Save a new version of a consent’s title and text (a version is never changed; signatures keep the version they signed)',
  description: '400 `fields.body` when nothing changed; 409 for a retired consent.',
  access: staffOnly,
  personalData: 'the staff members who wrote the versions',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ consents }) => ({ params: consents.consentParamsSchema, body: consents.consentInputSchema, responses: { 200: consents.consentResultSchema } })),
});

export const retireConsent = operation({
  operationId: 'retireConsent',
  method: 'POST',
  path: '/api/staff/consents/:consentId/retire',
  tag: 'consents',
  summary: 'Retire a consent: no longer offered to patients; its versions and signatures are kept',
  description: '409 when it is retired already.',
  access: staffOnly,
  personalData: 'the staff members who wrote the versions',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ consents }) => ({ params: consents.consentParamsSchema, responses: { 200: consents.consentResultSchema } })),
});

export const listPatientConsentSignatures = operation({
  operationId: 'listPatientConsentSignatures',
  method: 'GET',
  path: '/api/staff/patients/:id/consent-signatures',
  tag: 'consents',
  summary: 'A patient’s signed consents, newest first, with each PDF’s size and SHA-256',
  access: staffOnly,
  personalData: 'the patient and their signatures',
  errors: [400, 401, 403, 404],
  schemas: load(({ consents }) => ({ params: consents.patientParamsSchema, responses: { 200: consents.patientConsentSignaturesSchema } })),
});

export const listDoctorPatientConsentSignatures = operation({
  operationId: 'listDoctorPatientConsentSignatures',
  method: 'GET',
  path: '/api/doctors/patients/:id/consent-signatures',
  tag: 'consents',
  summary: 'The signed consents of a patient you have a visit with (past or ahead), newest first',
  description: '403 when you have no visit with the patient (every appointment between you cancelled, or none); 404 for an id that is not a patient’s.',
  access: signedIn(['doctor'], 'a doctor with a visit with the patient (CONSENT-9)'),
  personalData: 'the patient and their signatures',
  errors: [400, 401, 403, 404],
  schemas: load(({ consents }) => ({ params: consents.patientParamsSchema, responses: { 200: consents.patientConsentSignaturesSchema } })),
});

export const listMyConsents = operation({
  operationId: 'listMyConsents',
  method: 'GET',
  path: '/api/consents',
  tag: 'consents',
  summary: 'The consents the clinic asks you to sign (their current text), each with your signature of it, if any',
  access: signedIn(['patient'], 'a patient (their own signatures)'),
  personalData: 'the caller’s own signatures',
  errors: [401, 403],
  schemas: load(({ consents }) => ({ responses: { 200: consents.myConsentListSchema } })),
});

export const signConsent = operation({
  operationId: 'signConsent',
  method: 'POST',
  path: '/api/consents/:consentId/signatures',
  tag: 'consents',
  summary: 'Sign the current version of a consent, by a drawn signature (PNG) or by typing your name; the server writes the PDF',
  description:
    'The signature row and its PDF are stored in one transaction and never changed. 400 per field: `typedName` (empty, or not the name on the account), `image` (missing, not a PNG, too large, blank), `appointmentId` (not yours); 404 for a consent that is not active; 409 `conflict` when the consent has a newer version than `versionId` or you signed this version already.',
  access: signedIn(['patient'], 'a patient (a signature of their own)'),
  personalData: 'the caller’s own signature',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ consents }) => ({ params: consents.consentParamsSchema, body: consents.signConsentSchema, responses: { 201: consents.signConsentResultSchema } })),
});

export const listMyConsentSignatures = operation({
  operationId: 'listMyConsentSignatures',
  method: 'GET',
  path: '/api/consent-signatures',
  tag: 'consents',
  summary: 'Every consent you signed, newest first, retired consents and earlier versions included',
  access: signedIn(['patient'], 'a patient (their own signatures)'),
  personalData: 'the caller’s own signatures',
  errors: [401, 403],
  schemas: load(({ consents }) => ({ responses: { 200: consents.consentSignatureListSchema } })),
});

export const getConsentSignaturePdf = operation({
  operationId: 'getConsentSignaturePdf',
  method: 'GET',
  path: '/api/consent-signatures/:signatureId/pdf',
  tag: 'consents',
  summary: 'A signed consent’s PDF, as a download',
  description:
    'Sent with `Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`, a sandboxing policy, never cached by a shared cache. Another patient’s signature is a 404; a doctor without a visit with its patient gets 403.',
  access: signedIn(['patient', 'doctor', 'staff'], 'the patient who signed, a doctor with a visit with them (CONSENT-9), or approved staff (another patient: 404)'),
  personalData: 'the patient who signed and their signature',
  errors: [400, 401, 403, 404],
  produces: ['application/pdf'],
  schemas: load(({ consents }) => ({ params: consents.signatureParamsSchema, responses: { 200: consents.consentPdfBodySchema } })),
});
