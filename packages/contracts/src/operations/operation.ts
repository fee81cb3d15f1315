import type { z } from 'zod';
import type { AccountRole } from '../roles';

// An operation is one HTTP route of the API or the prediction service, declared once: the API
// registers its route from it (apps/api/src/lib/operations.ts), the OpenAPI document is
// generated from that registration, and the web app calls it through one typed client
// (apps/web/src/lib/client.ts). This module is free of zod at run time: a screen can name an
// operation and start its request before zod and the schemas are downloaded.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * Who may call an operation. `open`: anyone, no token. `signedIn`: a session token of one of
 * `roles` ('any': every signed-in user; 'staff' means approved staff), or only a staff
 * administrator. `who` says it in words, with the ownership rule ('the patient themselves or
 * approved staff'); it starts the operation's description in the API document.
 */
export type Access =
  | { readonly kind: 'open' }
  | { readonly kind: 'signedIn'; readonly roles: readonly AccountRole[] | 'any'; readonly who: string }
  | { readonly kind: 'administrator'; readonly who: string };

export const openAccess: Access = { kind: 'open' };

/* @__NO_SIDE_EFFECTS__ */
export function signedIn(roles: readonly AccountRole[] | 'any', who: string): Access {
  return { kind: 'signedIn', roles, who };
}

/**
 * PROXY-4, PROXY-5: what a proxy may be given. An operation that names one serves a proxy acting
 * for a patient who granted it; every other operation refuses a request made while acting.
 */
export const proxyScopes = ['read', 'book', 'message'] as const;
export type ProxyScope = (typeof proxyScopes)[number];

/** PROXY-4: the header of a request made while acting: the id of the patient acted for (here, free of zod, for the web's client). */
export const actingForHeader = 'x-acting-for';

/** 403 codes of a request made while acting (PROXY-5, PROXY-7): the web drops back to the user's own view on `proxy_inactive`. */
export const proxyErrorCodes = { scopeMissing: 'proxy_scope_missing', notAllowed: 'proxy_not_allowed', inactive: 'proxy_inactive' } as const;

export const administratorAccess: Access = { kind: 'administrator', who: 'a staff administrator' };

export interface OperationSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer of each success status; a status with no schema answers no JSON body. */
  readonly responses: Readonly<Partial<Record<SuccessStatus, z.ZodType>>>;
}

/** Which server answers: the API (`/api/...`), or the prediction service (paths relative to its base). */
export type Service = 'api' | 'predict';

export interface Operation<Path extends string = string, Schemas extends OperationSchemas = OperationSchemas> {
  /** Unique, camelCase: the name client generators give the call. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Fastify's path syntax (`/api/patients/get-appointments/:patientId`). */
  readonly path: Path;
  readonly service?: Service;
  /** The group the API document lists it under. */
  readonly tag: string;
  readonly summary: string;
  /** More than the summary: rules, error codes. Follows the access sentence. */
  readonly description?: string;
  readonly access: Access;
  /** Every error status the route can answer besides 429 (the global rate limit adds it everywhere). */
  readonly errors: readonly ErrorStatus[];
  /**
   * Whose personal data the answer holds, when it holds any (AUDIT-1): anything about patients
   * (names, contacts, appointments, even a doctor's booked slots or counts), applicants, staff
   * members, requesters and senders, or the caller's own stored contact details. It becomes the
   * operation's `x-personal-data` in the API document, and every call of the route writes at
   * least one audit row (apps/api/src/audit-coverage.int.test.ts calls each one). Not set for
   * public doctor profiles, the caller's own session identity, or answers that only echo input.
   */
  readonly personalData?: string;
  /**
   * The scope a proxy needs to call this operation for the patient they act for (PROXY-5). Absent:
   * the operation refuses a request made while acting (403 `proxy_not_allowed`): the account's own
   * sessions, password and two-step settings are never reachable for someone else.
   */
  readonly proxyScope?: ProxyScope;
  /** Request media types other than JSON (a multipart upload). */
  readonly consumes?: readonly string[];
  /** Response media types other than JSON (a CSV export, an image). */
  readonly produces?: readonly string[];
  /** The zod schemas, loaded on demand (see the top of this file). */
  readonly schemas: () => Promise<Schemas>;
}

/**
 * Declares an operation. The declaration's own type is kept (the `const` parameter keeps the
 * path literal and says whether `consumes` is there), so callers and handlers are typed from it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function operation<const Declared extends Operation>(declared: Declared): Declared {
  return declared;
}

/**
 * The schema modules of one operations file, loaded on demand, and for each operation a picker
 * of its schemas: `schemas: load(({ staff }) => ({ params: staff.idParamsSchema, responses: { 200: … } }))`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function schemasFrom<Modules>(load: () => Promise<Modules>) {
  return /* @__NO_SIDE_EFFECTS__ */ <Schemas extends OperationSchemas>(pick: (modules: Modules) => Schemas) =>
    async (): Promise<Schemas> =>
      pick(await load());
}

// What callers and handlers derive from a declaration.

type SchemasOf<O> = O extends { schemas: () => Promise<infer Schemas> } ? Schemas : never;
type PathOf<O> = O extends { path: infer Path extends string } ? Path : string;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Field<O, Name extends 'params' | 'query' | 'body'> = SchemasOf<O> extends Record<Name, infer S> ? S : undefined;

/** `{ patientId: string }` from `/x/:patientId`, for operations without a params schema. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Record<Name, string>
    : // No path parameters: an object type without keys (its `keyof` is never, which the client reads).
      // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
      Record<never, never>;

export type ParamsInput<O> = Field<O, 'params'> extends z.ZodType ? z.input<Field<O, 'params'>> : PathParams<PathOf<O>>;
export type ParamsOutput<O> = Field<O, 'params'> extends z.ZodType ? z.output<Field<O, 'params'>> : PathParams<PathOf<O>>;
export type QueryInput<O> = Input<Field<O, 'query'>>;
export type QueryOutput<O> = Output<Field<O, 'query'>>;
export type BodyInput<O> = Input<Field<O, 'body'>>;
export type BodyOutput<O> = Output<Field<O, 'body'>>;

type Responses<O> = SchemasOf<O> extends { responses: infer R } ? R : never;
/** What a handler sends (before serialisation) for any success status. */
export type ResponseInput<O> = { [Status in keyof Responses<O>]: Input<Responses<O>[Status]> }[keyof Responses<O>];
/** What a client receives (after validation) for any success status. */
export type ResponseOutput<O> = { [Status in keyof Responses<O>]: Output<Responses<O>[Status]> }[keyof Responses<O>];

/** The path with its parameters filled in, each encoded. */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
