import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { errorBodySchema } from '../errors';
import type { BodyOutput, ErrorStatus, Operation, ParamsOutput, QueryOutput, ResponseInput } from './operation';

declare module 'fastify' {
  interface FastifySchema {
    /** The declaration's `personalData`: whose personal data the answer holds (an OpenAPI extension). */
    'x-personal-data'?: string;
    /** The declaration's `proxyScope`: what a proxy acting for the patient needs (an OpenAPI extension). */
    'x-proxy-scope'?: string;
  }
}

// The one registration of a declared operation on a Fastify app, shared by the API
// (apps/api/src/lib/operations.ts adds the guards of the declared access) and the prediction
// service (services/predict/src/app.ts): method, path, schemas, answers, operationId and the
// OpenAPI entry come from the declaration. What stays with the caller is what only the server
// knows: the handler, extra guards, route config (rate limits, caching), body limits.
// Server-side only (Fastify's types); the web never imports it.

const meanings: Record<ErrorStatus, string> = {
  400: 'Invalid input; `error.fields` holds one message per field',
  401: 'No valid session token (absent, expired or revoked)',
  403: 'Signed in, but this account may not do this (another person’s record, or another role)',
  404: 'Not found',
  409: 'Conflicts with the current state; `error.message` says what to do',
  413: 'The request body is too large',
  429: 'Too many requests; the `Retry-After` header says when to try again',
  503: 'A service the API needs is not reachable; try again shortly',
};

/**
 * The error answers of a route, each in the shape `{ error: { code, message, fields? } }`.
 * 429 is always among them: the global per-client rate limit applies to every route.
 */
export function errorAnswers(statuses: readonly ErrorStatus[]): Partial<Record<ErrorStatus, typeof errorBodySchema>> {
  const answers: Partial<Record<ErrorStatus, typeof errorBodySchema>> = {};
  for (const status of [...new Set<ErrorStatus>([...statuses, 429])].sort((a, b) => a - b)) {
    answers[status] = errorBodySchema.describe(meanings[status]);
  }
  return answers;
}

/** The request a handler of `O` receives: params, query and body as its schemas parsed them. */
export type OperationRequest<O> = FastifyRequest<{ Params: ParamsOutput<O>; Querystring: QueryOutput<O>; Body: BodyOutput<O> }>;

export interface RouteOptions<O> {
  handler: (request: OperationRequest<O>, reply: FastifyReply) => Promise<ResponseInput<O> | FastifyReply> | ResponseInput<O> | FastifyReply;
  /** Guards beyond the declared access (they run after it, before the body is read). */
  onRequest?: onRequestAsyncHookHandler[];
  preValidation?: preValidationAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

function describe(operation: Operation): { security: Record<string, string[]>[]; description?: string } {
  const { access, description } = operation;
  if (access.kind === 'open') return { security: [], ...(description === undefined ? {} : { description }) };
  const requires = `**Requires** a session token: ${access.who}.`;
  return { security: [{ bearerAuth: [] }], description: description === undefined ? requires : `${requires}\n\n${description}` };
}

/**
 * Registers the route of `operation` on `app` (inside the caller's plugin, so its hooks and
 * compilers apply): method, path, schemas, answers, operationId and OpenAPI entry from the
 * declaration. `accessGuards` are the hooks that enforce its declared access, run first as
 * onRequest (the API's `route()` passes them); an operation open to anyone needs none, and one
 * that needs a session cannot be registered without them. Everything here happens once, at
 * registration: a request pays only for the hooks and handler the caller gives.
 */
export async function registerOperation<O extends Operation>(app: FastifyInstance, operation: O, options: RouteOptions<O>, accessGuards: readonly onRequestAsyncHookHandler[] = []): Promise<void> {
  if (operation.access.kind !== 'open' && accessGuards.length === 0) throw new Error(`${operation.operationId} needs the guard of its declared access`);
  const schemas = await operation.schemas();
  app.route({
    method: operation.method,
    url: operation.path,
    onRequest: [...accessGuards, ...(options.onRequest ?? [])],
    preValidation: options.preValidation,
    preHandler: options.preHandler,
    config: options.config,
    bodyLimit: options.bodyLimit,
    schema: {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      ...describe(operation),
      ...(operation.personalData === undefined ? {} : { 'x-personal-data': operation.personalData }),
      ...(operation.proxyScope === undefined ? {} : { 'x-proxy-scope': operation.proxyScope }),
      ...(operation.consumes ? { consumes: [...operation.consumes] } : {}),
      ...(operation.produces ? { produces: [...operation.produces] } : {}),
      // Only the parts an operation has: Fastify warns (FSTWRN001) about a key set to undefined.
      ...(schemas.params === undefined ? {} : { params: schemas.params }),
      ...(schemas.query === undefined ? {} : { querystring: schemas.query }),
      ...(schemas.body === undefined ? {} : { body: schemas.body }),
      response: { ...schemas.responses, ...errorAnswers(operation.errors) },
    },
    // The handler's types come from the declaration (OperationRequest); Fastify's own inference
    // cannot see through the schemas loaded above, so the handler is handed over as it is.
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}
