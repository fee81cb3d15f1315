import type { BodyInput, Operation, ParamsInput, QueryInput } from '@clinvia/contracts/operations/operation';
import { ApiError, REQUEST_TIMEOUT_MS } from './api';
import { urlOf } from './client';
import { readToken } from './token';

// Files the API answers (a CSV export, a record, a document), saved as downloads. Apart from
// lib/client so that the first screen's bundle carries none of it: only screens with a download
// load it.

/**
 * Downloads the file an operation answers (a CSV export) under the name the server gives.
 * The route needs the bearer token, so a plain link cannot fetch it: the file is fetched, then
 * handed to the browser as a download.
 */
export async function download<O extends Operation>(
  operation: O,
  input: { params?: ParamsInput<O>; query?: QueryInput<O>; body?: BodyInput<O> },
  fallbackName: string,
): Promise<void> {
  const token = readToken();
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, REQUEST_TIMEOUT_MS * 4);
  try {
    const headers: Record<string, string> = token === null ? {} : { Authorization: `Bearer ${token}` };
    // A body (a share link's key and passcode, SHARE-2) goes as JSON with the operation's method.
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(urlOf(operation, input), {
      method: operation.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: controller.signal,
    });
    if (!response.ok) throw await downloadError(response);
    saveBlob(await response.blob(), dispositionName(response.headers.get('content-disposition')) ?? fallbackName);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The name a Content-Disposition gives the file: the real one in `filename*` (RFC 6266, UTF-8,
 * percent-encoded), else the ASCII stand-in in `filename` the API writes beside it for old
 * clients (accents made '_'), else none.
 */
function dispositionName(header: string | null): string | undefined {
  const value = header ?? '';
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(value)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Not valid percent-encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(value)?.[1];
}

/** A refusal's error as the server sent it (`{ error: { code, message, fields } }`), else a general one. */
async function downloadError(response: Response): Promise<ApiError> {
  const general = new ApiError({ status: response.status, code: `http_${String(response.status)}`, message: 'The file could not be made. Please try again.' });
  // A refusal's own words say what to do (an expired share link); a server failure's do not.
  if (response.status >= 500) return general;
  const answer: unknown = await response.json().catch(() => null);
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return general;
  const { error } = answer as { error: { code?: unknown; message?: unknown; fields?: Record<string, string> } };
  if (typeof error.code !== 'string' || typeof error.message !== 'string') return general;
  return new ApiError({ status: response.status, code: error.code, message: error.message, fields: error.fields, fromServer: true });
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: revoking at once can cancel the download in some browsers.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
