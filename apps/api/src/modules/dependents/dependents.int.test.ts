import type { ErrorBody } from '@clinvia/contracts';
import type { BookingResponse, DoctorAppointment, PatientAppointment } from '@clinvia/contracts/appointments';
import { dependentMessages, type Dependent, type Dependents } from '@clinvia/contracts/dependents';
import { clinicSettingsMessages } from '@clinvia/contracts/waitlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, clinicSettings, staff } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

// FAMILY-1 to FAMILY-6 (issue 35.1): a guardian's dependents, booking for them through the one
// lifecycle, whose visit it is on each screen, coming of age, and that no one else reaches them.

const zone = await middayZone();
let t: TestApp;
let guardian: TestAccount;
let stranger: TestAccount;
let doctor: TestAccount;
let today: string;

const secret = () => t.config.jwtSecret;
const day = (offset: number) => addDays(today, offset);
/** A date of birth `years` years (and `days` days) before today. */
const bornYearsAgo = (years: number, days = 0) => addDays(`${String(Number(today.slice(0, 4)) - years)}${today.slice(4)}`, days);

const call = (account: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  injectAs(t.app, account, { method, url, ...(payload ? { payload } : {}) });

async function addChild(account: TestAccount, name: string, dateOfBirth: string): Promise<Dependent> {
  const response = await call(account, 'POST', '/api/dependents', { name, date_of_birth: dateOfBirth, relationship: 'child' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ dependent: Dependent }>().dependent;
}

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone } });
  today = clinicNow(zone).date;
  guardian = await createPatient(t.database.db, secret(), 'Maria Lopez');
  stranger = await createPatient(t.database.db, secret(), 'Sam Other');
  doctor = await createDoctor(t.database.db, secret(), 'Ana Ruiz');
});

afterAll(async () => {
  await t.close();
});

describe('dependents (FAMILY-1)', () => {
  it('adds, lists oldest first, edits and removes a dependent, each call audited (FAMILY-6)', async () => {
    const leo = await addChild(guardian, '  Leo Lopez ', bornYearsAgo(6));
    expect(leo).toMatchObject({ name: 'Leo Lopez', relationship: 'child', age: 6, can_book: true });
    const ana = await addChild(guardian, 'Ana Lopez', bornYearsAgo(10));

    const list = await call(guardian, 'GET', '/api/dependents');
    expect(list.statusCode).toBe(200);
    expect(list.json<Dependents>()).toMatchObject({ age_of_majority: 18, dependents: [{ id: ana.id }, { id: leo.id }] });

    const edited = await call(guardian, 'PUT', `/api/dependents/${leo.id}`, { name: 'Leo M. Lopez', date_of_birth: bornYearsAgo(7), relationship: 'other_family' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ dependent: Dependent }>().dependent).toMatchObject({ name: 'Leo M. Lopez', age: 7, relationship: 'other_family' });

    const removed = await call(guardian, 'DELETE', `/api/dependents/${ana.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(guardian, 'GET', '/api/dependents')).json<Dependents>().dependents.map((d) => d.id)).toEqual([leo.id]);

    const rows = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.patientId, guardian.id));
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(['dependent.add', 'dependent.list', 'dependent.update', 'dependent.remove']));
  });

  it('answers a message per field: name, a real past date of birth, under the age of majority, the relationship', async () => {
    const empty = await call(guardian, 'POST', '/api/dependents', { name: ' ', date_of_birth: '2020-02-30', relationship: 'cousin' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().error.fields).toMatchObject({
      name: dependentMessages.nameRequired,
      date_of_birth: dependentMessages.dateOfBirthInvalid,
      relationship: dependentMessages.relationshipRequired,
    });
    const future = await call(guardian, 'POST', '/api/dependents', { name: 'Not Yet', date_of_birth: day(1), relationship: 'child' });
    expect(future.statusCode).toBe(400);
    expect(future.json<ErrorBody>().error.fields).toEqual({ date_of_birth: dependentMessages.dateOfBirthFuture });
    const adult = await call(guardian, 'POST', '/api/dependents', { name: 'Grown Up', date_of_birth: bornYearsAgo(18), relationship: 'child' });
    expect(adult.statusCode).toBe(400);
    expect(adult.json<ErrorBody>().error.fields).toEqual({ date_of_birth: dependentMessages.ofAge(18) });
    // The day before the 18th birthday is still a minor.
    expect((await call(guardian, 'POST', '/api/dependents', { name: 'Nearly Grown', date_of_birth: bornYearsAgo(18, 1), relationship: 'other_family' })).statusCode).toBe(201);
  });

  it('FAMILY-6: another patient neither reads nor changes a guardian’s dependent (404), and sees none of them', async () => {
    const leo = await addChild(guardian, 'Hidden Child', bornYearsAgo(3));
    expect((await call(stranger, 'GET', '/api/dependents')).json<Dependents>().dependents).toEqual([]);
    const edit = await call(stranger, 'PUT', `/api/dependents/${leo.id}`, { name: 'Taken', date_of_birth: bornYearsAgo(3), relationship: 'child' });
    expect(edit.statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/dependents/${leo.id}`)).statusCode).toBe(404);
    const booked = await call(stranger, 'POST', '/api/patients/book-appointment', { ...bookingOf(stranger, doctor, day(3), '09:00'), dependentId: leo.id });
    expect(booked.statusCode).toBe(404);
    expect(booked.json<ErrorBody>().error.message).toBe(dependentMessages.notFound);
    // A doctor is no guardian: the route is for patients.
    expect((await call(doctor, 'GET', '/api/dependents')).statusCode).toBe(403);
  });
});

describe('booking for a dependent (FAMILY-2, FAMILY-3, FAMILY-4)', () => {
  it('records the dependent; the guardian sees whose visit it is, moves and cancels it; the doctor sees the dependent as the patient', async () => {
    const leo = await addChild(guardian, 'Leo Lopez', bornYearsAgo(6));
    const booked = await call(guardian, 'POST', '/api/patients/book-appointment', { ...bookingOf(guardian, doctor, day(2), '10:00'), dependentId: leo.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const { appointment } = booked.json<BookingResponse>();
    expect(appointment.dependent).toEqual({ id: leo.id, name: 'Leo Lopez', date_of_birth: leo.date_of_birth });
    const [row] = await t.database.db.select({ dependentId: appointments.dependentId, patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, appointment.id));
    expect(row).toEqual({ dependentId: leo.id, patientId: guardian.id });

    const mine = await call(guardian, 'GET', `/api/patients/get-appointments/${guardian.id}`);
    expect(mine.json<{ appointments: PatientAppointment[] }>().appointments.find((a) => a.id === appointment.id)?.dependent?.name).toBe('Leo Lopez');

    const list = await call(doctor, 'GET', `/api/doctors/${doctor.id}/appointments?tab=upcoming`);
    const seen = list.json<{ items: DoctorAppointment[] }>().items.find((item) => item.id === appointment.id);
    expect(seen).toMatchObject({ patient: { name: 'Maria Lopez' }, dependent: { id: leo.id, name: 'Leo Lopez', age: 6 } });
    const details = await call(doctor, 'GET', `/api/doctors/appointments/${appointment.id}`);
    expect(details.json<DoctorAppointment>().dependent).toMatchObject({ name: 'Leo Lopez', age: 6 });

    const moved = await call(guardian, 'PUT', `/api/patients/reschedule-appointment/${appointment.id}`, { date: day(3), time: '11:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookingResponse>().appointment.dependent?.name).toBe('Leo Lopez');

    // FAMILY-1: a dependent with a visit ahead is not removed until it is cancelled.
    const refused = await call(guardian, 'DELETE', `/api/dependents/${leo.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('dependent_has_upcoming_visits');
    const cancelled = await call(guardian, 'PUT', `/api/patients/cancel-appointment/${appointment.id}`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call(guardian, 'DELETE', `/api/dependents/${leo.id}`)).statusCode).toBe(200);
    // Removed, the dependent is still named on the visit, and no longer booked for.
    const after = await call(guardian, 'GET', `/api/patients/get-appointments/${guardian.id}`);
    expect(after.json<{ appointments: PatientAppointment[] }>().appointments.find((a) => a.id === appointment.id)?.dependent?.name).toBe('Leo Lopez');
    const again = await call(guardian, 'POST', '/api/patients/book-appointment', { ...bookingOf(guardian, doctor, day(4), '10:00'), dependentId: leo.id });
    expect(again.statusCode).toBe(404);
  });

  it('a visit for the patient themselves has no dependent, as before', async () => {
    const booked = await call(guardian, 'POST', '/api/patients/book-appointment', bookingOf(guardian, doctor, day(5), '09:30'));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<BookingResponse>().appointment.dependent).toBeNull();
  });
});

describe('coming of age (FAMILY-5)', () => {
  it('refuses booking and moving for a dependent at the clinic’s age of majority with a 409 that says why, and the list says so', async () => {
    const teen = await addChild(guardian, 'Tess Lopez', bornYearsAgo(16));
    const booked = await call(guardian, 'POST', '/api/patients/book-appointment', { ...bookingOf(guardian, doctor, day(6), '10:00'), dependentId: teen.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const { appointment } = booked.json<BookingResponse>();

    // The clinic sets its age of majority to 16: Tess has come of age.
    await t.database.db.insert(clinicSettings).values({ id: true, ageOfMajority: 16 }).onConflictDoUpdate({ target: clinicSettings.id, set: { ageOfMajority: 16 } });
    try {
      const listed = (await call(guardian, 'GET', '/api/dependents')).json<Dependents>();
      expect(listed.age_of_majority).toBe(16);
      expect(listed.dependents.find((d) => d.id === teen.id)).toMatchObject({ age: 16, can_book: false });

      const refused = await call(guardian, 'POST', '/api/patients/book-appointment', { ...bookingOf(guardian, doctor, day(7), '10:00'), dependentId: teen.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'dependent_of_age', message: dependentMessages.cannotBookOfAge('Tess Lopez', 16) });
      const move = await call(guardian, 'PUT', `/api/patients/reschedule-appointment/${appointment.id}`, { date: day(7), time: '11:30' });
      expect(move.statusCode).toBe(409);
      expect(move.json<ErrorBody>().error.code).toBe('dependent_of_age');
      // Cancelling stays possible: it frees the doctor's time.
      expect((await call(guardian, 'PUT', `/api/patients/cancel-appointment/${appointment.id}`, {})).statusCode).toBe(200);
      const [row] = await t.database.db.select({ status: appointments.status }).from(appointments).where(and(eq(appointments.id, appointment.id), eq(appointments.dependentId, teen.id)));
      expect(row?.status).toBe('cancelled');
    } finally {
      await t.database.db.update(clinicSettings).set({ ageOfMajority: 18 });
    }
  });

  it('is a clinic setting an administrator changes (16 to 21); a change that does not name it keeps it', async () => {
    const admin = await createStaff(t.database.db, secret(), true);
    await t.database.db.update(staff).set({ administrator: true }).where(eq(staff.userId, admin.id));
    const put = (payload: Record<string, unknown>) => call(admin, 'PUT', '/api/staff/settings', payload);
    const noShows = { enabled: false, threshold: 3 };
    try {
      expect((await call(admin, 'GET', '/api/staff/settings')).json<{ ageOfMajority: number }>().ageOfMajority).toBe(18);
      const wrong = await put({ noShowConfirmation: noShows, ageOfMajority: 30 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ErrorBody>().error.fields).toEqual({ ageOfMajority: clinicSettingsMessages.ageOfMajorityInvalid });
      const saved = await put({ noShowConfirmation: noShows, ageOfMajority: 19 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ settings: { ageOfMajority: number } }>().settings.ageOfMajority).toBe(19);
      expect((await put({ noShowConfirmation: noShows })).json<{ settings: { ageOfMajority: number } }>().settings.ageOfMajority).toBe(19);
      expect((await call(guardian, 'GET', '/api/dependents')).json<Dependents>().age_of_majority).toBe(19);
    } finally {
      await t.database.db.update(clinicSettings).set({ ageOfMajority: 18 });
    }
  });
});
