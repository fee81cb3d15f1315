import type { ErrorBody } from '@clinvia/contracts';
import { bookingMessages, slotConflicts, type BookingResponse } from '@clinvia/contracts/appointments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { appointmentEvents, appointments, auditLog, doctors, doctorTimeOff, notifications } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';

// POST /api/patients/book-appointment: BOOK-6's rules, the server's own rules, and the
// guarantee that one slot is booked once, however many requests race for it.

const zone = await middayZone();
let t: TestApp;
let patient: TestAccount;
let doctor: TestAccount;
let today: string;

const secret = () => t.config.jwtSecret;
const day = (offset: number) => addDays(today, offset);

function book(account: TestAccount | null, payload: unknown) {
  return injectAs(t.app, account, { method: 'POST', url: '/api/patients/book-appointment', payload: payload as Record<string, unknown> });
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  patient = await createPatient(t.database.db, secret(), 'Alex Morgan');
  doctor = await createDoctor(t.database.db, secret(), 'Maya Patel');
});

afterAll(async () => {
  await t.close();
});

describe('who booked and the contact for this visit (issue 20)', () => {
  it('shows doctors and staff the account holder, with the typed contact beside the name, never instead of it', async () => {
    const staff = await createStaff(t.database.db, secret(), true);
    const typed = { patientName: 'Mallory Other', patientEmail: 'mallory@example.com', patientPhone: '4155550999' };
    const response = await book(patient, bookingOf(patient, doctor, day(4), '13:30', typed));
    expect(response.statusCode).toBe(201);
    const { appointment } = response.json<BookingResponse>();
    // The patient sees the contact they typed.
    expect(appointment).toMatchObject({ patient_id: patient.id, patient_name: 'Mallory Other', patient_email: 'mallory@example.com' });

    const inList = (body: { items: { id: string; patient: { name: string }; contact_name: string }[] }) => body.items.find((item) => item.id === appointment.id);
    const doctorList = await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/appointments?tab=upcoming` });
    expect(inList(doctorList.json())).toMatchObject({ patient: { name: 'Alex Morgan' }, contact_name: 'Mallory Other' });
    const staffList = await injectAs(t.app, staff, { method: 'GET', url: `/api/staff/appointments?doctorId=${doctor.id}` });
    expect(inList(staffList.json())).toMatchObject({ patient: { name: 'Alex Morgan' }, contact_name: 'Mallory Other' });
    // Found by either name.
    for (const q of ['alex', 'mallory']) {
      const found = await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/${doctor.id}/appointments?q=${q}` });
      expect(inList(found.json()), q).toBeDefined();
    }

    const details = await injectAs(t.app, doctor, { method: 'GET', url: `/api/doctors/appointments/${appointment.id}` });
    expect(details.json()).toMatchObject({ patient_id: patient.id, patient: { name: 'Alex Morgan' }, contact_name: 'Mallory Other', contact_email: 'mallory@example.com', contact_phone: '4155550999' });
    // The doctor's notification names the account holder too.
    const [notice] = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, doctor.id), eq(notifications.appointmentId, appointment.id)));
    expect(notice?.body).toContain('Alex Morgan');
    expect(notice?.body).not.toContain('Mallory');
  });
});

describe('a booking', () => {
  it('answers 201 with the pending appointment, and writes its history and an audit row', async () => {
    const response = await book(patient, bookingOf(patient, doctor, day(1), '09:30', { isInsurance: 'true', insuranceProvider: 'Aetna', insuranceId: 'AET-123', patientPhone: '(415) 555-0100' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { message, appointment } = response.json<BookingResponse>();
    expect(message).toBe('Booking successful!');
    expect(appointment).toMatchObject({
      patient_id: patient.id,
      doctor_id: doctor.id,
      appointment_date: day(1),
      appointment_time: '09:30',
      appointment_type: 'Consultation',
      reason: 'Recurring headaches every morning',
      status: 'pending',
      status_reason: null,
      doctor_name: 'Maya Patel',
      doctor_specialization: 'Cardiology',
      is_insurance: true,
      insurance_provider: 'Aetna',
      patient_phone: '4155550100',
      can_cancel: true,
      can_reschedule: true,
    });

    const [stored] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(stored).toMatchObject({ insuranceId: 'AET-123', status: 'pending' });
    const events = await t.database.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, appointment.id));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'booked', actorId: patient.id, actorRole: 'patient', fromStatus: null, toStatus: 'pending', toSlot: `${day(1)} 09:30` }),
    ]);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'appointment.book'), eq(auditLog.subjectId, appointment.id)));
    expect(audits).toEqual([expect.objectContaining({ actorId: patient.id, patientId: patient.id, subjectType: 'appointment' })]);
  });

  it("BOOK-16: takes selectedTime as the wizard's label ('1:30 PM') and stores and answers HH:MM", async () => {
    const response = await book(patient, bookingOf(patient, doctor, day(3), '1:30 PM'));
    expect(response.statusCode).toBe(201);
    const { appointment } = response.json<BookingResponse>();
    expect(appointment.appointment_time).toBe('13:30');
    const [stored] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(stored?.appointmentTime).toBe('13:30');
    // The same slot sent as HH:MM is the same slot: taken.
    const again = await book(patient, bookingOf(patient, doctor, day(3), '13:30'));
    expect(again.statusCode).toBe(409);
    const morning = await book(patient, bookingOf(patient, doctor, day(3), '9:00 AM'));
    expect(morning.statusCode).toBe(201);
    expect(morning.json<BookingResponse>().appointment.appointment_time).toBe('09:00');
  });

  it('stores no insurance details for a self-pay booking', async () => {
    const response = await book(patient, bookingOf(patient, doctor, day(1), '10:00', { insuranceProvider: 'Aetna', insuranceId: 'AET-123' }));
    expect(response.statusCode).toBe(201);
    const { appointment } = response.json<BookingResponse>();
    const [stored] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(stored).toMatchObject({ isInsurance: false, insuranceProvider: null, insuranceId: null });
  });
});

describe('validation (BOOK-6 and the server’s rules)', () => {
  async function fieldsOf(payload: unknown): Promise<Record<string, string> | undefined> {
    const response = await book(patient, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('validation_error');
    return body.error.fields;
  }

  it('answers every required-field message of BOOK-6 at once', async () => {
    expect(await fieldsOf({ isInsurance: 'true', patientId: patient.id, doctorId: doctor.id })).toEqual({
      // The wording itself is held to BOOK-6 by the contract's own test (appointments.test.ts).
      selectedDate: bookingMessages.dateRequired,
      selectedTime: bookingMessages.timeRequired,
      appointmentType: bookingMessages.typeRequired,
      appointmentReason: bookingMessages.reasonRequired,
      insuranceProvider: bookingMessages.insuranceProviderRequired,
      insuranceId: bookingMessages.insuranceIdRequired,
      patientName: bookingMessages.nameRequired,
      patientEmail: bookingMessages.emailRequired,
      patientPhone: bookingMessages.phoneRequired,
    });
  });

  it('asks for more details, a valid e-mail and a 10 to 15 digit phone', async () => {
    const payload = bookingOf(patient, doctor, day(2), '09:00', { appointmentReason: 'Headache', patientEmail: 'alex@example', patientPhone: '555-0100' });
    expect(await fieldsOf(payload)).toEqual({
      appointmentReason: 'Please provide more details',
      patientEmail: 'Invalid email address',
      patientPhone: 'Please enter a valid phone number',
    });
    expect(await fieldsOf(bookingOf(patient, doctor, day(2), '09:00', { patientPhone: '4'.repeat(16) }))).toEqual({ patientPhone: bookingMessages.phoneInvalid });
  });

  it('refuses a time that is not one of the 12 slots (of a doctor on BOOK-2\'s week, HOURS-1), an unknown type, malformed ids and payment', async () => {
    expect(await fieldsOf(bookingOf(patient, doctor, day(2), '12:00'))).toEqual({ selectedTime: bookingMessages.timeInvalid });
    expect(await fieldsOf(bookingOf(patient, doctor, day(2), '9:15 AM'))).toEqual({ selectedTime: bookingMessages.timeInvalid });
    const payload = { ...bookingOf(patient, doctor, day(2), '25:00'), appointmentType: 'Surgery', isInsurance: true, doctorId: 'dr-1' };
    expect(await fieldsOf(payload)).toEqual({
      selectedTime: bookingMessages.timeInvalid,
      appointmentType: bookingMessages.typeRequired,
      isInsurance: bookingMessages.paymentRequired,
      doctorId: bookingMessages.doctorIdInvalid,
    });
  });

  it('only takes dates inside the 10-day window (clinic time)', async () => {
    for (const date of [day(-1), day(10), '2020-01-01']) {
      expect(await fieldsOf(bookingOf(patient, doctor, date, '11:00'))).toEqual({ selectedDate: bookingMessages.dateOutsideWindow });
    }
    expect(await fieldsOf(bookingOf(patient, doctor, '2030-02-30', '11:00'))).toEqual({ selectedDate: bookingMessages.dateInvalid });
    const lastDay = await book(patient, bookingOf(patient, doctor, day(9), '15:30'));
    expect(lastDay.statusCode).toBe(201);
  });

  it('refuses a slot of today that has begun, and takes one still ahead', async () => {
    const begun = await book(patient, bookingOf(patient, doctor, today, '09:00'));
    expect(begun.statusCode).toBe(409);
    expect(begun.json<ErrorBody>().error).toEqual({ code: 'slot_begun', message: slotConflicts.slot_begun });
    const ahead = await book(patient, bookingOf(patient, doctor, today, '15:30'));
    expect(ahead.statusCode).toBe(201);
  });
});

describe('conflicts', () => {
  it('answers slot_taken for a slot held by an active appointment, and frees it on cancellation', async () => {
    const other = await createPatient(t.database.db, secret());
    const first = await book(patient, bookingOf(patient, doctor, day(3), '13:00'));
    expect(first.statusCode).toBe(201);
    const second = await book(other, bookingOf(other, doctor, day(3), '13:00'));
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().error).toEqual({ code: 'slot_taken', message: slotConflicts.slot_taken });

    const cancel = await injectAs(t.app, patient, { method: 'PUT', url: `/api/patients/cancel-appointment/${first.json<BookingResponse>().appointment.id}` });
    expect(cancel.statusCode).toBe(200);
    expect((await book(other, bookingOf(other, doctor, day(3), '13:00'))).statusCode).toBe(201);
  });

  it('answers patient_double_booking for a second active appointment at one date and time, with any doctor', async () => {
    const otherDoctor = await createDoctor(t.database.db, secret(), 'Wei Chen');
    expect((await book(patient, bookingOf(patient, doctor, day(4), '14:00'))).statusCode).toBe(201);
    const double = await book(patient, bookingOf(patient, otherDoctor, day(4), '14:00'));
    expect(double.statusCode).toBe(409);
    expect(double.json<ErrorBody>().error).toEqual({ code: 'patient_double_booking', message: slotConflicts.patient_double_booking });
    expect(double.json<ErrorBody>().error.code).not.toBe('slot_taken');
  });

  it('answers 404 for an unknown or unlisted doctor and doctor_unavailable for one not accepting appointments', async () => {
    const unlisted = await createDoctor(t.database.db, secret(), 'Victor Nguyen', { verified: false });
    const away = await createDoctor(t.database.db, secret(), 'Omar Haddad', { available: false });
    expect((await book(patient, bookingOf(patient, unlisted, day(5), '09:00'))).statusCode).toBe(404);
    expect((await book(patient, bookingOf(patient, { id: '00000000-0000-4000-8000-000000000000' }, day(5), '09:00'))).statusCode).toBe(404);
    const unavailable = await book(patient, bookingOf(patient, away, day(5), '09:00'));
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json<ErrorBody>().error.code).toBe('doctor_unavailable');
  });

  it('answers slot_unavailable for a slot or a day the doctor has off', async () => {
    await t.database.db.insert(doctorTimeOff).values([
      { doctorId: doctor.id, date: day(6), time: '10:30' },
      { doctorId: doctor.id, date: day(7) },
    ]);
    for (const [date, time] of [[day(6), '10:30'], [day(7), '09:00'], [day(7), '15:30']] as const) {
      const response = await book(patient, bookingOf(patient, doctor, date, time));
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().error).toEqual({ code: 'slot_unavailable', message: slotConflicts.slot_unavailable });
    }
    expect((await book(patient, bookingOf(patient, doctor, day(6), '11:00'))).statusCode).toBe(201);
  });

  it('waits for time off being written at that moment, then refuses the slot', async () => {
    const busyDoctor = await createDoctor(t.database.db, secret(), 'Grace Liu');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // What the time-off code does: lock the doctor FOR UPDATE, add the row, commit later.
    const timeOff = t.database.db.transaction(async (tx) => {
      await tx.select({ id: doctors.userId }).from(doctors).where(eq(doctors.userId, busyDoctor.id)).for('update');
      await tx.insert(doctorTimeOff).values({ doctorId: busyDoctor.id, date: day(2), time: '13:30' });
      locked();
      await held;
    });
    await lockTaken;
    const booking = book(patient, bookingOf(patient, busyDoctor, day(2), '13:30'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await timeOff;
    const response = await booking;
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.code).toBe('slot_unavailable');
  });
});

describe('racing for one slot', () => {
  async function racers(count: number): Promise<TestAccount[]> {
    return Promise.all(Array.from({ length: count }, (_, i) => createPatient(t.database.db, secret(), `Racer ${String(i)}`)));
  }

  async function activeBookings(doctorId: string, date: string, time: string): Promise<number> {
    const rows = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctorId), eq(appointments.appointmentDate, date), eq(appointments.appointmentTime, time)));
    return rows.length;
  }

  it('50 concurrent bookings: exactly one 201 and 49 409 slot_taken', async () => {
    const contested = await createDoctor(t.database.db, secret(), 'Daniel Kim');
    const patients = await racers(50);
    const responses = await Promise.all(patients.map((racer) => book(racer, bookingOf(racer, contested, day(8), '10:00'))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const codes = new Set(responses.filter((response) => response.statusCode === 409).map((response) => response.json<ErrorBody>().error.code));
    expect([...codes]).toEqual(['slot_taken']);
    expect(await activeBookings(contested.id, day(8), '10:00')).toBe(1);
  });

  it('two server instances on one database: still exactly one booking', async () => {
    const contested = await createDoctor(t.database.db, secret(), 'Aisha Rahman');
    const patients = await racers(30);
    // On PostgreSQL the second instance has its own connection pool, like a second replica;
    // PGlite has one connection, so both instances share it.
    const second: Database = t.url ? await openDatabase({ url: t.url, poolSize: 4 }) : t.database;
    const other = await buildApp({ database: second, config: t.config, logger: false });
    try {
      const responses = await Promise.all(
        patients.map((racer, i) =>
          injectAs(i % 2 === 0 ? t.app : other, racer, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(racer, contested, day(8), '11:30') } }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(29);
      expect(await activeBookings(contested.id, day(8), '11:30')).toBe(1);
    } finally {
      await other.close();
      if (second !== t.database) await second.close();
    }
  });
});
