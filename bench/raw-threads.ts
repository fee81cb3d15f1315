// The raw baselines of the secure-message reads (issue 32, PERF-13): a bare Fastify route per
// endpoint running the very statements the API runs for it, built by the domain's own builders
// (domain/threads), prepared under the same names, with the same values, in the same order (a
// thread's summary first, then its messages and attachments together; a list's page and header
// together), on its own pool the size of the API's, answering JSON.stringify of the rows. What
// the API adds on top (session check, validation, the audit row, the answer's shaping) is the gap.
// PostgreSQL only (DATABASE_URL); started by bench/threads.ts.
import Fastify from 'fastify';
import { fillPlaceholders } from 'drizzle-orm';
import { openDatabase } from '@clinvia/api/database';
import { todayIn } from '@clinvia/api/clinic-time';
import { threadReadStatements } from '@clinvia/api/threads';
import { patientListStatements, patientListValues } from '@clinvia/api/threads-lists';

const url = process.env.DATABASE_URL;
const patientId = process.env.BENCH_THREAD_PATIENT;
const threadId = process.env.BENCH_THREAD_ID;
if (!url || !patientId || !threadId) throw new Error('bench/raw-threads.ts needs DATABASE_URL, BENCH_THREAD_PATIENT and BENCH_THREAD_ID');
const database = await openDatabase({ url });
if (database.kind !== 'postgres') throw new Error('bench/raw-threads.ts runs on PostgreSQL only');
const { pool } = database;
const clinicTimeZone = process.env.CLINIC_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
const list = patientListStatements(database.db);
const read = threadReadStatements(database.db);

/** Runs a domain statement as the API does: prepared under its name, its placeholders filled from `values`. */
async function rows(statement: { name: string; query: { sql: string; params: unknown[] } }, values: Record<string, unknown>): Promise<unknown[]> {
  return (await pool.query<Record<string, unknown>>({ name: statement.name, text: statement.query.sql, values: fillPlaceholders(statement.query.params, values) })).rows;
}

const app = Fastify({ logger: false });
app.get('/raw/thread-list', async (_request, reply) => {
  // The clinic's today is taken per request, as the endpoint takes it.
  const values = patientListValues(patientId, 1, todayIn(clinicTimeZone));
  const [page, header] = await Promise.all([rows(list.page.all, values), rows(list.header, values)]);
  return reply.type('application/json').send(JSON.stringify({ page, header }));
});
app.get('/raw/thread-detail', async (_request, reply) => {
  const summary = await rows(read.summary, { threadId });
  const [messages, attachments] = await Promise.all([rows(read.messages, { threadId }), rows(read.attachments, { threadId })]);
  return reply.type('application/json').send(JSON.stringify({ summary, messages, attachments }));
});
app.get('/ready', () => 'ready');
await app.listen({ port: Number(process.env.PORT ?? 3997), host: '127.0.0.1' });
