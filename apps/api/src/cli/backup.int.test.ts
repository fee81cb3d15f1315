import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { fingerprintDifferences, sqlOfClient, sqlOfPglite, tableFingerprints, type BackupManifest, type RunSql, type TableFingerprint } from '../db/backup';
import { openPglite, type Database } from '../db/client';
import { specificationSchedule, slotTimesOn } from '../domain/slots/schedule';
import { backupPath, manifestHeader } from '../lib/backup-access';
import { addDays, clinicNow } from '../lib/clinic-time';
import { bookingOf, createDoctor, createPatient, injectAs, middayZone, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { adminQuery, randomDatabaseName, withDatabase } from '../test/database';
import { BackupRefused, manifestFileOf, writeManifest } from './backup-files';
import { backupPglite, restorePglite } from './backup-pglite';
import { backupPostgres, restorePostgres } from './backup-postgres';

// OPS-1, OPS-2: a backup taken while patients keep booking is one moment of the database. The
// loop books through the real API (the lifecycle writes the appointment, its history, the
// notices and the e-mail in one transaction) before, during and after the backup; the backup
// is restored into an empty database, whose every table must equal the manifest read in the
// backup's own snapshot, and whose every appointment must have all its companions.

const zone = await middayZone();
const backupKey = 'test-backup-key-that-is-long-enough';
let t: TestApp;
let doctors: TestAccount[];
let patients: TestAccount[];
let work: string;

beforeAll(async () => {
  t = await createTestApp({ config: { clinicTimeZone: zone }, backupKey });
  doctors = await Promise.all([1, 2, 3, 4, 5].map((n) => createDoctor(t.database.db, t.config.jwtSecret, `Doctor ${String(n)}`)));
  patients = await Promise.all([1, 2, 3, 4, 5].map((n) => createPatient(t.database.db, t.config.jwtSecret, `Patient ${String(n)}`)));
  work = mkdtempSync(path.join(tmpdir(), 'clinvia-backup-test-'));
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

/** Bookings in free slots, one after another, until told to stop: the writes the backup races. */
function bookingLoop() {
  const booked: string[] = [];
  const state = { stopped: false, ended: false };
  const today = clinicNow(zone).date;
  function* slots() {
    for (let day = 1; day <= 9; day += 1) {
      const date = addDays(today, day);
      for (const time of slotTimesOn(specificationSchedule(zone), date)) for (const doctor of doctors) yield { date, time, doctor };
    }
  }
  const done = (async () => {
    for (const { date, time, doctor } of slots()) {
      if (state.stopped) return;
      // At one slot each doctor's booking is another patient's (a patient books one visit a slot):
      // as many patients as doctors.
      const patient = patients[booked.length % patients.length];
      if (patient === undefined) throw new Error('no patients');
      const response = await injectAs(t.app, patient, { method: 'POST', url: '/api/patients/book-appointment', payload: bookingOf(patient, doctor, date, time) });
      if (response.statusCode !== 201) throw new Error(`booking answered ${String(response.statusCode)}: ${response.body}`);
      booked.push(response.json<{ appointment: { id: string } }>().appointment.id);
      // A pause between patients, as on the network: app.inject alone never lets the event loop
      // reach its I/O phase, where the server's backup finishes (its gzip runs on the thread pool).
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the loop ran out of slots');
  })().finally(() => {
    state.ended = true;
  });
  // Waits for the loop's count, or fails with the loop's own error.
  const until = async (count: number) => {
    const reached = (async () => {
      while (booked.length < count && !state.ended) await new Promise((resolve) => setTimeout(resolve, 5));
    })();
    await Promise.race([reached, done]);
  };
  const stop = async () => {
    state.stopped = true;
    await done;
  };
  return { booked, until, stop };
}

/** Bookings before the backup, the backup while the loop books, then more bookings after it. */
async function backupWhileBooking<T>(backup: () => Promise<T>): Promise<{ result: T; before: number; after: number }> {
  const loop = bookingLoop();
  await loop.until(3);
  const before = loop.booked.length;
  const result = await backup();
  const after = loop.booked.length;
  await loop.until(after + 3);
  await loop.stop();
  return { result, before, after: loop.booked.length };
}

/** Each appointment's companions, written in its booking's transaction: history, notices, e-mails. */
async function companions(run: RunSql): Promise<Map<string, string>> {
  const rows = await run(`select a.id,
      (select count(*) from appointment_events e where e.appointment_id = a.id and e.kind = 'booked')::int as events,
      (select count(*) from notifications n where n.appointment_id = a.id)::int as notices,
      (select count(*) from appointment_messages m where m.appointment_id = a.id)::int as messages
    from appointments a`);
  return new Map(rows.map((row) => [String(row.id), `${String(row.events)}/${String(row.notices)}/${String(row.messages)}`]));
}

/** The restored database against the manifest and the live one; its appointment count. */
function expectRestoredAsSnapshot(manifest: BackupManifest, restoredTables: Record<string, TableFingerprint>, restored: Map<string, string>, live: Map<string, string>): void {
  expect(Object.keys(manifest.tables)).toEqual(expect.arrayContaining(['public.appointments', 'public.appointment_events', 'public.audit_log', 'drizzle.__drizzle_migrations']));
  expect(fingerprintDifferences(manifest.tables, restoredTables)).toEqual([]);
  expect(restored.size).toBe(manifest.tables['public.appointments']?.rows);
  for (const [id, counts] of restored) {
    expect(counts, `companions of ${id}`).toBe(live.get(id));
    expect(counts.startsWith('1/')).toBe(true);
  }
}

async function onLive<T>(database: Database, read: (run: RunSql) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return read(sqlOfPglite(database.pglite));
  const client = await database.pool.connect();
  try {
    return await read(sqlOfClient(client));
  } finally {
    client.release();
  }
}

const liveCompanions = (database: Database) => onLive(database, companions);

/** OPS-5: the backup's audit row, in the live database. */
async function backupAudits(database: Database): Promise<number> {
  const [row] = await onLive(database, (run) => run("select count(*)::int as audits from audit_log where action = 'database.backup' and subject_type = 'database'"));
  return Number(row?.audits);
}

// About 12 s each on an idle machine; a busy one (other test runs) may take several times that.
describe.runIf(inject('postgresTemplate') === undefined)('the embedded database (PGlite)', { timeout: 120_000 }, () => {
  let file: string;
  let manifest: BackupManifest;

  it('OPS-1: the running server copies one moment of the database while bookings are written', async () => {
    const live = t.database;
    if (live.kind !== 'pglite') throw new Error('PGlite expected');
    const { result: answer, before, after } = await backupWhileBooking(() => t.app.inject({ method: 'POST', url: backupPath, headers: { authorization: `Bearer ${backupKey}` } }));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(await backupAudits(live)).toBe(1);
    manifest = JSON.parse(Buffer.from(String(answer.headers[manifestHeader]), 'base64url').toString('utf8')) as BackupManifest;
    file = path.join(work, 'clinvia.tar.gz');
    writeFileSync(file, answer.rawPayload);
    writeManifest(file, manifest);

    // The snapshot fell inside the loop: after its first bookings, before its last.
    const appointmentsInBackup = manifest.tables['public.appointments']?.rows ?? 0;
    expect(appointmentsInBackup).toBeGreaterThanOrEqual(before);
    expect(appointmentsInBackup).toBeLessThan(after);

    // OPS-2: restored into an empty DATA_DIR, checked against the manifest by the restore itself.
    const dataDir = path.join(work, 'restored');
    const outcome = await restorePglite(dataDir, file, { force: false });
    expect(outcome).toMatchObject({ verified: true, previous: null, level: manifest.migrations });
    const restored = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      // The restore's own audit row is the one row the backup did not have.
      const restoredTables = await restored.pglite.transaction(async (tx) => {
        await tx.query("delete from audit_log where action = 'database.restore'");
        const tables = await tableFingerprints(sqlOfPglite(tx));
        await tx.rollback();
        return tables;
      });
      expectRestoredAsSnapshot(manifest, restoredTables, await companions(sqlOfPglite(restored.pglite)), await liveCompanions(live));
    } finally {
      await restored.close();
    }
  });

  it('OPS-2: refuses to replace a database unless told, and then moves the old one aside', async () => {
    const dataDir = path.join(work, 'restored');
    await expect(restorePglite(dataDir, file, { force: false })).rejects.toThrow(BackupRefused);
    const outcome = await restorePglite(dataDir, file, { force: true });
    expect(outcome.previous).not.toBeNull();
    expect(existsSync(path.join(outcome.previous ?? '', 'PG_VERSION'))).toBe(true);
  });

  it('OPS-1: with the server stopped the tool copies the directory itself, and refuses one another process holds open', async () => {
    const dataDir = path.join(work, 'restored');
    const again = path.join(work, 'again.tar.gz');
    const { manifest: copied, madeBy } = await backupPglite(dataDir, again);
    expect(madeBy).toBe('directory');
    expect(copied.tables['public.appointments']).toEqual(manifest.tables['public.appointments']);
    expect(existsSync(manifestFileOf(again))).toBe(true);

    writeFileSync(path.join(dataDir, 'db', 'postmaster.pid'), '-42\n');
    await expect(backupPglite(dataDir, path.join(work, 'refused.tar.gz'))).rejects.toThrow(/is open \(postmaster\.pid\)/);
    expect(existsSync(path.join(work, 'refused.tar.gz'))).toBe(false);
  });

  it('the backup path is refused without the key', async () => {
    const answer = await t.app.inject({ method: 'POST', url: backupPath, headers: { authorization: 'Bearer not-the-key' } });
    expect(answer.statusCode).toBe(401);
  });
});

describe.runIf(inject('postgresTemplate') !== undefined)('PostgreSQL', { timeout: 120_000 }, () => {
  const template = inject('postgresTemplate');
  const scratch = randomDatabaseName('clinvia_restore');
  const scratchUrl = template === undefined ? '' : withDatabase(template.url, scratch);

  afterAll(async () => {
    if (template !== undefined) await adminQuery(template.url, `drop database if exists ${scratch} with (force)`);
  });

  it('OPS-1, OPS-2: pg_dump copies the manifest\'s snapshot while bookings are written, and pg_restore brings it back whole', async () => {
    if (template === undefined || t.url === undefined) throw new Error('PostgreSQL expected');
    const file = path.join(work, 'clinvia.dump');
    const { result: manifest, before, after } = await backupWhileBooking(() => backupPostgres(t.url ?? '', file));
    const appointmentsInBackup = manifest.tables['public.appointments']?.rows ?? 0;
    expect(appointmentsInBackup).toBeGreaterThanOrEqual(before);
    expect(appointmentsInBackup).toBeLessThan(after);
    expect(await backupAudits(t.database)).toBe(1);

    await adminQuery(template.url, `create database ${scratch}`);
    const outcome = await restorePostgres(scratchUrl, file, { force: false });
    expect(outcome).toMatchObject({ verified: true, replacedTables: [], level: manifest.migrations });
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query("delete from audit_log where action = 'database.restore'");
      const restoredTables = await tableFingerprints(sqlOfClient(client));
      await client.query('rollback');
      expectRestoredAsSnapshot(manifest, restoredTables, await companions(sqlOfClient(client)), await liveCompanions(t.database));
    } finally {
      await client.end();
    }

    // OPS-2: a database with tables is replaced only when told.
    await expect(restorePostgres(scratchUrl, file, { force: false })).rejects.toThrow(/not empty/);
    expect((await restorePostgres(scratchUrl, file, { force: true })).replacedTables).toContain('public.appointments');
  });
});
