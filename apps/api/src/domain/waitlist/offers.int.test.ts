import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@clinvia/contracts';
import { slotConflicts, type PatientAppointment } from '@clinvia/contracts/appointments';
import { offerMessages, type WaitlistEntries, type WaitlistOffer } from '@clinvia/contracts/waitlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { doctors } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';

// WAIT-2 through the real server and its jobs worker, on PGlite and (TEST_DATABASE_URL)
// PostgreSQL: a cancelled visit's time is offered to the first patient waiting for it, held for
// them against everyone else, e-mailed with its links, booked from the link with the details
// kept when joining, or turned down and passed to the next patient waiting.

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let doctor: TestAccount;
let date: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-offers-'));
  t = await createTestApp({ config: { clinicTimeZone: zone, dataDir, jobs: { worker: true, autoStart: false }, reminderHours: [] } });
  await t.app.ready();
  // Far enough ahead that no time of the day has begun, whenever the tests run.
  date = addDays(clinicNow(zone).date, 3);
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function book(patient: TestAccount, time: string) {
  return injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, date, time) });
}

async function joinWaitlist(patient: TestAccount, reason: string, appointmentType = 'Follow-up'): Promise<void> {
  const joined = await injectAs(t.app, patient, {
    method: 'POST',
    url: '/api/patients/waitlist',
    payload: { doctorId: doctor.id, days: [date], parts: ['morning', 'afternoon'], appointmentType, appointmentReason: reason, isInsurance: 'true', insuranceProvider: 'Aetna', insuranceId: 'AET-1' },
  });
  expect(joined.statusCode).toBe(201);
}

/** A visit at `time` booked by a patient of its own and cancelled: the freed time, offered once the worker has run. */
async function freeTime(time: string): Promise<void> {
  const rival = await createPatient(t.database.db, t.config.jwtSecret, 'Riley Rival');
  const booked = await book(rival, time);
  expect(booked.statusCode).toBe(201);
  const id = booked.json<{ appointment: PatientAppointment }>().appointment.id;
  expect((await injectAs(t.app, rival, { method: 'PUT', url: `/api/patients/cancel-appointment/${id}` })).statusCode).toBe(200);
  await t.app.jobs.drain();
}

async function offersOf(patient: TestAccount): Promise<WaitlistOffer[]> {
  const listed = await injectAs(t.app, patient, { method: 'GET', url: `/api/patients/waitlist/${patient.id}` });
  expect(listed.statusCode).toBe(200);
  return listed.json<WaitlistEntries>().offers;
}

async function heldInGrid(time: string): Promise<boolean | undefined> {
  const grid = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/slots` });
  const slots = grid.json<{ days: { date: string; slots: { time: string; held: boolean; available: boolean }[] }[] }>();
  return slots.days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time)?.held;
}

/** The 'Book this slot' link of the offer e-mail to `name`, read by mailparser. */
async function bookLinkFor(name: string): Promise<string> {
  const mails = (await outboxMails(dataDir)).filter(({ mail }) => (mail.subject ?? '').startsWith('A time opened') && (mail.text ?? '').includes(`Dear ${name},`));
  expect(mails).toHaveLength(1);
  const link = /Book this slot: (\S+)/.exec(mails[0]?.mail.text ?? '')?.[1];
  if (link === undefined) throw new Error('no Book this slot link');
  return link;
}

describe('a freed time offered from the waitlist (WAIT-2)', () => {
  // Each test waits for a doctor of its own: an entry left by one must not take another's time.
  beforeEach(async () => {
    doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  });

  it('is held for the first patient waiting: the grid shows it held, others cannot book it, the e-mail’s link books it with the details kept', async () => {
    const waiting = await createPatient(t.database.db, t.config.jwtSecret, 'Wes Waiting');
    const later = await createPatient(t.database.db, t.config.jwtSecret, 'Lee Later');
    await joinWaitlist(waiting, 'Blood pressure check after new pills');
    await joinWaitlist(later, 'Knee pain when climbing stairs');

    await freeTime('10:30');
    const [offer] = await offersOf(waiting);
    expect(offer).toMatchObject({ state: 'ready', date, time: '10:30', needs_details: false, doctor_name: 'Maya Patel' });
    expect(await offersOf(later)).toEqual([]);
    expect(await heldInGrid('10:30')).toBe(true);

    const other = await createPatient(t.database.db, t.config.jwtSecret, 'Olly Other');
    const refused = await book(other, '10:30');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'slot_held', message: slotConflicts.slot_held });

    // The link: reading it changes nothing; its POST books as the patient, with what they said when joining.
    const token = new URL(await bookLinkFor('Wes Waiting')).searchParams.get('token') ?? '';
    const read = await t.app.inject({ method: 'GET', url: `/api/waitlist-offers?token=${token}` });
    expect(read.json<WaitlistOffer>()).toMatchObject({ state: 'ready', message: offerMessages.ready });
    expect(await heldInGrid('10:30')).toBe(true);
    const accepted = await t.app.inject({ method: 'POST', url: '/api/waitlist-offers', payload: { token, action: 'accept' } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<WaitlistOffer>()).toMatchObject({ state: 'booked', message: offerMessages.booked });
    const mine = await injectAs(t.app, waiting, { method: 'GET', url: `/api/patients/get-appointments/${waiting.id}` });
    const appointment = mine.json<{ appointments: PatientAppointment[] }>().appointments.find((one) => one.appointment_date === date && one.appointment_time === '10:30');
    expect(appointment).toMatchObject({ status: 'pending', appointment_type: 'Follow-up', reason: 'Blood pressure check after new pills', is_insurance: true, insurance_provider: 'Aetna' });

    // Single use: the link now only says so.
    const again = await t.app.inject({ method: 'POST', url: '/api/waitlist-offers', payload: { token, action: 'accept' } });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('offer_closed');
  });

  it('turned down on /appointments, goes at once to the next patient waiting', async () => {
    const first = await createPatient(t.database.db, t.config.jwtSecret, 'Fay First');
    const second = await createPatient(t.database.db, t.config.jwtSecret, 'Sid Second');
    await joinWaitlist(first, 'Headaches every morning');
    await joinWaitlist(second, 'Back pain after lifting');

    await freeTime('14:00');
    const [offer] = await offersOf(first);
    if (!offer) throw new Error('no offer for the first patient');
    const declined = await injectAs(t.app, first, { method: 'POST', url: `/api/patients/waitlist/offers/${offer.id}/decline` });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<WaitlistOffer>()).toMatchObject({ state: 'declined', message: offerMessages.declined });
    await t.app.jobs.drain();
    expect(await offersOf(first)).toEqual([]);
    expect(await offersOf(second)).toMatchObject([{ state: 'ready', time: '14:00' }]);
  });

  it('skips a patient whose visit takes two slots with the doctor when the slot after the freed one is not free (BOOK-20)', async () => {
    await t.database.db.update(doctors).set({ twoSlotVisitTypes: ['Follow-up'] }).where(eq(doctors.userId, doctor.id));
    const long = await createPatient(t.database.db, t.config.jwtSecret, 'Lou Long');
    const short = await createPatient(t.database.db, t.config.jwtSecret, 'Sam Short');
    await joinWaitlist(long, 'Yearly review of my heart medication');
    await joinWaitlist(short, 'A quick question about my results', 'Consultation');
    const blocked = await injectAs(t.app, doctor, { method: 'POST', url: '/api/doctors/me/time-off', payload: { date, time: '11:00' } });
    expect(blocked.statusCode).toBe(200);

    // 10:30 freed, 11:00 off: an hour's visit does not fit, so the half-hour one is offered it.
    await freeTime('10:30');
    expect(await offersOf(long)).toEqual([]);
    const [offer] = await offersOf(short);
    expect(offer).toMatchObject({ state: 'ready', time: '10:30' });

    // 14:00 freed with 14:30 free: the first patient waiting has it, the hour fits.
    await freeTime('14:00');
    expect(await offersOf(long)).toMatchObject([{ state: 'ready', time: '14:00' }]);
  });
});
