import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorPage } from '@clinvia/contracts/doctors';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { demoAccounts, demoPassword, seedDemoData } from '../../db/seed';
import { directoryVersion, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

// Issue 14: a change made through the product shows in Find Doctor's items and its total at
// once on every replica. Two app instances on one database stand for two replicas; each keeps
// its own totals cache.
let t: TestApp;
let second: Database;
let other: FastifyInstance;
let admin: string;
const password = 'Correct-horse-9';

async function page(app: FastifyInstance, query = ''): Promise<DoctorPage> {
  const response = await app.inject({ method: 'GET', url: `/api/doctors?pageSize=5${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<DoctorPage>();
}

/** Both replicas' totals for a query; they must agree. */
async function totals(query = ''): Promise<number> {
  const [first, last] = await Promise.all([page(t.app, query), page(other, query)]);
  expect(last.total).toBe(first.total);
  return first.total;
}

function staffCall(method: 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
}

beforeAll(async () => {
  t = await createTestApp({ config: { login: { burst: 1000 } } });
  await seedDemoData(t.database.db, { clinicTimeZone: t.config.clinicTimeZone });
  // On PostgreSQL the second instance has its own pool, like a second replica; PGlite has one
  // connection, so both share it (each instance still has its own caches).
  second = t.url ? await openDatabase({ url: t.url, poolSize: 4 }) : t.database;
  other = await buildApp({ database: second, config: t.config, logger: false });
  const login = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email: demoAccounts.staff, password: demoPassword } });
  admin = login.json<{ token: string }>().token;
});

afterAll(async () => {
  await other.close();
  if (second !== t.database) await second.close();
  await t.close();
});

describe('Find Doctor on two replicas', () => {
  it("shows an approval, a deactivation and a changed specialization in the items and 'of N' at once", async () => {
    const listed = await totals();
    const nephrology = await totals('&specialization=Nephrology');
    expect(nephrology).toBe(0);

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      payload: { role: 'doctor', name: 'Noor Haddad', email: 'noor@example.com', password, confirmPassword: password, phoneNumber: '4155550100', specialization: 'Nephrology', qualifications: 'MD (Nephrology)', experienceYears: 9, consultationFee: 120, licenceNumber: 'A123456', licenceState: 'CA' },
    });
    expect(register.statusCode).toBe(201);
    const id = register.json<{ user: { id: string } }>().user.id;
    // Registered but not verified: nothing changes.
    expect(await totals()).toBe(listed);

    expect((await staffCall('POST', `/api/staff/doctors/${id}/verify`, { licenceChecked: true })).statusCode).toBe(200);
    expect(await totals()).toBe(listed + 1);
    const found = await page(other, '&specialization=Nephrology');
    expect(found).toMatchObject({ total: 1, items: [{ user_id: id }] });

    expect((await staffCall('PATCH', `/api/staff/doctors/${id}`, { specialization: 'Geriatrics', consultationFee: 140 })).statusCode).toBe(200);
    expect(await totals('&specialization=Nephrology')).toBe(0);
    expect(await page(other, '&specialization=Geriatrics')).toMatchObject({ total: 1, items: [{ user_id: id, consultation_fee: 140 }] });

    expect((await staffCall('POST', `/api/staff/doctors/${id}/deactivate`)).statusCode).toBe(200);
    expect(await totals()).toBe(listed);
    expect(await totals('&q=noor')).toBe(0);
    expect((await staffCall('POST', `/api/staff/doctors/${id}/reactivate`)).statusCode).toBe(200);
    expect(await totals()).toBe(listed + 1);
  });

  it("bumps the directory version only for changes the listing's totals depend on", async () => {
    const version = async () => (await t.database.db.select().from(directoryVersion))[0]?.version;
    const before = await version();
    const [doctor] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.doctor));
    if (!doctor) throw new Error('no demo doctor');
    expect((await staffCall('PATCH', `/api/staff/doctors/${doctor.id}`, { consultationFee: 99 })).statusCode).toBe(200);
    expect(await version()).toBe(before);
    expect((await staffCall('PATCH', `/api/staff/doctors/${doctor.id}`, { specialization: 'Family Medicine' })).statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before ?? 0n);
  });
});
