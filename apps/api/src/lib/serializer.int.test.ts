import { doctorArraySchema } from '@clinvia/contracts/doctors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { demoAccounts, demoPassword, seedDemoData } from '../db/seed';
import { createTestApp, type TestApp } from '../test/app';

// The server writes responses with fast-json-stringify and checks nothing at run time
// (lib/serializer.ts); tests check every response against its zod schema. This file holds the
// two together: the same requests on one database, through an app of each kind, answer the same.

let fast: TestApp;
let validating: FastifyInstance;
let token: string;

beforeAll(async () => {
  fast = await createTestApp({ validateResponses: false });
  await seedDemoData(fast.database.db, { clinicTimeZone: fast.config.clinicTimeZone });
  validating = await buildApp({ database: fast.database, config: fast.config, logger: false, validateResponses: true });
  const login = await validating.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: demoAccounts.patient, password: demoPassword } });
  token = (login.json<{ token: string }>()).token;
});

afterAll(async () => {
  await validating.close();
  await fast.close();
});

describe('fast response serializer', () => {
  it('answers what the validating serializer answers, field for field, on public and private routes', async () => {
    const listing = await validating.inject({ method: 'GET', url: '/api/doctors?sort=rating' });
    const doctorId = listing.json<{ items: { user_id: string }[] }>().items[0]?.user_id ?? '';
    // The demo patient's threads: summaries with every nullable part (doctor, assignee, appointment, answer) null and set.
    const threads = await validating.inject({ method: 'GET', url: '/api/threads?state=all', headers: { authorization: `Bearer ${token}` } });
    expect(threads.statusCode).toBe(200);
    const threadIds = threads.json<{ threads: { id: string }[] }>().threads.map((thread) => thread.id);
    expect(threadIds.length).toBeGreaterThan(1);
    const urls = [
      '/api/health',
      '/api/config',
      '/api/doctors',
      '/api/doctors?sort=fee&q=a',
      '/api/doctors/get-doctors/',
      `/api/doctors/get-doctors/${doctorId}`,
      `/api/doctors/${doctorId}/slots`,
      '/api/doctors/get-trending-doctor/',
      '/api/doctors/specializations',
      '/api/doctors/cities',
      '/api/doctors/get-doctors/not-a-uuid',
      '/api/authentication/me',
      '/api/threads',
      '/api/threads?state=closed',
      ...threadIds.map((id) => `/api/threads/${id}`),
    ];
    for (const url of urls) {
      const headers = { authorization: `Bearer ${token}` };
      const [a, b] = await Promise.all([fast.app.inject({ method: 'GET', url, headers }), validating.inject({ method: 'GET', url, headers })]);
      expect(a.statusCode, url).toBe(b.statusCode);
      expect(a.json(), url).toEqual(b.json());
      if (url.endsWith('/me')) expect(a.statusCode).toBe(200);
    }
  });

  it('writes only the documented fields: an extra field a handler returns is left out', async () => {
    const app = await buildApp({ database: fast.database, config: fast.config, logger: false });
    app.get('/extra', { schema: { response: { 200: doctorArraySchema } } }, () => [
      { user_id: 'x', name: 'N', specialization: 'S', qualifications: 'Q', rating: 4.5, experience_years: 3, consultation_fee: 10, available: true, trending: false, face_url: null, city: null, languages: ['en'], available_today: false, next_available_date: null, next_available_time: null, timeZone: 'UTC', password_hash: 'secret' },
    ]);
    const response = await app.inject({ method: 'GET', url: '/extra' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.json<Record<string, unknown>[]>()[0]).toMatchObject({ user_id: 'x', rating: 4.5, face_url: null });
  });
});
