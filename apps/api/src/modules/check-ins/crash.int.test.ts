import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../lib/clinic-time';
import { createDoctor, createPatient, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { placeAppointment } from '../../test/appointments';
import { photoWithLocation } from '../../test/files';
import { rowsOf } from '../../test/waitlist-offers';

// CHECKIN-2, CHECKIN-4, FILE-1: check-in saves and card photos while the server is SIGKILLed.
// Every save a patient got a 200 for is there (the stored step is that one or a later one), and
// no card photo is left behind: a photo is stored with the check-in that points at it, and the
// one it replaces is deleted in the same transaction. A trigger makes each file insert take
// 20 ms, so the kill lands inside transactions. PostgreSQL only: a second process cannot open
// the embedded PGlite of this one.

const serverScript = fileURLToPath(new URL('../../test/server-process.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');

describe.runIf(process.env.TEST_DATABASE_URL)('check-in saves through a SIGKILL (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let server: ChildProcess | undefined;
  const visits: { patient: TestAccount; appointmentId: string }[] = [];

  function startServer(): Promise<{ child: ChildProcess; port: number }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', tsx, serverScript], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CLINVIA_TEST_CONFIG: JSON.stringify(t.config), CLINVIA_TEST_DATABASE_URL: t.url ?? '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString('utf8');
      });
      child.stdout.on('data', (chunk: Buffer) => {
        const port = /listening (\d+)/.exec(chunk.toString('utf8'))?.[1];
        if (port !== undefined) resolve({ child, port: Number(port) });
      });
      child.once('exit', (code, signal) => {
        reject(new Error(`the server exited (${String(code ?? signal)}) before it listened:\n${errors}`));
      });
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    const { db } = t.database;
    const doctor = await createDoctor(db, t.config.jwtSecret);
    const tomorrow = addDays(todayIn(t.config.clinicTimeZone), 1);
    for (let i = 0; i < 6; i++) {
      const patient = await createPatient(db, t.config.jwtSecret, `Checker ${String(i)}`);
      const placed = await placeAppointment(db, patient, doctor, tomorrow, `${String(10 + i)}:00`, 'confirmed');
      visits.push({ patient, appointmentId: placed.id });
    }
    await db.execute(sql`create function test_slow_card_files() returns trigger language plpgsql as $$ begin perform pg_sleep(0.02); return null; end $$`);
    await db.execute(sql`create trigger test_slow_card_files after insert on files for each statement execute function test_slow_card_files()`);
  }, 120_000);

  afterAll(async () => {
    if (server?.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await t.close();
  });

  it('keeps every acknowledged save and leaves no card photo without its check-in', async () => {
    const started = await startServer();
    server = started.child;
    const photo = await photoWithLocation('png');
    /** The highest acknowledged save number of each appointment. */
    const acknowledged = new Map<string, number>();
    /** The appointments with at least one acknowledged photo. */
    const photographed = new Set<string>();
    let answers = 0;
    let cut = 0;
    let stop = false;
    const base = `http://127.0.0.1:${String(started.port)}/api/appointments`;
    const client = async ({ patient, appointmentId }: { patient: TestAccount; appointmentId: string }) => {
      const headers = { authorization: `Bearer ${patient.token}` };
      for (let n = 1; !stop; n++) {
        try {
          const contact = { name: patient.name, email: patient.email, phone: '4155550100', age: 40, gender: 'female', address: `${String(n)} Save Street` };
          const saved = await fetch(`${base}/${appointmentId}/check-in`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ step: 'contact', contact }) });
          await saved.arrayBuffer();
          expect(saved.status).toBe(200);
          acknowledged.set(appointmentId, n);
          const form = new FormData();
          form.append('file', new Blob([photo], { type: 'image/png' }), `front-${String(n)}.png`);
          const uploaded = await fetch(`${base}/${appointmentId}/check-in/cards/front`, { method: 'PUT', headers, body: form });
          await uploaded.arrayBuffer();
          expect(uploaded.status).toBe(200);
          photographed.add(appointmentId);
          answers += 2;
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          cut += 1; // the connection died with the server: this save was never answered
          return;
        }
      }
    };
    const load = visits.map(client);
    while (answers < 60) await new Promise((resolve) => setTimeout(resolve, 10));
    const gone = new Promise((resolve) => started.child.once('exit', resolve));
    started.child.kill('SIGKILL');
    await gone;
    stop = true;
    await Promise.all(load);

    expect(cut).toBeGreaterThan(0);
    const { db } = t.database;
    const stored = await rowsOf<{ appointment_id: string; address: string; card: string | null }>(
      db,
      sql`select appointment_id, contact->>'address' as address, card_front_file_id as card from check_ins`,
    );
    const storedNumber = new Map(stored.map((row) => [row.appointment_id, Number.parseInt(row.address, 10)]));
    expect([...acknowledged].filter(([id, n]) => (storedNumber.get(id) ?? 0) < n)).toEqual([]);
    // Every check-in that got a photo points at one that exists; no photo is left over.
    const orphans = await rowsOf<{ id: string }>(db, sql`select f.id from files f where f.purpose = 'insurance_card' and not exists (select 1 from check_ins c where c.card_front_file_id = f.id or c.card_back_file_id = f.id)`);
    expect(orphans).toEqual([]);
    const withCard = new Set(stored.filter((row) => row.card !== null).map((row) => row.appointment_id));
    expect([...photographed].filter((id) => !withCard.has(id))).toEqual([]);
  }, 120_000);
});
