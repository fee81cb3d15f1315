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
