import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@clinvia/contracts/staff';
import { auditLog, staff, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';

// Issue 20 item 4: staff access can be taken away, at once, and given back, by an
// administrator with a reason; a doctor an administrator rejected stays rejected for other staff.

let t: TestApp;
const password = 'Correct-horse-9';
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

async function register(payload: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/authentication/register', payload: { password, confirmPassword: password, phoneNumber: '4155550100', ...payload } });
  expect(response.statusCode).toBe(201);
  return response.json<{ user: { id: string } }>().user.id;
}

function signIn(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password } });
}

async function tokenOf(email: string): Promise<string> {
  const response = await signIn(email);
  expect(response.statusCode, `sign-in of ${email}`).toBe(200);
  return response.json<{ token: string }>().token;
}

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

async function approvedStaff(key: string, name: string, administrator: boolean): Promise<void> {
  const email = `${key}@example.com`;
  ids[key] = await register({ role: 'staff', name, email, department: 'Front Desk', position: 'Receptionist', employeeId: `CLV-${key}` });
  await t.database.db.update(staff).set({ approved: true, administrator }).where(eq(staff.userId, ids[key]));
  await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, ids[key]));
  tokens[key] = await tokenOf(email);
}

beforeAll(async () => {
  t = await createTestApp({ config: { login: { burst: 1000, maxFailures: 100 } } });
  await approvedStaff('ada', 'Ada Admin', true);
  await approvedStaff('bo', 'Bo Admin', true);
  await approvedStaff('casey', 'Casey Desk', false);
  await approvedStaff('dee', 'Dee Desk', false);
});

afterAll(async () => {
  await t.close();
});

/** Every staff route a member uses, read and write. */
const staffRoutes: [method: 'GET' | 'POST' | 'PATCH', url: string][] = [
  ['GET', '/api/staff/dashboard'],
  ['GET', '/api/staff/doctors'],
  ['GET', '/api/staff/appointments'],
  ['GET', '/api/staff/patients?q=al'],
  ['GET', '/api/staff/contact-messages'],
  ['GET', '/api/staff/ambulance-requests'],
  ['PATCH', '/api/staff/doctors/00000000-0000-4000-8000-000000000000'],
];

describe('deactivating a staff member', () => {
  it('ends their sessions at once: every staff route answers 401, and they cannot sign in', async () => {
    for (const [method, url] of staffRoutes) expect((await call(method, url, tokens.casey ?? '', { available: true })).statusCode, `${method} ${url} before`).not.toBe(401);

    const response = await call('POST', `/api/staff/staff/${ids.casey ?? ''}/deactivate`, tokens.ada ?? '', { reason: 'Left the clinic on Friday' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.casey, name: 'Casey Desk', active: false });

    for (const [method, url] of staffRoutes) expect((await call(method, url, tokens.casey ?? '', { available: true })).statusCode, `${method} ${url} after`).toBe(401);
    expect((await call('GET', '/api/authentication/me', tokens.casey ?? '')).statusCode).toBe(401);
    expect((await signIn('casey@example.com')).statusCode).toBe(401);

    const members = (await call('GET', '/api/staff/members', tokens.ada ?? '')).json<{ id: string; active: boolean }[]>();
    expect(members.find((member) => member.id === ids.casey)?.active).toBe(false);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.member.deactivate'), eq(auditLog.subjectId, ids.casey ?? '')));
    expect(row).toMatchObject({ actorId: ids.ada, actorRole: 'staff', subjectType: 'staff', detail: 'Left the clinic on Friday' });
  });

  it('gives the access back on reactivation, with its own reason and audit row', async () => {
    const response = await call('POST', `/api/staff/staff/${ids.casey ?? ''}/reactivate`, tokens.ada ?? '', { reason: 'Back from leave' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.casey, active: true });
    tokens.casey = await tokenOf('casey@example.com');
    expect((await call('GET', '/api/staff/dashboard', tokens.casey)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.member.reactivate'), eq(auditLog.subjectId, ids.casey ?? '')));
    expect(row?.detail).toBe('Back from leave');
  });

  it('is for administrators only, needs a reason, and never for oneself', async () => {
    const byStaff = await call('POST', `/api/staff/staff/${ids.dee ?? ''}/deactivate`, tokens.casey ?? '', { reason: 'Not mine to decide' });
    expect(byStaff.statusCode).toBe(403);
    const denied = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff_console.denied'), eq(auditLog.actorId, ids.casey ?? '')));
    expect(denied.map((row) => row.subjectId)).toContain(ids.dee);

    const noReason = await call('POST', `/api/staff/staff/${ids.dee ?? ''}/deactivate`, tokens.ada ?? '', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { fields: { reason: staffMessages.reasonRequired } } });

    const self = await call('POST', `/api/staff/staff/${ids.ada ?? ''}/deactivate`, tokens.ada ?? '', { reason: 'Testing' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: { message: staffMessages.deactivateSelf } });

    expect((await call('POST', '/api/staff/staff/00000000-0000-4000-8000-000000000000/deactivate', tokens.ada ?? '', { reason: 'Who?' })).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/staff/${ids.dee ?? ''}/reactivate`, tokens.ada ?? '', { reason: 'Already active' })).statusCode).toBe(409);
    // Still active after all the refusals.
    expect((await call('GET', '/api/staff/dashboard', tokens.dee ?? '')).statusCode).toBe(200);
  });

  it('lets only one of two administrators deactivating each other at once succeed', async () => {
    const [first, second] = await Promise.all([
      call('POST', `/api/staff/staff/${ids.bo ?? ''}/deactivate`, tokens.ada ?? '', { reason: 'Race' }),
      call('POST', `/api/staff/staff/${ids.ada ?? ''}/deactivate`, tokens.bo ?? '', { reason: 'Race' }),
    ]);
    // The loser is refused: 401 if the winner's change ended its session before it was checked, else 403.
    const [won, lost] = [first.statusCode, second.statusCode].sort();
    expect(won).toBe(200);
    expect([401, 403]).toContain(lost);
    const [row] = await t.database.db.select({ value: users.status }).from(users).where(eq(users.id, first.statusCode === 200 ? (ids.ada ?? '') : (ids.bo ?? '')));
    expect(row?.value).toBe('active');
  });
});

describe('a doctor an administrator rejected', () => {
  it('cannot be reactivated by other staff; an administrator reopens the registration', async () => {
    const doctorId = await register({ role: 'doctor', name: 'Rex Rejected', email: 'rex@example.com', specialization: 'Cardiology', qualifications: 'MD', experienceYears: '5', consultationFee: '100', licenceNumber: 'R555123', licenceState: 'OR' });
    const admin = (await call('GET', '/api/staff/members', tokens.ada ?? '')).statusCode === 200 ? (tokens.ada ?? '') : (tokens.bo ?? '');
    expect((await call('POST', `/api/staff/doctors/${doctorId}/reject`, admin, { reason: 'Licence number does not check out' })).statusCode).toBe(200);
    expect((await signIn('rex@example.com')).statusCode).toBe(401);

    const byStaff = await call('POST', `/api/staff/doctors/${doctorId}/reactivate`, tokens.casey ?? '');
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toMatchObject({ error: { message: staffMessages.rejectedDoctorAdministratorOnly } });
    expect((await signIn('rex@example.com')).statusCode).toBe(401);

    const byAdministrator = await call('POST', `/api/staff/doctors/${doctorId}/reactivate`, admin);
    expect(byAdministrator.statusCode).toBe(200);
    expect(byAdministrator.json()).toMatchObject({ state: 'unverified', rejection_reason: null });
    expect((await signIn('rex@example.com')).statusCode).toBe(200);
    const approvals = (await call('GET', '/api/staff/approvals', admin)).json<{ doctors: { id: string }[] }>();
    expect(approvals.doctors.map((doctor) => doctor.id)).toContain(doctorId);
  });
});
