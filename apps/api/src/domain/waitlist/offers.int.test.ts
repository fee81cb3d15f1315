import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMails } from '../../test/outbox';
import { offersOf } from '../../test/waitlist-offers';
import { book } from '../lifecycle/lifecycle';

// WAIT-2 on one instance, PGlite and PostgreSQL alike: a cancelled slot is offered by the jobs
// worker to the earliest entry that wants it, skipping a patient who has a visit elsewhere at
// that time, and the offer is e-mailed. (The races of two workers: offers-race.int.test.ts.)

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
    for (const patient of [busy, next]) {
      const joined = await injectAs(t.app, patient, {
        method: 'POST',
        url: '/api/patients/waitlist',
        payload: { doctorId: doctor.id, days: [date], parts: ['morning'], appointmentType: 'Consultation', appointmentReason: 'Recurring headaches for two weeks', isInsurance: 'false' },
      });
      expect(joined.statusCode).toBe(201);
    }
    await t.app.jobs.drain();

    expect((await injectAs(t.app, owner, { method: 'PUT', url: `/api/patients/cancel-appointment/${appointmentId}` })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const offers = await offersOf(db, doctor.id);
    expect(offers).toMatchObject([{ patientId: next.id, date, time: '10:00', status: 'open' }]);
    expect(offers[0]?.emailedAt).not.toBeNull();
    const mails = await outboxMails(dataDir, (name) => name.startsWith('waitlist-offer-'));
    expect(mails.map((mail) => mail.mail.messageId)).toEqual([`<waitlist-offer-${offers[0]?.id ?? ''}@clinvia.local>`]);
  });
});
