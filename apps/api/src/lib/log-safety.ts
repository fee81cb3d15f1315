import type { FastifyRequest } from 'fastify';

// What may reach a log line (SEC-6: no secrets, no health data). Request bodies are never
// logged; these helpers make sure the parts that are logged (URLs, errors) carry none either.

/**
 * SEC-21, SEC-22: the one path segment that carries a secret, a doctor's calendar feed token: whatever
 * follows a `calendar-feeds` segment, matched as loosely as any router might (any casing,
 * percent-encoded, after doubled slashes or another prefix), so no spelling of the URL logs it.
 */
const secretSegment = 'calendar-feeds';

function redactPath(path: string): string {
  const segments = path.split('/');
  const at = segments.findIndex((segment) => decodeURIComponentSafe(segment).trim().toLowerCase() === secretSegment);
  if (at === -1 || at === segments.length - 1) return path;
  return [...segments.slice(0, at + 1), '[redacted]'].join('/');
}

/**
 * The URL with every query value replaced: a value can be a secret (the reset link's token) or
 * personal (`/api/staff/patients?q=<a patient's name>`), and a log line needs neither. The
 * parameter names stay, so a line still says what was asked. Path segments are ids (random
 * UUIDs, upload names), never names or secrets, except a calendar feed's token, which is replaced
 * too; the audit log says whose record an id is.
 */
export function redactUrl(fullUrl: string): string {
  const pathEnd = fullUrl.search(/[?#]/);
  const url = pathEnd === -1 ? redactPath(fullUrl) : `${redactPath(fullUrl.slice(0, pathEnd))}${fullUrl.slice(pathEnd)}`;
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${decodeURIComponentSafe(pair.split('=')[0] ?? '')}=[redacted]`);
  return `${url.slice(0, start)}?${query.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The request as logged: no headers (tokens, cookies), no body, no query values. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}

/**
 * Drizzle's query errors say "Failed query: <sql>\nparams: <values>", and the driver's cause
 * carries `detail` with the offending values: the values can be a patient's name, reason or a
 * password hash. Logged errors keep the SQL text, codes and stack frames, never the values.
 */
export function errorForLog(error: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error === 'string' ? error : 'non-error value thrown', stack: '' };
  const message = error.message.split('\nparams:')[0] ?? '';
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const details = error as Error & { code?: unknown; constraint?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message,
    stack: `${error.name}: ${message}${frames === -1 ? '' : (error.stack ?? '').slice(frames)}`,
    ...(details.code === undefined ? {} : { code: details.code }),
    ...(details.constraint === undefined ? {} : { constraint: details.constraint }),
    ...(details.statusCode === undefined ? {} : { statusCode: details.statusCode }),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}

/** pino redaction for anything that might still name a secret in a log object. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'confirmPassword',
  '*.confirmPassword',
  'token',
  '*.token',
  'body',
  '*.body',
];
