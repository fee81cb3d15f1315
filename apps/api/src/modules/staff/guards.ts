import { staffMessages } from '@clinvia/contracts/staff';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';

/**
 * onRequest hook of administrator-only staff routes. The staff plugin's own onRequest hook has
 * already checked the token and the approved staff role (routes.ts), so this only looks at
 * the loaded user.
 */
export function requireAdministrator(request: FastifyRequest): Promise<void> {
  if (!request.requireUser().staffAdministrator) return Promise.reject(forbidden(staffMessages.administratorOnly));
  return Promise.resolve();
}
