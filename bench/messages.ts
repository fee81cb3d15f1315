// LIFE-6 under load (issue 22's benchmark): 10,000 appointment e-mails fall due at once and are
// sent to the outbox while the doctor listing is measured, against the listing measured just
// before without them (goal: all sent within 60 s, the listing at ≥ 80 %). Then a second
// 10,000, with the server killed (SIGKILL) half-way and started again: the outbox is counted
// against the rows (goal: none lost, none twice). PostgreSQL only (BENCH_DATABASE_URL): the
// bench makes the messages due from its own connection while the server runs, which the
// embedded PGlite (one process) does not allow.
//
// Alone: BENCH_DATABASE_URL=postgres://... npx tsx bench/messages.ts
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { prepareDatabase } from './prepare';
import { npmStartArguments, startServer, type RunningServer } from './server';

const BATCH = 10_000;

export interface MessagesResult {
  lines: string[];
  /** Why the row failed its goal, or null. */
  failure: string | null;
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

async function listing(server: RunningServer, connections: number, duration: number): Promise<{ rate: number; errors: number }> {
  const result = await autocannon({ url: `${server.baseUrl}/api/doctors`, connections, duration });
  return { rate: result.requests.average, errors: result.errors + result.non2xx };
}

/** Makes one message due now for each of `count` appointments; answers the batch's due time. */
async function queueBatch(pool: pg.Pool, count: number): Promise<Date> {
  const { rows } = await pool.query<{ due: Date }>('select clock_timestamp() as due');
  const due = rows[0]?.due ?? new Date();
  await pool.query(
    `insert into appointment_messages (appointment_id, kind, sequence, recipient, due_at)
     select id, 'booked', sequence, contact_email, $1 from appointments order by id limit $2`,
    [due, count],
  );
  return due;
}

async function batchStatus(pool: pg.Pool, due: Date): Promise<{ sent: number; queued: number; other: number }> {
  const { rows } = await pool.query<{ status: string; total: number }>('select status, count(*)::int as total from appointment_messages where due_at = $1 group by status', [due]);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { sent: of('sent'), queued: of('queued'), other: rows.reduce((sum, row) => sum + row.total, 0) - of('sent') - of('queued') };
}

async function batchIds(pool: pg.Pool, due: Date): Promise<string[]> {
  return (await pool.query<{ id: string }>('select id from appointment_messages where due_at = $1', [due])).rows.map((row) => row.id);
}

async function waitAllSent(pool: pg.Pool, due: Date, count: number, limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await batchStatus(pool, due)).sent >= count) return (Date.now() - started) / 1000;
    await sleep(250);
  }
  return null;
}

/** Waits until no message is due and unsent (sent, dropped or failed, or due later). */
async function waitNothingDue(pool: pg.Pool, limitMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const { rows } = await pool.query<{ due: number }>("select count(*)::int as due from appointment_messages where status = 'queued' and due_at <= now()");
    if ((rows[0]?.due ?? 0) === 0) return;
    await sleep(500);
  }
  throw new Error('messages due before the run were not sent within the limit');
}

export async function messagesUnderLoad(root: string, databaseUrl: string, connections: number, duration: number): Promise<MessagesResult> {
  if (databaseUrl === '') return { lines: ['Skipped: the e-mail run needs PostgreSQL (BENCH_DATABASE_URL).'], failure: null };
  const dataDir = mkdtempSync(join(tmpdir(), 'clinvia-bench-messages-'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const env = { SKIP_WEB_BUILD: '1', RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JOBS_WORKER: 'true' };
  const start = () => startServer(process.execPath, npmStartArguments(root), env, '/api/health');
  const outboxFiles = () => readdirSync(join(dataDir, 'outbox')).filter((name) => name.startsWith('appointment-message-'));
  let server = await start();
  try {
    const { rows } = await pool.query<{ total: number }>('select count(*)::int as total from appointments');
    if ((rows[0]?.total ?? 0) < BATCH) await prepareDatabase({ dataDir, databaseUrl, bookers: 0, racers: 0 });

    // Whatever was due before the run (an earlier run's bookings and reminders) goes out first:
    // the listing's 'before' is measured with the worker idle.
    await waitNothingDue(pool, 300_000);
    const before = await listing(server, connections, duration);
    // Batch A: all due at once, the listing measured while they go out.
    const dueA = await queueBatch(pool, BATCH);
    const [during, secondsA] = await Promise.all([listing(server, connections, duration), waitAllSent(pool, dueA, BATCH, 120_000)]);
    const ratio = during.rate / before.rate;

    // Batch B: SIGKILL half-way, start again, count.
    const dueB = await queueBatch(pool, BATCH);
    while ((await batchStatus(pool, dueB)).sent < BATCH / 2) await sleep(100);
    process.kill(server.pid, 'SIGKILL');
    const atKill = await batchStatus(pool, dueB);
    await sleep(500);
    server = await start();
    const secondsB = await waitAllSent(pool, dueB, BATCH, 300_000);
    // The outbox also holds what the server sent besides the two batches (an earlier run's
    // bookings' e-mails and reminders falling due): count each batch's own files, by message id.
    const filesOf = (ids: readonly string[]) => {
      const wanted = new Set(ids);
      const perId = new Map<string, number>();
      for (const name of outboxFiles()) {
        const id = /^appointment-message-([0-9a-f-]{36})-/.exec(name)?.[1];
        if (id !== undefined && wanted.has(id)) perId.set(id, (perId.get(id) ?? 0) + 1);
      }
      return { written: perId.size, twice: [...perId.values()].reduce((sum, count) => sum + count - 1, 0), files: [...perId.values()].reduce((sum, count) => sum + count, 0) };
    };
    const idsA = await batchIds(pool, dueA);
    const idsB = await batchIds(pool, dueB);
    const ofB = filesOf(idsB);
    const ofBoth = filesOf([...idsA, ...idsB]);
    const others = outboxFiles().length - ofBoth.files;
    const writtenB = ofB.written;
    const afterB = await batchStatus(pool, dueB);

    const lines = [
      `| run | messages | sent | seconds to send all | doctor listing req/s before → during | of before | outbox files | lost | twice |`,
      `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
      `| all due at once | ${String(BATCH)} | ${String((await batchStatus(pool, dueA)).sent)} | ${secondsA === null ? '> 120' : secondsA.toFixed(1)} | ${before.rate.toFixed(0)} → ${during.rate.toFixed(0)} | ${(ratio * 100).toFixed(0)} % | – | – | – |`,
      `| SIGKILL at ${String(atKill.sent)} sent, restarted | ${String(BATCH)} | ${String(afterB.sent)} | ${secondsB === null ? '> 300' : secondsB.toFixed(1)} (after the kill) | – | – | ${String(writtenB)} | ${String(BATCH - afterB.sent)} | ${String(ofBoth.twice)} |`,
      '',
      `The server also sent ${String(others)} other e-mails meanwhile (earlier bench runs' bookings and reminders falling due).`,
    ];
    const problems = [
      secondsA === null || secondsA > 60 ? 'batch A not sent within 60 s' : null,
      ratio < 0.8 ? `the listing kept ${(ratio * 100).toFixed(0)} % (< 80 %)` : null,
      before.errors + during.errors > 0 ? 'listing errors' : null,
      afterB.sent !== BATCH || writtenB !== BATCH ? 'messages lost after the kill' : null,
      ofBoth.written !== 2 * BATCH || ofBoth.twice > 0 ? `the outbox holds ${String(ofBoth.files)} files of the batches' ${String(2 * BATCH)} messages` : null,
    ].filter((problem): problem is string => problem !== null);
    return { lines, failure: problems.length > 0 ? problems.join('; ') : null };
  } finally {
    await server.stop();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const result = await messagesUnderLoad(root, process.env.BENCH_DATABASE_URL ?? '', Number(process.env.BENCH_CONNECTIONS ?? 50), Number(process.env.BENCH_SECONDS ?? 8));
  console.log(result.lines.join('\n'));
  if (result.failure) {
    console.error(`\nE-MAIL RUN FAILED: ${result.failure}`);
    process.exitCode = 1;
  }
}
