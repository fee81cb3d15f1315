import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, REQUEST_TIMEOUT_MS, apiFetch, onUnauthorized } from './api';

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });
}

function mockFetch(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('apiFetch', () => {
  it('sends the bearer token and a JSON body, and returns the parsed answer', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = mockFetch(jsonResponse({ ok: true }));
    await expect(apiFetch('/api/patients/book-appointment', { method: 'POST', body: { doctorId: 3 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/patients/book-appointment');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"doctorId":3}');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch(jsonResponse({ status: 'ok' }));
    await apiFetch('/api/health');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('turns the error body of PLAT-10 into an ApiError with per-field messages', async () => {
    mockFetch(jsonResponse({ error: { code: 'validation', message: 'Check the form', fields: { email: 'Invalid email address' } } }, { status: 400 }));
    const error = await caught(apiFetch('/api/authentication/register', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Check the form', fields: { email: 'Invalid email address' } });
  });

  it('reads Retry-After on 429', async () => {
    mockFetch(jsonResponse({ error: { code: 'rate_limited', message: 'Too many attempts' } }, { status: 429, headers: { 'Retry-After': '30' } }));
    const error = await caught(apiFetch('/api/authentication/login', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 30 });
  });

  it('gives a generic message for an error response that is not JSON, without internals', async () => {
    mockFetch(new Response('<html>Bad gateway: upstream 10.0.0.3</html>', { status: 502 }));
    const error = await caught(apiFetch('/api/doctors/get-doctors/'));
    expect(error).toMatchObject({ status: 502, code: 'http_502' });
    expect(error.message).not.toContain('10.0.0.3');
  });

  it('checks the answer with the schema of its status', async () => {
    mockFetch(jsonResponse({ clinicTimeZone: 'America/New_York', today: '2026-01-05', extra: true }));
    const schema = z.object({ clinicTimeZone: z.string(), today: z.string() });
    const check = vi.fn(() => Promise.resolve(schema));
    await expect(apiFetch('/api/config', { check })).resolves.toEqual({ clinicTimeZone: 'America/New_York', today: '2026-01-05' });
    expect(check).toHaveBeenCalledWith(200);

    mockFetch(jsonResponse({ clinicTimeZone: 42 }));
    const error = await caught(apiFetch('/api/config', { check }));
    expect(error.code).toBe('invalid_response');
  });

  it('reports a schema that could not be downloaded as a network failure', async () => {
    mockFetch(jsonResponse({ clinicTimeZone: 'America/New_York', today: '2026-01-05' }));
    const check = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await caught(apiFetch('/api/config', { check }));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('reports an unreachable server clearly', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiFetch('/api/health'));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('gives up after 15 seconds with a clear message', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const pending = caught(apiFetch('/api/doctors/get-doctors/'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
    expect(error.message).toMatch(/too long/);
  });

  it('tells the session about a 401 on a request that carried a token', async () => {
    localStorage.setItem('token', 'expired.token.here');
    const listener = vi.fn();
    const unregister = onUnauthorized(listener);
    mockFetch(jsonResponse({ error: { code: 'unauthorized', message: 'Session expired' } }, { status: 401 }));
    const error = await caught(apiFetch('/api/patients/get-appointments/7'));
    unregister();
    expect(error.status).toBe(401);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not end a session on a 401 without a token (a failed login)', async () => {
    const listener = vi.fn();
    const unregister = onUnauthorized(listener);
    mockFetch(jsonResponse({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } }, { status: 401 }));
    const error = await caught(apiFetch('/api/authentication/login', { method: 'POST', body: {} }));
    unregister();
    expect(error.message).toBe('Invalid email or password');
    expect(listener).not.toHaveBeenCalled();
  });
});
