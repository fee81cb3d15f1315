import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccounts, demoPassword, seedDemoData } from '../../db/seed';
import { simpleParser } from 'mailparser';
import { ambulanceRequests, auditLog, contactMessages, doctors, notifications, staff, users } from '../../db/schema';
import { outboxDir } from '../../plugins/mail';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};
const password = 'Correct-horse-9';

async function login(email: string, pass = demoPassword): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password: pass } });
  expect(response.statusCode, `login of ${email}`).toBe(200);
  return response.json<{ token: string }>().token;
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
}

async function register(payload: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/authentication/register', payload: { password, confirmPassword: password, phoneNumber: '4155550100', ...payload } });
  expect(response.statusCode).toBe(201);
  return response.json<{ user: { id: string } }>().user.id;
}

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function mailsTo(address: string): Promise<string[]> {
  const names = await readdir(outboxDir(dataDir)).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => name.endsWith(`-${address}.eml`)).map((name) => readFile(path.join(outboxDir(dataDir), name), 'utf8')));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-staff-test-'));
  t = await createTestApp({ config: { dataDir, appUrl: 'https://portal.clinvia.health', login: { burst: 1000 } } });
  await seedDemoData(t.database.db, { clinicTimeZone: t.config.clinicTimeZone });
  // A second, approved staff member who is not an administrator.
  const memberId = await register({ role: 'staff', name: 'Casey Desk', email: 'casey@example.com', department: 'Front Desk', position: 'Receptionist', employeeId: 'CLV-0100' });
  await t.database.db.update(staff).set({ approved: true }).where(eq(staff.userId, memberId));
  await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, memberId));
  tokens.admin = await login(demoAccounts.staff);
  tokens.staff = await login('casey@example.com', password);
  tokens.patient = await login(demoAccounts.patient);
  tokens.doctor = await login(demoAccounts.doctor);
  tokens.pending = await login('jamie.lee@clinvia.test');
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const anyStaffRoutes: [method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string][] = [
  ['GET', '/api/staff/dashboard'],
  ['GET', '/api/staff/doctors'],
  ['PATCH', '/api/staff/doctors/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/staff/doctors/00000000-0000-4000-8000-000000000000/deactivate'],
  ['GET', '/api/staff/contact-messages'],
  ['POST', '/api/staff/contact-messages/00000000-0000-4000-8000-000000000000/handle'],
  ['GET', '/api/staff/ambulance-requests'],
  ['POST', '/api/staff/ambulance-requests/00000000-0000-4000-8000-000000000000/status'],
  // LOC-1: locations are any approved staff member's.
  ['GET', '/api/staff/locations'],
  ['POST', '/api/staff/locations'],
  ['PUT', '/api/staff/locations/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/staff/locations/00000000-0000-4000-8000-000000000000/retire'],
];
const administratorRoutes: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
  ['GET', '/api/staff/approvals'],
  ['POST', '/api/staff/doctors/00000000-0000-4000-8000-000000000000/verify'],
  ['POST', '/api/staff/staff/00000000-0000-4000-8000-000000000000/approve'],
  ['GET', '/api/staff/members'],
  ['PUT', '/api/staff/staff/00000000-0000-4000-8000-000000000000/administrator'],
  ['GET', '/api/staff/audit-log'],
  ['GET', '/api/staff/audit-log/export'],
];

describe('who may use the staff API', () => {
  it('refuses anonymous callers (401), patients, doctors and staff awaiting approval (403)', async () => {
    for (const [method, url] of [...anyStaffRoutes, ...administratorRoutes]) {
      expect((await call(method, url)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const who of ['patient', 'doctor', 'pending'] as const) {
        expect((await call(method, url, tokens[who], {})).statusCode, `${method} ${url} as ${who}`).toBe(403);
      }
    }
  });

  it('keeps approvals, roles and the audit log for administrators', async () => {
    for (const [method, url] of administratorRoutes) {
      const response = await call(method, url, tokens.staff, {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json<{ error: { message: string } }>().error.message).toBe('Only a staff administrator can do this.');
    }
    expect((await call('GET', '/api/staff/dashboard', tokens.staff)).json()).toMatchObject({ administrator: false });
    expect((await call('GET', '/api/staff/dashboard', tokens.admin)).json()).toMatchObject({ administrator: true });
  });
});

describe('approvals', () => {
  it('lists pending doctors and staff; verifying a doctor lists them in Find Doctor and tells them', async () => {
    const doctorId = await register({ role: 'doctor', name: 'Noor Haddad', email: 'noor@example.com', specialization: 'Nephrology', qualifications: 'MD (Nephrology)', experienceYears: 9, consultationFee: 120, licenceNumber: 'A123456', licenceState: 'CA' });
    const approvals = await call('GET', '/api/staff/approvals', tokens.admin);
    const body = approvals.json<{ doctors: { id: string; specialization: string }[]; staff: { email: string }[] }>();
    expect(body.doctors.map((doctor) => doctor.id)).toContain(doctorId);
    expect(body.staff.map((member) => member.email)).toContain('jamie.lee@clinvia.test');

    expect((await call('GET', `/api/doctors/get-doctors/${doctorId}`)).statusCode).toBe(404);
    const verified = await call('POST', `/api/staff/doctors/${doctorId}/verify`, tokens.admin, { licenceChecked: true });
    expect(verified.statusCode).toBe(200);
    expect((await call('GET', `/api/doctors/get-doctors/${doctorId}`)).statusCode).toBe(200);
    const listing = await call('GET', '/api/doctors?specialization=Nephrology');
    expect(listing.json<{ items: { user_id: string }[]; total: number }>()).toMatchObject({ total: 1, items: [{ user_id: doctorId }] });
    expect((await call('POST', `/api/staff/doctors/${doctorId}/verify`, tokens.admin, { licenceChecked: true })).statusCode).toBe(409);

    await vi.waitFor(async () => {
      expect((await mailsTo('noor@example.com')).join('')).toContain('https://portal.clinvia.health/doctor-portal');
    });
    // I18N-10: an English-speaking doctor reads English, on the bell and in the e-mail.
    const [mail] = await Promise.all((await mailsTo('noor@example.com')).map((raw) => simpleParser(raw)));
    expect(mail?.subject).toBe('Your Clinvia profile is now listed');
    expect(mail?.text).toMatch(/^Hello Noor Haddad,\n\nStaff have verified your registration/);
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, doctorId));
    expect(notice).toMatchObject({ kind: 'registration.approved', title: 'Your profile is listed', body: 'Staff verified your registration: patients can now find you and book appointments.' });
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.doctor.verify'), eq(auditLog.subjectId, doctorId)));
    expect(row?.actorId).toBe(await idOf(demoAccounts.staff));
  });

  it('rejects a doctor with a reason: the account closes and the applicant reads why', async () => {
    const doctorId = await register({ role: 'doctor', name: 'Ray Fake', email: 'ray@example.com', specialization: 'Cardiology', qualifications: 'None', experienceYears: 1, consultationFee: 10, licenceNumber: 'B7654321', licenceState: 'NY' });
    const session = await login('ray@example.com', password);
    const missing = await call('POST', `/api/staff/doctors/${doctorId}/reject`, tokens.admin, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ reason: 'Please give a reason' });

    expect((await call('POST', `/api/staff/doctors/${doctorId}/reject`, tokens.admin, { reason: 'The licence number could not be confirmed.' })).statusCode).toBe(200);
    expect((await call('GET', '/api/authentication/me', session)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: 'ray@example.com', password } })).statusCode).toBe(401);
    await vi.waitFor(async () => {
      expect((await mailsTo('ray@example.com')).join('')).toContain('The licence number could not be confirmed.');
    });
    const approvals = (await call('GET', '/api/staff/approvals', tokens.admin)).json<{ doctors: { id: string }[] }>();
    expect(approvals.doctors.map((doctor) => doctor.id)).not.toContain(doctorId);
  });

  it('approves a staff member, who gains staff powers at once', async () => {
    const jamie = await idOf('jamie.lee@clinvia.test');
    // I18N-10: a Spanish-speaking applicant reads the decision in Spanish, on the bell and in the e-mail.
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, jamie));
    expect((await call('GET', '/api/staff/dashboard', tokens.pending)).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/staff/${jamie}/approve`, tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/dashboard', tokens.pending)).statusCode).toBe(200);
    const me = (await call('GET', '/api/authentication/me', tokens.pending)).json<{ user: { status: string } }>();
    expect(me.user.status).toBe('active');
    // The decision mail is sent after the answer: wait for the outbox file.
    await vi.waitFor(async () => {
      expect((await mailsTo('jamie.lee@clinvia.test')).join('')).toContain('https://portal.clinvia.health/staff');
    });
    const [mail] = await Promise.all((await mailsTo('jamie.lee@clinvia.test')).map((raw) => simpleParser(raw)));
    expect(mail?.subject).toBe('Su cuenta del personal de Clinvia fue aprobada');
    expect(mail?.text?.trim()).toBe('Hola, Jamie Lee:\n\nUn administrador aprobó su registro. La consola del personal: https://portal.clinvia.health/staff\n\nClinvia');
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, jamie));
    expect(notice).toMatchObject({ kind: 'registration.approved', title: 'Su cuenta del personal fue aprobada', body: 'Un administrador aprobó su registro: ya puede usar la consola del personal.' });
  });
});

describe('roles', () => {
  it('lets administrators make and unmake administrators, never the last one', async () => {
    const admin = await idOf(demoAccounts.staff);
    const casey = await idOf('casey@example.com');
    const last = await call('PUT', `/api/staff/staff/${admin}/administrator`, tokens.admin, { administrator: false });
    expect(last.statusCode).toBe(409);
    expect(last.json<{ error: { message: string } }>().error.message).toBe('You are the only administrator: make someone else an administrator first.');

    expect((await call('PUT', `/api/staff/staff/${casey}/administrator`, tokens.admin, { administrator: true })).json()).toMatchObject({ administrator: true });
    expect((await call('GET', '/api/staff/approvals', tokens.staff)).statusCode).toBe(200);
    expect((await call('PUT', `/api/staff/staff/${casey}/administrator`, tokens.admin, { administrator: false })).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/approvals', tokens.staff)).statusCode).toBe(403);
    const members = (await call('GET', '/api/staff/members', tokens.admin)).json<{ email: string; administrator: boolean }[]>();
    expect(members[0]).toMatchObject({ email: demoAccounts.staff, administrator: true });
  });
});

describe('doctors', () => {
  it('pages through every doctor with its state and searches by name or e-mail', async () => {
    const all = (await call('GET', '/api/staff/doctors?pageSize=100', tokens.staff)).json<{ items: { state: string }[]; total: number }>();
    expect(all.total).toBeGreaterThanOrEqual(45);
    expect(new Set(all.items.map((doctor) => doctor.state))).toEqual(new Set(['listed', 'unverified', 'rejected']));
    const unverified = (await call('GET', '/api/staff/doctors?state=unverified', tokens.staff)).json<{ items: { name: string }[] }>();
    expect(unverified.items.map((doctor) => doctor.name)).toEqual(expect.arrayContaining(['Victor Nguyen', 'Elena Marković']));
    const found = (await call('GET', `/api/staff/doctors?q=${encodeURIComponent(demoAccounts.doctor)}`, tokens.staff)).json<{ items: { email: string }[] }>();
    expect(found.items.map((doctor) => doctor.email)).toEqual([demoAccounts.doctor]);
    const bad = await call('GET', '/api/staff/doctors?state=lost&page=0', tokens.staff);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['state', 'page']);
  });

  it("changes a doctor's fee and specialization, seen by Find Doctor and its search", async () => {
    const id = await idOf(demoAccounts.doctor);
    const nothing = await call('PATCH', `/api/staff/doctors/${id}`, tokens.staff, {});
    expect(nothing.statusCode).toBe(400);
    const changed = await call('PATCH', `/api/staff/doctors/${id}`, tokens.staff, { consultationFee: 95, specialization: 'Sports Medicine', trending: true });
    expect(changed.json()).toMatchObject({ consultation_fee: 95, specialization: 'Sports Medicine', trending: true });
    const detail = (await call('GET', `/api/doctors/get-doctors/${id}`)).json<{ consultation_fee: number; specialization: string }>();
    expect(detail).toMatchObject({ consultation_fee: 95, specialization: 'Sports Medicine' });
    const search = (await call('GET', '/api/doctors?q=sports%20medicine')).json<{ items: { user_id: string }[] }>();
    expect(search.items.map((doctor) => doctor.user_id)).toEqual([id]);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.doctor.update'), eq(auditLog.subjectId, id)));
    expect(row?.detail).toBe('changed: trending, consultationFee, specialization');
  });

  it("deactivation ends the doctor's sessions; reactivation lets them sign in again", async () => {
    const id = await idOf(demoAccounts.doctor);
    const session = await login(demoAccounts.doctor);
    expect((await call('POST', `/api/staff/doctors/${id}/deactivate`, tokens.staff)).json()).toMatchObject({ state: 'deactivated' });
    expect((await call('GET', '/api/authentication/me', session)).statusCode).toBe(401);
    expect((await call('GET', `/api/doctors/get-doctors/${id}`)).statusCode).toBe(404);
    const listing = (await call('GET', '/api/doctors?pageSize=50')).json<{ items: { user_id: string }[] }>();
    expect(listing.items.map((doctor) => doctor.user_id)).not.toContain(id);
    expect((await call('GET', `/api/doctors/${id}/slots`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: demoAccounts.doctor, password: demoPassword } })).statusCode).toBe(401);
    expect((await call('POST', `/api/staff/doctors/${id}/reactivate`, tokens.staff)).json()).toMatchObject({ state: 'listed' });
    await login(demoAccounts.doctor);
    expect((await call('GET', `/api/doctors/get-doctors/${id}`)).statusCode).toBe(200);
  });
});

describe('inbox and ambulance queue', () => {
  it('lists contact messages newest first and marks one handled once', async () => {
    const [older, newer] = await t.database.db
      .insert(contactMessages)
      .values([
        { name: 'Ann Older', email: 'ann@example.com', subject: 'Parking', message: 'Is there parking?', createdAt: new Date(Date.now() - 60_000) },
        { name: 'Ben Newer', email: 'ben@example.com', subject: 'Records', message: '<b>Need my records</b>' },
      ])
      .returning({ id: contactMessages.id });
    const page = (await call('GET', '/api/staff/contact-messages?status=new', tokens.staff)).json<{ items: { id: string; message: string }[] }>();
    expect(page.items.map((message) => message.id)).toEqual([newer?.id, older?.id]);
    expect(page.items[0]?.message).toBe('<b>Need my records</b>');

    const handled = await call('POST', `/api/staff/contact-messages/${older?.id ?? ''}/handle`, tokens.staff, { note: 'Answered by phone' });
    expect(handled.json()).toMatchObject({ status: 'handled', handled_by: 'Casey Desk', handled_note: 'Answered by phone' });
    const again = await call('POST', `/api/staff/contact-messages/${older?.id ?? ''}/handle`, tokens.admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe('Casey Desk already handled this message.');
  });

  it('moves ambulance requests along allowed steps only, keeping a log of notes', async () => {
    const [emergency, transport] = await t.database.db
      .insert(ambulanceRequests)
      .values([
        { reference: 'AMB-TEST01', kind: 'emergency', fullName: 'Eve Urgent', phone: '4155550111', location: '1 Main St', description: 'Fell down stairs' },
        { reference: 'AMB-TEST02', kind: 'transport', fullName: 'Tom Ride', phone: '4155550112', pickupAddress: '2 Oak Ave', transportDate: '2030-01-02', transportTime: '10:00', transportType: 'Wheelchair Accessible' },
      ])
      .returning({ id: ambulanceRequests.id });
    const dashboard = (await call('GET', '/api/staff/dashboard', tokens.staff)).json<{ open_ambulance_requests: number; new_emergency: { reference: string } | null }>();
    expect(dashboard).toMatchObject({ open_ambulance_requests: 2, new_emergency: { reference: 'AMB-TEST01' } });

    const queue = (await call('GET', '/api/staff/ambulance-requests?open=true', tokens.staff)).json<{ items: { reference: string }[] }>();
    expect(queue.items[0]?.reference).toBe('AMB-TEST01');

    const wrongKind = await call('POST', `/api/staff/ambulance-requests/${transport?.id ?? ''}/status`, tokens.staff, { status: 'dispatched' });
    expect(wrongKind.statusCode).toBe(409);
    const dispatched = await call('POST', `/api/staff/ambulance-requests/${emergency?.id ?? ''}/status`, tokens.staff, { status: 'dispatched', note: 'Unit 4 on the way' });
    expect(dispatched.json()).toMatchObject({ status: 'dispatched', handled_by: 'Casey Desk' });
    expect(dispatched.json<{ staff_notes: string }>().staff_notes).toMatch(/Casey Desk: dispatched\. Unit 4 on the way$/);
    const backwards = await call('POST', `/api/staff/ambulance-requests/${emergency?.id ?? ''}/status`, tokens.staff, { status: 'new' });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json<{ error: { message: string } }>().error.message).toBe('A request that is dispatched cannot become new.');
    const closed = await call('POST', `/api/staff/ambulance-requests/${emergency?.id ?? ''}/status`, tokens.admin, { status: 'closed' });
    expect(closed.json<{ staff_notes: string }>().staff_notes.split('\n')).toHaveLength(2);
    expect((await call('GET', '/api/staff/dashboard', tokens.staff)).json()).toMatchObject({ open_ambulance_requests: 1, new_emergency: null });
  });
});

describe('audit log', () => {
  it('filters by patient, actor, action and date, audits its own reading, and exports safe CSV', async () => {
    const patient = await idOf(demoAccounts.patient);
    await t.database.db.insert(auditLog).values([
      { actorId: await idOf(demoAccounts.doctor), actorRole: 'doctor', action: 'patient.profile.read', subjectType: 'patient', subjectId: patient, patientId: patient, ip: '10.0.0.1' },
      { actorId: null, actorRole: null, action: 'session.login_failed', subjectType: 'account', subjectId: null, detail: '=HYPERLINK("http://evil")' },
    ]);
    const byPatient = (await call('GET', `/api/staff/audit-log?patient=${encodeURIComponent('alex morgan')}`, tokens.admin)).json<{ items: { action: string; actor_name: string; patient_name: string }[]; total: number }>();
    expect(byPatient.items.map((entry) => entry.action)).toContain('patient.profile.read');
    expect(byPatient.items.every((entry) => entry.patient_name === 'Alex Morgan')).toBe(true);

    const byActor = (await call('GET', '/api/staff/audit-log?actor=maya&action=patient.profile.read', tokens.admin)).json<{ items: { actor_name: string }[]; total: number }>();
    expect(byActor).toMatchObject({ total: 1, items: [{ actor_name: 'Maya Patel' }] });

    const today = new Date().toISOString().slice(0, 10);
    const future = (await call('GET', '/api/staff/audit-log?from=2099-01-01', tokens.admin)).json<{ total: number }>();
    expect(future.total).toBe(0);
    const badRange = await call('GET', `/api/staff/audit-log?from=${today}&to=2000-01-01`, tokens.admin);
    expect(badRange.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ to: 'The end date must not be before the start date' });

    const reads = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.action, 'staff.audit_log.read'));
    expect(reads[0]?.n).toBeGreaterThanOrEqual(3);

    const csv = await call('GET', '/api/staff/audit-log/export?action=session.login_failed', tokens.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="clinvia-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('at,actor_name,actor_role,actor_id,action,action_name,subject_type,subject_id,patient_name,patient_id,detail,ip,request_id');
    // STAFF-17: the code and, beside it, the action in words.
    expect(lines[1]).toContain(',session.login_failed,Sign-in failed,');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const actions = (await call('GET', '/api/staff/audit-log/actions', tokens.admin)).json<string[]>();
    expect(actions).toEqual(expect.arrayContaining(['patient.profile.read', 'staff.audit_log.read']));
  });
});

describe('dashboard', () => {
  it("counts today's appointments by status and what waits for staff", async () => {
    const body = (await call('GET', '/api/staff/dashboard', tokens.staff)).json<{ appointments_today: Record<string, number>; pending_approvals: { doctors: number } }>();
    const total = Object.values(body.appointments_today).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(body.pending_approvals.doctors).toBeGreaterThanOrEqual(3);
    const [unverified] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(doctors).where(eq(doctors.verified, false));
    expect(unverified?.n).toBeGreaterThanOrEqual(body.pending_approvals.doctors);
  });
});
