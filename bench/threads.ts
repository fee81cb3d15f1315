// Secure messages under load (issue 32, MSG-2, MSG-3): a patient's thread list and one thread of
// 50 messages, at 50 connections, each against a raw baseline: a bare Fastify route on the same
// database running the very SQL the API runs for it (the domain's own query builders, same
// parameters) and answering JSON.stringify of the rows. Goal: each endpoint at ≥ 70 % of its
// baseline's rate. The API's extra work is its session check, validation, the audit row of each
// read (AUDIT-1) and the answer's shaping.
//
// The database holds BENCH_THREAD_MESSAGES messages (default 100,000) in threads of 10 over
// patients of 10 threads each, besides the measured patient's 40 threads. PostgreSQL only
// (BENCH_DATABASE_URL), like the other raw baselines: in one process with the client, the
// embedded PGlite answered nothing within the window.
//
// Alone: BENCH_DATABASE_URL=postgres://... [BENCH_THREAD_MESSAGES=2000 BENCH_SECONDS=3] npx tsx bench/threads.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '@clinvia/api';
import type { Config } from '@clinvia/api/config';
import { migrate, openDatabase, type Db } from '@clinvia/api/database';
import { hashPassword } from '@clinvia/api/passwords';
import { attachmentRowsQuery, messageRowsQuery, selectSummaries } from '@clinvia/api/threads';
import { patientListQuery } from '@clinvia/api/threads-lists';
import { todayIn } from '@clinvia/api/clinic-time';

const messages = Number(process.env.BENCH_THREAD_MESSAGES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const password = 'Bench-password-2025';
const zone = 'America/New_York';
const goal = 0.7;

const url = process.env.BENCH_DATABASE_URL;
if (url === undefined) throw new Error('bench/threads.ts runs on PostgreSQL only: set BENCH_DATABASE_URL');
const dataDir = mkdtempSync(path.join(tmpdir(), 'clinvia-bench-threads-'));
const database = await openDatabase({ url, poolSize: 10 });
const db: Db = database.db;
await migrate(database);

/** The rows of a statement (both drivers' results carry `rows`). */
async function rowsOf<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as { rows: T[] }).rows;
}

/** The measured patient (40 threads, the first with 50 messages) and everyone else's threads, all in SQL. */
async function seed(): Promise<{ email: string; threadId: string; patientId: string }> {
  const tag = Date.now().toString(36);
  const email = `bench-threads-${tag}@example.test`;
  const hash = await hashPassword(password);
  const others = Math.max(1, Math.ceil(messages / 100));
  await db.execute(sql`
    insert into users (role, name, email, phone, password_hash)
    select 'patient', 'Bench Patient ' || n, 'bench-threads-' || ${tag} || '-' || n || '@example.test', '4155550100', ${hash}
    from generate_series(0, ${others}) as n`);
  await db.execute(sql`update users set email = ${email} where email = ${`bench-threads-${tag}-0@example.test`}`);
  await db.execute(sql`insert into patients (user_id, age, gender, address) select id, 40, 'female', '1 Main St' from users where email like ${`bench-threads-${tag}%`}`);
  const [patient] = await rowsOf<{ id: string }>(sql`select id from users where email = ${email}`);
  if (patient === undefined) throw new Error('no bench patient');
  // Ten threads of ten messages for every other patient; forty for the measured one.
  await db.execute(sql`
    insert into threads (patient_id, topic, created_day, last_author_role, message_count, last_message_at, created_at)
    select u.id, (array['appointment','medication','result','billing','other'])[1 + (t % 5)], ${todayIn(zone)}::date, 'patient', 10,
           now() - (t || ' hours')::interval, now() - (t || ' hours')::interval
    from users u cross join generate_series(1, case when u.id = ${patient.id}::uuid then 40 else 10 end) as t
    where u.email like ${`bench-threads-${tag}%`}`);
  await db.execute(sql`
    insert into thread_messages (thread_id, author_id, author_role, body, created_at)
    select th.id, th.patient_id, 'patient', 'A question about my medication and when to take it, message ' || m, th.created_at + (m || ' minutes')::interval
    from threads th join users u on u.id = th.patient_id cross join generate_series(1, 10) as m
    where u.email like ${`bench-threads-${tag}%`} and u.id <> ${patient.id}::uuid`);
  const [thread] = await rowsOf<{ id: string }>(sql`select id from threads where patient_id = ${patient.id}::uuid order by last_message_at desc limit 1`);
  if (thread === undefined) throw new Error('no bench thread');
  await db.execute(sql`
    insert into thread_messages (thread_id, author_id, author_role, body, created_at)
    select ${thread.id}::uuid, ${patient.id}::uuid, 'patient', 'My question, part ' || m, now() - ((60 - m) || ' minutes')::interval from generate_series(1, 50) as m`);
  await db.execute(sql`update threads set message_count = 50 where id = ${thread.id}::uuid`);
  await db.execute(sql`analyze`);
  return { email, threadId: thread.id, patientId: patient.id };
}

const config: Config = {
  nodeEnv: 'production',
  port: 0,
  host: '127.0.0.1',
  dataDir,
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  linkSecret: 'bench-link-secret-that-is-long-enough-for-hmac',
  reminderHours: [24, 2],
  offerHoldMinutes: 15,
  totpEncryptionKey: Buffer.alloc(32, 7).toString('base64'),
  clinicTimeZone: zone,
  logLevel: 'silent',
  rateLimitMax: 0,
  trustProxy: false,
  appUrl: 'http://localhost:3000',
  mfaRequiredRoles: [],
  jobs: { worker: false },
};

const seeded = await seed();
const total = (await rowsOf<{ n: number }>(sql`select count(*)::int as n from thread_messages`))[0]?.n ?? 0;
const app = await buildApp({ database, config, logger: false, validateResponses: false });
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${apiUrl}/api/authentication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: seeded.email, password }) });
const { token } = (await login.json()) as { token: string };

// The raw baseline: the same statements, the same parameters, on the same database.
const raw = Fastify({ logger: false });
const run = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql: text, params } = query.toSQL();
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  return (await database.pool.query<Record<string, unknown>>(text, params)).rows;
};
raw.get('/raw/list', async () => {
  const [rows, settings, today] = await Promise.all([
    run(patientListQuery(db, seeded.patientId, 'all', 1)),
    run(db.select({ days: sql`thread_answer_business_days` }).from(sql`clinic_settings`)),
    run(db.select({ n: sql`count(*)` }).from(sql`threads`).where(sql`patient_id = ${seeded.patientId} and created_day = ${todayIn(zone)}`)),
  ]);
  return JSON.stringify({ rows, settings, today });
});
raw.get('/raw/thread', async () => {
  const [summary, rows, attached] = await Promise.all([
    run(selectSummaries(db, sql`threads.id = ${seeded.threadId}`, [], 1)),
    run(messageRowsQuery(db, seeded.threadId)),
    run(attachmentRowsQuery(db, seeded.threadId)),
  ]);
  return JSON.stringify({ summary, rows, attached });
});
const rawUrl = await raw.listen({ port: 0, host: '127.0.0.1' });
for (const check of ['/raw/list', '/raw/thread']) {
  const answer = await fetch(`${rawUrl}${check}`);
  if (!answer.ok) throw new Error(`the raw baseline ${check} answered ${String(answer.status)}: ${await answer.text()}`);
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<{ rate: number; p99: number; errors: number }> {
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rate: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const auth = { authorization: `Bearer ${token}` };
const rows: [string, string, string][] = [
  ['GET /api/threads (40 threads, page of 20)', `${apiUrl}/api/threads`, `${rawUrl}/raw/list`],
  ['GET /api/threads/:id (50 messages)', `${apiUrl}/api/threads/${seeded.threadId}`, `${rawUrl}/raw/thread`],
];
console.log(`threads bench: ${String(total)} messages in the database (${database.kind}), ${String(connections)} connections, ${String(seconds)} s each`);
let failed = false;
for (const [name, api, baseline] of rows) {
  const ours = await measure(api, auth);
  const theirs = await measure(baseline);
  const share = ours.rate / theirs.rate;
  failed ||= share < goal || ours.errors > 0;
  console.log(`${name}: ${ours.rate.toFixed(0)} req/s (p99 ${String(ours.p99)} ms, ${String(ours.errors)} errors) · raw ${theirs.rate.toFixed(0)} req/s (p99 ${String(theirs.p99)} ms, ${String(theirs.errors)} errors) · ${(share * 100).toFixed(0)} % of raw (goal ≥ ${String(goal * 100)} %)`);
}
await raw.close();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
