import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { describeWait, memoryCounterStore } from './login-limits';

let testApp: TestApp;
const password = 'Correct-horse-9';

beforeAll(async () => {
  testApp = await createTestApp({ config: { login: { maxFailures: 3, windowSeconds: 900, burst: 8 } } });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/authentication/register',
    payload: { role: 'staff', name: 'Limit Tester', email: 'limits@example.com', password, confirmPassword: password, phoneNumber: '4155550100', department: 'IT', position: 'Tester', employeeId: 'T-1' },
  });
  expect(response.statusCode).toBe(201);
});

afterAll(async () => {
  await testApp.close();
});

const attempt = (email: string, pass: string, ip = '10.0.0.1') =>
  testApp.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password: pass }, remoteAddress: ip });

describe('sign-in limits', () => {
  it('locks an account after repeated failures, even for the right password, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt('limits@example.com', 'wrong-password', `10.1.0.${String(i)}`)).statusCode).toBe(401);
    const locked = await attempt('LIMITS@example.com', password, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many sign-in attempts. Please try again in 15 minutes.' } });
  });

  it('limits bursts from one client across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await attempt(`someone${String(i)}@example.com`, 'whatever', '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
    const other = await attempt('someone@example.com', 'whatever', '10.2.0.2');
    expect(other.statusCode).toBe(401);
  });
});

describe('counters', () => {
  it('expire after their window', async () => {
    let now = 0;
    const store = memoryCounterStore(() => now);
    expect((await store.hit('k', 60)).count).toBe(1);
    now = 30_000;
    expect(await store.hit('k', 60)).toEqual({ count: 2, retryAfter: 30 });
    now = 60_001;
    expect((await store.peek('k')).count).toBe(0);
  });

  it('describe the wait in words', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(61)).toBe('2 minutes');
  });
});
