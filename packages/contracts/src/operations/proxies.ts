import { operation, schemasFrom, signedIn } from './operation';

// PROXY-1 to PROXY-6: a patient's proxies, the people they let act for them. None of these
// routes serves a request made while acting (no `proxyScope`): a proxy never manages the
// patient's proxies, and the patient's grants are read as the signed-in user's own.

const load = schemasFrom(async () => ({ proxies: await import('../proxies') }));

const patient = signedIn(['patient'], 'a patient (their own proxies, and those they act for; another’s grant: 404)');

export const listProxies = operation({
  operationId: 'listProxies',
  method: 'GET',
  path: '/api/proxies',
  tag: 'patients',
  summary: 'Whom the patient lets act for them, with what each may do, and whom the patient may act for (PROXY-3, PROXY-4)',
  access: patient,
  personalData: 'the patient’s proxies and the patients they act for',
  errors: [401, 403],
  schemas: load(({ proxies }) => ({ responses: { 200: proxies.proxiesSchema } })),
});

export const inviteProxy = operation({
  operationId: 'inviteProxy',
  method: 'POST',
  path: '/api/proxies',
  tag: 'patients',
  summary: 'Invite someone by e-mail to act for the patient, with scopes and an optional end date (PROXY-1)',
  description: '400 with a message per field. The invitation’s link is e-mailed and works for 7 days, once. 429 past 30 invitations in an hour from one session.',
  access: patient,
  personalData: 'the invitation as just sent',
  errors: [400, 401, 403, 429],
  schemas: load(({ proxies }) => ({ body: proxies.proxyInviteSchema, responses: { 201: proxies.proxyInvitedSchema } })),
});

export const acceptProxyInvitation = operation({
  operationId: 'acceptProxyInvitation',
  method: 'POST',
  path: '/api/proxies/accept',
  tag: 'patients',
  summary: 'Accept an invitation with the signed-in patient account (PROXY-2)',
  description: '404 for a link used, withdrawn or older than 7 days; 409 for one’s own invitation.',
  access: patient,
  personalData: 'the patient the caller may now act for',
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ proxies }) => ({ body: proxies.proxyAcceptSchema, responses: { 200: proxies.proxyAcceptedSchema } })),
});

export const endProxy = operation({
  operationId: 'endProxy',
  method: 'DELETE',
  path: '/api/proxies/:grantId',
  tag: 'patients',
  summary: 'End a proxy at once: the patient revokes it, or the proxy leaves (PROXY-3)',
  description: '404 for a grant the caller is no party to.',
  access: patient,
  personalData: 'the grant ended',
  errors: [400, 401, 403, 404],
  schemas: load(({ proxies }) => ({ params: proxies.proxyParamsSchema, responses: { 200: proxies.proxyEndedSchema } })),
});

export const listProxyActivity = operation({
  operationId: 'listProxyActivity',
  method: 'GET',
  path: '/api/proxies/activity',
  tag: 'patients',
  summary: 'What the patient’s proxies did on their behalf, newest first (PROXY-6)',
  access: patient,
  personalData: 'the patient’s audit trail of their proxies’ actions',
  errors: [401, 403],
  schemas: load(({ proxies }) => ({ responses: { 200: proxies.proxyActivitySchema } })),
});
