import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff, users } from '../../db/schema';
import { openSecret, secretKeyOf } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test/app';
import { checkSecondStep } from './mfa';
import { createResetToken } from './service';

// AUTH-18: two-step sign-in with TOTP (RFC 6238), required for doctors and staff here.
let t: TestApp;
let clock = new Date('2026-03-02T09:00:00Z');
const password = 'Correct-horse-9';

function advance(seconds: number): void {
  clock = new Date(clock.getTime() + seconds * 1000);
}

const codeAt = (secret: string, at: Date = clock) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, payload, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
}

async function register(role: 'patient' | 'doctor' | 'staff', email: string): Promise<string> {
  const extra =
    role === 'patient'
      ? { age: 40, gender: 'female', address: '1 Main St' }
      : role === 'doctor'
        ? { specialization: 'Cardiology', qualifications: 'MD', experienceYears: 3, consultationFee: 100, licenceNumber: 'A123456', licenceState: 'CA' }
        : { department: 'Front Desk', position: 'Receptionist', employeeId: `CLV-${email.slice(0, 5)}` };
  const response = await call('POST', '/api/authentication/register', undefined, { role, name: 'Test Person', email, password, confirmPassword: password, phoneNumber: '4155550100', ...extra });
  expect(response.statusCode).toBe(201);
  return response.json<{ user: { id: string } }>().user.id;
}

async function passwordStep(email: string, pass = password): Promise<LightMyRequestResponse> {
  return call('POST', '/api/authentication/login', undefined, { email, password: pass });
}

/** Enrols the signed-in user; answers the secret and the recovery codes. */
async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call('POST', '/api/authentication/mfa/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg/);
  const confirmed = await call('POST', '/api/authentication/mfa/confirm', token, { code: await codeAt(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function secondStep(challenge: string, code: string) {
  return call('POST', '/api/authentication/login/second-step', undefined, { challenge, code });
}

beforeAll(async () => {
  t = await createTestApp({ config: { mfaRequiredRoles: ['staff', 'doctor'], login: { burst: 1000, maxFailures: 5 } }, now: () => clock });
});

afterAll(async () => {
  await t.close();
});

describe('a doctor (a role that must use it)', () => {
  let secret = '';
  let recovery: string[] = [];

  it('is signed in only to enrol: every other route answers 403 mfa_enrolment_required', async () => {
    await register('doctor', 'doc@example.com');
    const first = await passwordStep('doc@example.com');
    expect(first.statusCode).toBe(200);
    const { token } = first.json<{ token: string }>();
    const blocked = await call('GET', '/api/authentication/account', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: { code: 'mfa_enrolment_required' } });
    // The app asks this before a portal fires its reads, and goes to enrolment instead (issue 40.4).
    const me = await call('GET', '/api/authentication/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ enrolmentRequired: true, user: { role: 'doctor' } });
    expect((await call('GET', '/api/authentication/mfa', token)).json()).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

    // A wrong code does not enrol.
    const setup = (await call('POST', '/api/authentication/mfa/setup', token)).json<{ secret: string }>();
    expect((await call('POST', '/api/authentication/mfa/confirm', token, { code: '000000' })).statusCode).toBe(400);
    const confirmed = await call('POST', '/api/authentication/mfa/confirm', token, { code: await codeAt(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    secret = setup.secret;
    recovery = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await call('GET', '/api/authentication/account', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/authentication/me', token)).json()).toMatchObject({ enrolmentRequired: false });
    // The secret is stored encrypted (AES-256-GCM with the configured key, bound to the user).
    const [row] = await t.database.db.select({ id: users.id, secret: users.totpSecret }).from(users).where(eq(users.email, 'doc@example.com'));
    expect(row?.secret).not.toContain(secret);
    expect(row?.secret).toMatch(/^v1:/);
    expect(openSecret(secretKeyOf(t.config.totpEncryptionKey), row?.secret ?? '', row?.id ?? '')).toBe(secret);
  });

  it('signs in with the password, then a code on the second step; a code works once', async () => {
    advance(60);
    const first = await passwordStep('doc@example.com');
    const answer = first.json<{ secondStep: true; challenge: string; token?: string }>();
    expect(answer).toMatchObject({ secondStep: true });
    expect(answer.token).toBeUndefined();
    // The challenge is not a session token.
    expect((await call('GET', '/api/authentication/me', answer.challenge)).statusCode).toBe(401);
    const code = await codeAt(secret);
    const done = await secondStep(answer.challenge, code);
    expect(done.statusCode).toBe(200);
    expect((await call('GET', '/api/authentication/account', done.json<{ token: string }>().token)).statusCode).toBe(200);

    // The same code again, inside its window: refused.
    const again = await passwordStep('doc@example.com');
    const replay = await secondStep(again.json<{ challenge: string }>().challenge, code);
    expect(replay.statusCode).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const challenge = (await passwordStep('doc@example.com')).json<{ challenge: string }>().challenge;
    const recoveryCode = recovery[0] ?? '';
    expect((await secondStep(challenge, recoveryCode.toUpperCase())).statusCode).toBe(200);
    const next = (await passwordStep('doc@example.com')).json<{ challenge: string }>().challenge;
    expect((await secondStep(next, recoveryCode)).statusCode).toBe(401);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((a) => a.action)).toContain('account.recovery_code_used');
  });

  it('throttles failed codes like failed passwords', async () => {
    const challenge = (await passwordStep('doc@example.com')).json<{ challenge: string }>().challenge;
    // From another client address, so the throttle (on real time) stays with this test.
    const fromElsewhere = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/authentication/login/second-step', remoteAddress: '10.9.9.9', payload: { challenge, code } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await fromElsewhere('123456')).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code waits out the throttle.
    expect((await fromElsewhere(await codeAt(secret))).statusCode).toBe(429);
  });

  it('a password reset does not skip the second step', async () => {
    const reset = await createResetToken(t.database.db, 'doc@example.com');
    if (reset === null) throw new Error('no reset token');
    expect((await call('POST', '/api/authentication/reset-password', undefined, { token: reset.token, password: 'New-horse-10', confirmPassword: 'New-horse-10' })).statusCode).toBe(200);
    const first = await passwordStep('doc@example.com', 'New-horse-10');
    expect(first.json()).toMatchObject({ secondStep: true });
  });

  it('cannot turn it off; an administrator can reset it, and the doctor must enrol again', async () => {
    advance(60);
    const challenge = (await passwordStep('doc@example.com', 'New-horse-10')).json<{ challenge: string }>().challenge;
    const token = (await secondStep(challenge, await codeAt(secret))).json<{ token: string }>().token;
    advance(60);
    expect((await call('POST', '/api/authentication/mfa/disable', token, { password: 'New-horse-10', code: await codeAt(secret) })).statusCode).toBe(403);

    const adminId = await register('staff', 'admin@example.com');
    await t.database.db.update(staff).set({ approved: true, administrator: true }).where(eq(staff.userId, adminId));
    const adminLogin = (await passwordStep('admin@example.com')).json<{ token: string }>();
    const { secret: adminSecret } = await enrol(adminLogin.token);
    advance(60);
    const adminToken = (await secondStep((await passwordStep('admin@example.com')).json<{ challenge: string }>().challenge, await codeAt(adminSecret))).json<{ token: string }>().token;
    const [doctor] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'doc@example.com'));
    if (!doctor) throw new Error('no doctor');
    const reset = await call('POST', `/api/staff/users/${doctor.id}/reset-second-factor`, adminToken);
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/authentication/me', token)).statusCode).toBe(401);
    const again = (await passwordStep('doc@example.com', 'New-horse-10')).json<{ token: string }>();
    expect((await call('GET', '/api/authentication/account', again.token)).json()).toMatchObject({ error: { code: 'mfa_enrolment_required' } });
    const audited = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, doctor.id));
    expect(audited.map((a) => a.action)).toContain('account.mfa_reset_by_administrator');
  });
});

describe('a patient (optional)', () => {
  it('is not asked to enrol; may turn it on, and off again only with the password and a code', async () => {
    await register('patient', 'pat@example.com');
    const token = (await passwordStep('pat@example.com')).json<{ token: string }>().token;
    expect((await call('GET', '/api/authentication/account', token)).statusCode).toBe(200);
    const { secret } = await enrol(token);
    advance(60);

    // Re-authentication: a password change needs a current code too.
    const noCode = await call('PUT', '/api/authentication/account/password', token, { currentPassword: password, newPassword: 'Other-horse-11', confirmPassword: 'Other-horse-11' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ error: { fields: { code: expect.any(String) as string } } });
    const withCode = await call('PUT', '/api/authentication/account/password', token, { currentPassword: password, newPassword: 'Other-horse-11', confirmPassword: 'Other-horse-11', code: await codeAt(secret) });
    expect(withCode.statusCode).toBe(200);

    advance(60);
    const wrongPassword = await call('POST', '/api/authentication/mfa/disable', token, { password, code: await codeAt(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    advance(60);
    expect((await call('POST', '/api/authentication/mfa/disable', token, { password: 'Other-horse-11', code: '000000' })).statusCode).toBe(400);
    const off = await call('POST', '/api/authentication/mfa/disable', token, { password: 'Other-horse-11', code: await codeAt(secret) });
    expect(off.statusCode).toBe(200);
    expect((await passwordStep('pat@example.com', 'Other-horse-11')).json()).toHaveProperty('token');
  });
});

describe('a secret stored before encryption at rest', () => {
  it('still checks codes, and is sealed at its first use', async () => {
    const legacy = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const [row] = await t.database.db
      .insert(users)
      .values({ role: 'patient', name: 'Old Enrolment', email: 'legacy@example.com', phone: '4155550100', passwordHash: 'not-used', totpSecret: legacy, totpEnabledAt: clock })
      .returning({ id: users.id });
    const id = row?.id ?? '';
    clock = new Date(clock.getTime() + 120_000);
    expect(await checkSecondStep(t.database.db, id, await codeAt(legacy), clock, secretKeyOf(t.config.totpEncryptionKey))).toBe('totp');
    const [stored] = await t.database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, id));
    expect(stored?.secret).toMatch(/^v1:/);
    expect(openSecret(secretKeyOf(t.config.totpEncryptionKey), stored?.secret ?? '', id)).toBe(legacy);
  });
});
