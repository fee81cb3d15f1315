import type { Access, Operation } from '@clinvia/contracts/operations/operation';
import { registerOperation, type RouteOptions } from '@clinvia/contracts/operations/route';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

// The API registers every route from its declaration in @clinvia/contracts/operations with the
// shared registration (@clinvia/contracts/operations/route), adding what only the API knows:
// the guard of each declared access (plugins/authenticate.ts).

/**
 * The guard of the declared access, run as onRequest: before the body is parsed, so an
 * anonymous caller gets 401 and another role 403, never a 400 describing the route's input.
 */
function accessGuard(app: FastifyInstance, access: Access): preHandlerAsyncHookHandler[] {
  if (access.kind === 'open') return [];
  if (access.kind === 'administrator') return [app.requireAdministrator];
  return [access.roles === 'any' ? app.authenticate : app.requireRole(...access.roles)];
}

/** Registers the route of `operation` on `app` (inside the module's plugin, so its hooks apply). */
export async function route<O extends Operation>(app: FastifyInstance, operation: O, options: RouteOptions<O>): Promise<void> {
  if (operation.service === 'predict') throw new Error(`${operation.operationId} belongs to the prediction service`);
  // PROXY-5: the declared proxy scope rides on the route's config, where the authenticate guard reads it.
  const config = operation.proxyScope === undefined ? options.config : { ...options.config, proxyScope: operation.proxyScope };
  await registerOperation(app, operation, { ...options, config }, accessGuard(app, operation.access));
}
