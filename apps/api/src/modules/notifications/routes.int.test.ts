import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemoData } from '../../db/seed';
import { notifications, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { notify } from '../../domain/notifications/notify';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
/** The demo doctor's bell already rings for the demo's pending requests (issue 40.4). */
let seededDoctorNotices = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { clinicTimeZone: t.config.clinicTimeZone });
  for (const [role, email] of Object.entries(demoAccounts)) {
    const response = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password: demoPassword } });
    tokens[role] = response.json<{ token: string }>().token;
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[role] = row?.id ?? '';
  }
  seededDoctorNotices = (await t.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, ids.doctor ?? ''))).length;
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

describe('notifications', () => {
  it('lists only the owner’s notifications, newest first, with links for their role', async () => {
    await notify(t.database.db, { userId: ids.patient ?? '', kind: 'appointment.confirmed', title: 'Appointment confirmed', body: 'Dr. Maya Patel confirmed your visit.' });
    await notify(t.database.db, [
      { userId: ids.patient ?? '', kind: 'appointment.completed', title: 'Visit completed', body: 'Thank you for visiting.' },
      { userId: ids.doctor ?? '', kind: 'appointment.booked', title: 'New booking', body: 'Alex Morgan booked a visit.' },
    ]);
    const patient = (await get('/api/notifications', tokens.patient)).json<{ items: { title: string; link: string; read: boolean }[]; unread: number; total: number }>();
    expect(patient.total).toBe(2);
    expect(patient.unread).toBe(2);
    expect(patient.items.map((item) => item.title).sort()).toEqual(['Appointment confirmed', 'Visit completed']);
    expect(patient.items.every((item) => item.link === '/appointments' && !item.read)).toBe(true);
    const doctor = (await get('/api/notifications', tokens.doctor)).json<{ items: { title: string; link: string }[]; total: number }>();
    expect(seededDoctorNotices).toBeGreaterThan(0);
    expect(doctor.total).toBe(seededDoctorNotices + 1);
    expect(doctor.items[0]).toMatchObject({ title: 'New booking', link: '/doctor-portal' });
    expect(doctor.items.map((item) => item.title)).not.toContain('Visit completed');
  });

  it('marks read only the owner’s own notifications, by id or all at once', async () => {
    const [doctorNote] = await t.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, ids.doctor ?? ''));
    const foreign = await post('/api/notifications/read', { ids: [doctorNote?.id] }, tokens.patient);
    expect(foreign.json()).toEqual({ unread: 2 });
    expect((await get('/api/notifications', tokens.doctor)).json<{ unread: number }>().unread).toBe(seededDoctorNotices + 1);

    const [first] = (await get('/api/notifications?pageSize=1', tokens.patient)).json<{ items: { id: string }[] }>().items;
    expect((await post('/api/notifications/read', { ids: [first?.id] }, tokens.patient)).json()).toEqual({ unread: 1 });
    expect((await post('/api/notifications/read', {}, tokens.patient)).json()).toEqual({ unread: 0 });
  });

  it('needs a session and valid ids', async () => {
    expect((await get('/api/notifications')).statusCode).toBe(401);
    expect((await post('/api/notifications/read', {})).statusCode).toBe(401);
    const bad = await post('/api/notifications/read', { ids: ['nope'] }, tokens.patient);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ 'ids.0': 'Each id must be a valid id' });
    expect((await get('/api/notifications?pageSize=500', tokens.patient)).statusCode).toBe(400);
  });

  it('tells a doctor when staff verify their registration', async () => {
    const [pending] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'victor.nguyen@clinvia.test'));
    expect((await post(`/api/staff/doctors/${pending?.id ?? ''}/verify`, { licenceChecked: true }, tokens.staff)).statusCode).toBe(200);
    const login = await post('/api/authentication/login', { email: 'victor.nguyen@clinvia.test', password: demoPassword });
    const feed = (await get('/api/notifications', login.json<{ token: string }>().token)).json<{ items: { kind: string; link: string }[] }>();
    expect(feed.items).toMatchObject([{ kind: 'registration.approved', link: '/doctor-portal' }]);
  });
});
