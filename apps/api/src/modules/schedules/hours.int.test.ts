import type { ErrorBody } from '@clinvia/contracts';
import type { DoctorHours } from '@clinvia/contracts/schedule-schemas';
import type { SlotsResponse } from '@clinvia/contracts/doctors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages, appointments, auditLog } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { weekdayOf } from '../../domain/slots/schedule';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../../test/accounts';

// HOURS-5 to HOURS-8 through the real server: a doctor saves a week and overrides, the bookings
// they leave outside are listed (never dropped), kept or moved through the lifecycle; staff edit
// any doctor's hours, audited; another doctor and a patient cannot.

let t: TestApp;
let today: string;
let doctor: TestAccount;
let colleague: TestAccount;
let patient: TestAccount;
let member: TestAccount;

const day = (offset: number) => addDays(today, offset);
const standard = [
  { start: '09:00', end: '12:00', location_id: null },
  { start: '13:00', end: '16:00', location_id: null },
];

function hoursUrl(account: TestAccount, path = '') {
  return `/api/doctors/${account.id}/hours${path}`;
}

async function book(date: string, time: string): Promise<string> {
  const response = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(patient, doctor, date, time) } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: { id: string } }>().appointment.id;
}

async function slotTimes(date: string): Promise<string[]> {
  const response = await injectAs(t.app, null, { method: 'GET', url: `/api/doctors/${doctor.id}/slots` });
  return (response.json<SlotsResponse>().days.find((entry) => entry.date === date)?.slots ?? []).map((slot) => slot.time);
}

/** The first day from tomorrow on that falls on `weekday` (0 Sunday). */
function next(weekday: number): string {
  for (let offset = 1; offset <= 7; offset++) if (weekdayOf(day(offset)) === weekday) return day(offset);
  throw new Error('no such day');
}

beforeAll(async () => {
  t = await createTestApp();
  today = clinicNow(t.config.clinicTimeZone).date;
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Hana Hours');
  colleague = await createDoctor(t.database.db, t.config.jwtSecret, 'Colin Colleague');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  member = await createStaff(t.database.db, t.config.jwtSecret, true);
});

afterAll(async () => {
  await t.close();
});

describe('a doctor’s week (HOURS-5)', () => {
  it('starts as the clinic’s standard week', async () => {
    const response = await injectAs(t.app, doctor, { method: 'GET', url: hoursUrl(doctor) });
    expect(response.statusCode).toBe(200);
    const hours = response.json<DoctorHours>();
    expect(hours).toMatchObject({ is_specification: true, slot_minutes: 30, overrides: [], outside_hours: [] });
    expect(hours.week).toEqual(Array.from({ length: 7 }, () => standard));
  });

  it('answers a message per wrong field and keeps the week as it was', async () => {
    const week = [[], [{ start: '9:00', end: '12:00' }], [{ start: '13:00', end: '12:00' }], [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '14:00' }], [], [], []];
    const response = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor), payload: { slotMinutes: 25, week } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toMatchObject({
      slotMinutes: 'Please choose a slot length of 15, 20, 30, 45 or 60 minutes',
      'week.1.0.start': 'Please write the time as HH:MM, e.g. 09:00',
      'week.2.0.end': 'The end must be after the start',
      'week.3.1.start': 'This period overlaps the one before it',
    });
    const none = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor), payload: { slotMinutes: 30, week: [[], [], [], [], [], [], []] } });
    expect(none.json<ErrorBody>().error.fields?.week).toBe('Please give at least one period on at least one day, or keep the clinic’s standard week');
    expect((await injectAs(t.app, doctor, { method: 'GET', url: hoursUrl(doctor) })).json<DoctorHours>().is_specification).toBe(true);
  });

  it('saves a part-time week; the slot grid offers only its slots, and the bookings outside it are listed, not dropped', async () => {
    const monday = next(1);
    const tuesday = next(2);
    const early = await book(monday, '09:00');
    const onTuesday = await book(tuesday, '13:00');
    const week = [[], [{ start: '10:00', end: '12:15' }], [], [{ start: '10:00', end: '12:15' }], [], [{ start: '14:00', end: '17:00' }], []];
    const response = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor), payload: { slotMinutes: '45', week } });
    expect(response.statusCode, response.body).toBe(200);
    const hours = response.json<DoctorHours>();
    expect(hours).toMatchObject({ is_specification: false, slot_minutes: 45, week });
    expect(hours.outside_hours.map((booking) => [booking.id, booking.date, booking.time, booking.patient_name, booking.kept])).toEqual([
      [early, monday, '09:00', 'Alex Morgan', false],
      [onTuesday, tuesday, '13:00', 'Alex Morgan', false],
    ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))));
    expect(await slotTimes(monday)).toEqual(['10:00', '10:45', '11:30']);
    expect(await slotTimes(tuesday)).toEqual([]);
    const rows = await t.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, early));
    expect(rows).toEqual([{ status: 'pending' }]);
    const refused = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: { ...bookingOf(patient, doctor, monday, '13:00') } });
    expect(refused.json<ErrorBody>().error.code).toBe('outside_hours');
  });
});

describe('date overrides (HOURS-6)', () => {
  it('gives one date other hours or a day off, and removing it brings the week back', async () => {
    const wednesday = next(3);
    const saved = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor, `/overrides/${wednesday}`), payload: { periods: [{ start: '15:00', end: '16:30' }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DoctorHours>().overrides).toContainEqual({ date: wednesday, periods: [{ start: '15:00', end: '16:30', location_id: null }] });
    expect(await slotTimes(wednesday)).toEqual(['15:00', '15:45']);
    const off = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor, `/overrides/${wednesday}`), payload: { periods: [] } });
    expect(off.json<DoctorHours>().overrides).toContainEqual({ date: wednesday, periods: [] });
    expect(await slotTimes(wednesday)).toEqual([]);
    const removed = await injectAs(t.app, doctor, { method: 'DELETE', url: hoursUrl(doctor, `/overrides/${wednesday}`) });
    expect(removed.json<DoctorHours>().overrides.find((entry) => entry.date === wednesday)).toBeUndefined();
    expect(await slotTimes(wednesday)).toEqual(['10:00', '10:45', '11:30']);
  });

  it('refuses a past date and wrong periods with per-field messages', async () => {
    const past = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor, `/overrides/${day(-1)}`), payload: { periods: [] } });
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorBody>().error.fields?.date).toBe('Please choose today or a later date');
    const wrong = await injectAs(t.app, doctor, { method: 'PUT', url: hoursUrl(doctor, `/overrides/${day(3)}`), payload: { periods: [{ start: '25:00', end: '26:00' }] } });
    expect(wrong.json<ErrorBody>().error.fields?.['periods.0.start']).toBe('Please write the time as HH:MM, e.g. 09:00');
  });
});

describe('bookings outside the hours (HOURS-7)', () => {
  it('keeps one where it is, marked as kept; refuses to keep one inside the hours', async () => {
    const listed = (await injectAs(t.app, doctor, { method: 'GET', url: hoursUrl(doctor) })).json<DoctorHours>().outside_hours;
    const [first] = listed;
    if (!first) throw new Error('no booking outside');
    const kept = await injectAs(t.app, doctor, { method: 'POST', url: hoursUrl(doctor, `/outside/${first.id}/keep`) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<DoctorHours>().outside_hours.find((booking) => booking.id === first.id)).toMatchObject({ kept: true });
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'doctor.hours.outside.keep'), eq(auditLog.subjectId, doctor.id)));
    expect(row).toMatchObject({ actorId: doctor.id, patientId: patient.id, detail: first.id });

    const inside = await book(next(5), '14:00');
    const refused = await injectAs(t.app, doctor, { method: 'POST', url: hoursUrl(doctor, `/outside/${inside}/keep`) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('not_outside_hours');
  });

  it('moves one into the hours through the lifecycle: the patient is e-mailed, the list shrinks', async () => {
    const before = (await injectAs(t.app, doctor, { method: 'GET', url: hoursUrl(doctor) })).json<DoctorHours>().outside_hours;
    const moving = before.find((booking) => !booking.kept);
    if (!moving) throw new Error('no booking to move');
    const target = { date: next(3), time: '10:45' };
    const moved = await injectAs(t.app, doctor, { method: 'POST', url: hoursUrl(doctor, `/outside/${moving.id}/move`), payload: target });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<DoctorHours>().outside_hours.map((booking) => booking.id)).not.toContain(moving.id);
    const [row] = await t.database.db.select({ date: appointments.appointmentDate, time: appointments.appointmentTime, status: appointments.status, reason: appointments.statusReason }).from(appointments).where(eq(appointments.id, moving.id));
    expect(row).toEqual({ ...target, status: 'pending', reason: 'Rescheduled by the doctor' });
    const mails = await t.database.db.select({ kind: appointmentMessages.kind }).from(appointmentMessages).where(eq(appointmentMessages.appointmentId, moving.id));
    expect(mails.map((mail) => mail.kind)).toContain('rescheduled');
    // Not onto a time the hours do not have.
    const kept = before.find((booking) => booking.kept);
    const outside = await injectAs(t.app, doctor, { method: 'POST', url: hoursUrl(doctor, `/outside/${kept?.id ?? ''}/move`), payload: { date: next(2), time: '10:00' } });
    expect(outside.statusCode).toBe(409);
  });
});

describe('who may edit hours (HOURS-8)', () => {
  it('lets staff edit any doctor’s week, audited with who did it', async () => {
    const saved = await injectAs(t.app, member, { method: 'PUT', url: hoursUrl(colleague), payload: { slotMinutes: 20, week: [[], [{ start: '07:30', end: '15:00' }], [], [], [], [], []] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'doctor.hours.update'), eq(auditLog.subjectId, colleague.id)));
    expect(row).toMatchObject({ actorId: member.id, actorRole: 'staff', detail: '20 min; Sun..Sat: off | 07:30-15:00 | off | off | off | off | off' });
    expect((await slotTimes(next(1))).length).toBeGreaterThan(0);
    const reset = await injectAs(t.app, member, { method: 'DELETE', url: hoursUrl(colleague) });
    expect(reset.json<DoctorHours>().is_specification).toBe(true);
  });

  it('refuses another doctor (403, audited) and a patient (403), and anonymous (401)', async () => {
    const week = { slotMinutes: 30, week: Array.from({ length: 7 }, () => standard) };
    const other = await injectAs(t.app, colleague, { method: 'PUT', url: hoursUrl(doctor), payload: week });
    expect(other.statusCode).toBe(403);
    expect((await injectAs(t.app, colleague, { method: 'GET', url: hoursUrl(doctor) })).statusCode).toBe(403);
    expect((await injectAs(t.app, colleague, { method: 'POST', url: hoursUrl(doctor, '/outside/00000000-0000-4000-8000-000000000000/keep') })).statusCode).toBe(403);
    const denied = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'patient_records.denied'), eq(auditLog.actorId, colleague.id)));
    expect(denied.length).toBeGreaterThanOrEqual(2);
    expect((await injectAs(t.app, patient, { method: 'PUT', url: hoursUrl(doctor), payload: week })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url: hoursUrl(doctor) })).statusCode).toBe(401);
  });
});
