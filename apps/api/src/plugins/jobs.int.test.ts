import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages } from '../db/schema';
import { book } from '../domain/lifecycle/lifecycle';
import { clinicNow } from '../lib/clinic-time';
import { addDays, todayIn } from '../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { outboxMails, parseEvent } from '../test/outbox';

const zone = 'America/New_York';
let t: TestApp;
let dataDir: string;
let doctor: TestAccount;
let patient: TestAccount;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-jobs-'));
  t = await createTestApp({ config: { clinicTimeZone: zone, dataDir, jobs: { worker: true, autoStart: false } } });
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const actorOf = (account: TestAccount) => ({ id: account.id, role: account.role, staffApproved: false });

describe('smoke', () => {
  it('sends the booking e-mail', async () => {
    await t.app.ready();
    const date = addDays(todayIn(zone), 2);
    const id = await book(t.database.db, actorOf(patient), bookingOf(patient, doctor, date, '10:00'), clinicNow(zone));
    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(appointmentMessages).where(eq(appointmentMessages.appointmentId, id));
    expect(row?.status).toBe('sent');
    const mails = await outboxMails(dataDir);
    expect(mails).toHaveLength(1);
    const ics = parseEvent(mails[0]?.calendar ?? '');
    expect(ics.method).toBe('REQUEST');
    expect(ics.event.uid).toBe(`${id}@clinvia`);
  });
});
