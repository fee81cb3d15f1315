import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPasswordMessage, invalidCredentialsMessage } from '@clinvia/contracts/auth';
import { doctors, passwordResetTokens, patients, staff, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createResetToken } from './service';

let testApp: TestApp;
let dataDir: string;
const password = 'Correct-horse-9';

const patientForm = {
  role: 'patient',
  name: 'Maria Lopez',
  email: 'Maria.Lopez@Example.com',
  password,
  confirmPassword: password,
  phoneNumber: '+1 415 555 0100',
  age: 34,
  address: '12 Cedar Ln, Austin, TX',
  gender: 'female',
};
const doctorForm = {
  role: 'doctor',
  name: 'Dr. Aisha Khan',
  email: 'aisha@example.com',
  password,
  confirmPassword: password,
  phoneNumber: '4155550101',
  specialization: 'Cardiology',
  qualifications: 'MD, FACC',
  experienceYears: '12',
  consultationFee: '150',
  licenceNumber: 'a123456',
  licenceState: 'MA',
};
const staffForm = {
  role: 'staff',
  name: 'Sam Reed',
  email: 'sam@example.com',
  password,
  confirmPassword: password,
  phoneNumber: '4155550102',
  department: 'Front Desk',
  position: 'Receptionist',
  employeeId: 'CLV-0099',
};

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function post(url: string, payload: object, token?: string) {
  return testApp.app.inject({ method: 'POST', url, payload, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
}

function get(url: string, token?: string) {
  return testApp.app.inject({ method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
}

async function login(email: string, pass = password, rememberMe?: boolean): Promise<string> {
  const response = await post('/api/authentication/login', { email, password: pass, rememberMe });
  expect(response.statusCode).toBe(200);
  return (response.json<{ token: string }>()).token;
}

/** A multipart body by hand (inject has no FormData encoder). */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const boundary = '----clinvia-test-boundary';
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-auth-test-'));
  testApp = await createTestApp({ config: { dataDir, login: { maxFailures: 100, windowSeconds: 900, burst: 1000 } } });
  // A test-only route behind the staff guard, as the staff console will use it.
  testApp.app.get('/api/test/staff-only', { preHandler: testApp.app.requireRole('staff') }, () => ({ ok: true }));
  testApp.app.get('/api/test/doctor-or-patient', { preHandler: testApp.app.requireRole('doctor', 'patient') }, (request) => ({ id: request.requireUser().id }));
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('registration', () => {
  it('registers a patient with a normalised e-mail and answers the session user', async () => {
    const response = await post('/api/authentication/register', { ...patientForm, specialization: 'Cardiology' });
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({ role: 'patient', name: 'Maria Lopez', email: 'maria.lopez@example.com', username: 'maria.lopez', profileImage: null, status: 'active' });
    const [row] = await testApp.database.db.select().from(patients).where(eq(patients.userId, user.id as string));
    expect(row).toMatchObject({ age: 34, gender: 'female', address: '12 Cedar Ln, Austin, TX' });
    // The doctor field sent with a patient form is dropped.
    expect(await testApp.database.db.select().from(doctors).where(eq(doctors.userId, user.id as string))).toEqual([]);
    const [stored] = await testApp.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id as string));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail already registered, whatever its case, with 409', async () => {
    const response = await post('/api/authentication/register', { ...patientForm, email: 'MARIA.LOPEZ@example.COM' });
    expect(response.statusCode).toBe(409);
    // AUTH-22: the form shows it at the e-mail field.
    expect(response.json()).toEqual({
      error: { code: 'conflict', message: 'An account with this email is already registered', fields: { email: 'An account with this email is already registered' } },
    });
  });

  it('accepts only patient, doctor and staff', async () => {
    const response = await post('/api/authentication/register', { ...staffForm, email: 'root@example.com', role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ role: 'Please choose Patient, Doctor or Staff' });
  });

  it('answers AUTH-2 messages per field, and the password mismatch', async () => {
    const response = await post('/api/authentication/register', { role: 'staff', name: '', email: 'nope', password: 'short', confirmPassword: 'other', phoneNumber: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      name: 'Full name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
      phoneNumber: 'Phone number is required',
      department: 'Department is required',
      position: 'Position is required',
      employeeId: 'Employee ID is required',
    });
  });

  it('starts a staff registration pending and unapproved', async () => {
    const response = await post('/api/authentication/register', staffForm);
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: { id: string; status: string } }>();
    expect(user.status).toBe('pending');
    const [row] = await testApp.database.db.select().from(staff).where(eq(staff.userId, user.id));
    expect(row?.approved).toBe(false);
  });

  it('stores a specialization typed in another case or spacing in the clinic’s spelling, a new one tidied (AUTH-25)', async () => {
    const specializationOf = async (email: string, typed: string) => {
      const response = await post('/api/authentication/register', { ...doctorForm, email, specialization: typed });
      expect(response.statusCode, response.body).toBe(201);
      const { user } = response.json<{ user: { id: string } }>();
      const [row] = await testApp.database.db.select({ specialization: doctors.specialization, searchText: doctors.searchText }).from(doctors).where(eq(doctors.userId, user.id));
      return row;
    };
    expect(await specializationOf('first-neuro@example.com', '  Pediatric   Neurology ')).toMatchObject({ specialization: 'Pediatric Neurology' });
    expect(await specializationOf('second-neuro@example.com', 'pediatric neurology')).toMatchObject({ specialization: 'Pediatric Neurology', searchText: expect.stringContaining('pediatric neurology') as unknown });
    expect(await specializationOf('third-neuro@example.com', 'PEDIATRIC  NEUROLOGY')).toMatchObject({ specialization: 'Pediatric Neurology' });
    const spellings = await testApp.database.db.selectDistinct({ specialization: doctors.specialization }).from(doctors).where(sql`lower(${doctors.specialization}) = 'pediatric neurology'`);
    expect(spellings).toEqual([{ specialization: 'Pediatric Neurology' }]);
  });

  it('registers a doctor by multipart with a photo that is stored and served back, unverified', async () => {
    const { payload, headers } = multipart(doctorForm, { name: 'me.png', bytes: png, type: 'image/png' });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/authentication/register', payload, headers });
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: { id: string; profileImage: string } }>();
    expect(user.profileImage).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const [row] = await testApp.database.db.select().from(doctors).where(eq(doctors.userId, user.id));
    expect(row).toMatchObject({ verified: false, faceUrl: user.profileImage, experienceYears: 12, consultationFee: 150 });

    const photo = await get(user.profileImage);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a photo that is not an image, whatever its declared type, and one over 2 MB', async () => {
    const fake = multipart({ ...doctorForm, email: 'fake@example.com' }, { name: 'x.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' });
    const wrong = await testApp.app.inject({ method: 'POST', url: '/api/authentication/register', ...fake });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ profilePhoto: 'The photo must be a JPEG, PNG or WebP image' });

    const big = multipart({ ...doctorForm, email: 'big@example.com' }, { name: 'x.png', bytes: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), type: 'image/png' });
    const tooLarge = await testApp.app.inject({ method: 'POST', url: '/api/authentication/register', ...big });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ profilePhoto: 'The photo must be at most 2 MB' });
    const [count] = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`email in ('fake@example.com', 'big@example.com')`);
    expect(count?.n).toBe(0);
  });

  it('serves only stored names from /api/uploads', async () => {
    expect((await get('/api/uploads/..%2Fjwt-secret')).statusCode).toBe(404);
    expect((await get(`/api/uploads/${'0'.repeat(32)}.png`)).statusCode).toBe(404);
  });
});

describe('login and the session token', () => {
  it('answers a token with the user claims the web reads, 12 h or 30 days with Remember me', async () => {
    const response = await post('/api/authentication/login', { email: ' maria.lopez@EXAMPLE.com', password });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: { id: string } }>();
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ id: body.user.id, role: 'patient', name: 'Maria Lopez', email: 'maria.lopez@example.com', username: 'maria.lopez', profileImage: null, ver: 0 });
    const now = Date.now() / 1000;
    expect((claims.exp ?? 0) - now).toBeGreaterThan(11.9 * 3600);
    expect((claims.exp ?? 0) - now).toBeLessThan(12.1 * 3600);
    const remembered = decodeJwt(await login('maria.lopez@example.com', password, true));
    expect((remembered.exp ?? 0) - now).toBeGreaterThan(29 * 86400);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/api/authentication/login', { email: 'nobody@example.com', password });
    const wrong = await post('/api/authentication/login', { email: 'maria.lopez@example.com', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: { code: 'unauthorized', message: invalidCredentialsMessage } });
  });

  it('validates the login payload with AUTH-7 messages', async () => {
    const response = await post('/api/authentication/login', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('GET /me answers the user for a valid token and 401 without one', async () => {
    const token = await login('maria.lopez@example.com');
    const me = await get('/api/authentication/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { email: string } }>().user.email).toBe('maria.lopez@example.com');
    expect((await get('/api/authentication/me')).statusCode).toBe(401);
    expect((await get('/api/authentication/me', 'not-a-jwt')).statusCode).toBe(401);
  });

  it('refuses tokens signed with another key, another algorithm, none, or expired', async () => {
    const token = await login('maria.lopez@example.com');
    const claims = decodeJwt(token);
    const sign = (alg: string, secret: string, exp: number) =>
      new SignJWT({ ...claims }).setProtectedHeader({ alg }).setExpirationTime(exp).sign(new TextEncoder().encode(secret));
    const later = Math.floor(Date.now() / 1000) + 3600;
    const forgeries = [
      await sign('HS256', 'another-secret-that-is-long-enough-for-hs256', later),
      await sign('HS512', testApp.config.jwtSecret, later),
      new UnsecuredJWT({ ...claims, exp: later }).encode(),
      await sign('HS256', testApp.config.jwtSecret, Math.floor(Date.now() / 1000) - 10),
      // Right key, but no expiry at all.
      await new SignJWT({ ...claims, exp: undefined }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(testApp.config.jwtSecret)),
    ];
    for (const forged of forgeries) {
      const response = await get('/api/authentication/me', forged);
      expect(response.statusCode, forged).toBe(401);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('unauthorized');
    }
  });

  it('refuses the token of a deleted or disabled user', async () => {
    await post('/api/authentication/register', { ...patientForm, email: 'gone@example.com' });
    await post('/api/authentication/register', { ...patientForm, email: 'disabled@example.com' });
    const gone = await login('gone@example.com');
    const disabled = await login('disabled@example.com');
    await testApp.database.db.delete(users).where(eq(users.email, 'gone@example.com'));
    await testApp.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'disabled@example.com'));
    expect((await get('/api/authentication/me', gone)).statusCode).toBe(401);
    expect((await get('/api/authentication/me', disabled)).statusCode).toBe(401);
    // A disabled account cannot sign in either, with the usual message.
    const again = await post('/api/authentication/login', { email: 'disabled@example.com', password });
    expect(again.json()).toEqual({ error: { code: 'unauthorized', message: invalidCredentialsMessage } });
  });
});

describe('role guards', () => {
  it('lets a pending staff member sign in but not use staff powers until approved', async () => {
    const token = await login(staffForm.email);
    const denied = await get('/api/test/staff-only', token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ error: { message: string } }>().error.message).toMatch(/waiting for approval/);

    await testApp.database.db.update(staff).set({ approved: true }).where(sql`${staff.userId} = (select id from users where email = ${staffForm.email})`);
    expect((await get('/api/test/staff-only', token)).statusCode).toBe(200);
  });

  it('refuses other roles with 403 and anonymous callers with 401', async () => {
    const patientToken = await login('maria.lopez@example.com');
    expect((await get('/api/test/staff-only', patientToken)).statusCode).toBe(403);
    expect((await get('/api/test/staff-only')).statusCode).toBe(401);
    const allowed = await get('/api/test/doctor-or-patient', patientToken);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<{ id: string }>().id).toBe(decodeJwt(patientToken).id);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and stores only a hash of the token', async () => {
    const known = await post('/api/authentication/forgot-password', { email: 'Maria.Lopez@example.com' });
    const unknown = await post('/api/authentication/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: forgotPasswordMessage });
    expect(unknown.json()).toEqual(known.json());
    // The token is made after the answer is sent.
    await expect.poll(async () => (await testApp.database.db.select().from(passwordResetTokens)).length).toBe(1);
    const rows = await testApp.database.db.select().from(passwordResetTokens);
    expect(rows[0]?.tokenHash).toMatch(/^[a-f0-9]{64}$/);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('answers before it looks the address up, for known and unknown addresses alike (no probing by timing)', async () => {
    // While the users table is locked, any request that reads it before answering cannot answer.
    let unlock!: () => void;
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await unlocked;
    });
    await lockTaken;
    const tooSlow = new Promise<'still waiting'>((resolve) => {
      setTimeout(() => {
        resolve('still waiting');
      }, 3000);
    });
    try {
      const answers = await Promise.race([
        Promise.all([post('/api/authentication/forgot-password', { email: 'maria.lopez@example.com' }), post('/api/authentication/forgot-password', { email: 'nobody-here@example.com' })]),
        tooSlow,
      ]);
      expect(answers).not.toBe('still waiting');
      if (answers === 'still waiting') return;
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[1].json()).toEqual(answers[0].json());
    } finally {
      unlock();
      await holder;
    }
    // The known address still gets its link once the table is free again.
    const tokensOf = async () => (await testApp.database.db.select().from(passwordResetTokens).innerJoin(users, eq(users.id, passwordResetTokens.userId)).where(eq(users.email, 'maria.lopez@example.com'))).length;
    await expect.poll(tokensOf).toBe(2);
  });

  it('sets the new password once, ends the old sessions and voids the link', async () => {
    await post('/api/authentication/register', { ...patientForm, email: 'reset@example.com' });
    const oldSession = await login('reset@example.com');
    const reset = await createResetToken(testApp.database.db, 'reset@example.com');
    if (reset === null) throw new Error('no reset token for a known account');

    const mismatch = await post('/api/authentication/reset-password', { token: reset.token, password: 'New-password-1', confirmPassword: 'other' });
    expect(mismatch.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ confirmPassword: 'Passwords do not match' });

    const done = await post('/api/authentication/reset-password', { token: reset.token, password: 'New-password-1', confirmPassword: 'New-password-1' });
    expect(done.statusCode).toBe(200);
    expect((await get('/api/authentication/me', oldSession)).statusCode).toBe(401);
    expect((await post('/api/authentication/login', { email: 'reset@example.com', password })).statusCode).toBe(401);
    await login('reset@example.com', 'New-password-1');

    const reused = await post('/api/authentication/reset-password', { token: reset.token, password: 'Another-pass-2', confirmPassword: 'Another-pass-2' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty('token');
  });

  it('refuses an expired or made-up token', async () => {
    const reset = await createResetToken(testApp.database.db, 'reset@example.com');
    if (reset === null) throw new Error('no reset token for a known account');
    const hash = createHash('sha256').update(reset.token).digest('hex');
    await testApp.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.tokenHash, hash));
    const body = { password: 'Another-pass-2', confirmPassword: 'Another-pass-2' };
    expect((await post('/api/authentication/reset-password', { ...body, token: reset.token })).statusCode).toBe(400);
    expect((await post('/api/authentication/reset-password', { ...body, token: 'made-up' })).statusCode).toBe(400);
  });
});

describe('settings', () => {
  it('changes the password only with the current one, keeps this device signed in, ends the others', async () => {
    await post('/api/authentication/register', { ...patientForm, email: 'settings@example.com' });
    const other = await login('settings@example.com');
    const mine = await login('settings@example.com');
    const wrong = await testApp.app.inject({
      method: 'PUT',
      url: '/api/authentication/account/password',
      headers: { authorization: `Bearer ${mine}` },
      payload: { currentPassword: 'not-it-at-all', newPassword: 'Brand-new-pass-3', confirmPassword: 'Brand-new-pass-3' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ currentPassword: 'Current password is incorrect' });

    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/authentication/account/password',
      headers: { authorization: `Bearer ${mine}` },
      payload: { currentPassword: password, newPassword: 'Brand-new-pass-3', confirmPassword: 'Brand-new-pass-3' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ended: 1 });
    // This device's session goes on with its token; the other one is over.
    expect((await get('/api/authentication/me', mine)).statusCode).toBe(200);
    const refused = await get('/api/authentication/me', other);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe('Your password was changed. Please sign in again.');
    await login('settings@example.com', 'Brand-new-pass-3');
  });

  it('keeps the other devices signed in when the user says so', async () => {
    const other = await login('settings@example.com', 'Brand-new-pass-3');
    const mine = await login('settings@example.com', 'Brand-new-pass-3');
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/authentication/account/password',
      headers: { authorization: `Bearer ${mine}` },
      payload: { currentPassword: 'Brand-new-pass-3', newPassword: 'Brand-new-pass-4', confirmPassword: 'Brand-new-pass-4', endOtherSessions: false },
    });
    expect(changed.json()).toMatchObject({ ended: 0 });
    expect((await get('/api/authentication/me', other)).statusCode).toBe(200);
    const back = await testApp.app.inject({
      method: 'PUT',
      url: '/api/authentication/account/password',
      headers: { authorization: `Bearer ${mine}` },
      payload: { currentPassword: 'Brand-new-pass-4', newPassword: 'Brand-new-pass-3', confirmPassword: 'Brand-new-pass-3' },
    });
    expect(back.statusCode).toBe(200);
    expect((await get('/api/authentication/me', other)).statusCode).toBe(401);
    expect((await get('/api/authentication/me', mine)).statusCode).toBe(200);
  });

  it('updates a patient’s phone and address', async () => {
    const token = await login('settings@example.com', 'Brand-new-pass-3');
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: '/api/authentication/account/contact',
      headers: { authorization: `Bearer ${token}` },
      payload: { phoneNumber: '+44 20 7946 0958', address: '1 New Street, London' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ phoneNumber: '+44 20 7946 0958', address: '1 New Street, London' });
    const account = await get('/api/authentication/account', token);
    expect(account.json()).toMatchObject({ phoneNumber: '+44 20 7946 0958', address: '1 New Street, London', user: { email: 'settings@example.com' } });
    const invalid = await testApp.app.inject({ method: 'PUT', url: '/api/authentication/account/contact', headers: { authorization: `Bearer ${token}` }, payload: { phoneNumber: 'abc' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('signs out of all devices', async () => {
    const first = await login('settings@example.com', 'Brand-new-pass-3');
    const second = await login('settings@example.com', 'Brand-new-pass-3');
    expect((await post('/api/authentication/logout-all', {}, first)).statusCode).toBe(200);
    expect((await get('/api/authentication/me', first)).statusCode).toBe(401);
    expect((await get('/api/authentication/me', second)).statusCode).toBe(401);
  });
});
