import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemoData } from '../db/seed';
import { createTestApp, type TestApp } from '../test/app';
import { cdnCacheControl, compressThreshold, publicCacheControl } from './http-cache';

let t: TestApp;
let webRoot: string;
let doctorId: string;
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'clinvia-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Clinvia</title><div id="root"></div>');
  await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js'), bigScript);
  t = await createTestApp({ webRoot });
  await seedDemoData(t.database.db, { clinicTimeZone: t.config.clinicTimeZone });
  const listing = await t.app.inject({ method: 'GET', url: '/api/doctors' });
  doctorId = listing.json<{ items: { user_id: string }[] }>().items[0]?.user_id ?? '';
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('public doctor reads', () => {
  it('carry a strong ETag and the public Cache-Control: listing, SPEC array, detail, slots, trending, specializations, cities', async () => {
    const urls = ['/api/doctors', '/api/doctors/get-doctors/', `/api/doctors/get-doctors/${doctorId}`, `/api/doctors/${doctorId}/slots`, '/api/doctors/get-trending-doctor/', '/api/doctors/specializations', '/api/doctors/cities'];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toMatch(/^"[\w-]{27}"$/);
      expect(response.headers['cache-control'], url).toBe(publicCacheControl);
      expect(response.headers['cdn-cache-control'], url).toBe(cdnCacheControl);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });

  it('never let a browser show a stale copy: it revalidates every time', () => {
    const directives = publicCacheControl.split(',').map((directive) => directive.trim());
    expect(directives).toEqual(expect.arrayContaining(['max-age=0', 'must-revalidate']));
    expect(publicCacheControl).not.toMatch(/stale-while-revalidate|stale-if-error|immutable/);
  });

  it('answer 304 with no body when If-None-Match holds the current tag, 200 when it holds another', async () => {
    for (const url of ['/api/doctors?sort=fee', `/api/doctors/get-doctors/${doctorId}`]) {
      const first = await t.app.inject({ method: 'GET', url });
      const etag = first.headers.etag;
      if (typeof etag !== 'string') throw new Error(`no ETag on ${url}`);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe(publicCacheControl);
      const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(first.body);
    }
  });

  it('change their tag when the answer changes', async () => {
    const rating = await t.app.inject({ method: 'GET', url: '/api/doctors?sort=rating' });
    const fee = await t.app.inject({ method: 'GET', url: '/api/doctors?sort=fee' });
    expect(rating.body).not.toBe(fee.body);
    expect(rating.headers.etag).not.toBe(fee.headers.etag);
  });

  it('errors are not cached publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/doctors/get-doctors/not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('private answers', () => {
  it('stay no-store, with no ETag and nothing public', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: demoAccounts.patient, password: demoPassword } });
    const { token } = login.json<{ token: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/authentication/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
    expect(JSON.stringify(me.headers)).not.toMatch(/public|s-maxage/);
  });
});

describe('compression', () => {
  it('gzips a large listing for a client that accepts it; it decodes to the same JSON and revalidates', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/doctors/get-doctors/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(compressThreshold);
    const zipped = await t.app.inject({ method: 'GET', url: '/api/doctors/get-doctors/', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Another representation, another strong tag; either revalidates.
    const etag = zipped.headers.etag;
    expect(etag).toBe(String(plain.headers.etag).replace(/"$/, '-gzip"'));
    const again = await t.app.inject({ method: 'GET', url: '/api/doctors/get-doctors/', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves answers under the threshold alone: a Find Doctor page, the specializations', async () => {
    for (const url of ['/api/doctors', '/api/doctors/specializations']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body.length, url).toBeLessThan(compressThreshold);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('does not compress the SPA files on the fly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bigScript);
  });
});
