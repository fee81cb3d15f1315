import type { StatusChangeResponse } from '@clinvia/contracts/appointments';
import type { AppointmentStats } from '@clinvia/contracts/doctor-portal';
import type { NotificationPage } from '@clinvia/contracts/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentEvents, appointments } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { placeAppointment } from '../../test/appointments';

// No-show (LIFE-5) through the real routes: doctors and staff record it once a confirmed visit
// has begun, through the one lifecycle (LIFE-4), with its history row and the patient's notice.

const zone = await middayZone();
let t: TestApp;
let today: string;
let doctor: TestAccount;
let otherDoctor: TestAccount;
let patient: TestAccount;
let staff: TestAccount;

interface ErrorBody {
  error: { code: string; message: string };
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  otherDoctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Omar Haddad');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  staff = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
});

const doctorChange = (actor: TestAccount, id: string, payload: object) => injectAs(t.app, actor, { method: 'PATCH', url: `/api/doctors/appointments/${id}/status`, payload });
const staffChange = (id: string, payload: object) => injectAs(t.app, staff, { method: 'PATCH', url: `/api/staff/appointments/${id}/status`, payload });

async function stored(id: string) {
  const [row] = await t.database.db.select({ status: appointments.status, statusReason: appointments.statusReason }).from(appointments).where(eq(appointments.id, id));
  return row;
}

describe('no-show (LIFE-5)', () => {
  it('the doctor marks a begun confirmed visit as a no-show: status, reason, history row and the patient’s notice', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, addDays(today, -1), '10:00', 'confirmed');
    const response = await doctorChange(doctor, visit.id, { status: 'no_show' });
    expect(response.statusCode).toBe(200);
    expect(response.json<StatusChangeResponse>()).toMatchObject({ message: 'Marked as no-show', appointment: { status: 'no_show', status_reason: 'Marked as no-show by the doctor', next_statuses: [] } });
    expect(await stored(visit.id)).toEqual({ status: 'no_show', statusReason: 'Marked as no-show by the doctor' });
    const events = await t.database.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, visit.id));
    expect(events.at(-1)).toMatchObject({ kind: 'status_changed', actorId: doctor.id, actorRole: 'doctor', fromStatus: 'confirmed', toStatus: 'no_show' });
    const bell = (await injectAs(t.app, patient, { method: 'GET', url: '/api/notifications?pageSize=5' })).json<NotificationPage>();
    expect(bell.items[0]).toMatchObject({ kind: 'appointment.no_show', title: 'Missed appointment', appointment_id: visit.id });
    const stats = (await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/appointment-stats` })).json<AppointmentStats>();
    expect(stats.no_show).toBe(1);
  });

  it('is offered and accepted only once the visit has begun', async () => {
    const ahead = await placeAppointment(t.database.db, patient, doctor, addDays(today, 2), '10:00', 'confirmed');
    const list = await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/appointments/${ahead.id}` });
    expect(list.json<{ next_statuses: string[] }>().next_statuses).toEqual(['cancelled']);
    const early = await doctorChange(doctor, ahead.id, { status: 'no_show' });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error.code).toBe('no_show_not_begun');
    expect((await stored(ahead.id))?.status).toBe('confirmed');

    const begun = await placeAppointment(t.database.db, patient, doctor, addDays(today, -2), '11:00', 'confirmed');
    const offered = await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/appointments/${begun.id}` });
    expect(offered.json<{ next_statuses: string[] }>().next_statuses).toEqual(['completed', 'no_show', 'cancelled']);
  });

  it('refuses another doctor (403), a pending request and a final status (409)', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, addDays(today, -1), '13:00', 'confirmed');
    expect((await doctorChange(otherDoctor, visit.id, { status: 'no_show' })).statusCode).toBe(403);
    const pending = await placeAppointment(t.database.db, patient, doctor, addDays(today, -1), '14:00', 'pending');
    expect((await doctorChange(doctor, pending.id, { status: 'no_show' })).json<ErrorBody>().error.code).toBe('invalid_transition');
    const completed = await placeAppointment(t.database.db, patient, doctor, addDays(today, -1), '15:00', 'completed');
    expect((await doctorChange(doctor, completed.id, { status: 'no_show' })).json<ErrorBody>().error.code).toBe('status_final');
    expect((await stored(visit.id))?.status).toBe('confirmed');
  });

  it('staff mark it with a reason; the doctor and the patient are both told', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, addDays(today, -3), '09:00', 'confirmed');
    const response = await staffChange(visit.id, { status: 'no_show', reason: 'The patient did not come.' });
    expect(response.statusCode).toBe(200);
    expect(response.json<StatusChangeResponse>().appointment).toMatchObject({ status: 'no_show', status_reason: 'Marked as no-show by clinic staff: The patient did not come.' });
    const doctorBell = (await injectAs(t.app, doctor, { method: 'GET', url: '/api/notifications?pageSize=5' })).json<NotificationPage>();
    expect(doctorBell.items[0]).toMatchObject({ kind: 'appointment.no_show', title: 'Appointment missed', appointment_id: visit.id });
  });

  it('a patient cannot reach it', async () => {
    const visit = await placeAppointment(t.database.db, patient, doctor, addDays(today, -1), '16:00', 'confirmed');
    expect((await doctorChange(patient, visit.id, { status: 'no_show' })).statusCode).toBe(403);
    expect((await stored(visit.id))?.status).toBe('confirmed');
  });
});
