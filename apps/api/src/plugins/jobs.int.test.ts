import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { appointmentMessages, appointments } from '../db/schema';
import { book } from '../domain/lifecycle/lifecycle';
import { queueMessage } from '../domain/messages/queue';
import { addDays, clinicNow, todayIn } from '../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, createStaff, injectAs, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { outboxMails } from '../test/outbox';
import type { Mail } from '../lib/mail';
import { messageQueue } from '../domain/jobs/worker';

// LIFE-6: the durable jobs that send the appointment e-mails, on PGlite and (TEST_DATABASE_URL)
// PostgreSQL: a failing mail retried with backoff into the visible 'failed' state and retried
// by staff; two app instances on one database sending each message once; a worker that dies
// in the middle of a batch losing none and sending none twice.

const zone = 'America/New_York';
/** Short enough for a test: retries after 1–2 s, then 2–4 s; a dead worker's jobs expire after 1 s. */
const jobs = { worker: true, autoStart: false, retryLimit: 2, retryDelaySeconds: 1, expireSeconds: 1, maintenanceSeconds: 1, batchSize: 10 };

let t: TestApp;
let dataDir: string;
let doctor: TestAccount;
let patient: TestAccount;
let staffMember: TestAccount;
let appointmentId: string;
const others: { app: FastifyInstance; database: Database | null }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-jobs-'));
  // No planned reminders: this file queues its own 'reminder' rows as the messages under test.
  t = await createTestApp({ config: { clinicTimeZone: zone, dataDir, jobs, reminderHours: [] } });
  await t.app.ready();
  doctor = await createDoctor(t.database.db, t.config.jwtSecret, 'Maya Patel');
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Alex Morgan');
  staffMember = await createStaff(t.database.db, t.config.jwtSecret, true);
  appointmentId = await book(t.database.db, { id: patient.id, role: 'patient', staffApproved: false }, bookingOf(patient, doctor, addDays(todayIn(zone), 3), '10:00'), clinicNow(zone), t.app.reminders);
  await t.app.jobs.drain();
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const other of others.splice(0)) {
    await other.app.close();
    await other.database?.close();
  }
  await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Another server process's app on the same database: its own pool on PostgreSQL, the same PGlite otherwise. */
async function anotherInstance(config: Partial<Config> = {}): Promise<FastifyInstance> {
  const database = t.url === undefined ? null : await openDatabase({ url: t.url, poolSize: 4 });
  const app = await buildApp({ database: database ?? t.database, config: { ...t.config, ...config }, logger: false, validateResponses: true });
  await app.ready();
  others.push({ app, database });
  return app;
}

/** `count` reminders of the booked appointment, all due already (one second apart, so each is its own message). */
async function queueReminders(count: number): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await queueMessage(tx, { appointmentId, kind: 'reminder', sequence: 0, actorRole: null, recipient: 'pat@example.test', dueAt: new Date(Date.now() - (i + 1) * 1000) });
    }
  });
}

async function reminderStatuses(): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({ status: appointmentMessages.status, total: sql<number>`count(*)::int` })
    .from(appointmentMessages)
    .where(eq(appointmentMessages.kind, 'reminder'))
    .groupBy(appointmentMessages.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

/** Raw SQL's rows: Drizzle types execute() by driver, and both drivers' results carry `rows`. */
async function rowsOf(query: SQL): Promise<unknown[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: unknown[] }).rows;
}

const reminderFiles = async () => (await outboxMails(dataDir)).filter((mail) => mail.mail.subject?.startsWith('Reminder'));

describe('the booking e-mail', () => {
  it('was queued in the booking’s transaction and sent once by the worker', async () => {
    const rows = await t.database.db.select().from(appointmentMessages).where(eq(appointmentMessages.appointmentId, appointmentId));
    expect(rows).toMatchObject([{ kind: 'booked', status: 'sent', attempts: 1, sequence: 0, lastError: null }]);
    expect(await t.app.jobs.drain()).toBe(0);
  });
});

describe('a failing mail', () => {
  afterAll(async () => {
    await t.database.db.delete(appointmentMessages).where(eq(appointmentMessages.kind, 'reminder'));
  });

  it('is retried with backoff, ends failed with the error’s kind (no address), shows in Messages, and Retry sends it', async () => {
    await queueReminders(1);
    const attempts: number[] = [];
    const send = vi.spyOn(t.app.mailer, 'send').mockImplementation((mail: Mail) => {
      attempts.push(Date.now());
      return Promise.reject(Object.assign(new Error(`connect ECONNREFUSED to ${mail.to}`), { code: 'ECONNREFUSED' }));
    });
    await expect.poll(async () => (await t.app.jobs.drain(), (await reminderStatuses()).failed), { timeout: 20_000, interval: 250 }).toBe(1);
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    // pg-boss's exponential backoff from 1 s: the first retry waits 1–2 s, the second 2–4 s.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    const [failed] = await t.database.db.select().from(appointmentMessages).where(eq(appointmentMessages.kind, 'reminder'));
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error ECONNREFUSED' });
    // The dead-letter queue holds its job too.
    expect(await rowsOf(sql`select count(*)::int as total from pgboss.job where name = 'appointment-message-failed'`)).toEqual([{ total: 1 }]);

    const listed = await injectAs(t.app, staffMember, { method: 'GET', url: '/api/staff/appointment-messages?status=failed' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ counts: { failed: 1 }, messages: [{ id: failed?.id, kind: 'reminder', status: 'failed', attempts: 3, last_error: 'Error ECONNREFUSED', patient_name: 'Alex Morgan', doctor_name: 'Maya Patel' }] });
    expect(listed.body).not.toContain('pat@example.test');

    send.mockRestore();
    const retried = await injectAs(t.app, staffMember, { method: 'POST', url: `/api/staff/appointment-messages/${failed?.id ?? ''}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ message: { status: 'queued' } });
    await t.app.jobs.drain();
    expect(await reminderStatuses()).toEqual({ sent: 1 });
    expect(await reminderFiles()).toHaveLength(1);
    const again = await injectAs(t.app, staffMember, { method: 'POST', url: `/api/staff/appointment-messages/${failed?.id ?? ''}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'message_not_failed' } });
  });

  it('is not the patients’ or doctors’ to see or retry', async () => {
    for (const account of [patient, doctor]) {
      expect((await injectAs(t.app, account, { method: 'GET', url: '/api/staff/appointment-messages' })).statusCode).toBe(403);
    }
  });
});

describe('several instances on one database', () => {
  afterEach(async () => {
    await t.database.db.delete(appointmentMessages).where(eq(appointmentMessages.kind, 'reminder'));
  });

  it('send each message once', async () => {
    await queueReminders(40);
    const second = await anotherInstance({ jobs });
    const third = await anotherInstance({ jobs });
    await Promise.all([t.app.jobs.drain(), second.jobs.drain(), third.jobs.drain()]);
    expect(await reminderStatuses()).toEqual({ sent: 40 });
    const files = await reminderFiles();
    expect(files).toHaveLength(40);
    expect(new Set(files.map((file) => file.mail.messageId)).size).toBe(40);
    const jobRows = await rowsOf(sql`
      select count(*)::int as total, count(distinct data->>'messageId')::int as messages from pgboss.job
      where name = ${messageQueue} and data->>'messageId' in (select id::text from appointment_messages where kind = 'reminder')`);
    // One job per message, whichever instance dispatched it.
    expect(jobRows).toEqual([{ total: 40, messages: 40 }]);
  });

  it('a web-only replica (JOBS_WORKER=false) queues but never sends', async () => {
    const web = await anotherInstance({ jobs: { worker: false } });
    expect(web.jobs.worker).toBe(false);
    await queueReminders(2);
    expect(await web.jobs.drain()).toBe(0);
    expect(await reminderStatuses()).toEqual({ queued: 2 });
    await t.app.jobs.drain();
    expect(await reminderStatuses()).toEqual({ sent: 2 });
  });

  it('a worker that dies in the middle of a batch loses none and sends none twice', async () => {
    await queueReminders(10);
    const doomed = await anotherInstance({ jobs });
    let started = 0;
    let written = 0;
    let wake: () => void = () => undefined;
    const asleep = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const realSend = doomed.mailer.send.bind(doomed.mailer);
    // The worker sends five at a time and marks each five sent together. From the 6th mail on (the
    // second five), each is written and then the process 'dies' before it can mark the rows sent.
    vi.spyOn(doomed.mailer, 'send').mockImplementation(async (mail: Mail) => {
      started += 1;
      const number = started;
      await realSend(mail);
      written += 1;
      if (number >= 6) await asleep;
    });
    const doomedRound = doomed.jobs.drain();
    await expect.poll(() => written, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(reminderStatuses, { timeout: 10_000 }).toEqual({ sent: 5, queued: 5 });
    expect((await reminderFiles()).length).toBeGreaterThanOrEqual(6);

    // Another replica takes over once pg-boss expires the dead worker's jobs (1 s here).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect
      .poll(
        async () => {
          await t.app.jobs.maintain();
          await t.app.jobs.drain();
          return reminderStatuses();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual({ sent: 10 });
    expect(await reminderFiles()).toHaveLength(10);

    // The 'dead' worker wakes up: it finds its messages sent and writes nothing more.
    wake();
    await doomedRound;
    expect(await reminderFiles()).toHaveLength(10);
    expect(await reminderStatuses()).toEqual({ sent: 10 });
  });
});

describe('a worker that is stopped', () => {
  afterEach(async () => {
    await t.database.db.delete(appointmentMessages).where(eq(appointmentMessages.kind, 'reminder'));
  });

  it('finishes the round in flight and leaves the rest to another replica, sending none twice', async () => {
    await queueReminders(30);
    const stopping = await anotherInstance({ jobs: { ...jobs, autoStart: true, pollSeconds: 0.1 } });
    const realSend = stopping.mailer.send.bind(stopping.mailer);
    // Mail held until the stop has begun, so the round in flight is still sending when it does
    // (a fixed delay raced a loaded machine: all 30 went before the stop).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.spyOn(stopping.mailer, 'send').mockImplementation(async (mail: Mail) => {
      await held;
      await realSend(mail);
    });
    await expect.poll(() => send.mock.calls.length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    const closing = others.pop();
    const closed = closing?.app.close();
    setTimeout(release, 200);
    await closed;
    await closing?.database?.close();
    const left = (await reminderStatuses()).queued ?? 0;
    expect(left).toBeGreaterThan(0);
    await t.app.jobs.drain();
    expect(await reminderStatuses()).toEqual({ sent: 30 });
    expect(await reminderFiles()).toHaveLength(30);
  });
});

describe('a stale message', () => {
  it('is dropped, not sent, when the appointment changed before it went out', async () => {
    const [before] = await t.database.db.select({ sequence: appointments.sequence }).from(appointments).where(eq(appointments.id, appointmentId));
    await queueReminders(1);
    // A later change the calendar applies (as a confirmation or reschedule does) raises the sequence.
    await t.database.db.update(appointments).set({ sequence: (before?.sequence ?? 0) + 1 }).where(eq(appointments.id, appointmentId));
    await t.app.jobs.drain();
    expect(await reminderStatuses()).toEqual({ dropped: 1 });
    expect(await reminderFiles()).toHaveLength(0);
  });
});
