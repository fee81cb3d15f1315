import type { Operation, ParamsInput, QueryInput } from '@clinvia/contracts/operations/operation';
import { ApiError, REQUEST_TIMEOUT_MS } from './api';
import { urlOf } from './client';
import { readToken } from './token';

// A file an operation answers (a message's attachment, MSG-7), fetched with the session's token:
// an <img src> or a plain link to the API cannot send it. Apart from client.ts so the pages that
// never show a file do not carry it (PERF-7).

/** The bytes and the name the server gives; rejects with an ApiError on a failure. */
export async function fetchFile<O extends Operation>(operation: O, input: { params?: ParamsInput<O>; query?: QueryInput<O> }, signal?: AbortSignal): Promise<{ blob: Blob; name: string | undefined }> {
  const token = readToken();
  const controller = new AbortController();
  const abort = () => {
    controller.abort();
  };
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, REQUEST_TIMEOUT_MS * 4);
  try {
    const response = await fetch(urlOf(operation, input), {
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (!response.ok) throw new ApiError({ status: response.status, code: `http_${String(response.status)}`, message: 'The file could not be loaded. Please try again.' });
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    return { blob: await response.blob(), name };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
