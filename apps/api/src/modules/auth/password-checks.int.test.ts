import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

// AUTH-24 (issue 38.2): the password a signed-in user types again before a sensitive change (the
// e-mail address, the password, turning two-step sign-in off) is limited per account and client
// as sign-in is: wrong guesses in a row end in 429 with Retry-After, audited, and the right
// password works again once the window has passed. A short window keeps the test quick.
let t: TestApp;
// The app's clock, for the authenticator codes (a code works once); the limits run on real time.
let clock = new Date('2026-03-02T09:00:00Z');
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000) });
const password = 'Correct-horse-9';
// Long enough that 25 guesses fit inside it on a loaded machine (each e-mail attempt hashes a password).
const windowSeconds = 5;
const maxFailures = 5;

function call(method: 'POST' | 'PUT', url: string, token: string | undefined, payload: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, payload, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
}

async function signedIn(email: string): Promise<{ id: string; token: string }> {
  const payload = { role: 'patient', name: 'Test Person', email, password, confirmPassword: password, phoneNumber: '4155550100', age: 40, gender: 'female', address: '1 Main St' };
  const registered = await call('POST', '/api/authentication/register', undefined, payload);
  expect(registered.statusCode).toBe(201);
  const login = await call('POST', '/api/authentication/login', undefined, { email, password });
  expect(login.statusCode).toBe(200);
  return { id: registered.json<{ user: { id: string } }>().user.id, token: login.json<{ token: string }>().token };
}

beforeAll(async () => {
  t = await createTestApp({ config: { mfaRequiredRoles: [], login: { burst: 1000, maxFailures, windowSeconds } }, now: () => clock });
});

afterAll(async () => {
  await t.close();
});

/** 25 wrong passwords in a row: the first `maxFailures` are 400 on the field, the rest 429 with Retry-After. */
async function guess(send: (guessed: string) => Promise<LightMyRequestResponse>, field: string): Promise<void> {
  const answers: number[] = [];
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const answer = await send(`Wrong-guess-${String(attempt)}`);
    answers.push(answer.statusCode);
    if (answer.statusCode === 400) expect(answer.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ [field]: 'Current password is incorrect' });
    if (answer.statusCode === 429) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    }
  }
  expect(answers.slice(0, maxFailures)).toEqual(Array<number>(maxFailures).fill(400));
  expect(answers.slice(maxFailures)).toEqual(Array<number>(25 - maxFailures).fill(429));
  // Refused even with the right password while the client waits: the limit is checked first.
  expect((await send(password)).statusCode).toBe(429);
}

async function auditCount(userId: string, action: string): Promise<number> {
  return (await t.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, userId), eq(auditLog.action, action)))).length;
}

describe('password re-checks are limited like sign-in (AUTH-24)', () => {
  it('PUT /account/email', async () => {
    const user = await signedIn('email-guess@example.com');
    const send = (guessed: string) => call('PUT', '/api/authentication/account/email', user.token, { email: 'elsewhere@example.com', password: guessed });
    await guess(send, 'password');
    expect(await auditCount(user.id, 'account.password_check_failed')).toBe(maxFailures);
    expect(await auditCount(user.id, 'account.password_check_refused')).toBe(25 - maxFailures + 1);
    await setTimeout(windowSeconds * 1000 + 200);
    expect((await send(password)).statusCode).toBe(200);
  });

  it('PUT /account/password', async () => {
    const user = await signedIn('password-guess@example.com');
    const send = (guessed: string) => call('PUT', '/api/authentication/account/password', user.token, { currentPassword: guessed, newPassword: 'New-horse-10', confirmPassword: 'New-horse-10' });
    await guess(send, 'currentPassword');
    expect(await auditCount(user.id, 'account.password_check_failed')).toBe(maxFailures);
    await setTimeout(windowSeconds * 1000 + 200);
    expect((await send(password)).statusCode).toBe(200);
  });

  it('turning two-step sign-in off', async () => {
    const user = await signedIn('mfa-guess@example.com');
    const setup = await call('POST', '/api/authentication/mfa/setup', user.token, {});
    const { secret } = setup.json<{ secret: string }>();
    expect((await call('POST', '/api/authentication/mfa/confirm', user.token, { code: await codeNow(secret) })).statusCode).toBe(200);
    const send = async (guessed: string) => call('POST', '/api/authentication/mfa/disable', user.token, { password: guessed, code: await codeNow(secret) });
    await guess(send, 'password');
    expect(await auditCount(user.id, 'account.password_check_refused')).toBeGreaterThan(0);
    await setTimeout(windowSeconds * 1000 + 200);
    clock = new Date(clock.getTime() + 60_000);
    expect((await send(password)).statusCode).toBe(200);
  });
});
