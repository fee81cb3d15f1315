import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemoData } from '../../../db/seed';
import { staff, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { administratorCount, createOrPromoteAdministrator } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { clinicTimeZone: t.config.clinicTimeZone });
});

afterAll(async () => {
  await t.close();
});

describe('create-admin', () => {
  it('creates a new administrator who can sign in', async () => {
    expect(await administratorCount(t.database.db)).toBe(1);
    expect(await createOrPromoteAdministrator(t.database.db, { email: 'Ada@Clinic.test', name: 'Ada Boss', password: 'Long-enough-1' })).toBe('created');
    expect(await administratorCount(t.database.db)).toBe(2);
    const login = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: 'ada@clinic.test', password: 'Long-enough-1' } });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/staff/dashboard', headers: { authorization: `Bearer ${token}` } });
    expect(dashboard.json()).toMatchObject({ administrator: true });
  });

  it('promotes a staff member awaiting approval without touching the password', async () => {
    const [before] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'jamie.lee@clinvia.test'));
    expect(await createOrPromoteAdministrator(t.database.db, { email: 'jamie.lee@clinvia.test', name: '' })).toBe('promoted');
    const [after] = await t.database.db
      .select({ hash: users.passwordHash, status: users.status, approved: staff.approved, administrator: staff.administrator })
      .from(users)
      .innerJoin(staff, eq(staff.userId, users.id))
      .where(eq(users.email, 'jamie.lee@clinvia.test'));
    expect(after).toEqual({ hash: before?.hash, status: 'active', approved: true, administrator: true });
  });

  it('refuses the e-mail of a patient or doctor account, and a new account without a password', async () => {
    await expect(createOrPromoteAdministrator(t.database.db, { email: demoAccounts.patient, name: 'X' })).rejects.toThrow('belongs to a patient account');
    await expect(createOrPromoteAdministrator(t.database.db, { email: 'new@clinic.test', name: 'New' })).rejects.toThrow('A new account needs a password.');
  });
});
