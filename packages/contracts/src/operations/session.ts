import { operation, schemasFrom, signedIn } from './operation';

// The two operations every page's session needs (who is signed in; sign out), apart from the rest
// of authentication so the first download carries these two declarations and not all twenty:
// a module sits whole in the chunk of its first importer, and the session is in the entry chunk.

const load = schemasFrom(async () => ({ auth: await import('../auth') }));

export const getSessionUser = operation({
  operationId: 'getSessionUser',
  method: 'GET',
  path: '/api/authentication/me',
  tag: 'authentication',
  summary: 'The signed-in user',
  access: signedIn('any', 'any signed-in user'),
  errors: [401],
  schemas: load(({ auth }) => ({ responses: { 200: auth.meResponseSchema } })),
});

export const logout = operation({
  operationId: 'logout',
  method: 'POST',
  path: '/api/authentication/logout',
  tag: 'authentication',
  summary: 'Sign out: ends this session on the server, so its token answers 401 from then on',
  access: signedIn('any', 'any signed-in user (their own session)'),
  errors: [401],
  schemas: load(({ auth }) => ({ responses: { 200: auth.messageResponseSchema } })),
});
