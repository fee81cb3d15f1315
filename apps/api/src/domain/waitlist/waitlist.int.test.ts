import type { ErrorBody } from '@clinvia/contracts';
import { waitlistMessages, type WaitlistEntries, type WaitlistEntry } from '@clinvia/contracts/waitlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, waitlistEntries } from '../../db/schema';
import { addDays } from '../../lib/clinic-time';
import { openMiddayClinic, type TestApp } from '../../test/app';
import { bookingOf, createDoctor, createStaff, injectAs, middayZone, type TestAccount } from '../../test/accounts';

// The waitlist (WAIT-1, WAIT-4) through the API: joining with days or any day and parts of
// day, one entry per patient and doctor, expiry with the last day named, leaving it, and a
// booking with that doctor ending it in the lifecycle's transaction.

const zone = await middayZone();
let t: TestApp;
let patient: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
let today: string;

const day = (offset: number) => addDays(today, offset);

/** What an offer's one click would book (WAIT-2); the tests here are about days and parts. */
const details = { appointmentType: 'Consultation', appointmentReason: 'Recurring headaches for two weeks', isInsurance: 'false' };

function join(account: TestAccount | null, payload: Record<string, unknown>) {
  return injectAs(t.app, account, { method: 'POST', url: '/api/patients/waitlist', payload: { ...details, ...payload } });
}

async function entriesOf(account: TestAccount): Promise<WaitlistEntry[]> {
  const response = await injectAs(t.app, account, { method: 'GET', url: `/api/patients/waitlist/${account.id}` });
  expect(response.statusCode).toBe(200);
  return response.json<WaitlistEntries>().entries;
}

beforeAll(async () => {
  ({ t, today, doctor, patient, other } = await openMiddayClinic(zone, { doctor: 'Maya Patel', patient: 'Alex Morgan', other: 'Blair Other' }));
});

afterAll(async () => {
  await t.close();
});

describe('joining the waitlist (WAIT-1)', () => {
  it('refuses a join without days or parts, or with days outside the booking window, field by field', async () => {
    const empty = await join(patient, { doctorId: doctor.id, days: [], parts: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().error.fields).toEqual({ days: waitlistMessages.daysRequired, parts: waitlistMessages.partsRequired });

    const badDay = await join(patient, { doctorId: doctor.id, days: ['2026-02-30'], parts: ['dusk'] });
    expect(badDay.json<ErrorBody>().error.fields).toEqual({ 'days.0': waitlistMessages.dayInvalid, 'parts.0': waitlistMessages.partInvalid });

    const outside = await join(patient, { doctorId: doctor.id, days: [day(10)], parts: ['morning'] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<ErrorBody>().error.fields).toEqual({ days: waitlistMessages.dayOutsideWindow });
    const past = await join(patient, { doctorId: doctor.id, days: [day(-1)], parts: ['morning'] });
    expect(past.json<ErrorBody>().error.fields).toEqual({ days: waitlistMessages.dayOutsideWindow });
  });

  it('is for patients, for a listed doctor', async () => {
    expect((await join(null, { doctorId: doctor.id, anyDay: true, parts: ['morning'] })).statusCode).toBe(401);
    expect((await join(doctor, { doctorId: doctor.id, anyDay: true, parts: ['morning'] })).statusCode).toBe(403);
    const unlisted = await createDoctor(t.database.db, t.config.jwtSecret, 'Una Listed', { verified: false });
    expect((await join(patient, { doctorId: unlisted.id, anyDay: true, parts: ['morning'] })).statusCode).toBe(404);
  });

  it('keeps one entry per patient and doctor: joining again replaces its days and parts', async () => {
    const first = await join(patient, { doctorId: doctor.id, days: [day(5), day(2), day(2)], parts: ['afternoon', 'morning'] });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ message: string; entry: WaitlistEntry }>()).toMatchObject({
      message: waitlistMessages.joined,
      entry: { doctor_id: doctor.id, doctor_name: 'Maya Patel', days: [day(2), day(5)], parts: ['morning', 'afternoon'], expires_on: day(5) },
    });

    const again = await join(patient, { doctorId: doctor.id, anyDay: true, parts: ['afternoon'] });
    expect(again.statusCode).toBe(200);
    // Any day: the booking window as it is now, so the entry ends with the window's last day.
    expect(again.json<{ message: string; entry: WaitlistEntry }>()).toMatchObject({ message: waitlistMessages.updated, entry: { days: null, parts: ['afternoon'], expires_on: day(9) } });
    expect(await entriesOf(patient)).toHaveLength(1);
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'waitlist.join')).limit(1);
    expect(audited).toMatchObject({ actorId: patient.id, patientId: patient.id });
  });
});

describe('seeing and leaving entries (WAIT-1)', () => {
  it('lists only entries that have not expired; the last day named is still listed', async () => {
    await join(other, { doctorId: doctor.id, days: [day(0)], parts: ['afternoon'] });
    expect((await entriesOf(other)).map((entry) => entry.expires_on)).toEqual([day(0)]);
    await t.database.db.update(waitlistEntries).set({ expiresOn: day(-1) }).where(eq(waitlistEntries.patientId, other.id));
    expect(await entriesOf(other)).toEqual([]);
  });

  it('lets the patient (or staff) leave an entry, nobody else', async () => {
    const { entry } = (await join(other, { doctorId: doctor.id, days: [day(3)], parts: ['morning'] })).json<{ entry: WaitlistEntry }>();
    const url = `/api/patients/waitlist/entry/${entry.id}`;
    expect((await injectAs(t.app, patient, { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await injectAs(t.app, patient, { method: 'GET', url: `/api/patients/waitlist/${other.id}` })).statusCode).toBe(403);
    const left = await injectAs(t.app, other, { method: 'DELETE', url });
    expect(left.statusCode).toBe(200);
    expect(left.json<{ message: string }>().message).toBe(waitlistMessages.left);
    expect(await entriesOf(other)).toEqual([]);
    expect((await injectAs(t.app, other, { method: 'DELETE', url })).statusCode).toBe(404);

    const staff = await createStaff(t.database.db, t.config.jwtSecret, true);
    const again = (await join(other, { doctorId: doctor.id, days: [day(3)], parts: ['morning'] })).json<{ entry: WaitlistEntry }>();
    expect((await injectAs(t.app, staff, { method: 'GET', url: `/api/patients/waitlist/${other.id}` })).json<WaitlistEntries>().entries).toHaveLength(1);
    expect((await injectAs(t.app, staff, { method: 'DELETE', url: `/api/patients/waitlist/entry/${again.entry.id}` })).statusCode).toBe(200);
  });
});

describe('booking ends the entry (WAIT-4)', () => {
  it('removes the patient’s entry for that doctor when they book any of the doctor’s slots, and only that one', async () => {
    const second = await createDoctor(t.database.db, t.config.jwtSecret, 'Noor Second');
    await join(patient, { doctorId: second.id, anyDay: true, parts: ['morning'] });
    expect((await entriesOf(patient)).map((entry) => entry.doctor_name)).toEqual(['Maya Patel', 'Noor Second']);

    const booked = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, day(6), '15:30') });
    expect(booked.statusCode).toBe(201);
    expect((await entriesOf(patient)).map((entry) => entry.doctor_name)).toEqual(['Noor Second']);
  });

  it('keeps the entry when the booking fails', async () => {
    await join(patient, { doctorId: doctor.id, anyDay: true, parts: ['morning'] });
    const taken = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, day(6), '15:30') });
    expect(taken.statusCode).toBe(409);
    expect((await entriesOf(patient)).map((entry) => entry.doctor_name)).toContain('Maya Patel');
  });
});
