import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// Every Redis client the app makes, to check that the limiters share one.
const made = vi.hoisted(() => ({ clients: [] as { status: string }[] }));
vi.mock('ioredis', async (importOriginal) => {
  const actual = await importOriginal<typeof import('ioredis')>();
  class CountedRedis extends actual.Redis {
    constructor(...args: ConstructorParameters<typeof actual.Redis>) {
      super(...args);
      made.clients.push(this);
    }
  }
  return { ...actual, Redis: CountedRedis, default: CountedRedis };
});
// The API's test files share their workers' modules (apps/api/vitest.config.ts): a file before
// this one may have loaded the app with the real ioredis, so the app is loaded afresh here.
vi.resetModules();
const { Redis } = await import('ioredis');
const { createTestApp } = await import('../test/app');

describe('without REDIS_URL', () => {
  it('makes no Redis client: the limiters count in memory', async () => {
    const testApp = await createTestApp({ config: { rateLimitMax: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await testApp.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.1.1.1' })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect(testApp.app.redis).toBeNull();
      expect(made.clients).toHaveLength(0);
    } finally {
      await testApp.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('with REDIS_URL', () => {
  it('makes one client, used by the global rate limit and the sign-in limits, and closes it with the app', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const before = made.clients.length;
    const testApp = await createTestApp({ config: { redisUrl, rateLimitMax: 100, login: { burst: 1000 } } });
    const ip = `10.${[0, 1, 2].map(() => String(randomBytes(1)[0] ?? 0)).join('.')}`;
    const email = `one-client-${randomBytes(4).toString('hex')}@example.com`;
    const inspector = new Redis(redisUrl ?? '');
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip })).statusCode).toBe(200);
      expect((await testApp.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password: 'not-the-password' }, remoteAddress: ip })).statusCode).toBe(401);
      // The inspector is the one more client this test makes itself.
      expect(made.clients.length - before).toBe(2);
      expect(testApp.app.redis).toBe(made.clients[before]);
      // Both limiters' counters are in Redis, written through that client.
      expect(await inspector.keys(`clinvia-rl:*${ip}*`)).not.toHaveLength(0);
      expect(await inspector.exists(`clinvia-login:pair:${email}|${ip}`, `clinvia-login:client:${ip}`)).toBe(2);
    } finally {
      await testApp.close();
      await inspector.quit();
    }
    expect(made.clients[before]?.status).toBe('end');
  });
});
