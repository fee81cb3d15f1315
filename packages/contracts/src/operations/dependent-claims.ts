import { openAccess, operation, schemasFrom, signedIn } from './operation';

// FAMILY-7 to FAMILY-10: staff invite a dependent who has come of age to claim their record; the
// invitation's token (in the body, never in a URL the server sees) lets them claim it with their
// own patient account. A token that opens nothing, an expired or used one answer 404 with a code
// saying which; a dependent not yet of age 409. Every call is audited (AUDIT-1).

const load = schemasFrom(async () => ({ claims: await import('../dependent-claims') }));

const staffOnly = signedIn(['staff'], 'approved staff');
const refusals = '404 `claim_unknown`, `claim_expired` or `claim_used`; 409 `dependent_not_of_age`.';

export const listOfAgeDependents = operation({
  operationId: 'listOfAgeDependents',
  method: 'GET',
  path: '/api/staff/families/of-age',
  tag: 'staff',
  summary: 'Dependents who have reached the clinic’s age of majority and not yet claimed their record, with their guardian and invitation (FAMILY-7)',
  access: staffOnly,
  personalData: 'the dependents of age and their guardians',
  errors: [401, 403],
  schemas: load(({ claims }) => ({ responses: { 200: claims.ofAgeDependentsSchema } })),
});

export const inviteDependent = operation({
  operationId: 'inviteDependent',
  method: 'POST',
  path: '/api/staff/families/:dependentId/invitation',
  tag: 'staff',
  summary: 'E-mail a dependent of age an invitation to claim their record; sending again replaces the previous link (FAMILY-7, FAMILY-8)',
  description: '400 with a message per field; 404 for a dependent removed, claimed or unknown; 409 `dependent_not_of_age`; 503 when the e-mail could not be sent (nothing kept).',
  access: staffOnly,
  personalData: 'the dependent invited and their address',
  errors: [400, 401, 403, 404, 409, 503],
  schemas: load(({ claims }) => ({ params: claims.familyDependentParamsSchema, body: claims.inviteDependentSchema, responses: { 201: claims.dependentInvitedSchema } })),
});

export const inspectRecordClaim = operation({
  operationId: 'inspectRecordClaim',
  method: 'POST',
  path: '/api/record-claims/inspect',
  tag: 'patients',
  summary: 'Who an invitation to claim a record is for, and whether their e-mail has a patient account yet (FAMILY-9)',
  description: `Anyone with the invitation’s token; no sign-in. ${refusals}`,
  access: openAccess,
  personalData: 'the invited person’s name and address',
  errors: [400, 404, 409],
  schemas: load(({ claims }) => ({ body: claims.claimTokenSchema, responses: { 200: claims.claimInvitationSchema } })),
});

export const claimRecord = operation({
  operationId: 'claimRecord',
  method: 'POST',
  path: '/api/record-claims/claim',
  tag: 'patients',
  summary: 'Claim a dependent’s record with the signed-in patient account of the invited e-mail: their visits move to it (FAMILY-9, FAMILY-10)',
  description: `${refusals} 403 \`claim_other_account\` when the account’s e-mail is not the invited one; 409 \`claim_visit_clash\` when the account already has an active visit at the time of one of the dependent’s.`,
  access: signedIn(['patient'], 'the patient account of the invited e-mail'),
  personalData: 'the count of visits moved to the caller',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ claims }) => ({ body: claims.claimTokenSchema, responses: { 200: claims.recordClaimedSchema } })),
});
