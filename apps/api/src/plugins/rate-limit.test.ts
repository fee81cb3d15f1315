import { errorBodySchema } from '@clinvia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ config: { rateLimitMax: 3 } });
});

afterAll(async () => {
  await testApp.close();
});

describe('global rate limit', () => {
  it('answers 429 in the error format with Retry-After once an IP exceeds the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await testApp.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.0.0.7' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);

    const limited = await testApp.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.0.0.7' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const body = errorBodySchema.parse(limited.json());
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many requests/);

    // Another client is unaffected.
    const other = await testApp.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.0.0.8' });
    expect(other.statusCode).toBe(200);
  });
});

// Shared counters for several replicas: run with TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.runIf(process.env.TEST_REDIS_URL)('global rate limit on Redis', () => {
  it('counts across two app instances sharing Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const first = await createTestApp({ config: { rateLimitMax: 2, redisUrl } });
    const second = await createTestApp({ config: { rateLimitMax: 2, redisUrl } });
    try {
      const remoteAddress = `10.77.${String(process.pid % 250)}.${String(Date.now() % 250)}`;
      const statuses = [
        (await first.app.inject({ method: 'GET', url: '/api/config', remoteAddress })).statusCode,
        (await second.app.inject({ method: 'GET', url: '/api/config', remoteAddress })).statusCode,
        (await first.app.inject({ method: 'GET', url: '/api/config', remoteAddress })).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
