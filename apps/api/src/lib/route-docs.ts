import { errorBodySchema } from '@clinvia/contracts/errors';

// How a route tells its clients who may call it and what can go wrong (OpenAPI at /api/docs).
// Every route spreads one of `openRoute` / `signedIn(...)` into its schema, names an
// `operationId`, and lists its error answers with `errorAnswers(...)`. `npm test` lints the
// generated document with Redocly's recommended rules (src/openapi.int.test.ts).

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

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
 * The error answers of a route, each in DESIGN §4's shape `{ error: { code, message, fields? } }`.
 * 429 is always among them: the global per-client rate limit applies to every route.
 */
export function errorAnswers(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof errorBodySchema>> {
  const answers: Partial<Record<ErrorStatus, typeof errorBodySchema>> = {};
  for (const status of [...new Set<ErrorStatus>([...statuses, 429])].sort((a, b) => a - b)) {
    answers[status] = errorBodySchema.describe(meanings[status]);
  }
  return answers;
}

/** A route anyone may call without a token (`security: []` tells generators so). */
export const openRoute = { security: [] as Record<string, string[]>[] };

/**
 * A route that needs the session token (`Authorization: Bearer <token>` from the login
 * response). `who` names the roles and the ownership rule, e.g. 'the patient themselves or
 * approved staff'; it becomes the start of the operation's description.
 */
export function signedIn(who: string, more?: string): { security: Record<string, string[]>[]; description: string } {
  return {
    security: [{ bearerAuth: [] }],
    description: `**Requires** a session token: ${who}.${more ? `\n\n${more}` : ''}`,
  };
}
