import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionListing } from '@clinvia/contracts/auth';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { auditLog, sessions, staff, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

// AUTH-15, AUTH-16, AUTH-17: server-side sessions measured by a
// clock the test moves.
let t: TestApp;
let clock = new Date('2026-03-02T09:00:00Z');
const password = 'Correct-horse-9';
const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';

function advance(seconds: number): void {
  clock = new Date(clock.getTime() + seconds * 1000);
}

async function register(role: 'patient' | 'staff' | 'doctor', email: string): Promise<void> {
  const common = { name: 'Test Person', email, password, confirmPassword: password, phoneNumber: '4155550100' };
  const extra =
    role === 'patient'
      ? { age: 40, gender: 'female', address: '1 Main St' }
      : role === 'doctor'
        ? { specialization: 'Cardiology', qualifications: 'MD', experienceYears: 3, consultationFee: 100, licenceNumber: 'A123456', licenceState: 'CA' }
        : { department: 'Front Desk', position: 'Receptionist', employeeId: `CLV-${email.slice(0, 4)}` };
  const response = await t.app.inject({ method: 'POST', url: '/api/authentication/register', payload: { role, ...common, ...extra } });
  expect(response.statusCode).toBe(201);
}

async function login(email: string, options: { rememberMe?: boolean; userAgent?: string; app?: FastifyInstance } = {}): Promise<string> {
  const response = await (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/authentication/login',
    payload: { email, password, rememberMe: options.rememberMe },
    headers: options.userAgent === undefined ? {} : { 'user-agent': options.userAgent },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, app: FastifyInstance = t.app) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
}

const me = (token: string, app?: FastifyInstance) => call('GET', '/api/authentication/me', token, app);
const messageOf = (response: Awaited<ReturnType<typeof me>>) => response.json<{ error: { message: string } }>().error.message;

async function auditActions(subjectId: string): Promise<string[]> {
  const rows = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, subjectId));
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await createTestApp({ config: { login: { burst: 1000 } }, now: () => clock });
  await register('patient', 'pat@example.com');
  await register('doctor', 'doc@example.com');
});

afterAll(async () => {
  await t.close();
});

describe('sign-out', () => {
  it('ends the session on the server: the same token answers 401 at once', async () => {
    const token = await login('pat@example.com');
    expect((await me(token)).statusCode).toBe(200);
    const out = await call('POST', '/api/authentication/logout', token);
    expect(out.statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(messageOf(after)).toBe('You signed out.');
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
    expect(await auditActions(sid.sid)).toEqual(['session.login', 'session.logout']);
  });

  it('ends only that session: another device stays signed in', async () => {
    const first = await login('pat@example.com');
    const second = await login('pat@example.com');
    await call('POST', '/api/authentication/logout', first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe('timeouts', () => {
  it('signs a doctor out after 15 idle minutes, and says why', async () => {
    const token = await login('doc@example.com');
    advance(14 * 60);
    expect((await me(token)).statusCode).toBe(200);
    // Activity moves the idle deadline: 14 more minutes are fine.
    advance(14 * 60);
    expect((await me(token)).statusCode).toBe(200);
    advance(15 * 60 + 11);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(messageOf(refused)).toBe('You were signed out after 15 minutes without activity.');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.idleTimeoutSeconds, 900)).orderBy(sessions.createdAt);
    expect(row?.endReason).toBe('idle_timeout');
    if (row) expect(await auditActions(row.id)).toContain('session.timeout');
  });

  it('does not count a background request (a poll) as activity', async () => {
    const token = await login('doc@example.com');
    for (let minute = 1; minute <= 14; minute += 1) {
      advance(60);
      const poll = await t.app.inject({ method: 'GET', url: '/api/authentication/me', headers: { authorization: `Bearer ${token}`, 'x-background-request': '1' } });
      expect(poll.statusCode).toBe(200);
    }
    advance(60 + 11);
    expect(messageOf(await me(token))).toBe('You were signed out after 15 minutes without activity.');
  });

  it('gives a patient 30 idle minutes', async () => {
    const token = await login('pat@example.com');
    advance(29 * 60);
    expect((await me(token)).statusCode).toBe(200);
    advance(30 * 60 + 11);
    expect(messageOf(await me(token))).toBe('You were signed out after 30 minutes without activity.');
  });

  it('ends any session 12 hours after sign-in, however active', async () => {
    const token = await login('doc@example.com');
    for (let minutes = 0; minutes < 12 * 60 - 10; minutes += 10) {
      advance(10 * 60);
      if (minutes % 120 === 0) expect((await me(token)).statusCode).toBe(200);
      else await me(token);
    }
    advance(11 * 60);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(messageOf(refused)).toBe('Your session has expired. Please sign in again.');
  });

  it("keeps a patient who chose 'Remember me' signed in without an idle timeout, for 30 days at most", async () => {
    const token = await login('pat@example.com', { rememberMe: true });
    advance(10 * 24 * 60 * 60);
    expect((await me(token)).statusCode).toBe(200);
    advance(20 * 24 * 60 * 60);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("never remembers a doctor's device", async () => {
    const token = await login('doc@example.com', { rememberMe: true });
    advance(16 * 60);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('your sessions', () => {
  it('lists the devices, marks this one, and ends another or all others', async () => {
    const windows = await login('pat@example.com', { userAgent: chromeOnWindows });
    const mac = await login('pat@example.com', { userAgent: firefoxOnMac });
    const third = await login('pat@example.com');
    const listed = await call('GET', '/api/authentication/sessions', mac);
    expect(listed.statusCode).toBe(200);
    const list = listed.json<{ sessions: SessionListing[] }>().sessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toMatchObject([{ browser: 'Firefox 133', device: 'Mac', place: 'This network' }]);
    const windowsSession = list.find((s) => s.browser === 'Chrome 131');
    expect(windowsSession).toMatchObject({ device: 'Windows', current: false });
    if (!windowsSession) throw new Error('the Windows session is not listed');

    expect((await call('DELETE', `/api/authentication/sessions/${windowsSession.id}`, mac)).statusCode).toBe(200);
    expect(messageOf(await me(windows))).toBe('This session was ended from another device. Please sign in again.');
    // Ended already, or somebody else's: 404 either way.
    expect((await call('DELETE', `/api/authentication/sessions/${windowsSession.id}`, mac)).statusCode).toBe(404);
    const doctor = await login('doc@example.com');
    const doctorList = (await call('GET', '/api/authentication/sessions', doctor)).json<{ sessions: SessionListing[] }>().sessions;
    const doctorSession = doctorList.find((s) => s.current);
    if (!doctorSession) throw new Error('no current session listed');
    expect((await call('DELETE', `/api/authentication/sessions/${doctorSession.id}`, mac)).statusCode).toBe(404);
    expect((await me(doctor)).statusCode).toBe(200);

    const others = await call('POST', '/api/authentication/sessions/end-others', mac);
    expect(others.json()).toMatchObject({ ended: 1 });
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(mac)).statusCode).toBe(200);
    const left = (await call('GET', '/api/authentication/sessions', mac)).json<{ sessions: SessionListing[] }>().sessions;
    expect(left.map((s) => s.current)).toEqual([true]);
  });

  it('refuses a token whose session row belongs to someone else or does not exist', async () => {
    const token = await login('pat@example.com');
    const sid = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
    await t.database.db.delete(sessions).where(and(eq(sessions.id, sid)));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('an administrator', () => {
  it('ends every session of a user from the staff console, audited; others may not', async () => {
    await register('staff', 'admin@example.com');
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    if (!admin) throw new Error('no admin row');
    await t.database.db.update(staff).set({ approved: true, administrator: true }).where(eq(staff.userId, admin.id));
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, admin.id));
    const adminToken = await login('admin@example.com');
    const [patient] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'pat@example.com'));
    if (!patient) throw new Error('no patient row');
    const phone = await login('pat@example.com');
    const laptop = await login('pat@example.com');

    expect((await call('POST', `/api/staff/users/${patient.id}/end-sessions`, phone)).statusCode).toBe(403);
    const ended = await call('POST', `/api/staff/users/${patient.id}/end-sessions`, adminToken);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(2);
    expect(messageOf(await me(phone))).toBe('An administrator ended your session. Please sign in again.');
    expect((await me(laptop)).statusCode).toBe(401);
    expect(await auditActions(patient.id)).toContain('session.end_by_administrator');
    expect((await call('POST', '/api/staff/users/00000000-0000-4000-8000-000000000000/end-sessions', adminToken)).statusCode).toBe(404);
  });
});

// Two app instances on one database stand for two replicas, without Redis: every check reads the
// database. With Redis (a cache both share): session-cache.int.test.ts.
describe('on two replicas', () => {
  let second: Database;
  let other: FastifyInstance;

  beforeAll(async () => {
    second = t.url ? await openDatabase({ url: t.url, poolSize: 4 }) : t.database;
    other = await buildApp({ database: second, config: t.config, logger: false, now: () => clock });
  });

  afterAll(async () => {
    await other.close();
    if (second !== t.database) await second.close();
  });

  it('a sign-out on one is a 401 on the other within a second', async () => {
    const token = await login('pat@example.com', { app: other });
    expect((await me(token, t.app)).statusCode).toBe(200);
    expect((await me(token, other)).statusCode).toBe(200);
    const started = Date.now();
    expect((await call('POST', '/api/authentication/logout', token, t.app)).statusCode).toBe(200);
    const [here, there] = await Promise.all([me(token, t.app), me(token, other)]);
    expect([here.statusCode, there.statusCode]).toEqual([401, 401]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
