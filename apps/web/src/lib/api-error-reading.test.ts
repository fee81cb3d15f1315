import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { toApiError } from './api-error-reading';

// How an error answer reads to the person: the server's own words and per-field messages, the
// prediction service's SPEC-shaped errors (PRED-10), a wait from Retry-After, and the client's
// own words only for an answer it cannot read.

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => {
  vi.useRealTimers();
});

describe('reading an error answer', () => {
  it('keeps the server’s code, message and per-field messages', async () => {
    const error = await toApiError(answer({ error: { code: 'validation_error', message: 'Check the fields.', fields: { email: 'Enter a valid e-mail address' } } }, 400));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'Check the fields.', fields: { email: 'Enter a valid e-mail address' }, fromServer: true });
  });

  it('reads a prediction service’s `message` or `error` as the server’s words (PRED-10)', async () => {
    expect(await toApiError(answer({ message: 'Feature count must be 22' }, 400))).toMatchObject({ code: 'http_400', message: 'Feature count must be 22', fromServer: true });
    expect(await toApiError(answer({ error: 'Missing image' }, 422))).toMatchObject({ code: 'http_422', message: 'Missing image', fromServer: true });
  });

  it('says the server failed in the client’s words when a 5xx has no readable body', async () => {
    const error = await toApiError(answer('<html>Bad gateway</html>', 502));
    expect(error).toMatchObject({ status: 502, code: 'http_502', message: 'Something went wrong on our side. Please try again later.', fromServer: false });
  });

  it('names the status of any other answer it cannot read', async () => {
    expect(await toApiError(new Response(null, { status: 404 }))).toMatchObject({ message: 'Request failed (404).', fromServer: false });
  });

  it('reads Retry-After as seconds or as a date, and ignores one it cannot read', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-03-10T10:00:00Z'), toFake: ['Date'] });
    const limited = { error: { code: 'rate_limited', message: 'Too many attempts' } };
    expect((await toApiError(answer(limited, 429, { 'Retry-After': '12' }))).retryAfter).toBe(12);
    expect((await toApiError(answer(limited, 429, { 'Retry-After': 'Sun, 10 Mar 2030 10:01:30 GMT' }))).retryAfter).toBe(90);
    expect((await toApiError(answer(limited, 429, { 'Retry-After': 'Sun, 10 Mar 2030 09:00:00 GMT' }))).retryAfter).toBe(0);
    expect((await toApiError(answer(limited, 429, { 'Retry-After': 'soon' }))).retryAfter).toBeUndefined();
  });
});
