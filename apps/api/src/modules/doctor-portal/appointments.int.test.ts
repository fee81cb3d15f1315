import type { ErrorBody } from '@clinvia/contracts';
import { appointmentDetailsSchema, patientAppointmentsSchema, type DoctorAppointment, type StatusChangeResponse } from '@clinvia/contracts/appointments';
import { appointmentStatsSchema, doctorAppointmentArraySchema, doctorAppointmentPageSchema, type DoctorAppointmentPage } from '@clinvia/contracts/doctor-portal';
import { notificationPageSchema } from '@clinvia/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appointmentEvents, appointments, auditLog, notifications } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { placeAppointment, type PlacedAppointment } from '../../test/appointments';

// The doctor portal's appointments (PORTAL-4 to PORTAL-11, LIFE-1): who may read them, the tabs and
// filters, the statistics, the details drawer, and every status move allowed and refused.

const zone = await middayZone();
let t: TestApp;
let today: string;
let maya: TestAccount;
let omar: TestAccount;
let alex: TestAccount;
let jordan: TestAccount;
let staff: TestAccount;
let pendingStaff: TestAccount;
const placed: Record<string, PlacedAppointment> = {};

const day = (offset: number) => addDays(today, offset);
const secret = () => t.config.jwtSecret;

async function get(account: TestAccount | null, url: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const response = await injectAs(t.app, account, { method: 'GET', url });
  return { status: response.statusCode, headers: response.headers };
}

/** A 200 answer, checked against its contract. */
async function getOk<S extends z.ZodType>(account: TestAccount, url: string, schema: S): Promise<z.output<S>> {
  const response = await injectAs(t.app, account, { method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return schema.parse(response.json());
}

function changeStatus(account: TestAccount | null, id: string, payload: Record<string, unknown>) {
  return injectAs(t.app, account, { method: 'PATCH', url: `/api/doctors/appointments/${id}/status`, payload });
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  const { db } = t.database;
  maya = await createDoctor(db, secret(), 'Maya Patel');
  omar = await createDoctor(db, secret(), 'Omar Haddad');
  alex = await createPatient(db, secret(), 'Alex Morgan');
  jordan = await createPatient(db, secret(), 'Jordan Reyes');
  staff = await createStaff(db, secret(), true);
  pendingStaff = await createStaff(db, secret(), false);
  // Maya's week: today (one begun at 09:00, one ahead at 15:30), tomorrow, later, and the past.
  placed.todayBegun = await placeAppointment(db, alex, maya, day(0), '09:00', 'confirmed');
  placed.todayAhead = await placeAppointment(db, jordan, maya, day(0), '15:30', 'pending');
  placed.tomorrow = await placeAppointment(db, alex, maya, day(1), '10:00', 'pending');
  placed.tomorrowConfirmed = await placeAppointment(db, jordan, maya, day(1), '13:00', 'confirmed');
  placed.later = await placeAppointment(db, jordan, maya, day(5), '11:30', 'pending');
  placed.yesterday = await placeAppointment(db, alex, maya, day(-1), '14:00', 'completed');
  placed.lastWeek = await placeAppointment(db, jordan, maya, day(-7), '09:30', 'cancelled');
  placed.omars = await placeAppointment(db, alex, omar, day(1), '11:00', 'pending');
});

afterAll(async () => {
  await t.close();
});

describe('who may read a doctor’s appointments', () => {
  const routes = (doctor: TestAccount) => [
    `/api/doctors/get-appointment-by-doctor-id/${doctor.id}`,
    `/api/doctors/${doctor.id}/appointments`,
    `/api/doctors/${doctor.id}/appointment-stats`,
  ];

  it('answers the doctor themselves and approved staff', async () => {
    for (const url of routes(maya)) {
      for (const account of [maya, staff]) {
        const response = await get(account, url);
        expect(response.status, `${url} as ${account.role}`).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('refuses anonymous callers (401), another doctor, patients and staff awaiting approval (403)', async () => {
    for (const url of routes(maya)) {
      expect((await get(null, url)).status, url).toBe(401);
      for (const account of [omar, alex, pendingStaff]) expect((await get(account, url)).status, `${url} as ${account.name}`).toBe(403);
    }
    // Before any validation: an anonymous caller with a bad id still gets 401, a patient 403.
    expect((await get(null, '/api/doctors/not-an-id/appointments')).status).toBe(401);
    expect((await get(alex, '/api/doctors/not-an-id/appointments')).status).toBe(403);
    const [denied] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'patient_records.denied'), eq(auditLog.actorId, omar.id)));
    expect(denied).toMatchObject({ subjectType: 'doctor', subjectId: maya.id });
  });
});

describe('the appointment list', () => {
  const page = async (query: string, account: TestAccount = maya) => ({ body: await getOk(account, `/api/doctors/${maya.id}/appointments?${query}`, doctorAppointmentPageSchema) });
  const ids = (body: DoctorAppointmentPage) => body.items.map((item) => item.id);

  it('gives PORTAL-11’s fields with patient { name, age, gender } and the moves allowed now', async () => {
    const { body } = await page('tab=today');
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const [begun, ahead] = body.items as [DoctorAppointment, DoctorAppointment];
    expect(begun).toEqual({
      id: placed.todayBegun?.id,
      appointment_date: day(0),
      appointment_time: '09:00',
      appointment_type: 'Consultation',
      reason: 'Recurring headaches every morning',
      status: 'confirmed',
      status_reason: null,
      doctor_id: maya.id,
      doctor_name: 'Maya Patel',
      doctor_specialization: 'Cardiology',
      patient_id: alex.id,
      patient: { name: 'Alex Morgan', age: 40, gender: 'female' },
      contact_name: 'Alex Morgan',
      patient_confirmed_at: null,
      next_statuses: ['completed', 'no_show', 'cancelled'],
      staff_confirms: false,
      // TIME-5: a doctor at the default location is in the clinic's zone.
      timeZone: zone,
      // LOC-5: the place of the booked slot, kept with the booking (the default location here).
      location: expect.objectContaining({ name: 'Main clinic', time_zone: zone }) as unknown,
      declined: false,
      // CHECKIN-7: not started.
      check_in: null,
      // FAMILY-4: booked for the account holder themselves.
      dependent: null,
    });
    // Not begun yet: it can be confirmed or declined, and a confirmed one not yet completed.
    expect(ahead).toMatchObject({ appointment_time: '15:30', next_statuses: ['confirmed', 'cancelled'] });
    const tomorrow = (await page('tab=tomorrow&status=confirmed')).body.items;
    expect(tomorrow).toMatchObject([{ id: placed.tomorrowConfirmed?.id, next_statuses: ['cancelled'] }]);
  });

  it('splits by tab in the clinic’s calendar: Upcoming from today on, Past latest first', async () => {
    expect(ids((await page('tab=tomorrow')).body)).toEqual([placed.tomorrow?.id, placed.tomorrowConfirmed?.id]);
    expect(ids((await page('tab=upcoming')).body)).toEqual(
      [placed.todayBegun, placed.todayAhead, placed.tomorrow, placed.tomorrowConfirmed, placed.later].map((appointment) => appointment?.id),
    );
    expect(ids((await page('tab=past')).body)).toEqual([placed.yesterday?.id, placed.lastWeek?.id]);
    expect((await page('')).body.total).toBe(7);
  });

  it('filters by status, patient name and dates, and pages', async () => {
    expect(ids((await page('tab=upcoming&status=pending')).body)).toEqual([placed.todayAhead?.id, placed.tomorrow?.id, placed.later?.id]);
    const jordans = (await page('tab=upcoming&q=%20reyes%20')).body;
    expect(jordans.items.every((item) => item.patient.name === 'Jordan Reyes')).toBe(true);
    expect(jordans.total).toBe(3);
    expect((await page('q=%25')).body.total).toBe(0);
    expect(ids((await page(`from=${day(1)}&to=${day(5)}`)).body)).toEqual([placed.tomorrow?.id, placed.tomorrowConfirmed?.id, placed.later?.id]);

    const first = (await page('tab=upcoming&pageSize=2')).body;
    const third = (await page('tab=upcoming&pageSize=2&page=3')).body;
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(ids(first)).toEqual([placed.todayBegun?.id, placed.todayAhead?.id]);
    expect(ids(third)).toEqual([placed.later?.id]);
  });

  it('never shows another doctor’s appointments, also to staff', async () => {
    const all = (await page('pageSize=100', staff)).body;
    expect(ids(all)).not.toContain(placed.omars?.id);
    expect(all.items.every((item) => item.doctor_id === maya.id)).toBe(true);
  });

  it('answers per-field messages for bad filters', async () => {
    const response = await injectAs(t.app, maya, { method: 'GET', url: `/api/doctors/${maya.id}/appointments?tab=soon&status=lost&page=0&pageSize=500&from=${day(3)}&to=${day(1)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({
      tab: 'Tab must be one of today, tomorrow, upcoming, past',
      status: 'Status must be one of pending, confirmed, completed, cancelled, no_show',
      page: 'Page must be a whole number of at least 1',
      pageSize: 'Page size must be a whole number from 1 to 100',
    });
    const order = await injectAs(t.app, maya, { method: 'GET', url: `/api/doctors/${maya.id}/appointments?from=${day(3)}&to=${day(1)}` });
    expect(order.json<ErrorBody>().error.fields).toEqual({ to: 'The end date must not be before the start date' });
  });

  it('keeps PORTAL-11’s path and array, with the same filters', async () => {
    const body = await getOk(maya, `/api/doctors/get-appointment-by-doctor-id/${maya.id}?tab=today`, doctorAppointmentArraySchema);
    expect(body.map((item) => item.id)).toEqual([placed.todayBegun?.id, placed.todayAhead?.id]);
    expect(await getOk(maya, `/api/doctors/get-appointment-by-doctor-id/${maya.id}`, doctorAppointmentArraySchema)).toHaveLength(7);
    expect(await getOk(maya, `/api/doctors/get-appointment-by-doctor-id/${maya.id}?pageSize=3&page=3`, doctorAppointmentArraySchema)).toHaveLength(1);
  });

  it('writes one audit row per patient a page showed', async () => {
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'appointment.list'), eq(auditLog.subjectId, maya.id)));
    // An empty page names nobody: its one row has no patient.
    expect(new Set(rows.map((row) => row.patientId))).toEqual(new Set([alex.id, jordan.id, null]));
    expect(rows.some((row) => row.actorId === staff.id)).toBe(true);
  });

  it('counts every appointment by status for the statistics, whatever the filters', async () => {
    const body = await getOk(maya, `/api/doctors/${maya.id}/appointment-stats`, appointmentStatsSchema);
    expect(body).toEqual({ pending: 3, confirmed: 2, completed: 1, cancelled: 1, declined: 0, no_show: 0, total: 7 });
  });
});

describe('the details drawer', () => {
  it('shows the visit’s contact, insurance and history to its doctor, and audits it', async () => {
    const id = placed.tomorrow?.id ?? '';
    const body = await getOk(maya, `/api/doctors/appointments/${id}`, appointmentDetailsSchema);
    expect(body).toMatchObject({
      id,
      contact_name: 'Alex Morgan',
      contact_email: alex.email,
      contact_phone: '4155550100',
      is_insurance: true,
      insurance_provider: 'Aetna',
      insurance_id: 'AET-42',
      history: [{ kind: 'booked', actor_role: 'patient', actor_name: 'Alex Morgan', to_status: 'pending', to_slot: `${day(1)} 10:00` }],
    });
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'appointment.read'), eq(auditLog.subjectId, id)));
    expect(row).toMatchObject({ actorId: maya.id, patientId: alex.id });
  });

  it('is refused to another doctor (403), unknown ids are 404, and patients and staff use their own routes', async () => {
    const id = placed.tomorrow?.id ?? '';
    expect((await get(omar, `/api/doctors/appointments/${id}`)).status).toBe(403);
    expect((await get(maya, '/api/doctors/appointments/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(alex, `/api/doctors/appointments/${id}`)).status).toBe(403);
    expect((await get(staff, `/api/doctors/appointments/${id}`)).status).toBe(403);
    expect((await get(null, `/api/doctors/appointments/${id}`)).status).toBe(401);
  });
});

describe('status decisions', () => {
  async function fresh(status: 'pending' | 'confirmed' | 'completed' | 'cancelled', date: string, time: string, doctor = maya) {
    return placeAppointment(t.database.db, alex, doctor, date, time, status);
  }

  async function expectRefused(id: string, payload: Record<string, unknown>, code: string, message: string) {
    const response = await changeStatus(maya, id, payload);
    expect(response.statusCode, `${JSON.stringify(payload)} → ${code}`).toBe(409);
    expect(response.json<ErrorBody>().error).toEqual({ code, message });
  }

  it('accepts a request: confirmed, in the history, audited, and the patient sees it and is told', async () => {
    const appointment = await fresh('pending', day(2), '09:00');
    const response = await changeStatus(maya, appointment.id, { status: 'confirmed' });
    expect(response.statusCode).toBe(200);
    expect(response.json<StatusChangeResponse>()).toMatchObject({ message: 'Appointment confirmed', appointment: { id: appointment.id, status: 'confirmed', status_reason: null, next_statuses: ['cancelled'] } });

    const events = await t.database.db.select().from(appointmentEvents).where(and(eq(appointmentEvents.appointmentId, appointment.id), eq(appointmentEvents.kind, 'status_changed')));
    expect(events).toEqual([expect.objectContaining({ actorId: maya.id, actorRole: 'doctor', fromStatus: 'pending', toStatus: 'confirmed', reason: null })]);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'appointment.status'), eq(auditLog.subjectId, appointment.id)));
    expect(audit).toMatchObject({ actorId: maya.id, patientId: alex.id, detail: 'pending -> confirmed' });

    const mine = (await getOk(alex, `/api/patients/get-appointments/${alex.id}`, patientAppointmentsSchema)).appointments.find((item) => item.id === appointment.id);
    expect(mine?.status).toBe('confirmed');
    const bell = await getOk(alex, '/api/notifications', notificationPageSchema);
    expect(bell.items[0]).toMatchObject({ kind: 'appointment.confirmed', title: 'Appointment confirmed', appointment_id: appointment.id, link: '/appointments', read: false });
    expect(bell.items[0]?.body).toMatch(/^Dr\. Maya Patel confirmed your appointment on \w+day, \w+ \d+ at 9:00 AM\.$/);
  });

  it('declines a request with a reason the patient reads', async () => {
    const appointment = await fresh('pending', day(2), '09:30');
    const response = await changeStatus(maya, appointment.id, { status: 'cancelled', reason: '  Please see a dermatologist for this.  ' });
    expect(response.json<StatusChangeResponse>().appointment).toMatchObject({ status: 'cancelled', status_reason: 'Declined by the doctor: Please see a dermatologist for this.', next_statuses: [], declined: true });
    const mine = (await getOk(alex, `/api/patients/get-appointments/${alex.id}`, patientAppointmentsSchema)).appointments.find((item) => item.id === appointment.id);
    expect(mine).toMatchObject({ status: 'cancelled', status_reason: 'Declined by the doctor: Please see a dermatologist for this.' });
    const [notice] = await t.database.db.select().from(notifications).where(and(eq(notifications.appointmentId, appointment.id), eq(notifications.userId, alex.id)));
    expect(notice).toMatchObject({ kind: 'appointment.declined', title: 'Appointment request declined' });
    expect(notice?.body).toContain('Reason: Please see a dermatologist for this.');
    // The doctor acted: nothing for the doctor's own bell.
    expect(await t.database.db.select().from(notifications).where(and(eq(notifications.appointmentId, appointment.id), eq(notifications.userId, maya.id)))).toEqual([]);
  });

  it('completes a confirmed visit only once its time has begun, and cancels a confirmed one', async () => {
    const begun = await fresh('confirmed', day(0), '09:30');
    const ahead = await fresh('confirmed', day(0), '15:00');
    await expectRefused(ahead.id, { status: 'completed' }, 'visit_not_begun', 'A visit can be marked completed only once its time has begun.');
    const completed = await changeStatus(maya, begun.id, { status: 'completed' });
    expect(completed.json<StatusChangeResponse>()).toMatchObject({ message: 'Visit marked completed', appointment: { status: 'completed', next_statuses: [] } });
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.appointmentId, begun.id));
    expect(notice).toMatchObject({ userId: alex.id, kind: 'appointment.completed', title: 'Visit completed' });

    const cancelled = await changeStatus(maya, ahead.id, { status: 'cancelled', reason: '' });
    expect(cancelled.json<StatusChangeResponse>().appointment).toMatchObject({ status: 'cancelled', status_reason: 'Cancelled by the doctor', declined: false });
  });

  it('refuses every other move with a 409 that says why', async () => {
    const pending = await fresh('pending', day(3), '09:00');
    const confirmed = await fresh('confirmed', day(3), '09:30');
    const completed = await fresh('completed', day(-2), '09:00');
    const cancelled = await fresh('cancelled', day(3), '10:00');
    await expectRefused(pending.id, { status: 'completed' }, 'invalid_transition', 'A pending appointment can only become confirmed or cancelled.');
    await expectRefused(confirmed.id, { status: 'confirmed' }, 'status_unchanged', 'This appointment is already confirmed.');
    for (const status of ['confirmed', 'completed', 'cancelled']) {
      await expectRefused(completed.id, { status }, status === 'completed' ? 'status_unchanged' : 'status_final', status === 'completed' ? 'This appointment is already completed.' : 'This appointment is completed; its status can no longer change.');
      await expectRefused(cancelled.id, { status }, status === 'cancelled' ? 'status_unchanged' : 'status_final', status === 'cancelled' ? 'This appointment is already cancelled.' : 'This appointment is cancelled; its status can no longer change.');
    }
    const back = await changeStatus(maya, confirmed.id, { status: 'pending' });
    expect(back.statusCode).toBe(400);
    expect(back.json<ErrorBody>().error.fields).toEqual({ status: 'Choose confirmed, completed, no-show or cancelled' });
    const long = await changeStatus(maya, pending.id, { status: 'cancelled', reason: 'x'.repeat(501) });
    expect(long.json<ErrorBody>().error.fields).toEqual({ reason: 'Please keep the reason under 500 characters' });
    const [row] = await t.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, pending.id));
    expect(row?.status).toBe('pending');
  });

  it('lets only the appointment’s doctor decide: another doctor 403, patients and staff 403, anonymous 401', async () => {
    const appointment = await fresh('pending', day(4), '09:00');
    const other = await changeStatus(omar, appointment.id, { status: 'confirmed' });
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorBody>().error.message).toBe('You can only change your own appointments.');
    for (const account of [alex, staff, pendingStaff]) expect((await changeStatus(account, appointment.id, { status: 'confirmed' })).statusCode).toBe(403);
    // The role is checked before the body: no input details for the wrong callers.
    expect((await changeStatus(null, appointment.id, { status: 'nonsense' })).statusCode).toBe(401);
    expect((await changeStatus(alex, appointment.id, { status: 'nonsense' })).statusCode).toBe(403);
    expect((await changeStatus(maya, '00000000-0000-4000-8000-000000000000', { status: 'confirmed' })).statusCode).toBe(404);
    const [row] = await t.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, appointment.id));
    expect(row?.status).toBe('pending');
  });

  it('counts the decisions in the statistics', async () => {
    const before = await getOk(omar, `/api/doctors/${omar.id}/appointment-stats`, appointmentStatsSchema);
    const appointment = await fresh('pending', day(6), '09:00', omar);
    await changeStatus(omar, appointment.id, { status: 'confirmed' });
    const after = await getOk(omar, `/api/doctors/${omar.id}/appointment-stats`, appointmentStatsSchema);
    expect(after).toEqual({ ...before, confirmed: before.confirmed + 1, total: before.total + 1 });
  });

  it('lists and counts a declined request as declined, a cancellation as cancelled (LIFE-12)', async () => {
    const before = await getOk(omar, `/api/doctors/${omar.id}/appointment-stats`, appointmentStatsSchema);
    const request = await fresh('pending', day(7), '09:00', omar);
    const visit = await fresh('confirmed', day(7), '09:30', omar);
    expect((await changeStatus(omar, request.id, { status: 'cancelled', reason: '' })).statusCode).toBe(200);
    expect((await changeStatus(omar, visit.id, { status: 'cancelled', reason: '' })).statusCode).toBe(200);
    const after = await getOk(omar, `/api/doctors/${omar.id}/appointment-stats`, appointmentStatsSchema);
    expect(after).toEqual({ ...before, cancelled: before.cancelled + 1, declined: before.declined + 1, total: before.total + 2 });
    const listed = await getOk(omar, `/api/doctors/${omar.id}/appointments?status=cancelled&from=${day(7)}&to=${day(7)}`, doctorAppointmentPageSchema);
    expect(listed.items.map((item) => ({ id: item.id, declined: item.declined }))).toEqual([
      { id: request.id, declined: true },
      { id: visit.id, declined: false },
    ]);
  });
});
