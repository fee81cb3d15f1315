import { operation, schemasFrom, signedIn } from './operation';

// FAMILY-1, FAMILY-6: a patient's dependents. Only the guardian reaches them: another patient's
// dependent answers 404, as one that does not exist. Every call is audited (AUDIT-1).

const load = schemasFrom(async () => ({ dependents: await import('../dependents') }));

const guardian = signedIn(['patient'], 'the guardian themselves (another patient’s dependent: 404)');

export const listDependents = operation({
  operationId: 'listDependents',
  method: 'GET',
  path: '/api/dependents',
  tag: 'patients',
  summary: 'The patient’s dependents, oldest first, each with their age and whether the patient may still book for them (FAMILY-1, FAMILY-5)',
  access: guardian,
  personalData: 'the patient’s dependents',
  errors: [401, 403],
  schemas: load(({ dependents }) => ({ responses: { 200: dependents.dependentsSchema } })),
});

export const addDependent = operation({
  operationId: 'addDependent',
  method: 'POST',
  path: '/api/dependents',
  tag: 'patients',
  summary: 'Add a dependent: name, date of birth (past, under the clinic’s age of majority) and relationship (FAMILY-1)',
  description: '400 with a message per field.',
  access: guardian,
  personalData: 'the dependent as just added',
  errors: [400, 401, 403],
  schemas: load(({ dependents }) => ({ body: dependents.dependentInputSchema, responses: { 201: dependents.dependentChangedSchema } })),
});

export const updateDependent = operation({
  operationId: 'updateDependent',
  method: 'PUT',
  path: '/api/dependents/:dependentId',
  tag: 'patients',
  summary: 'Change a dependent’s name, date of birth or relationship (FAMILY-1)',
  description: '400 with a message per field; 404 for a dependent that is not the caller’s.',
  access: guardian,
  personalData: 'the dependent as just saved',
  errors: [400, 401, 403, 404],
  schemas: load(({ dependents }) => ({ params: dependents.dependentParamsSchema, body: dependents.dependentInputSchema, responses: { 200: dependents.dependentChangedSchema } })),
});

export const removeDependent = operation({
  operationId: 'removeDependent',
  method: 'DELETE',
  path: '/api/dependents/:dependentId',
  tag: 'patients',
  summary: 'Remove a dependent; their past visits keep their name (FAMILY-1)',
  description: '404 for a dependent that is not the caller’s; 409 `dependent_has_upcoming_visits` while a pending or confirmed visit for them is still ahead.',
  access: guardian,
  personalData: 'the dependent removed',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ dependents }) => ({ params: dependents.dependentParamsSchema, responses: { 200: dependents.dependentRemovedSchema } })),
});
