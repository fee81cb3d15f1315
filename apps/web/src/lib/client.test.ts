import { getClientConfig } from '@clinvia/contracts/operations/platform';
import { getDoctorSlots, listDoctors } from '@clinvia/contracts/operations/doctors';
import { uploadOwnDoctorPhoto } from '@clinvia/contracts/operations/doctor-portal';
import { changeStaffAppointmentStatus } from '@clinvia/contracts/operations/staff';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { QueryClient } from '@tanstack/react-query';
import { call, isRefresh, queryString, urlOf } from './client';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('urlOf', () => {
  it('fills the path parameters, encoded, and adds the set query values', () => {
    expect(urlOf(getDoctorSlots, { params: { id: 'a/b c' }, query: { from: '2026-03-01', days: undefined } })).toBe('/api/doctors/a%2Fb%20c/slots?from=2026-03-01');
    expect(urlOf(listDoctors, { query: { q: 'heart & lungs', city: '', sort: 'fee', page: 2 } })).toBe('/api/doctors?q=heart+%26+lungs&sort=fee&page=2');
  });

  it('refuses to call a path with a parameter left out', () => {
    expect(() => urlOf(getDoctorSlots, {})).toThrow('Missing path parameter id');
  });
});

describe('queryString', () => {
  it('leaves out empty values and repeats a key for a list', () => {
    expect(queryString({ a: '', b: undefined, c: null, d: 0, e: false, f: ['x', 'y'] })).toBe('?d=0&e=false&f=x&f=y');
    expect(queryString({})).toBe('');
  });
});

describe('call', () => {
  it('sends the declared method, path and JSON body with the token, and checks the answer against its schema', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ appointment: { id: 'x' } }));
    await expect(call(changeStaffAppointmentStatus, { params: { id: '7' }, body: { status: 'confirmed', reason: '' } })).rejects.toMatchObject({ code: 'invalid_response' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/staff/appointments/7/status');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"status":"confirmed","reason":""}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('answers the checked value, without fields the schema does not know', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ clinicTimeZone: 'Europe/Paris', today: '2026-03-29', extra: 1 }));
    await expect(call(getClientConfig)).resolves.toEqual({ clinicTimeZone: 'Europe/Paris', today: '2026-03-29' });
  });

  it('hands an unchecked answer over as it came', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ clinicTimeZone: 42 }));
    await expect(call(getClientConfig, { unchecked: true })).resolves.toEqual({ clinicTimeZone: 42 });
  });

  it('sends a multipart body as it is, with the browser’s own content type', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}, 400));
    const body = new FormData();
    body.append('photo', new Blob(['x']), 'face.png');
    await expect(call(uploadOwnDoctorPhoto, { body })).rejects.toBeInstanceOf(ApiError);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/doctors/me/photo');
    expect(init?.body).toBe(body);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });
});

describe('a poll’s refresh (AUDIT-6)', () => {
  it('is a refresh only when the answer is already cached, and says so in X-Background-Request', async () => {
    const client = new QueryClient();
    expect(isRefresh({ client, queryKey: ['staff', 'dashboard'] })).toBe(false);
    client.setQueryData(['staff', 'dashboard'], { shown: true });
    expect(isRefresh({ client, queryKey: ['staff', 'dashboard'] })).toBe(true);

    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(jsonResponse({ timeZone: 'UTC' })));
    await call(getClientConfig, { unchecked: true, background: true }).catch(() => undefined);
    await call(getClientConfig, { unchecked: true }).catch(() => undefined);
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Background-Request'));
    expect(sent).toEqual(['1', null]);
  });
});
