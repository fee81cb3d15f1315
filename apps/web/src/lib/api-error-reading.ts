// How an error answer becomes an ApiError: loaded by lib/api.ts on the first error only.
import { errorBodySchema } from '@clinvia/contracts/errors';
import { ApiError, readJson } from './api';

function parseRetryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** PRED-10: a SPEC-shaped prediction service words its errors `{ message }` (Parkinson's) or `{ error }` (breast cancer). */
function specMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  return typeof error === 'string' && error !== '' ? error : undefined;
}

export async function toApiError(response: Response): Promise<ApiError> {

  const body = await readJson(response);
  const parsed = errorBodySchema.safeParse(body);
  const retryAfter = parseRetryAfter(response);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError({ status: response.status, code, message, fields, retryAfter, fromServer: true });
  }
  const specMessage = specMessageOf(body);
  if (specMessage !== undefined) return new ApiError({ status: response.status, code: `http_${response.status}`, message: specMessage, retryAfter, fromServer: true });
  return new ApiError({
    status: response.status,
    code: `http_${response.status}`,
    message: response.status >= 500 ? 'Something went wrong on our side. Please try again later.' : `Request failed (${response.status}).`,
    retryAfter,
  });
}

