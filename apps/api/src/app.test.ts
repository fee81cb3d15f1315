import { errorBodySchema } from '@clinvia/contracts';
import { healthResponseSchema } from '@clinvia/contracts/health';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog } from './db/schema';
import { todayIn } from './lib/clinic-time';
import { createTestApp, type TestApp } from './test/app';

// Test-only routes that exercise the platform: validation, a crash, and the audit trail.
const probeRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/probe/validate',
    {
      schema: {
        body: z.object({
          email: z.string({ error: 'Email is required' }).regex(/^\S+@\S+\.\w{2,4}$/, 'Invalid email address'),
          patient: z.object({ age: z.number({ error: 'Age is required' }) }),
        }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    () => ({ ok: true }),
  );
  app.get('/probe/crash', () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/probe/audit', async (request) => {
    await request.audit({ actorId: null, actorRole: 'patient', action: 'patient.profile.read', subjectType: 'patient', subjectId: 'p-1' });
    return { ok: true };
  });
  return Promise.resolve();
};

let testApp: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'clinvia-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Clinvia</title><div id="root"></div>');
  await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  testApp = await createTestApp({ webRoot });
  await testApp.app.register(probeRoutes, { prefix: '/api' });
});

afterAll(async () => {
  await testApp.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 in the error format when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('unavailable');
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/config', () => {
  it("tells the browser the clinic's zone and today's date there", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ clinicTimeZone: 'America/New_York', today: todayIn('America/New_York') });
  });
});

describe('errors', () => {
  it('answers an unknown API path with the JSON 404, even for a browser', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'The requested resource was not found.' } });
  });

  it('gives 400 with one message per field for an invalid body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/probe/validate', payload: { email: 'nope', patient: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Please correct the highlighted fields.',
        fields: { email: 'Invalid email address', 'patient.age': 'Age is required' },
      },
    });
  });

  it('gives 400 in the error format for malformed JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('validation_error');
  });

  it('hides the internals of a 500', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });
});

describe('security headers and request ids', () => {
  it("sends helmet's headers with a strict CSP and no x-powered-by", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends HSTS only over TLS: never on plain HTTP, nor for an x-forwarded-proto no trusted proxy sent (SEC-23)', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a cross-origin preflight without allowing it (CORS closed)', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('returns a generated request id, or a safe incoming one', async () => {
    const generated = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-42.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');

    const unsafe = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' + 'x'.repeat(80) } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('audit', () => {
  it('records who did what, with the request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/probe/audit', headers: { 'x-request-id': 'audit-probe-1' } });
    expect(response.statusCode).toBe(200);
    const rows = await testApp.database.db.select().from(auditLog).where(eq(auditLog.requestId, 'audit-probe-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'patient.profile.read', subjectType: 'patient', subjectId: 'p-1', actorRole: 'patient' });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });
});

describe('API docs', () => {
  it('serves Swagger UI at /api/docs with a policy relaxed for it only', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('generates OpenAPI from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config']));
  });
});

describe('the SPA', () => {
  it('serves index.html for client-side routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/find-doctor', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing asset or a non-browser request with the page', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    const api = await testApp.app.inject({ method: 'GET', url: '/ml/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
