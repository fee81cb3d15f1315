import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

const password = 'Correct-horse-9';

async function registerPatient(testApp: TestApp, email: string): Promise<void> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/authentication/register',
    payload: { role: 'patient', name: 'Limit Tester', email, password, confirmPassword: password, phoneNumber: '4155550100', age: 40, address: '1 Main St', gender: 'female' },
  });
  expect(response.statusCode).toBe(201);
}

function signIn(testApp: TestApp, email: string, pass: string, ip: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password: pass }, remoteAddress: ip });
}

describe('sign-in limits per account and client (memory)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { login: { maxFailures: 5, windowSeconds: 900, burst: 1000, accountMaxFailures: 1000 } } });
    for (const email of ['owner@example.com', 'reset@example.com']) await registerPatient(testApp, email);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('slows down the failing client only: the owner signs in from another device', async () => {
    const fromAttacker: number[] = [];
    for (let i = 0; i < 8; i += 1) fromAttacker.push((await signIn(testApp, 'owner@example.com', 'wrong-password', '10.0.0.1')).statusCode);
    expect(fromAttacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    expect((await signIn(testApp, 'OWNER@example.com', password, '10.0.0.2')).statusCode).toBe(200);

    const stillThrottled = await signIn(testApp, 'owner@example.com', password, '10.0.0.1');
    expect(stillThrottled.statusCode).toBe(429);
    const retryAfter = Number(stillThrottled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);
    expect(stillThrottled.json()).toEqual({ error: { code: 'rate_limited', message: `Too many sign-in attempts. Please try again in ${String(retryAfter)} seconds.` } });
  });

  it('audits every refused attempt with the reason and the client, never the password', async () => {
    const rows = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.login_refused'), eq(auditLog.ip, '10.0.0.1')));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.detail).toBe('client_throttled: owner@example.com');
      expect(row.subjectType).toBe('account');
      expect(row.subjectId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const failures = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'session.login_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify([...rows, ...failures])).not.toContain('wrong-password');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so: a rotating header is still one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email: 'reset@example.com', password: 'wrong-password' },
        remoteAddress: '10.0.2.1',
        headers: { 'x-forwarded-for': `203.0.113.${String(i)}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const [row] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'session.login_refused'), eq(auditLog.ip, '10.0.2.1')));
    expect(row?.detail).toBe('client_throttled: reset@example.com');
  });

  it('forgets a pair’s failures when that client signs in correctly', async () => {
    for (let i = 0; i < 4; i += 1) expect((await signIn(testApp, 'reset@example.com', 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    expect((await signIn(testApp, 'reset@example.com', password, '10.0.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn(testApp, 'reset@example.com', 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    expect((await signIn(testApp, 'reset@example.com', password, '10.0.1.1')).statusCode).toBe(429);
  });
});

describe('the per-client ceiling', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { login: { maxFailures: 100, windowSeconds: 900, burst: 3, accountMaxFailures: 1000 } } });
    await registerPatient(testApp, 'clinic@example.com');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('counts failures, not successful sign-ins from a shared address', async () => {
    for (let i = 0; i < 6; i += 1) expect((await signIn(testApp, 'clinic@example.com', password, '10.9.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await signIn(testApp, `someone${String(i)}@example.com`, 'guess', '10.9.0.1')).statusCode).toBe(401);
    const refused = await signIn(testApp, 'clinic@example.com', password, '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signIn(testApp, 'clinic@example.com', password, '10.9.0.2')).statusCode).toBe(200);
  });
});

describe('the account-wide ceiling', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { login: { maxFailures: 5, windowSeconds: 900, burst: 1000, accountMaxFailures: 10, accountSlowdownMs: 200 } } });
    await registerPatient(testApp, 'target@example.com');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('refuses clients that already failed, slows the others and still lets the owner in', async () => {
    // A distributed guess: ten clients, one failure each.
    for (let i = 0; i < 10; i += 1) expect((await signIn(testApp, 'target@example.com', 'guess', `10.5.0.${String(i)}`)).statusCode).toBe(401);

    const again = await signIn(testApp, 'target@example.com', password, '10.5.0.3');
    expect(again.statusCode).toBe(429);
    const rows = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'session.login_refused'));
    expect(rows.map((row) => row.detail)).toEqual(['account_under_attack: target@example.com']);

    const started = Date.now();
    const newGuess = await signIn(testApp, 'target@example.com', 'another-guess', '10.5.1.1');
    expect(newGuess.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    expect((await signIn(testApp, 'target@example.com', password, '10.5.2.1')).statusCode).toBe(200);
  });
});

// Issue 20: the limits are reserved before the password check, so attempts sent at once are
// decided one after another. A 401 is an attempt whose password was checked; a 429 one that was not.
const stores = [{ name: 'memory', redisUrl: undefined }, ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis', redisUrl: process.env.TEST_REDIS_URL }] : [])];

describe.each(stores)('sign-in limits under concurrency ($name)', ({ redisUrl }) => {
  let testApp: TestApp;
  // Redis keeps counters between runs: each run its own accounts and client addresses.
  const run = randomBytes(3).toString('hex');
  const octets = [0, 2, 4].map((at) => String(parseInt(run.slice(at, at + 2), 16))).join('.');

  beforeAll(async () => {
    testApp = await createTestApp({ config: { redisUrl, login: { maxFailures: 5, windowSeconds: 900, burst: 20, accountMaxFailures: 1000 } } });
    await registerPatient(testApp, `concurrent-${run}@example.com`);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function statusesOf(attempts: Promise<{ statusCode: number }>[]): Promise<Record<number, number>> {
    const counts: Record<number, number> = {};
    for (const { statusCode } of await Promise.all(attempts)) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }

  it('lets at most LOGIN_MAX_FAILURES of 30 wrong passwords sent at once reach the password check', async () => {
    const ip = `10.${octets}`;
    const counts = await statusesOf(Array.from({ length: 30 }, () => signIn(testApp, `concurrent-${run}@example.com`, 'wrong-password', ip)));
    expect(counts).toEqual({ 401: 5, 429: 25 });
    const failures = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'session.login_failed'), eq(auditLog.ip, ip)));
    expect(failures).toHaveLength(5);
  });

  it('lets at most LOGIN_BURST of 30 attempts on 30 accounts from one client reach the password check', async () => {
    const ip = `11.${octets}`;
    const counts = await statusesOf(Array.from({ length: 30 }, (_, i) => signIn(testApp, `someone-${String(i)}-${run}@example.com`, 'guess', ip)));
    expect(counts).toEqual({ 401: 20, 429: 10 });
  });
});

// Shared counters for several replicas: CI runs this with TEST_REDIS_URL.
describe.runIf(process.env.TEST_REDIS_URL)('sign-in limits on Redis', () => {
  it('count a pair’s failures across two app instances', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const login = { maxFailures: 3, windowSeconds: 60, burst: 1000, accountMaxFailures: 1000 };
    const first = await createTestApp({ config: { redisUrl, login } });
    const second = await createTestApp({ config: { redisUrl, login } });
    // Each run its own account and client: Redis keeps counters between runs.
    const run = randomBytes(4).toString('hex');
    const email = `replica-${run}@example.com`;
    const octets = `${String(parseInt(run.slice(0, 2), 16))}.${String(parseInt(run.slice(2, 4), 16))}.${String(parseInt(run.slice(4, 6), 16))}`;
    const ip = `10.${octets}`;
    try {
      await registerPatient(first, email);
      await registerPatient(second, email);
      const statuses = [
        (await signIn(first, email, 'wrong', ip)).statusCode,
        (await signIn(second, email, 'wrong', ip)).statusCode,
        (await signIn(first, email, 'wrong', ip)).statusCode,
        (await signIn(second, email, password, ip)).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await signIn(first, email, password, `11.${octets}`)).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
