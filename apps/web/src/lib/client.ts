import type { BodyInput, Operation, ParamsInput, QueryInput, ResponseOutput } from '@clinvia/contracts/operations/operation';
import { actingForHeader, pathOf } from '@clinvia/contracts/operations/operation';
import type { z } from 'zod';
import { apiFetch, type ResponseCheck } from './api';

// The one way the web app calls the API and the prediction service: by an operation declared in
// @clinvia/contracts/operations, never by a path written here (lint forbids '/api/' strings in
// apps/web/src). The path, method and types come from the declaration; the answer is checked
// against its schema, loaded beside the request so zod never delays a screen's first paint.

/** Build-time bases: the API (empty: same origin, as `npm start` serves it) and the prediction service. */
const bases = {
  api: import.meta.env.VITE_API_URL ?? '',
  // The one place the mount point of the prediction service is named: `npm start` serves it there.
  // eslint-disable-next-line no-restricted-syntax
  predict: (import.meta.env.VITE_PREDICT_URL ?? '/ml').replace(/\/+$/, ''),
};

type QueryValue = string | number | boolean | null | undefined;

type ParamsField<O> = keyof ParamsInput<O> extends never ? { params?: undefined } : { params: ParamsInput<O> };
type QueryField<O> = QueryInput<O> extends undefined ? { query?: undefined } : { query?: QueryInput<O> };
/** A multipart operation (it declares `consumes`) takes FormData. */
type FormBody<O> = O extends { consumes: readonly string[] } ? FormData : never;
/** A body the operation may go without (e.g. cancel-appointment's optional reason) may be left out: no body is sent. */
type BodyField<O> = [BodyInput<O> | FormBody<O>] extends [undefined]
  ? { body?: undefined }
  : null extends BodyInput<O>
    ? { body?: Exclude<BodyInput<O>, undefined | null> | FormBody<O> }
    : { body: Exclude<BodyInput<O>, undefined> | FormBody<O> };

export type CallInput<O> = ParamsField<O> &
  QueryField<O> &
  BodyField<O> & {
    signal?: AbortSignal;
    timeoutMs?: number;
    /**
     * Skip the schema check of the answer. Only for a page whose first screen must not pull in
     * zod at all (say why at the call); the server's answer is still typed by the declaration.
     */
    unchecked?: true;
    /**
     * Check the answer against this schema instead of the declared one: a reader more tolerant
     * than the server's contract (the prediction screens take SPEC's bare answers, PRED-10).
     */
    answerSchema?: z.ZodType;
    /** The page asks on its own (a poll's refresh), not the person: see `isRefresh` (AUDIT-6). */
    background?: boolean;
  };

/**
 * A query's fetch is a refresh when its answer is already on screen (a poll, a refetch): the
 * request says so (`X-Background-Request`), and the server neither counts it as the person's
 * activity nor writes its audit row again (AUDIT-6). The first load of a screen is never one.
 */
export function isRefresh(context: { client: { getQueryData: (key: readonly unknown[]) => unknown }; queryKey: readonly unknown[] }): boolean {
  return context.client.getQueryData(context.queryKey) !== undefined;
}

/** The input is optional when the operation needs neither path parameters nor a body. */
export type CallArgs<O> = keyof ParamsInput<O> extends never ? ([BodyInput<O> | FormBody<O>] extends [undefined] ? [input?: CallInput<O>] : [input: CallInput<O>]) : [input: CallInput<O>];

/** `?a=1&b=x` from the set values only (an empty string or undefined is left out). */
export function queryString(query: Readonly<Record<string, QueryValue | readonly QueryValue[]>> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? (value as readonly QueryValue[]) : [value as QueryValue]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The full URL of an operation with its parameters and query filled in. */
export function urlOf(operation: Operation, input: { params?: unknown; query?: unknown } = {}): string {
  const path = pathOf(operation.path, input.params as Record<string, string | number> | undefined);
  return `${bases[operation.service ?? 'api']}${path}${queryString(input.query as Record<string, QueryValue> | undefined)}`;
}

/** PROXY-4: where lib/acting.ts keeps, for this tab, the id of the patient it acts for. */
export const actingStorageKey = 'clinvia.acting-for';

/**
 * `X-Acting-For` for a call of an operation a proxy may use, while the tab acts for someone; the
 * user's own calls go without it. Read here from storage so that the first page's code does not
 * carry lib/acting.ts (PERF-7).
 */
function actingHeaders(operation: Operation): Record<string, string> | undefined {
  if (operation.proxyScope === undefined) return undefined;
  try {
    const patientId = sessionStorage.getItem(actingStorageKey);
    return patientId === null ? undefined : { [actingForHeader]: patientId };
  } catch {
    return undefined;
  }
}

/** Calls `operation` and resolves with its checked answer, or rejects with an ApiError. */
export function call<O extends Operation>(operation: O, ...[input]: CallArgs<O>): Promise<ResponseOutput<O>> {
  const given = (input ?? {}) as CallInput<Operation>;
  let check: ResponseCheck | undefined;
  const { answerSchema } = given;
  if (answerSchema !== undefined) {
    check = () => Promise.resolve(answerSchema);
  } else if (given.unchecked !== true) {
    // Started now, awaited after the answer: the download runs beside the request.
    const schemas = operation.schemas();
    schemas.catch(() => undefined);
    check = async (status) => (await schemas).responses[status as 200 | 201];
  }
  return apiFetch(urlOf(operation, given), {
    method: operation.method,
    body: given.body,
    signal: given.signal,
    timeoutMs: given.timeoutMs,
    background: given.background === true,
    check,
    headers: actingHeaders(operation),
    // A prediction service on another origin needs no token and must not be sent one.
    withToken: operation.service !== 'predict',
  }) as Promise<ResponseOutput<O>>;
}
