import type { Operation, ParamsInput, QueryInput } from '@clinvia/contracts/operations/operation';
import { useEffect, useState } from 'react';
import { ApiError, REQUEST_TIMEOUT_MS } from './api';
import { urlOf } from './client';
import { readToken } from './token';

// A file an operation answers (a message's attachment, MSG-7), fetched with the session's token:
// an <img src> or a plain link to the API cannot send it. Apart from client.ts so the pages that
// never show a file do not carry it (PERF-7).

/** The bytes and the name the server gives; rejects with an ApiError on a failure. */
export function fetchFile<O extends Operation>(operation: O, input: { params?: ParamsInput<O>; query?: QueryInput<O> }, signal?: AbortSignal): Promise<{ blob: Blob; name: string | undefined }> {
  return fetchFrom(urlOf(operation, input), signal);
}

async function fetchFrom(url: string, signal?: AbortSignal): Promise<{ blob: Blob; name: string | undefined }> {
  const token = readToken();
  const controller = new AbortController();
  const abort = () => {
    controller.abort();
  };
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, REQUEST_TIMEOUT_MS * 4);
  try {
    const response = await fetch(url, {
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

/**
 * A photo to show only as an <img> (MSG-7, FILE-4): fetched with the session's token, shown from
 * a blob: address, revoked when the photo changes or the view goes. `version` fetches it again
 * when the stored file behind the same address changed. `source` is null while it loads.
 */
export function useFileObjectUrl<O extends Operation>(operation: O, input: { params?: ParamsInput<O>; query?: QueryInput<O> }, version = ''): { source: string | null; failed: boolean } {
  const url = urlOf(operation, input);
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchFrom(url, controller.signal).then(
      ({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [url, version]);
  return { source, failed };
}
