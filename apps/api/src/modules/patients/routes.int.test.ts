import type { ErrorBody } from '@clinvia/contracts';
import {
  bookingMessages,
  slotConflicts,
  type AppointmentChangeResponse,
  type AppointmentStatus,
  type BookingResponse,
  type PatientAppointments,
  type PatientDetails,
  type PatientProfile,
} from '@clinvia/contracts/appointments';
import type { SlotsResponse } from '@clinvia/contracts/doctors';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentEvents, appointments, auditLog } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';

// The patient portal's reads, cancel and reschedule, and who may call each route.

const zone = await middayZone();
let t: TestApp;
let today: string;
let alex: TestAccount;
let blake: TestAccount;
let doctor: TestAccount;
let otherDoctor: TestAccount;
let staff: TestAccount;
let pendingStaff: TestAccount;

const secret = () => t.config.jwtSecret;
const day = (offset: number) => addDays(today, offset);
const db = () => t.database.db;

async function book(patient: TestAccount, withDoctor: TestAccount, date: string, time: string): Promise<string> {
  const response = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(patient, withDoctor, date, time) } });
  expect(response.statusCode).toBe(201);
  return response.json<BookingResponse>().appointment.id;
}

/** An appointment written directly (a past one, or one in a status booking cannot give). */
async function insertAppointment(patient: TestAccount, date: string, time: string, status: AppointmentStatus): Promise<string> {
  const [row] = await db()
    .insert(appointments)
    .values({ ...storedBooking(patient), appointmentDate: date, appointmentTime: time, status })
    .returning({ id: appointments.id });
  return row?.id ?? '';
}

function storedBooking(patient: TestAccount) {
  return {
    patientId: patient.id,
    doctorId: doctor.id,
    appointmentType: 'Follow-up',
    reason: 'Follow-up on blood pressure medication',
    contactName: patient.name,
    contactEmail: patient.email,
    contactPhone: '4155550100',
  };
}

async function stored(id: string) {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
  return row;
}

async function eventsOf(id: string) {
  return db().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id)).orderBy(asc(appointmentEvents.id));
}

const cancel = (account: TestAccount | null, id: string) => injectAs(t.app, account, { method: 'PUT', url: `/api/patients/cancel-appointment/${id}` });
const reschedule = (account: TestAccount | null, id: string, date: string, time: string) =>
  injectAs(t.app, account, { method: 'PUT', url: `/api/patients/reschedule-appointment/${id}`, payload: { date, time } });

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  alex = await createPatient(db(), secret(), 'Alex Morgan');
  blake = await createPatient(db(), secret(), 'Blake Reyes');
  doctor = await createDoctor(db(), secret(), 'Maya Patel');
  otherDoctor = await createDoctor(db(), secret(), 'Wei Chen');
  staff = await createStaff(db(), secret(), true);
  pendingStaff = await createStaff(db(), secret(), false);
});

afterAll(async () => {
  await t.close();
});

describe('GET get-appointments', () => {
  it('answers { appointments } soonest first with SPEC’s fields, and audits the read', async () => {
    const later = await book(alex, doctor, day(5), '13:00');
    const sooner = await book(alex, otherDoctor, day(1), '09:30');
    const past = await insertAppointment(alex, day(-3), '10:00', 'completed');
    await book(blake, doctor, day(2), '09:00');

    const response = await injectAs(t.app, alex, { method: 'GET', url: `/api/patients/get-appointments/${alex.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { appointments: list } = response.json<PatientAppointments>();
    expect(list.map((appointment) => appointment.id)).toEqual([past, sooner, later]);
    expect(list[1]).toMatchObject({
      appointment_date: day(1),
      appointment_time: '09:30',
      doctor_name: 'Wei Chen',
      doctor_specialization: 'Cardiology',
      status: 'pending',
      reason: 'Recurring headaches every morning',
      appointment_type: 'Consultation',
      can_cancel: true,
      can_reschedule: true,
    });
    expect(list[0]).toMatchObject({ status: 'completed', can_cancel: false, can_reschedule: false });

    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'appointment.list'), eq(auditLog.patientId, alex.id)));
    expect(audits).toEqual([expect.objectContaining({ actorId: alex.id, actorRole: 'patient', subjectType: 'patient', subjectId: alex.id })]);
  });

  it("carries the patient's 'I'll be there' from an e-mail's link, so /appointments can show it (issue 40.7)", async () => {
    const id = await book(blake, otherDoctor, day(6), '11:00');
    const saidAt = new Date('2026-01-05T15:00:00Z');
    await db().update(appointments).set({ patientConfirmedAt: saidAt }).where(eq(appointments.id, id));
    const response = await injectAs(t.app, blake, { method: 'GET', url: `/api/patients/get-appointments/${blake.id}` });
    const { appointments: list } = response.json<{ appointments: { id: string; patient_confirmed_at: string | null }[] }>();
    expect(list.find((appointment) => appointment.id === id)?.patient_confirmed_at).toBe(saidAt.toISOString());
    expect(list.filter((appointment) => appointment.id !== id).every((appointment) => appointment.patient_confirmed_at === null)).toBe(true);
  });

  it('answers an empty list for a patient without appointments', async () => {
    const newcomer = await createPatient(db(), secret(), 'New Comer');
    const response = await injectAs(t.app, newcomer, { method: 'GET', url: `/api/patients/get-appointments/${newcomer.id}` });
    expect(response.json()).toEqual({ appointments: [] });
  });
});

describe('GET patient-details and get-patient-profile', () => {
  it('answer the patient’s details (PAT-3) and audit the read', async () => {
    const response = await injectAs(t.app, alex, { method: 'GET', url: `/api/patients/patient-details/${alex.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<PatientDetails>()).toEqual({
      id: alex.id,
      name: 'Alex Morgan',
      email: alex.email,
      phone_number: '4155550100',
      age: 40,
      gender: 'female',
      address: '12 Cedar Ln, Austin, TX',
    });
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'patient.details.read'), eq(auditLog.patientId, alex.id)));
    expect(audits).toHaveLength(1);
  });

  it('answer { patient } with the next appointments and counts for the profile', async () => {
    const patient = await createPatient(db(), secret(), 'Casey Profile');
    await insertAppointment(patient, day(-10), '09:00', 'completed');
    await insertAppointment(patient, today, '09:30', 'confirmed');
    const ids = [await book(patient, doctor, day(3), '11:00'), await book(patient, otherDoctor, day(1), '15:00'), await book(patient, otherDoctor, day(6), '15:00'), await book(patient, doctor, day(8), '15:00')];
    const cancelled = ids[3] ?? '';
    expect((await cancel(patient, cancelled)).statusCode).toBe(200);

    const response = await injectAs(t.app, patient, { method: 'GET', url: `/api/patients/get-patient-profile/${patient.id}` });
    expect(response.statusCode).toBe(200);
    const { patient: profile } = response.json<PatientProfile>();
    expect(profile).toMatchObject({ id: patient.id, name: 'Casey Profile', phone_number: '4155550100', age: 40, gender: 'female', address: '12 Cedar Ln, Austin, TX' });
    // Today's 09:30 has begun (the clinic's clock reads about noon): not upcoming any more.
    expect(profile.upcoming_appointments.map((appointment) => appointment.id)).toEqual([ids[1], ids[0], ids[2]]);
    expect(profile.appointment_counts).toEqual({ upcoming: 3, total: 6 });
    expect(Date.parse(profile.member_since)).toBeGreaterThan(Date.now() - 10 * 60_000);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'patient.profile.read'), eq(auditLog.patientId, patient.id)));
    expect(audits).toHaveLength(1);
  });
});

describe('who may call the patient routes', () => {
  let blakesAppointment: string;

  beforeAll(async () => {
    blakesAppointment = await book(blake, otherDoctor, day(4), '14:30');
  });

  type Call = InjectOptions & { url: string };
  const readsOf = (patientId: string): Call[] => [
    { method: 'GET', url: `/api/patients/get-appointments/${patientId}` },
    { method: 'GET', url: `/api/patients/patient-details/${patientId}` },
    { method: 'GET', url: `/api/patients/get-patient-profile/${patientId}` },
  ];
  const changesOf = (patientId: string, appointmentId: string): Call[] => [
    { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf({ id: patientId }, doctor, day(7), '09:00') } },
    { method: 'PUT', url: `/api/patients/cancel-appointment/${appointmentId}` },
    { method: 'PUT', url: `/api/patients/reschedule-appointment/${appointmentId}`, payload: { date: day(7), time: '09:30' } },
  ];

  it('answers 401 to anonymous callers on every route', async () => {
    for (const request of [...readsOf(blake.id), ...changesOf(blake.id, blakesAppointment)]) {
      const response = await injectAs(t.app, null, request);
      expect(response.statusCode, `${String(request.method)} ${request.url}`).toBe(401);
    }
  });

  it('answers 403 to patient A on every route about patient B, and changes nothing', async () => {
    const before = await stored(blakesAppointment);
    for (const request of [...readsOf(blake.id), ...changesOf(blake.id, blakesAppointment)]) {
      const response = await injectAs(t.app, alex, request);
      expect(response.statusCode, `${String(request.method)} ${request.url}`).toBe(403);
      expect(response.json<ErrorBody>().error.code).toBe('forbidden');
    }
    expect(await stored(blakesAppointment)).toEqual(before);
    expect(await eventsOf(blakesAppointment)).toHaveLength(1);
    const [row] = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.patientId, blake.id), eq(appointments.appointmentDate, day(7))));
    expect(row).toBeUndefined();
    // Each refusal leaves an audit row naming the patient whose records were asked for.
    const denied = await db().select().from(auditLog).where(and(eq(auditLog.action, 'patient_records.denied'), eq(auditLog.actorId, alex.id)));
    expect(denied.length).toBe(6);
    expect(denied.filter((row) => row.patientId === blake.id)).toHaveLength(3);
  });

  it('checks the token and role before the input: 401 and 403, not 400, for a malformed request', async () => {
    const malformed: Call = { method: 'POST', url: '/api/patients/book-appointment', payload: { selectedDate: 'soon' } };
    expect((await injectAs(t.app, null, malformed)).statusCode).toBe(401);
    expect((await injectAs(t.app, doctor, malformed)).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/patients/get-appointments/42' })).statusCode).toBe(401);
    expect((await injectAs(t.app, alex, malformed)).statusCode).toBe(400);
  });

  it('answers 403 to doctors and to staff awaiting approval', async () => {
    for (const caller of [doctor, pendingStaff]) {
      for (const request of [...readsOf(blake.id), ...changesOf(blake.id, blakesAppointment)]) {
        const response = await injectAs(t.app, caller, request);
        expect(response.statusCode, `${caller.role} ${String(request.method)} ${request.url}`).toBe(403);
      }
    }
  });

  it('lets approved staff read a patient’s records and book, reschedule and cancel for them', async () => {
    for (const request of readsOf(blake.id)) {
      expect((await injectAs(t.app, staff, request)).statusCode).toBe(200);
    }
    const booked = await injectAs(t.app, staff, changesOf(blake.id, blakesAppointment)[0] ?? { url: '' });
    expect(booked.statusCode).toBe(201);
    const { appointment } = booked.json<BookingResponse>();
    expect(appointment.patient_id).toBe(blake.id);
    const moved = await reschedule(staff, appointment.id, day(7), '10:30');
    expect(moved.statusCode).toBe(200);
    const cancelled = await cancel(staff, appointment.id);
    expect(cancelled.json<AppointmentChangeResponse>().appointment).toMatchObject({ status: 'cancelled', status_reason: 'Cancelled by clinic staff' });
    expect((await eventsOf(appointment.id)).map((event) => [event.kind, event.actorRole])).toEqual([
      ['booked', 'staff'],
      ['rescheduled', 'staff'],
      ['status_changed', 'staff'],
    ]);
  });

  it('answers 404 to staff for a patient id that is not a patient, 400 for a malformed id', async () => {
    const notPatient = await injectAs(t.app, staff, { method: 'GET', url: `/api/patients/patient-details/${doctor.id}` });
    expect(notPatient.statusCode).toBe(404);
    const bookForDoctor = await injectAs(t.app, staff, changesOf(doctor.id, blakesAppointment)[0] ?? { url: '' });
    expect(bookForDoctor.statusCode).toBe(404);
    const malformed = await injectAs(t.app, alex, { method: 'GET', url: '/api/patients/get-appointments/42' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>().error.fields).toEqual({ patientId: bookingMessages.patientIdInvalid });
  });
});

describe('PUT cancel-appointment', () => {
  it('cancels a pending appointment, records why and who, and audits it', async () => {
    const id = await book(alex, doctor, day(2), '10:30');
    const response = await cancel(alex, id);
    expect(response.statusCode).toBe(200);
    expect(response.json<AppointmentChangeResponse>()).toMatchObject({
      message: 'Your Appointment is cancelled',
      appointment: { id, status: 'cancelled', status_reason: 'Cancelled by the patient', can_cancel: false, can_reschedule: false },
    });
    expect((await eventsOf(id)).at(-1)).toMatchObject({ kind: 'status_changed', actorId: alex.id, fromStatus: 'pending', toStatus: 'cancelled', reason: 'Cancelled by the patient' });
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'appointment.cancel'), eq(auditLog.subjectId, id)));
    expect(audits).toEqual([expect.objectContaining({ actorId: alex.id, patientId: alex.id })]);
  });

  it("keeps the patient's optional reason in the status reason, and refuses one too long (issue 40.7)", async () => {
    const id = await book(alex, doctor, day(4), '10:30');
    const response = await injectAs(t.app, alex, { method: 'PUT', url: `/api/patients/cancel-appointment/${id}`, payload: { reason: '  Feeling better  ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<AppointmentChangeResponse>().appointment.status_reason).toBe('Cancelled by the patient: Feeling better');
    const other = await book(alex, doctor, day(4), '11:30');
    const tooLong = await injectAs(t.app, alex, { method: 'PUT', url: `/api/patients/cancel-appointment/${other}`, payload: { reason: 'x'.repeat(2000) } });
    expect(tooLong.statusCode).toBe(400);
    expect((await stored(other))?.status).toBe('pending');
    const empty = await injectAs(t.app, alex, { method: 'PUT', url: `/api/patients/cancel-appointment/${other}`, payload: { reason: '' } });
    expect(empty.json<AppointmentChangeResponse>().appointment.status_reason).toBe('Cancelled by the patient');
  });

  it('cancels a confirmed upcoming appointment too', async () => {
    const id = await insertAppointment(alex, day(3), '15:30', 'confirmed');
    expect((await cancel(alex, id)).statusCode).toBe(200);
    expect((await stored(id))?.status).toBe('cancelled');
  });

  it('answers 409 for a cancelled, completed or begun appointment and changes nothing', async () => {
    const cases: [string, string][] = [
      [await insertAppointment(alex, day(4), '09:00', 'cancelled'), 'appointment_not_active'],
      [await insertAppointment(alex, day(-1), '09:00', 'completed'), 'appointment_not_active'],
      [await insertAppointment(alex, today, '09:00', 'pending'), 'appointment_begun'],
      [await insertAppointment(alex, day(-2), '13:00', 'confirmed'), 'appointment_begun'],
    ];
    for (const [id, code] of cases) {
      const before = await stored(id);
      const response = await cancel(alex, id);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().error.code).toBe(code);
      expect(await stored(id)).toEqual(before);
      expect(await eventsOf(id)).toEqual([]);
    }
  });

  it('answers 404 for an unknown appointment and 400 for a malformed id', async () => {
    expect((await cancel(alex, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await cancel(alex, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>().error.fields).toEqual({ appointmentId: bookingMessages.appointmentIdInvalid });
  });
});

describe('PUT reschedule-appointment', () => {
  it('moves a confirmed appointment to a free slot, back to pending, and frees the old slot', async () => {
    const id = await insertAppointment(alex, day(5), '09:00', 'confirmed');
    const response = await reschedule(alex, id, day(6), '13:30');
    expect(response.statusCode).toBe(200);
    expect(response.json<AppointmentChangeResponse>()).toMatchObject({
      message: 'Your appointment has been moved. It is pending until the doctor confirms it.',
      appointment: { id, appointment_date: day(6), appointment_time: '13:30', status: 'pending', status_reason: 'Rescheduled by the patient' },
    });
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({ kind: 'rescheduled', actorId: alex.id, fromStatus: 'confirmed', toStatus: 'pending', fromSlot: `${day(5)} 09:00`, toSlot: `${day(6)} 13:30` }),
    ]);
    const slots = (await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${doctor.id}/slots?from=${day(5)}&days=2` })).json<SlotsResponse>();
    expect(slots.days[0]?.slots.find((slot) => slot.time === '09:00')).toMatchObject({ taken: false, available: true });
    expect(slots.days[1]?.slots.find((slot) => slot.time === '13:30')).toMatchObject({ taken: true, available: false });
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'appointment.reschedule'), eq(auditLog.subjectId, id)));
    expect(audits).toEqual([expect.objectContaining({ patientId: alex.id })]);
  });

  it('answers 409 slot_taken when the target is taken, and leaves the old booking exactly as it was', async () => {
    const mine = await insertAppointment(alex, day(8), '10:00', 'confirmed');
    await book(blake, doctor, day(8), '10:30');
    const before = await stored(mine);
    const response = await reschedule(alex, mine, day(8), '10:30');
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error).toEqual({ code: 'slot_taken', message: slotConflicts.slot_taken });
    expect(await stored(mine)).toEqual(before);
    expect(await eventsOf(mine)).toEqual([]);
    // The old slot is still held: nobody else can book it.
    const other = await createPatient(db(), secret());
    const attempt = await injectAs(t.app, other, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(other, doctor, day(8), '10:00') } });
    expect(attempt.statusCode).toBe(409);
  });

  it('keeps two appointments racing for one target slot to one winner', async () => {
    const first = await insertAppointment(alex, day(9), '09:00', 'pending');
    const second = await book(blake, doctor, day(9), '09:30');
    const responses = await Promise.all([reschedule(alex, first, day(9), '14:00'), reschedule(blake, second, day(9), '14:00')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctor.id), eq(appointments.appointmentDate, day(9)), eq(appointments.appointmentTime, '14:00')));
    expect(rows).toHaveLength(1);
  });

  it('refuses the current slot, a date outside the window, a begun slot, time off and a cancelled appointment', async () => {
    const id = await book(alex, doctor, day(7), '13:00');
    const same = await reschedule(alex, id, day(7), '13:00');
    expect(same.statusCode).toBe(400);
    expect(same.json<ErrorBody>().error.fields).toEqual({ time: bookingMessages.sameSlot });
    const far = await reschedule(alex, id, day(10), '13:00');
    expect(far.json<ErrorBody>().error.fields).toEqual({ date: bookingMessages.dateOutsideWindow });
    const begun = await reschedule(alex, id, today, '09:00');
    expect(begun.json<ErrorBody>().error.code).toBe('slot_begun');
    const invalid = await reschedule(alex, id, 'tomorrow', '12:60');
    expect(invalid.json<ErrorBody>().error.fields).toEqual({ date: bookingMessages.dateInvalid, time: bookingMessages.timeInvalid });
    // HOURS-1: a time of day that is not one of BOOK-2's slots, for a doctor on that week.
    expect((await reschedule(alex, id, day(7), '12:00')).json<ErrorBody>().error.fields).toEqual({ time: bookingMessages.timeInvalid });

    const cancelled = await insertAppointment(alex, day(7), '15:00', 'cancelled');
    const notActive = await reschedule(alex, cancelled, day(7), '15:30');
    expect(notActive.statusCode).toBe(409);
    expect(notActive.json<ErrorBody>().error.code).toBe('appointment_not_active');
    expect((await stored(id))?.appointmentTime).toBe('13:00');
  });

  it('answers patient_double_booking when the patient already has another appointment at the target time', async () => {
    const withDoctor = await book(alex, doctor, day(3), '13:00');
    await book(alex, otherDoctor, day(3), '14:00');
    const response = await reschedule(alex, withDoctor, day(3), '14:00');
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.code).toBe('patient_double_booking');
  });
});
