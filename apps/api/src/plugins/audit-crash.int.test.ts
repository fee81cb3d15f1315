import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { rowsOf } from '../test/waitlist-offers';

// Issue 39.2 (AUDIT-1): audited reads under load, the server killed with SIGKILL. The audit rows
// of concurrent requests are written together (group commit); each request must be answered
// only after its row has committed, so every read a client got an answer to has its row, kill
// or no kill. A trigger in the test's own database makes each audit insert take 20 ms, so that
// requests pile up behind it (groups form) and the kill lands inside one: no hook in the product.
//
// PostgreSQL only: a second process cannot open the embedded PGlite of this one.

const serverScript = fileURLToPath(new URL('../test/server-process.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');
/** 8 patients, 3 clients each: 24 reads in flight at any time. */
const CLIENTS_PER_PATIENT = 3;

describe.runIf(process.env.TEST_DATABASE_URL)('audited reads through a SIGKILL (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let server: ChildProcess | undefined;
  const patients: TestAccount[] = [];

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
    for (let i = 0; i < 8; i++) patients.push(await createPatient(t.database.db, t.config.jwtSecret, `Reader ${String(i)}`));
    await t.database.db.execute(sql`create function test_slow_audit() returns trigger language plpgsql as $$ begin perform pg_sleep(0.02); return null; end $$`);
    await t.database.db.execute(sql`create trigger test_slow_audit after insert on audit_log for each statement execute function test_slow_audit()`);
  }, 120_000);

  afterAll(async () => {
    if (server?.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await t.close();
  });

  it('leaves no answered read without its audit row, and groups the rows of concurrent reads', async () => {
    const started = await startServer();
    server = started.child;
    const answered: string[] = [];
    let cut = 0;
    let stop = false;
    const client = async (patient: TestAccount) => {
      while (!stop) {
        try {
          const response = await fetch(`http://127.0.0.1:${String(started.port)}/api/patients/get-appointments/${patient.id}`, { headers: { authorization: `Bearer ${patient.token}` } });
          await response.arrayBuffer();
          expect(response.status).toBe(200);
          answered.push(response.headers.get('x-request-id') ?? '');
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          cut += 1; // the connection died with the server: this read was never answered
          return;
        }
      }
    };
    const load = Array.from({ length: CLIENTS_PER_PATIENT }, () => patients.map(client)).flat();
    while (answered.length < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    const gone = new Promise((resolve) => started.child.once('exit', resolve));
    started.child.kill('SIGKILL');
    await gone;
    stop = true;
    await Promise.all(load);

    expect(cut).toBeGreaterThan(0);
    const rows = await rowsOf<{ request_id: string; at: string }>(
      t.database.db,
      sql`select request_id, at::text as at from audit_log where action = 'appointment.list'`,
    );
    const audited = new Set(rows.map((row) => row.request_id));
    expect(answered.filter((id) => !audited.has(id))).toEqual([]);
    const answeredRows = rows.filter((row) => answered.includes(row.request_id));
    // One insert's rows share their transaction's timestamp: fewer timestamps than reads means
    // the rows of concurrent reads went together.
    expect(new Set(answeredRows.map((row) => row.at)).size).toBeLessThan(answered.length / 2);
  }, 120_000);
});
