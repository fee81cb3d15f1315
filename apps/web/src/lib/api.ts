import type { z } from 'zod';
import { isBackground, noteActivity } from './activity';
import { readToken } from './token';

export const REQUEST_TIMEOUT_MS = 15_000;

const TIMEOUT_MESSAGE = 'The server took too long to respond. Please try again.';
const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/** An error the API answered with (PLAT-10), or a request that never got an answer (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Seconds to wait before retrying, from a 429's Retry-After header. */
  readonly retryAfter: number | undefined;
  /** The message is the server's own words (else this client's, for an answer it could not read). */
  readonly fromServer: boolean;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string>; retryAfter?: number; fromServer?: boolean }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.retryAfter = init.retryAfter;
    this.fromServer = init.fromServer ?? false;
  }
}

/** Hears why the session ended (the server's 401 message, shown on the sign-in page). */
type UnauthorizedListener = (reason: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * The session registers here to learn that the server rejected its token. Returns the
 * function that unregisters (the shape a React effect cleanup wants).
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

const enrolmentListeners = new Set<() => void>();

/** The session hears here that the server will answer nothing but enrolment until two-step sign-in is set up (AUTH-18). */
export function onEnrolmentRequired(listener: () => void): () => void {
  enrolmentListeners.add(listener);
  return () => {
    enrolmentListeners.delete(listener);
  };
}

const proxyListeners = new Set<(code: string) => void>();

/** Hears the code of every 403 a request made while acting got (PROXY-7: lib/acting.ts drops back on `proxy_inactive`). */
export function onProxyRefused(listener: (code: string) => void): () => void {
  proxyListeners.add(listener);
  return () => {
    proxyListeners.delete(listener);
  };
}

/** The schema of the answer with this status (undefined: nothing to check). */
export type ResponseCheck = (status: number) => Promise<z.ZodType | undefined>;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Checks the answer; without it the body is returned as it came. */
  check?: ResponseCheck;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send the session's bearer token (default). */
  withToken?: boolean;
  /** Made by the page on its own (a poll's refresh), whatever the person is doing (AUDIT-6). */
  background?: boolean;
  /** More headers (`X-Acting-For` while acting for someone, PROXY-4). */
  headers?: Readonly<Record<string, string>>;
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A schema module that could not be downloaded is a network failure like any other. */
async function schemaFor(check: ResponseCheck | undefined, status: number): Promise<z.ZodType | undefined> {
  if (check === undefined) return undefined;
  try {
    return await check(status);
  } catch {
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_MESSAGE });
  }
}

/**
 * JSON over fetch with the session's bearer token, a time-out and typed errors. A 401 on a
 * request that carried a token means the session is over: the listeners (the session)
 * sign out and send the user to the login page. A 401 without a token (a failed login)
 * is only an error for the caller.
 */
export async function apiFetch(url: string, options: ApiFetchOptions = {}): Promise<unknown> {
  const { method = 'GET', body, check, signal, timeoutMs = REQUEST_TIMEOUT_MS, withToken = true, background = false } = options;
  const token = withToken ? readToken() : null;
  // I18N-5: the API writes its messages in the page's language (kept on <html lang> by lib/i18n).
  const headers = new Headers({ ...options.headers, Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' });
  if (token !== null) {
    headers.set('Authorization', `Bearer ${token}`);
    // Not the person's doing: the server does not count it as activity (lib/activity.ts).
    if (background || isBackground()) headers.set('X-Background-Request', '1');
    else noteActivity();
  }
  // FormData (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const controller = new AbortController();
  const timeoutReason = new Error('timeout');
  const timer = setTimeout(() => {
    controller.abort(timeoutReason);
  }, timeoutMs);
  const abortFromCaller = () => {
    controller.abort();
  };
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.reason === timeoutReason) throw new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE });
    // The caller cancelled (e.g. TanStack Query on unmount): not an error to report.
    if (signal?.aborted === true) throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_MESSAGE });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  if (!response.ok) {
    // The error reading (and zod, for the error's shape) loads on the first error only, so it
    // is not part of the first download (issue 39.7).
    const error = await import('./api-error-reading').then(
      ({ toApiError }) => toApiError(response),
      () => new ApiError({ status: response.status, code: `http_${String(response.status)}`, message: NETWORK_MESSAGE }),
    );
    if (response.status === 401 && token !== null) {
      for (const listener of unauthorizedListeners) listener(error.message);
    }
    if (response.status === 403 && error.code === 'mfa_enrolment_required') {
      for (const listener of enrolmentListeners) listener();
    }
    if (response.status === 403 && options.headers !== undefined && Object.keys(options.headers).length > 0) {
      for (const listener of proxyListeners) listener(error.code);
    }
    throw error;
  }

  const data = await readJson(response);
  const schema = await schemaFor(check, response.status);
  if (schema === undefined) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: 'The server sent an unexpected response.' });
  }
  return parsed.data;
}

/** The reason to show for a failed request: the server's message, or a generic one. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}

/** Puts the server's per-field messages under the fields of a react-hook-form form. */
export function applyFieldErrors(error: unknown, setError: (field: never, error: { type: string; message: string }) => void, known: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.fields === undefined) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    // A list's item ('days.0') is said under the list's field when the form has no field of its own for it.
    const target = known.includes(field) ? field : known.find((name) => field.startsWith(`${name}.`));
    if (target === undefined) continue;
    setError(target as never, { type: 'server', message });
    applied = true;
  }
  return applied;
}
