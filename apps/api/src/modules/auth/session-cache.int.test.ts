import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

// AUTH-15: the session check cached in Redis (REDIS_URL), shared by two app instances on one
// database standing for two replicas. Skipped without TEST_REDIS_URL; the same sign-out across
// two instances without Redis is in sessions.int.test.ts.
const redisUrl = process.env.TEST_REDIS_URL;
const password = 'Correct-horse-9';
let clock = new Date('2026-03-02T09:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

describe.runIf(redisUrl)('the session check cached in Redis, on two replicas', () => {
  let t: TestApp;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let inspector: Redis;

  async function register(email: string): Promise<string> {
    const payload = { role: 'patient', name: 'Test Person', email, password, confirmPassword: password, phoneNumber: '4155550100', age: 40, gender: 'female', address: '1 Main St' };
    expect((await a.inject({ method: 'POST', url: '/api/authentication/register', payload })).statusCode).toBe(201);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user row');
    return row.id;
  }

  async function login(app: FastifyInstance, email: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  }

  const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload }) });
  const me = (app: FastifyInstance, token: string) => call(app, 'GET', '/api/authentication/me', token);
  const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
  const cacheKeyOf = (token: string) => `clinvia-session:${createHash('sha256').update(token).digest('hex')}`;

  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl, login: { burst: 1000 } }, now: () => clock });
    a = t.app;
    second = t.url ? await openDatabase({ url: t.url, poolSize: 4 }) : t.database;
    b = await buildApp({ database: second, config: t.config, logger: false, now: () => clock });
    inspector = new Redis(redisUrl ?? '');
  });

  afterAll(async () => {
    await b.close();
    if (second !== t.database) await second.close();
    await t.close();
    await inspector.quit();
  });

  it('keys the entry by the hash of the token, never the token, and answers from it', async () => {
    const userId = await register('cached@example.com');
    const token = await login(b, 'cached@example.com');
    expect((await me(a, token)).statusCode).toBe(200);
    const stored = await inspector.get(cacheKeyOf(token));
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(token);
    expect(await inspector.pttl(cacheKeyOf(token))).toBeLessThanOrEqual(30_000);
    // The row ends behind the cache's back (no invalidation): the cached check still answers,
    // which shows requests are served from Redis, not PostgreSQL...
    await t.database.db.update(sessions).set({ endedAt: clock, endReason: 'logout' }).where(eq(sessions.id, sessionIdOf(token)));
    expect((await me(b, token)).statusCode).toBe(200);
    // ...until the user's sessions are said to have changed: then on every replica at once.
    await a.sessionsChanged(userId);
    expect((await me(b, token)).statusCode).toBe(401);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it('a sign-out on one replica is a 401 on the other within a second, both having cached the token', async () => {
    await register('logout@example.com');
    const token = await login(a, 'logout@example.com');
    expect((await me(a, token)).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(200);
    const started = Date.now();
    expect((await call(a, 'POST', '/api/authentication/logout', token)).statusCode).toBe(200);
    const [here, there] = await Promise.all([me(a, token), me(b, token)]);
    expect([here.statusCode, there.statusCode]).toEqual([401, 401]);
    expect(there.json<{ error: { message: string } }>().error.message).toBe('You signed out.');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('ending the other sessions, or changing the password, reaches the other replica at once', async () => {
    await register('others@example.com');
    const here = await login(a, 'others@example.com');
    const phone = await login(b, 'others@example.com');
    const laptop = await login(b, 'others@example.com');
    for (const token of [here, phone, laptop]) expect((await me(b, token)).statusCode).toBe(200);
    expect((await call(a, 'POST', '/api/authentication/sessions/end-others', here)).json()).toMatchObject({ ended: 2 });
    expect((await me(b, phone)).statusCode).toBe(401);
    expect((await me(b, laptop)).statusCode).toBe(401);
    expect((await me(b, here)).statusCode).toBe(200);

    const tablet = await login(b, 'others@example.com');
    expect((await me(b, tablet)).statusCode).toBe(200);
    const changed = await call(a, 'PUT', '/api/authentication/account/password', here, { currentPassword: password, newPassword: 'Another-horse-10', confirmPassword: 'Another-horse-10' });
    expect(changed.statusCode).toBe(200);
    expect((await me(b, tablet)).statusCode).toBe(401);
    expect((await me(b, here)).statusCode).toBe(200);
  });

  it('keeps idle timeouts right: activity moves the cached entry, PostgreSQL is written behind', async () => {
    await register('idle@example.com');
    const token = await login(a, 'idle@example.com');
    expect((await me(a, token)).statusCode).toBe(200);
    advance(20 * 60);
    // Active on B (cached): the idle deadline moves with it, on A too.
    expect((await me(b, token)).statusCode).toBe(200);
    const moved = clock.getTime();
    await expect
      .poll(async () => (await t.database.db.select({ at: sessions.lastActiveAt }).from(sessions).where(eq(sessions.id, sessionIdOf(token))))[0]?.at.getTime(), { timeout: 2000 })
      .toBe(moved);
    advance(29 * 60);
    expect((await me(a, token)).statusCode).toBe(200);
    advance(30 * 60 + 11);
    const refused = await me(b, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe('You were signed out after 30 minutes without activity.');
    const [row] = await t.database.db.select({ endReason: sessions.endReason }).from(sessions).where(eq(sessions.id, sessionIdOf(token)));
    expect(row?.endReason).toBe('idle_timeout');
    expect((await me(a, token)).statusCode).toBe(401);
  });
});
