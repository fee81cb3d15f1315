// Secure messages under load (issue 32, MSG-2, MSG-3, PERF-13): a patient's thread list and one
// thread of 50 messages, at the bench's connections, each against its raw baseline
// (bench/raw-threads.ts: the very statements the API runs, built by the domain's own builders,
// same names, same values, answering JSON.stringify of the rows), in one run, with the server's
// and PostgreSQL's CPU time per answer beside the rates (steadier than req/s on a shared box),
// endpoint and baseline in turn for BENCH_ROUNDS rounds (default 3; verdict.ts overRounds).
// Goal: each endpoint at ≥ 70 % of its baseline's rate (verdict.ts); what the API adds is its
// session check, validation, the audit row of each read (AUDIT-1) and the answer's shaping.
//
// The database holds BENCH_THREAD_MESSAGES messages (default 100,000): what is missing is added in
// threads of 10 messages over bench patients of 10 threads each, once (a later run tops up only).
// Each run adds its measured patient: 40 threads, half routed to a doctor who answered last, the
// newest with 50 messages. The API and the baseline each run in their own process, as `npm start`
// runs the server. PostgreSQL only (BENCH_DATABASE_URL), like the other raw baselines.
//
// Alone: BENCH_DATABASE_URL=postgres://... [BENCH_THREAD_MESSAGES=2000 BENCH_SECONDS=3] npx tsx bench/threads.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { todayIn } from '@clinvia/api/clinic-time';
import { migrate, openDatabase } from '@clinvia/api/database';
import { hashPassword } from '@clinvia/api/passwords';
import { measure, type Measurement } from './measure';
import { benchPassword } from './prepare';
import { benchServerEnv, npmStartArguments, startServer, type RunningServer } from './server';
import type { BenchTarget } from './targets';
import { overRounds, rawShareFailure } from './verdict';

const GOAL = 0.7;
const MEASURED_THREADS = 40;
const LONG_THREAD = 50;

export interface ThreadsResult {
  lines: string[];
  /** Why a row failed its goal or saw an error answer, or null. */
  failure: string | null;
}

interface Seeded {
  email: string;
  patientId: string;
  threadId: string;
  total: number;
}

/** Bench patients of 10 threads of 10 messages each until the database holds `target` messages. */
async function topUp(pool: pg.Pool, target: number, tag: string, passwordHash: string, day: string): Promise<void> {
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from thread_messages');
  const missing = target - (rows[0]?.n ?? 0);
  if (missing <= 0) return;
  const prefix = `bench-threads-${tag}-bulk-`;
  await pool.query(
    `insert into users (role, name, email, phone, password_hash)
     select 'patient', 'Bench Thread Patient ' || n, $1 || n || '@clinvia.test', '4155550100', $2 from generate_series(1, $3::int) as n`,
    [prefix, passwordHash, Math.ceil(missing / 100)],
  );
  await pool.query(`insert into patients (user_id, age, gender, address) select id, 40, 'female', '1 Bench St' from users where email like $1 || '%'`, [prefix]);
  await pool.query(
    `insert into threads (patient_id, topic, created_day, last_author_role, message_count, last_message_at, created_at)
     select u.id, (array['appointment','medication','result','billing','other'])[1 + (t % 5)], $2::date, 'patient', 10, now() - (t || ' hours')::interval, now() - (t || ' hours')::interval
     from users u cross join generate_series(1, 10) as t where u.email like $1 || '%'`,
    [prefix, day],
  );
  await pool.query(
    `insert into thread_messages (thread_id, author_id, author_role, body, created_at)
     select th.id, th.patient_id, 'patient', 'A question about my medication and when to take it, message ' || m, th.created_at + (m || ' minutes')::interval
     from threads th join users u on u.id = th.patient_id cross join generate_series(1, 10) as m where u.email like $1 || '%'`,
    [prefix],
  );
}

/** The measured patient: MEASURED_THREADS threads, every other one routed to a doctor who answered last, the newest LONG_THREAD messages long. */
async function measuredPatient(pool: pg.Pool, tag: string, passwordHash: string, day: string): Promise<Omit<Seeded, 'total'>> {
  const email = `bench-threads-${tag}-patient@clinvia.test`;
  const person = async (role: string, address: string) =>
    (await pool.query<{ id: string }>(`insert into users (role, name, email, phone, password_hash) values ($1, $2, $3, '4155550100', $4) returning id`, [role, `Bench ${role} ${tag}`, address, passwordHash])).rows[0]?.id ?? '';
  const patientId = await person('patient', email);
  const doctorId = await person('doctor', `bench-threads-${tag}-doctor@clinvia.test`);
  await pool.query(`insert into patients (user_id, age, gender, address) values ($1, 40, 'female', '1 Bench St')`, [patientId]);
  await pool.query(
    `insert into threads (patient_id, doctor_id, topic, created_day, last_author_role, last_clinic_author_id, message_count, last_message_at, created_at, clinic_read_at)
     select $1::uuid, case when t % 2 = 0 then $2::uuid end, (array['appointment','medication','result','billing','other'])[1 + (t % 5)], $3::date,
            case when t % 2 = 0 then 'doctor' else 'patient' end, case when t % 2 = 0 then $2::uuid end, case when t = 1 then $5::int else 10 end,
            now() - (t || ' minutes')::interval, now() - (t || ' days')::interval, case when t % 3 = 0 then now() end
     from generate_series(1, $4::int) as t`,
    [patientId, doctorId, day, MEASURED_THREADS, LONG_THREAD],
  );
  await pool.query(
    `insert into thread_messages (thread_id, author_id, author_role, body, created_at)
     select th.id, case when m % 2 = 0 and th.doctor_id is not null then th.doctor_id else th.patient_id end,
            case when m % 2 = 0 and th.doctor_id is not null then 'doctor' else 'patient' end,
            'About my blood pressure readings this week, part ' || m, th.created_at + (m || ' minutes')::interval
     from threads th cross join generate_series(1, $2::int) as m where th.patient_id = $1 and m <= th.message_count`,
    [patientId, LONG_THREAD],
  );
  const [thread] = (await pool.query<{ id: string }>('select id from threads where patient_id = $1 and message_count = $2', [patientId, LONG_THREAD])).rows;
  if (thread === undefined) throw new Error('no measured thread');
  return { email, patientId, threadId: thread.id };
}

async function seed(pool: pg.Pool, target: number, zone: string): Promise<Seeded> {
  const tag = Date.now().toString(36);
  const passwordHash = await hashPassword(benchPassword);
  const day = todayIn(zone);
  await topUp(pool, target, tag, passwordHash, day);
  const measured = await measuredPatient(pool, tag, passwordHash, day);
  await pool.query('analyze users, patients, threads, thread_messages');
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from thread_messages');
  return { ...measured, total: rows[0]?.n ?? 0 };
}

const cell = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0));

function rowLine(name: string, ours: Measurement, raw: Measurement): string {
  if (ours.failure !== null) return `| ${name} | FAILED (${ours.failure}) | – | – | – | – | – | – | – |`;
  const share = raw.failure === null && raw.requestsPerSecond > 0 ? `${((ours.requestsPerSecond / raw.requestsPerSecond) * 100).toFixed(0)} %` : 'raw FAILED';
  return `| ${name} | ${ours.requestsPerSecond.toFixed(0)} | ${String(ours.p99)} | ${raw.requestsPerSecond.toFixed(0)} | ${String(raw.p99)} | ${share} | ${cell(ours.cpuPerRequest)} | ${cell(raw.cpuPerRequest)} | ${cell(ours.databaseCpuPerRequest)}, ${cell(raw.databaseCpuPerRequest)} |`;
}

export async function threadsUnderLoad(root: string, databaseUrl: string, connections: number, duration: number, rounds: number): Promise<ThreadsResult> {
  if (databaseUrl === '') return { lines: ['Skipped: the secure-message run needs PostgreSQL (BENCH_DATABASE_URL) for its raw baselines.'], failure: null };
  const zone = process.env.CLINIC_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const dataDir = mkdtempSync(join(tmpdir(), 'clinvia-bench-threads-'));
  const migrated = await openDatabase({ url: databaseUrl, poolSize: 1 });
  await migrate(migrated).finally(() => migrated.close());
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let api: RunningServer | undefined;
  let raw: RunningServer | undefined;
  try {
    const seeded = await seed(pool, Number(process.env.BENCH_THREAD_MESSAGES ?? 100_000), zone);
    const env = benchServerEnv(dataDir, databaseUrl, { CLINIC_TZ: zone });
    api = await startServer(process.execPath, npmStartArguments(root), env, '/api/health');
    raw = await startServer(process.execPath, ['--import', 'tsx', join(root, 'bench/raw-threads.ts')], { DATABASE_URL: databaseUrl, CLINIC_TZ: zone, BENCH_THREAD_PATIENT: seeded.patientId, BENCH_THREAD_ID: seeded.threadId }, '/ready');
    const login = await fetch(`${api.baseUrl}/api/authentication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: seeded.email, password: benchPassword }) });
    if (!login.ok) throw new Error(`the measured patient could not sign in: ${String(login.status)} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    // The API's and the baseline's backends (the one measured is the one working).
    const databaseBackends = async () => (await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((row) => row.pid);
    const options = { connections, duration, databaseBackends };
    const rows: { name: string; target: BenchTarget; raw: BenchTarget }[] = [
      {
        name: `GET /api/threads (${String(MEASURED_THREADS)} threads, page of 20)`,
        target: { name: 'GET /api/threads', method: 'GET', path: '/api/threads', token },
        raw: { name: 'raw thread-list', method: 'GET', path: '/raw/thread-list' },
      },
      {
        name: `GET /api/threads/:id (${String(LONG_THREAD)} messages)`,
        target: { name: 'GET /api/threads/:id', method: 'GET', path: `/api/threads/${seeded.threadId}`, token },
        raw: { name: 'raw thread-detail', method: 'GET', path: '/raw/thread-detail' },
      },
    ];
    const lines = [
      `${String(seeded.total)} messages in the database, ${String(connections)} connections, ${String(duration)} s a measurement; each endpoint and its raw baseline (bench/raw-threads.ts) measured in turn for ${String(rounds)} rounds, the goal judged on the means.`,
      '',
      '| endpoint | req/s | p99 ms | raw req/s | raw p99 ms | of raw (goal ≥ 70 %) | server CPU µs/req | raw CPU µs/req | PostgreSQL CPU µs/req (API, raw) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    const problems: string[] = [];
    for (const row of rows) {
      const ours: Measurement[] = [];
      const baselines: Measurement[] = [];
      for (let round = 1; round <= rounds; round++) {
        // In turn: the endpoint first in odd rounds, its baseline first in even ones.
        let endpointRound: Measurement;
        let baselineRound: Measurement;
        if (round % 2 === 1) {
          endpointRound = await measure(api, row.target, options);
          baselineRound = await measure(raw, row.raw, options);
        } else {
          baselineRound = await measure(raw, row.raw, options);
          endpointRound = await measure(api, row.target, options);
        }
        ours.push(endpointRound);
        baselines.push(baselineRound);
        lines.push(rowLine(`${row.name}, round ${String(round)}`, endpointRound, baselineRound));
      }
      const endpoint = overRounds(ours);
      const baseline = overRounds(baselines);
      const share = baseline.requestsPerSecond > 0 ? `${((endpoint.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)} %` : '–';
      lines.push(`| **${row.name}, mean of ${String(rounds)}** | ${endpoint.requestsPerSecond.toFixed(0)} | – | ${baseline.requestsPerSecond.toFixed(0)} | – | **${share}** | – | – | – |`);
      const problem = rawShareFailure(endpoint, baseline, GOAL);
      if (problem !== null) problems.push(problem);
    }
    return { lines, failure: problems.length > 0 ? problems.join('; ') : null };
  } finally {
    await raw?.stop();
    await api?.stop();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const result = await threadsUnderLoad(root, process.env.BENCH_DATABASE_URL ?? '', Number(process.env.BENCH_CONNECTIONS ?? 50), Number(process.env.BENCH_SECONDS ?? 8), Number(process.env.BENCH_ROUNDS ?? 3));
  console.log(result.lines.join('\n'));
  if (result.failure) {
    console.error(`\nSECURE MESSAGES RUN FAILED: ${result.failure}`);
    process.exitCode = 1;
  }
}
