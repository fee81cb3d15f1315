import type { ErrorBody } from '@clinvia/contracts';
import type { AppointmentDetails, StatusChangeResponse } from '@clinvia/contracts/appointments';
import type { PatientSearchPage, StaffAppointmentPage } from '@clinvia/contracts/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment, type PlacedAppointment } from '../../test/appointments';
import { createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';

// The staff console's appointments (issue 14 section 5): every appointment by date range,
// doctor, status and patient name, status changes with a reason both parties read, and finding
// a patient to book for.

const zone = await middayZone();
let t: TestApp;
let today: string;
let staff: TestAccount;
let pendingStaff: TestAccount;
let maya: TestAccount;
let omar: TestAccount;
let alex: TestAccount;
let jordan: TestAccount;
const placed: Record<string, PlacedAppointment> = {};

const day = (offset: number) => addDays(today, offset);
const nobody = '00000000-0000-4000-8000-000000000000';

function call(account: TestAccount | null, method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  return injectAs(t.app, account, { method, url, payload });
}

async function list(query: string): Promise<StaffAppointmentPage> {
  const response = await call(staff, 'GET', `/api/staff/appointments?${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json<StaffAppointmentPage>();
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  const { db } = t.database;
  const secret = t.config.jwtSecret;
  staff = await createStaff(db, secret, true);
  pendingStaff = await createStaff(db, secret, false);
  maya = await createDoctor(db, secret, 'Maya Patel');
  omar = await createDoctor(db, secret, 'Omar Haddad');
  alex = await createPatient(db, secret, 'Alex Morgan');
  jordan = await createPatient(db, secret, 'Jordan Reyes');
  placed.mayaToday = await placeAppointment(db, alex, maya, day(0), '15:00', 'pending');
  placed.omarToday = await placeAppointment(db, jordan, omar, day(0), '15:30', 'confirmed');
  placed.mayaTomorrow = await placeAppointment(db, jordan, maya, day(1), '09:00', 'confirmed');
  placed.omarLater = await placeAppointment(db, alex, omar, day(4), '10:00', 'pending');
  placed.mayaPast = await placeAppointment(db, alex, maya, day(-3), '11:00', 'completed');
});

afterAll(async () => {
  await t.close();
});

describe('who may use the staff appointment routes', () => {
  const routes: [method: 'GET' | 'PATCH', url: string][] = [
    ['GET', '/api/staff/appointments'],
    ['GET', `/api/staff/appointments/${nobody}`],
    ['PATCH', `/api/staff/appointments/${nobody}/status`],
    ['GET', '/api/staff/patients?q=alex'],
  ];

  it('refuses anonymous callers (401), patients, doctors and staff awaiting approval (403)', async () => {
    for (const [method, url] of routes) {
      expect((await call(null, method, url, method === 'PATCH' ? {} : undefined)).statusCode, `${method} ${url}`).toBe(401);
      for (const account of [alex, maya, pendingStaff]) {
        expect((await call(account, method, url, method === 'PATCH' ? {} : undefined)).statusCode, `${method} ${url} as ${account.name}`).toBe(403);
      }
    }
  });
});

describe('the list', () => {
  const ids = (page: StaffAppointmentPage) => page.items.map((item) => item.id);

  it('lists every doctor’s appointments, soonest first, with the doctor and the patient', async () => {
    const all = await list('');
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(ids(all)).toEqual([placed.mayaPast, placed.mayaToday, placed.omarToday, placed.mayaTomorrow, placed.omarLater].map((item) => item?.id));
    expect(all.items[2]).toMatchObject({ doctor_name: 'Omar Haddad', patient: { name: 'Jordan Reyes', age: 40, gender: 'female' }, status: 'confirmed', next_statuses: ['cancelled'] });
    expect(ids(await list('order=desc&pageSize=2'))).toEqual([placed.omarLater?.id, placed.mayaTomorrow?.id]);
  });

  it('filters by date range, doctor, status and patient name', async () => {
    expect(ids(await list(`from=${day(0)}&to=${day(0)}`))).toEqual([placed.mayaToday?.id, placed.omarToday?.id]);
    expect(ids(await list(`from=${day(0)}&doctor=omar`))).toEqual([placed.omarToday?.id, placed.omarLater?.id]);
    expect(ids(await list(`doctorId=${maya.id}&status=confirmed`))).toEqual([placed.mayaTomorrow?.id]);
    expect(ids(await list('q=alex&status=pending'))).toEqual([placed.mayaToday?.id, placed.omarLater?.id]);
    expect((await list('doctor=cardiology')).total).toBe(5);
    const bad = await call(staff, 'GET', `/api/staff/appointments?from=${day(2)}&to=${day(1)}&status=lost&doctorId=x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toEqual({ status: 'Status must be one of pending, confirmed, completed, cancelled, no_show', doctorId: 'The doctor id must be a valid id' });
  });

  it('audits the patients a page showed, and a details read', async () => {
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'appointment.list'), eq(auditLog.actorId, staff.id)));
    expect(new Set(rows.map((row) => row.patientId))).toEqual(new Set([alex.id, jordan.id]));
    const details = await call(staff, 'GET', `/api/staff/appointments/${placed.mayaPast?.id ?? ''}`);
    expect(details.json<AppointmentDetails>()).toMatchObject({ id: placed.mayaPast?.id, insurance_id: 'AET-42', history: [{ kind: 'booked' }] });
    const [read] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'appointment.read'), eq(auditLog.actorId, staff.id)));
    expect(read).toMatchObject({ subjectId: placed.mayaPast?.id, patientId: alex.id });
    expect((await call(staff, 'GET', `/api/staff/appointments/${nobody}`)).statusCode).toBe(404);
  });
});

describe('status changes by staff', () => {
  it('need a reason, follow the same rules, and tell the patient and the doctor', async () => {
    const id = placed.omarLater?.id ?? '';
    const missing = await call(staff, 'PATCH', `/api/staff/appointments/${id}/status`, { status: 'cancelled', reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().error.fields).toEqual({ reason: 'Please give a reason' });
    const refused = await call(staff, 'PATCH', `/api/staff/appointments/${id}/status`, { status: 'completed', reason: 'Seen early' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('invalid_transition');

    const response = await call(staff, 'PATCH', `/api/staff/appointments/${id}/status`, { status: 'cancelled', reason: 'Dr. Haddad is unwell this week.' });
    expect(response.statusCode).toBe(200);
    expect(response.json<StatusChangeResponse>()).toMatchObject({
      message: 'Appointment cancelled',
      appointment: { status: 'cancelled', status_reason: 'Cancelled by clinic staff: Dr. Haddad is unwell this week.' },
    });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.appointmentId, id));
    expect(told.map((row) => row.userId).sort()).toEqual([alex.id, omar.id].sort());
    expect(told.every((row) => row.kind === 'appointment.cancelled' && row.body.includes('Reason: Dr. Haddad is unwell this week.'))).toBe(true);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.appointment.status'), eq(auditLog.subjectId, id)));
    expect(audit).toMatchObject({ actorId: staff.id, patientId: alex.id, detail: 'pending -> cancelled' });
  });

  it('completes a visit that has begun, for any doctor', async () => {
    const begun = await placeAppointment(t.database.db, jordan, maya, day(0), '09:30', 'confirmed');
    const response = await call(staff, 'PATCH', `/api/staff/appointments/${begun.id}/status`, { status: 'completed', reason: 'The doctor forgot to mark it.' });
    expect(response.json<StatusChangeResponse>().appointment).toMatchObject({ status: 'completed', status_reason: 'Marked completed by clinic staff: The doctor forgot to mark it.' });
  });
});

describe('finding a patient to book for', () => {
  it('matches name or e-mail, and audits each patient shown', async () => {
    const byName = await call(staff, 'GET', '/api/staff/patients?q=REYES');
    expect(byName.json<PatientSearchPage>()).toMatchObject({ total: 1, items: [{ id: jordan.id, name: 'Jordan Reyes', email: jordan.email, phone: '4155550100', age: 40, gender: 'female' }] });
    const byEmail = await call(staff, 'GET', `/api/staff/patients?q=${encodeURIComponent(alex.email.slice(0, 12))}`);
    expect(byEmail.json<PatientSearchPage>().items.map((item) => item.id)).toEqual([alex.id]);
    const doctorsAreNotPatients = await call(staff, 'GET', '/api/staff/patients?q=maya');
    expect(doctorsAreNotPatients.json<PatientSearchPage>().total).toBe(0);
    const short = await call(staff, 'GET', '/api/staff/patients?q=a');
    expect(short.json<ErrorBody>().error.fields).toEqual({ q: 'Type at least 2 letters of the name or e-mail' });
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.patient.search'), eq(auditLog.patientId, jordan.id)));
    expect(row).toMatchObject({ actorId: staff.id, subjectType: 'patient' });
  });
});
