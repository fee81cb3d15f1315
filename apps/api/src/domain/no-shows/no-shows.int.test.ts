import type { ErrorBody } from '@clinvia/contracts';
import type { BookingResponse } from '@clinvia/contracts/appointments';
import type { PatientSearchPage } from '@clinvia/contracts/staff';
import { clinicSettingsMessages, type BookingConditions, type ClinicSettings, type NoShowHistory } from '@clinvia/contracts/waitlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, staff as staffTable } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { twelveMonthsBefore } from './no-shows';

// No-shows (NOSHOW-1, NOSHOW-2): staff see a patient's count and history; the clinic setting
// (off by default, administrators change it) leaves a repeat no-show's next booking pending
// for staff to confirm, and says so to the wizard before the patient starts.

const zone = await middayZone();
let t: TestApp;
let patient: TestAccount;
let punctual: TestAccount;
let doctor: TestAccount;
let member: TestAccount;
let admin: TestAccount;
let today: string;

const day = (offset: number) => addDays(today, offset);

/** A past visit the patient missed (as a doctor's no-show leaves it), `daysAgo` before today. */
async function missed(account: TestAccount, daysAgo: number, time = '09:00') {
  await t.database.db.insert(appointments).values({
    patientId: account.id,
    doctorId: doctor.id,
    appointmentDate: day(-daysAgo),
    appointmentTime: time,
    appointmentType: 'Consultation',
    reason: 'Recurring headaches',
    contactName: account.name,
    contactEmail: account.email,
    contactPhone: '4155550100',
    status: 'no_show',
    statusReason: 'Marked as no-show by the doctor',
  });
}

function conditionsOf(account: TestAccount) {
  return injectAs(t.app, account, { method: 'GET', url: `/api/patients/booking-conditions/${account.id}` });
}

function setRule(account: TestAccount, payload: unknown) {
  return injectAs(t.app, account, { method: 'PUT', url: '/api/staff/settings', payload: payload as Record<string, unknown> });
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  const secret = t.config.jwtSecret;
  patient = await createPatient(t.database.db, secret, 'Alex Morgan');
  punctual = await createPatient(t.database.db, secret, 'Alexis Punctual');
  doctor = await createDoctor(t.database.db, secret, 'Maya Patel');
  member = await createStaff(t.database.db, secret, true);
  admin = await createStaff(t.database.db, secret, true);
  await t.database.db.update(staffTable).set({ administrator: true }).where(eq(staffTable.userId, admin.id));
  // Two no-shows this year, one older than 12 months.
  await missed(patient, 10);
  await missed(patient, 40);
  await missed(patient, 400);
});

afterAll(async () => {
  await t.close();
});

describe('twelve months back', () => {
  it('is the same date a year earlier; 29 February falls on 1 March', () => {
    expect(twelveMonthsBefore('2026-11-25')).toBe('2025-11-25');
    expect(twelveMonthsBefore('2028-02-29')).toBe('2027-03-01');
  });
});

describe('staff see no-shows (NOSHOW-1)', () => {
  it('counts each patient’s no-shows in the patient search and lists the history, newest first, audited', async () => {
    const found = await injectAs(t.app, member, { method: 'GET', url: '/api/staff/patients?q=alex' });
    const counts = Object.fromEntries(found.json<PatientSearchPage>().items.map((item) => [item.name, item.no_shows]));
    expect(counts).toEqual({ 'Alex Morgan': 3, 'Alexis Punctual': 0 });

    const history = await injectAs(t.app, member, { method: 'GET', url: `/api/staff/patients/${patient.id}/no-shows` });
    expect(history.statusCode).toBe(200);
    const body = history.json<NoShowHistory>();
    expect(body).toMatchObject({ total: 3, last_12_months: 2 });
    expect(body.items.map((item) => item.date)).toEqual([day(-10), day(-40), day(-400)]);
    expect(body.items[0]).toMatchObject({ doctor_name: 'Maya Patel', status_reason: 'Marked as no-show by the doctor' });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.patient.no_shows.read'));
    expect(row).toMatchObject({ actorId: member.id, patientId: patient.id });

    expect((await injectAs(t.app, patient, { method: 'GET', url: `/api/staff/patients/${patient.id}/no-shows` })).statusCode).toBe(403);
    expect((await injectAs(t.app, member, { method: 'GET', url: `/api/staff/patients/${doctor.id}/no-shows` })).statusCode).toBe(404);
  });
});

describe('the clinic setting (NOSHOW-2)', () => {
  it('is off by default: the patient books as anyone, and the doctor confirms', async () => {
    const settings = await injectAs(t.app, member, { method: 'GET', url: '/api/staff/settings' });
    expect(settings.json<ClinicSettings>()).toEqual({ noShowConfirmation: { enabled: false, threshold: 3 }, ageOfMajority: 18 });
    expect((await conditionsOf(patient)).json<BookingConditions>()).toEqual({ staff_confirms: false, no_shows_last_12_months: 2 });

    const booked = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, day(2), '10:00') });
    const { appointment } = booked.json<BookingResponse>();
    const confirmed = await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${appointment.id}/status`, payload: { status: 'confirmed' } });
    expect(confirmed.statusCode).toBe(200);
  });

  it('is changed by administrators only, with per-field messages', async () => {
    expect((await setRule(member, { noShowConfirmation: { enabled: true, threshold: 2 } })).statusCode).toBe(403);
    const wrong = await setRule(admin, { noShowConfirmation: { enabled: 'yes', threshold: 0 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().error.fields).toEqual({
      'noShowConfirmation.enabled': clinicSettingsMessages.enabledInvalid,
      'noShowConfirmation.threshold': clinicSettingsMessages.thresholdInvalid,
    });
    const saved = await setRule(admin, { noShowConfirmation: { enabled: true, threshold: 2 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ settings: ClinicSettings }>().settings).toEqual({ noShowConfirmation: { enabled: true, threshold: 2 }, ageOfMajority: 18 });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'clinic_settings.update'));
    expect(row).toMatchObject({ actorId: admin.id, detail: 'no-show confirmation from 2 in 12 months' });
  });

  it('on, leaves the booking of a patient with that many no-shows in 12 months pending for staff: the doctor cannot confirm it', async () => {
    expect((await conditionsOf(patient)).json<BookingConditions>()).toEqual({ staff_confirms: true, no_shows_last_12_months: 2 });
    expect((await conditionsOf(punctual)).json<BookingConditions>().staff_confirms).toBe(false);

    const booked = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, day(3), '10:00') });
    expect(booked.statusCode).toBe(201);
    const { appointment } = booked.json<BookingResponse>();
    expect(appointment.status).toBe('pending');

    const byDoctor = await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${appointment.id}/status`, payload: { status: 'confirmed' } });
    expect(byDoctor.statusCode).toBe(409);
    expect(byDoctor.json<ErrorBody>().error.code).toBe('staff_confirms');
    const [stored] = await t.database.db.select({ status: appointments.status, staffConfirms: appointments.staffConfirms }).from(appointments).where(eq(appointments.id, appointment.id));
    expect(stored).toEqual({ status: 'pending', staffConfirms: true });

    const byStaff = await injectAs(t.app, member, { method: 'PATCH', url: `/api/staff/appointments/${appointment.id}/status`, payload: { status: 'confirmed', reason: 'Checked with the patient by phone' } });
    expect(byStaff.statusCode).toBe(200);

    // The other patient's booking is the doctor's to confirm as before.
    const theirs = await injectAs(t.app, punctual, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(punctual, doctor, day(3), '11:00') });
    const ok = await injectAs(t.app, doctor, { method: 'PATCH', url: `/api/doctors/appointments/${theirs.json<BookingResponse>().appointment.id}/status`, payload: { status: 'confirmed' } });
    expect(ok.statusCode).toBe(200);
  });

  it('turned off again, stops applying to new bookings', async () => {
    expect((await setRule(admin, { noShowConfirmation: { enabled: false, threshold: 2 } })).statusCode).toBe(200);
    expect((await conditionsOf(patient)).json<BookingConditions>().staff_confirms).toBe(false);
  });
});
