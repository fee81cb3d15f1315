import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

// AUTH-23: changing the e-mail address re-authenticates (password, and a code with two-step
// sign-in on), refuses an address another account has (409 email_taken on the field), is
// audited, and offers to end the other sessions; this session goes on with a token of the new address.
let t: TestApp;
let clock = new Date('2026-03-02T09:00:00Z');
const password = 'Correct-horse-9';

async function register(email: string): Promise<void> {
  const payload = { role: 'patient', name: 'Test Person', email, password, confirmPassword: password, phoneNumber: '4155550100', age: 40, gender: 'female', address: '1 Main St' };
  expect((await t.app.inject({ method: 'POST', url: '/api/authentication/register', payload })).statusCode).toBe(201);
}

async function login(email: string, pass = password): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password: pass } });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const changeEmail = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/authentication/account/email', headers: { authorization: `Bearer ${token}` }, payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/authentication/me', headers: { authorization: `Bearer ${token}` } });
const errorOf = (response: { body: string }) => (JSON.parse(response.body) as { error: { code: string; fields?: Record<string, string> } }).error;

beforeAll(async () => {
  t = await createTestApp({ config: { login: { burst: 1000 } }, now: () => clock });
  await register('first@example.com');
  await register('taken@example.com');
});

afterAll(async () => {
  await t.close();
});

describe('changing the e-mail address', () => {
  it('needs the right password, on the field, and changes nothing without it', async () => {
    const token = await login('first@example.com');
    const refused = await changeEmail(token, { email: 'new@example.com', password: 'not-the-password' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({ password: 'Current password is incorrect' });
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.email, 'first@example.com'));
    expect(row?.email).toBe('first@example.com');
  });

  it("refuses another account's address (any case) with 409 email_taken on the field", async () => {
    const token = await login('first@example.com');
    const taken = await changeEmail(token, { email: ' Taken@Example.com ', password });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'email_taken', fields: { email: 'An account with this email is already registered' } });
    const invalid = await changeEmail(token, { email: 'not-an-address', password });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(errorOf(invalid).fields ?? {})).toEqual(['email']);
  });

  it('changes it, ends the other sessions when asked, keeps this one with a token of the new address, and audits it', async () => {
    const here = await login('first@example.com');
    const other = await login('first@example.com');
    const changed = await changeEmail(here, { email: 'Second@Example.com', password, endOtherSessions: true });
    expect(changed.statusCode).toBe(200);
    const body = changed.json<{ ended: number; token: string; user: { email: string } }>();
    // The earlier tests' sign-ins of this account are still open too.
    expect(body).toMatchObject({ ended: 3, user: { email: 'second@example.com' } });
    expect((await me(other)).statusCode).toBe(401);
    expect(errorOf(await me(other))).toMatchObject({ code: 'unauthorized' });
    expect((await me(here)).statusCode).toBe(200);
    const renewed = await me(body.token);
    expect(renewed.json<{ user: { email: string } }>().user.email).toBe('second@example.com');
    // The new address signs in; the old one no longer does.
    await login('second@example.com');
    expect((await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: 'first@example.com', password } })).statusCode).toBe(401);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'second@example.com'));
    const actions = (await t.database.db.select({ action: auditLog.action, detail: auditLog.detail }).from(auditLog).where(eq(auditLog.subjectId, user?.id ?? ''))).map((row) => `${row.action}: ${row.detail ?? ''}`);
    expect(actions).toContain('patient.contact.update: e-mail address changed');
    expect(actions).toContain('session.end_others: e-mail change: 3 ended');
  });

  it('keeps the other sessions when the person says so', async () => {
    const here = await login('second@example.com');
    const other = await login('second@example.com');
    const changed = await changeEmail(here, { email: 'third@example.com', password, endOtherSessions: false });
    expect(changed.json()).toMatchObject({ ended: 0 });
    expect((await me(other)).statusCode).toBe(200);
  });

  it('with two-step sign-in on, needs a current code as well', async () => {
    const token = await login('third@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const setup = (await t.app.inject({ method: 'POST', url: '/api/authentication/mfa/setup', headers: auth })).json<{ secret: string }>();
    const epoch = Math.floor(clock.getTime() / 1000);
    const enrolled = await t.app.inject({ method: 'POST', url: '/api/authentication/mfa/confirm', headers: auth, payload: { code: await generate({ secret: setup.secret, epoch }) } });
    expect(enrolled.statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_000);

    const withoutCode = await changeEmail(token, { email: 'fourth@example.com', password });
    expect(withoutCode.statusCode).toBe(400);
    expect(errorOf(withoutCode).fields).toHaveProperty('code');
    const withCode = await changeEmail(token, { email: 'fourth@example.com', password, code: await generate({ secret: setup.secret, epoch: epoch + 60 }) });
    expect(withCode.statusCode).toBe(200);
  });
});
