import { vi } from 'vitest';

// A fake API at the fetch boundary for component tests: answers by method and path, and keeps
// every request so a test can check what the screen sent (and that it sent nothing).

/** An answer: a status and a JSON body, or a function of the request that makes one. */
export type Reply = { status?: number; body?: unknown } | ((request: SentRequest) => { status?: number; body?: unknown });

export interface SentRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body (undefined without one; FormData as it was sent). */
  body: unknown;
  /** The request's headers (`x-acting-for` while acting, PROXY-4). */
  headers: Headers;
}

/** An API error as the server words it. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): { status: number; body: unknown } {
  return { status, body: { error: { code, message, ...(fields === undefined ? {} : { fields }) } } };
}

/**
 * Stubs `fetch` with answers keyed `'GET /api/x'` (a key ending in `*` matches every path that
 * starts with it). An unknown request answers 404, so a screen's stray call shows as a failure.
 */
export function fakeApi(replies: Record<string, Reply>) {
  const sent: SentRequest[] = [];
  const answerOf = (method: string, path: string): Reply | undefined => {
    const exact = replies[`${method} ${path}`];
    if (exact !== undefined) return exact;
    const prefix = Object.keys(replies).find((key) => key.endsWith('*') && `${method} ${path}`.startsWith(key.slice(0, -1)));
    return prefix === undefined ? undefined : replies[prefix];
  };
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const request: SentRequest = { method, path: url.pathname, query: url.searchParams, body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? undefined), headers: new Headers(init?.headers) };
    sent.push(request);
    const reply = answerOf(method, url.pathname);
    if (reply === undefined) return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
    const { status = 200, body } = typeof reply === 'function' ? reply(request) : reply;
    return Promise.resolve(body === undefined ? new Response(null, { status }) : Response.json(body, { status }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent,
    /** The requests of one method to one path. */
    calls: (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path),
  };
}
