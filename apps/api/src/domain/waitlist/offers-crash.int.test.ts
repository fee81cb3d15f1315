import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slotTimes } from '@clinvia/contracts/doctors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, clinicNow } from '../../lib/clinic-time';
import { outboxDir } from '../../plugins/mail';
import { bookingOf, createDoctor, createPatient, injectAs, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { offerJobStates, offersOf, overlappingHolds, queuedEntries, rowsOf, slotKey } from '../../test/waitlist-offers';
import { book } from '../lifecycle/lifecycle';

// Issue 23 item 3 (WAIT-2): a server killed with SIGKILL while it offers freed slots. 40
// cancellations wait as openings; a real server process (test/jobs-process.ts) starts offering
// them and is killed after the first offers; a second one starts, takes over the first one's
// jobs once pg-boss expires them (3 s here) and is killed between writing an offer's e-mail and
// marking it sent; then this process's instance finishes. Every opening must end offered to
// the earliest waiting patients, no slot held twice, every offer e-mailed, no e-mail written
// twice. Triggers in the test's own database slow the offers and the marks down (pg_sleep), so
// that the kills land inside a batch: no hook in the product.
//
// PostgreSQL only: a second process cannot open the embedded PGlite of this one.

const zone = 'America/New_York';
const OPENINGS = 40;
const jobs = { worker: true, autoStart: false, pollSeconds: 0.1, batchSize: 5, retryDelaySeconds: 1, expireSeconds: 3, maintenanceSeconds: 1 };
const workerScript = fileURLToPath(new URL('../../test/jobs-process.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');

describe.runIf(process.env.TEST_DATABASE_URL)('offering freed slots through a SIGKILL (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let dataDir: string;
  let sendLog: string;
  let doctor: TestAccount;
  const children: ChildProcess[] = [];

  /** A server process with its own worker on this test's database; answers once it is polling. */
  function startWorker(): Promise<ChildProcess> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', tsx, workerScript], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CLINVIA_TEST_CONFIG: JSON.stringify(t.config), CLINVIA_TEST_DATABASE_URL: t.url ?? '', CLINVIA_TEST_SEND_LOG: sendLog },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString('utf8');
      });
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString('utf8').includes('ready')) resolve(child);
      });
      child.once('exit', (code, signal) => {
        reject(new Error(`the worker process exited (${String(code ?? signal)}) before it was ready:\n${errors}`));
      });
    });
  }

  /** SIGKILL, and wait until it is gone. */
  async function kill(child: ChildProcess): Promise<void> {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const offerFiles = async () => (await readdir(outboxDir(dataDir)).catch(() => [] as string[])).filter((name) => name.startsWith('waitlist-offer-'));
  const offerIdOf = (file: string) => file.slice('waitlist-offer-'.length, 'waitlist-offer-'.length + 36);
  const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ total: number }>(t.database.db, query))[0]?.total ?? 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-offers-crash-'));
    sendLog = path.join(dataDir, 'sends.log');
    t = await createTestApp({ config: { clinicTimeZone: zone, dataDir, jobs, reminderHours: [] } });
    await t.app.ready();
    const { db } = t.database;
    const now = clinicNow(zone);
    doctor = await createDoctor(db, t.config.jwtSecret, 'Maya Patel');
    const slots = Array.from({ length: 9 }, (_, i) => addDays(now.date, i + 1))
      .flatMap((date) => slotTimes.map((time) => ({ date, time })))
      .slice(0, OPENINGS);
    const visits: { patient: TestAccount; appointmentId: string }[] = [];
    for (const [i, slot] of slots.entries()) {
      const patient = await createPatient(db, t.config.jwtSecret, `Booked ${String(i)}`);
      visits.push({ patient, appointmentId: await book(db, { id: patient.id, role: 'patient', staffApproved: false }, bookingOf(patient, doctor, slot.date, slot.time), now, t.app.reminders) });
    }
    // 60 waiting for any time: the 40 slots must go to the first 40 of them, whatever the order.
    for (let i = 0; i < 60; i++) {
      const patient = await createPatient(db, t.config.jwtSecret, `Waiting ${String(i)}`);
      const payload = { doctorId: doctor.id, anyDay: true, parts: ['morning', 'afternoon'], appointmentType: 'Consultation', appointmentReason: 'Recurring headaches for two weeks', isInsurance: 'false' };
      expect((await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/waitlist', payload })).statusCode).toBe(201);
    }
    await t.app.jobs.drain();
    const cancelled = await Promise.all(visits.map((visit) => injectAs(t.app, visit.patient, { method: 'PUT', url: `/api/patients/cancel-appointment/${visit.appointmentId}` })));
    expect(cancelled.map((answer) => answer.statusCode)).toEqual(visits.map(() => 200));
    // A killed server's statement in flight would otherwise run on and commit (PostgreSQL notices
    // a client gone only when it answers): checking the socket during a query aborts it, so a
    // kill during the mark leaves the e-mail written and the offer unmarked, as a crash would.
    await db.execute(sql.raw(`alter database ${new URL(t.url ?? '').pathname.slice(1)} set client_connection_check_interval = 50`));
    await db.execute(sql`create function test_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(tg_argv[0]::float); return new; end $$`);
    await db.execute(sql`create trigger test_slow_offer before insert on slot_offers for each row execute function test_slow('0.05')`);
    await db.execute(sql`create trigger test_slow_mark before update on slot_offers for each row
      when (new.emailed_at is not null and old.emailed_at is null) execute function test_slow('0.3')`);
  }, 240_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    for (const child of children) if (child.exitCode === null && child.signalCode === null) await kill(child);
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no opening, holds no slot twice and writes no e-mail twice', async () => {
    const { db } = t.database;
    const offers = () => count(sql`select count(*)::int as total from slot_offers where doctor_id = ${doctor.id}`);

    // The first server is killed inside its second batch of offers (after the first one's e-mails).
    const first = await startWorker();
    await until('eight offers', async () => (await offers()) >= 8);
    await kill(first);
    const afterFirst = await offers();
    expect(afterFirst).toBeLessThan(OPENINGS);

    // The second is killed while it marks an offer e-mailed: the mail is in the outbox, the mark is lost.
    const second = await startWorker();
    await until('an offer being marked e-mailed', async () => {
      if ((await offerFiles()).length <= 8) return false;
      const marking = await count(sql`select count(*)::int as total from pg_stat_activity
        where datname = current_database() and state = 'active' and query like 'update "slot_offers" set "emailed_at"%'`);
      return marking > 0;
    });
    await kill(second);
    const interrupted = await rowsOf<{ id: string }>(db, sql`select id from slot_offers where doctor_id = ${doctor.id} and emailed_at is null`);
    const written = new Set((await offerFiles()).map(offerIdOf));
    const unsent = interrupted.filter((offer) => written.has(offer.id)).map((offer) => `waitlist-offer-${offer.id}`);
    expect(unsent.length).toBeGreaterThan(0);

    // This process's instance finishes once pg-boss has expired the dead servers' jobs.
    const sends = vi.spyOn(t.app.mailer, 'send');
    const finished = async () => {
      await t.app.jobs.maintain();
      await t.app.jobs.drain();
      return {
        offers: await offers(),
        emailed: await count(sql`select count(*)::int as total from slot_offers where doctor_id = ${doctor.id} and emailed_at is not null`),
        dueOpenings: await count(sql`select count(*)::int as total from slot_openings where due_at <= now()`),
        jobs: await offerJobStates(db),
      };
    };
    await expect
      .poll(finished, { timeout: 60_000, interval: 500 })
      .toEqual({ offers: OPENINGS, emailed: OPENINGS, dueOpenings: 0, jobs: { 'slot-opening completed': OPENINGS, 'waitlist-offer-email completed': OPENINGS } });

    const made = await offersOf(db, doctor.id);
    const entries = await queuedEntries(db, doctor.id);
    // Every slot held once, for one of the first 40 waiting (everyone wants every slot).
    expect(made.every((offer) => offer.status === 'open')).toBe(true);
    expect(new Set(made.map(slotKey)).size).toBe(OPENINGS);
    expect(made.map((offer) => offer.patientId).sort()).toEqual(
      entries
        .slice(0, OPENINGS)
        .map((entry) => entry.patientId)
        .sort(),
    );
    expect(await overlappingHolds(db, doctor.id)).toEqual({ slot: 0, patient: 0 });

    // One outbox file per offer. A send is repeated only for the mail a kill interrupted between
    // writing it and marking it (the idempotency key kept its file single): at most one per kill.
    const files = await offerFiles();
    expect(files.map(offerIdOf).sort()).toEqual(made.map((offer) => offer.id).sort());
    const attempts = new Map<string, number>();
    const keys = [...(await readFile(sendLog, 'utf8')).split('\n'), ...sends.mock.calls.map(([mail]) => mail.idempotencyKey ?? '')];
    for (const key of keys.filter((line) => line.startsWith('waitlist-offer-'))) attempts.set(key, (attempts.get(key) ?? 0) + 1);
    expect(attempts.size).toBe(OPENINGS);
    const repeated = [...attempts].filter(([, n]) => n > 1);
    expect(repeated.length).toBeLessThanOrEqual(2);
    expect(repeated.every(([, n]) => n === 2)).toBe(true);
    expect(repeated.map(([key]) => key)).toEqual(expect.arrayContaining(unsent));
  }, 240_000);
});
