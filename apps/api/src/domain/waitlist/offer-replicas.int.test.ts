import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { slotOpenings } from '../../db/schema';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { booked, cancelAs, failedOfferJobs, offersOfDoctor, waitFor } from '../../test/offers';
import { outboxMails } from '../../test/outbox';

// WAIT-2 with three server processes on one database (their own pools on PostgreSQL, the same
// PGlite otherwise), each running the jobs worker: slots freed at once, some of them twice, are
// each held for one patient, each patient holds one slot, and each offer is e-mailed once.

const zone = 'America/New_York';
const jobs = { worker: true, autoStart: false, batchSize: 2 };
const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
let t: TestApp;
let dataDir: string;
const others: { app: FastifyInstance; database: Database | null }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-offer-replicas-'));
  t = await createTestApp({ config: { clinicTimeZone: zone, dataDir, jobs } });
  await t.app.ready();
  for (let i = 0; i < 2; i++) {
    const database = t.url === undefined ? null : await openDatabase({ url: t.url, poolSize: 4 });
    const app = await buildApp({ database: database ?? t.database, config: t.config, logger: false, validateResponses: true });
    await app.ready();
    others.push({ app, database });
  }
});

afterAll(async () => {
  for (const other of others) {
    await other.app.close();
    await other.database?.close();
  }
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('offers across replicas', () => {
  it('hold each freed slot for one patient and e-mail each offer once', async () => {
    const day = addDays(todayIn(zone), 3);
    const doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
    const visits: { patient: TestAccount; id: string }[] = [];
    for (const time of times) {
      const patient = await createPatient(t.database.db, t.config.jwtSecret, `Booked ${time}`);
      visits.push({ patient, id: await booked(t, patient, doctor, day, time) });
    }
    const waiting: TestAccount[] = [];
    for (let i = 0; i < times.length + 2; i++) {
      const patient = await createPatient(t.database.db, t.config.jwtSecret, `Waiter ${String(i)}`);
      await waitFor(t, patient, doctor);
      waiting.push(patient);
    }
    for (const visit of visits) expect((await cancelAs(t, visit.patient, visit.id)).statusCode).toBe(200);
    // Each slot freed a second time (as a later cancellation or time off removed would write it).
    await t.database.db.insert(slotOpenings).values(times.map((time) => ({ doctorId: doctor.id, date: day, time })));

    await Promise.all([t.app.jobs.drain(), ...others.map((other) => other.app.jobs.drain())]);

    const offers = await offersOfDoctor(t, doctor);
    expect(offers.map((offer) => offer.status)).toEqual(times.map(() => 'open'));
    expect(offers.map((offer) => offer.time).sort()).toEqual(times);
    // One slot each, to the six who joined first (the doctor's row lock puts the replicas' offers in a line).
    expect(offers.map((offer) => offer.patientId).sort()).toEqual(waiting.slice(0, times.length).map((patient) => patient.id).sort());
    const mails = await outboxMails(dataDir, (file) => file.startsWith('waitlist-offer-'));
    expect(mails.map((mail) => mail.file.slice('waitlist-offer-'.length, 'waitlist-offer-'.length + 36)).sort()).toEqual(offers.map((offer) => offer.id).sort());
    expect(await failedOfferJobs(t)).toEqual([]);
  });
});
