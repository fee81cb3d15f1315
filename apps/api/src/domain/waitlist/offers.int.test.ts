import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../db/schema';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';
import { offersOf } from '../../test/waitlist-offers';
import { book } from '../lifecycle/lifecycle';

// WAIT-2 on one instance, PGlite and PostgreSQL alike: a cancelled slot is offered by the jobs
// worker to the earliest entry that wants it, skipping a patient who has a visit elsewhere at
// that time or whose visit takes two slots where the second is not free (BOOK-20), and the
// offer is e-mailed. (The races of two workers: offers-race.int.test.ts.)

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let doctor: TestAccount;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-offers-'));
  t = await createTestApp({ config: { clinicTimeZone: zone, dataDir, reminderHours: [], jobs: { worker: true, autoStart: false } } });
  await t.app.ready();
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const asPatient = (account: TestAccount) => ({ id: account.id, role: 'patient', staffApproved: false }) as const;

function join(patient: TestAccount, doctorId: string, date: string, appointmentType = 'Consultation') {
  return injectAs(t.app, patient, {
    method: 'POST',
    url: '/api/patients/waitlist',
    payload: { doctorId, days: [date], parts: ['morning', 'afternoon'], appointmentType, appointmentReason: 'Recurring headaches for two weeks', isInsurance: 'false' },
  });
}

describe('a cancelled slot (WAIT-2)', () => {
  it('is held for the earliest entry that wants it, not one busy elsewhere then, and e-mailed to them', async () => {
    const { db } = t.database;
    const now = clinicNow(zone);
    const date = addDays(now.date, 2);
    const owner = await createPatient(db, t.config.jwtSecret, 'Alex Morgan');
    const appointmentId = await book(db, asPatient(owner), bookingOf(owner, doctor, date, '10:00'), now);
    const busy = await createPatient(db, t.config.jwtSecret, 'Blair Busy');
    const next = await createPatient(db, t.config.jwtSecret, 'Casey Next');
    const elsewhere = await createDoctor(db, t.config.jwtSecret, 'Noor Haddad');
    await book(db, asPatient(busy), bookingOf(busy, elsewhere, date, '10:00'), now);
    for (const patient of [busy, next]) expect((await join(patient, doctor.id, date)).statusCode).toBe(201);
    await t.app.jobs.drain();

    expect((await injectAs(t.app, owner, { method: 'PUT', url: `/api/patients/cancel-appointment/${appointmentId}` })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const offers = await offersOf(db, doctor.id);
    expect(offers).toMatchObject([{ patientId: next.id, date, time: '10:00', status: 'open' }]);
    expect(offers[0]?.emailedAt).not.toBeNull();
    const mails = await outboxMails(dataDir, (name) => name.startsWith('waitlist-offer-'));
    expect(mails.map((mail) => mail.mail.messageId)).toEqual([`<waitlist-offer-${offers[0]?.id ?? ''}@clinvia.local>`]);
  });

  it('skips an entry whose visit takes two slots when the next slot is not free, and offers it one where it fits', async () => {
    const { db } = t.database;
    const now = clinicNow(zone);
    const date = addDays(now.date, 3);
    const surgeon = await createDoctor(db, t.config.jwtSecret, 'Rosa Long');
    await db.update(doctors).set({ twoSlotVisitTypes: ['New Patient Visit'] }).where(eq(doctors.userId, surgeon.id));
    const owner = await createPatient(db, t.config.jwtSecret, 'Owen Owner');
    const neighbour = await createPatient(db, t.config.jwtSecret, 'Nell Neighbour');
    const tenOClock = await book(db, asPatient(owner), bookingOf(owner, surgeon, date, '10:00'), now);
    await book(db, asPatient(neighbour), bookingOf(neighbour, surgeon, date, '10:30'), now);
    const twoOClock = await book(db, asPatient(owner), bookingOf(owner, surgeon, date, '14:00'), now);
    const long = await createPatient(db, t.config.jwtSecret, 'Lee Long');
    const short = await createPatient(db, t.config.jwtSecret, 'Sam Short');
    expect((await join(long, surgeon.id, date, 'New Patient Visit')).statusCode).toBe(201);
    expect((await join(short, surgeon.id, date)).statusCode).toBe(201);
    await t.app.jobs.drain();

    // 10:30 is booked: a new patient visit (two slots) cannot start at 10:00.
    expect((await injectAs(t.app, owner, { method: 'PUT', url: `/api/patients/cancel-appointment/${tenOClock}` })).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await offersOf(db, surgeon.id)).toMatchObject([{ patientId: short.id, time: '10:00', status: 'open' }]);

    // 14:30 is free: 14:00 goes to the earlier entry, whose booking then takes both slots.
    expect((await injectAs(t.app, owner, { method: 'PUT', url: `/api/patients/cancel-appointment/${twoOClock}` })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const offers = await offersOf(db, surgeon.id);
    expect(offers.map((offer) => [offer.patientId, offer.time])).toEqual([
      [short.id, '10:00'],
      [long.id, '14:00'],
    ]);
    const accepted = await injectAs(t.app, long, { method: 'POST', url: `/api/patients/waitlist/offers/${offers[1]?.id ?? ''}/accept`, payload: {} });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ state: string }>().state).toBe('booked');
  });
});
