import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createStaff, type TestAccount } from '../test/accounts';
import { minimalPdf } from '../test/files';
import { createTestApp, type TestApp } from '../test/app';
import { killUnderLoad, startServerProcess } from '../test/server-spawn';
import { rowsOf } from '../test/waitlist-offers';

// Issue 39.2 (AUDIT-1): audited reads under load, the server killed with SIGKILL. The audit rows
// of concurrent requests are written together (group commit); each request must be answered
// only after its row has committed, so every read a client got an answer to has its row, kill
// or no kill. A trigger in the test's own database makes each audit insert take 20 ms, so that
// requests pile up behind it (groups form) and the kill lands inside one: no hook in the product.
//
// PostgreSQL only: a second process cannot open the embedded PGlite of this one.

/** 8 patients, 3 clients each: 24 reads in flight at any time. */
const CLIENTS_PER_PATIENT = 3;

describe.runIf(process.env.TEST_DATABASE_URL)('audited reads through a SIGKILL (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let server: ChildProcess | undefined;
  const patients: TestAccount[] = [];

  function startServer() {
    return startServerProcess(t.config, { CLINVIA_TEST_DATABASE_URL: t.url ?? '' });
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
    await killUnderLoad(started.child, () => answered.length >= 150);
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

  // MSG-7, FILE-1: a message and its attachments are stored in one transaction. Patients send
  // messages with two files each while the server is SIGKILLed: every message a client got a 201
  // for is there with both files, no message has fewer, and no attachment is left without its
  // message. A trigger makes each file insert take 20 ms, so the kill lands inside transactions.
  it('leaves no message without its attachments and no attachment without its message', async () => {
    const { db } = t.database;
    await db.execute(sql`create function test_slow_files() returns trigger language plpgsql as $$ begin perform pg_sleep(0.02); return null; end $$`);
    await db.execute(sql`create trigger test_slow_files after insert on files for each statement execute function test_slow_files()`);
    const staffMember = await createStaff(db, t.config.jwtSecret, true);
    const threadIds = new Map<string, string>();
    for (const patient of patients) {
      const opened = await t.app.inject({ method: 'POST', url: '/api/threads', headers: { authorization: `Bearer ${patient.token}` }, payload: { topic: 'other', body: 'First message' } });
      expect(opened.statusCode).toBe(201);
      threadIds.set(patient.id, opened.json<{ thread: { thread: { id: string } } }>().thread.thread.id);
    }
    const started = await startServer();
    server = started.child;
    const sent: string[] = [];
    let cut = 0;
    let stop = false;
    let n = 0;
    const client = async (account: TestAccount, threadId: string) => {
      while (!stop) {
        n += 1;
        const form = new FormData();
        form.append('body', `Message ${String(n)} with two files`);
        form.append('files', new Blob([minimalPdf], { type: 'application/pdf' }), `a${String(n)}.pdf`);
        form.append('files', new Blob([minimalPdf], { type: 'application/pdf' }), `b${String(n)}.pdf`);
        try {
          const response = await fetch(`http://127.0.0.1:${String(started.port)}/api/threads/${threadId}/messages`, { method: 'POST', body: form, headers: { authorization: `Bearer ${account.token}` } });
          const answer = (await response.json()) as { thread: { messages: { id: string }[] } };
          expect(response.status).toBe(201);
          const last = answer.thread.messages.at(-1);
          if (last !== undefined) sent.push(last.id);
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          cut += 1;
          return;
        }
      }
    };
    const load = [...patients.map((patient) => client(patient, threadIds.get(patient.id) ?? '')), client(staffMember, threadIds.get(patients[0]?.id ?? '') ?? '')];
    await killUnderLoad(started.child, () => sent.length >= 40);
    stop = true;
    await Promise.all(load);

    expect(cut).toBeGreaterThan(0);
    const messages = await rowsOf<{ id: string; files: number }>(
      db,
      sql`select m.id, count(f.file_id)::int as files from thread_messages m left join thread_message_files f on f.message_id = m.id where m.body like 'Message %' group by m.id`,
    );
    const stored = new Map(messages.map((row) => [row.id, row.files]));
    expect(sent.filter((id) => stored.get(id) !== 2)).toEqual([]);
    expect(messages.filter((row) => row.files !== 2)).toEqual([]);
    const orphans = await rowsOf<{ id: string }>(db, sql`select f.id from files f left join thread_message_files l on l.file_id = f.id where f.purpose = 'message_attachment' and l.file_id is null`);
    expect(orphans).toEqual([]);
    const counts = await rowsOf<{ id: string; counted: number; real: number }>(
      db,
      sql`select t.id, t.message_count as counted, (select count(*)::int from thread_messages m where m.thread_id = t.id) as real from threads t`,
    );
    expect(counts.filter((row) => row.counted !== row.real)).toEqual([]);
  }, 120_000);
});
