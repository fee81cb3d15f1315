import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createPatient, createStaff, injectAs, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

// AUDIT-6 (issue 40.8): the audit log shows access, not polling. A staff console left open
// refreshes its dashboard on its own; those refreshes (marked X-Background-Request by the web)
// write no row while the same person's identical row is recent, but the first view, an
// unmarked read and a read of something new always do.

let t: TestApp;
let staff: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  staff = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
});

const rowsOf = async (actorId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));

const poll = (account: TestAccount, url: string) => injectAs(t.app, account, { method: 'GET', url, headers: { 'x-background-request': '1' } });

describe('background reads (AUDIT-6)', () => {
  it('a poll audits the first view of a screen, then writes nothing while the same row is recent; a person’s own read always writes', async () => {
    expect((await poll(staff, '/api/staff/dashboard')).statusCode).toBe(200);
    expect(await rowsOf(staff.id, 'staff.dashboard.read')).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await poll(staff, '/api/staff/dashboard')).statusCode).toBe(200);
    expect(await rowsOf(staff.id, 'staff.dashboard.read')).toHaveLength(1);

    expect((await injectAs(t.app, staff, { method: 'GET', url: '/api/staff/dashboard' })).statusCode).toBe(200);
    expect(await rowsOf(staff.id, 'staff.dashboard.read')).toHaveLength(2);

    // Once the last row is older than the window, a poll writes again.
    await t.database.db.update(auditLog).set({ at: sql`now() - interval '16 minutes'` }).where(and(eq(auditLog.actorId, staff.id), eq(auditLog.action, 'staff.dashboard.read')));
    expect((await poll(staff, '/api/staff/dashboard')).statusCode).toBe(200);
    expect(await rowsOf(staff.id, 'staff.dashboard.read')).toHaveLength(3);
  });

  it('a poll that shows another patient writes that patient’s row', async () => {
    const first = await createPatient(t.database.db, t.config.jwtSecret, 'Ada Polled');
    const second = await createPatient(t.database.db, t.config.jwtSecret, 'Ben Polled');
    const read = (patient: TestAccount) => poll(staff, `/api/patients/patient-details/${patient.id}`);
    expect((await read(first)).statusCode).toBe(200);
    expect((await read(first)).statusCode).toBe(200);
    expect((await read(second)).statusCode).toBe(200);
    const rows = (await rowsOf(staff.id, 'patient.details.read')).map((row) => row.patientId);
    expect(rows.sort()).toEqual([first.id, second.id].sort());
  });
});
