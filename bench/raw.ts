// The raw baselines: a bare Fastify route per doctor read endpoint that runs the service's own
// SQL (bench/raw-queries.ts) on its own pool, the size of the API's, and answers
// JSON.stringify of the rows. What the API adds on top (validation, mapping, serialization,
// hooks) is the gap between an endpoint and its baseline. PostgreSQL only (DATABASE_URL).
import Fastify from 'fastify';
import { openDatabase } from '@clinvia/api/database';
import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { rawStatements, type RawKey } from './raw-queries';

const url = process.env.DATABASE_URL;
const doctorId = process.env.BENCH_DOCTOR_ID;
if (!url || !doctorId) throw new Error('bench/raw.ts needs DATABASE_URL and BENCH_DOCTOR_ID');
const database = await openDatabase({ url });
if (database.kind !== 'postgres') throw new Error('bench/raw.ts runs on PostgreSQL only');
const { pool } = database;
const statements = rawStatements(database.db, wallClockAt(process.env.CLINIC_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone).date, doctorId);

const app = Fastify({ logger: false });
app.get<{ Params: { key: RawKey } }>('/raw/:key', async (request, reply) => {
  const found = statements[request.params.key] as (typeof statements)[RawKey] | undefined;
  if (!found) return reply.code(404).send();
  const result = await pool.query({ name: `raw_${request.params.key}`, text: found.text, values: found.values });
  return reply.type('application/json').send(JSON.stringify(result.rows));
});
app.get('/ready', () => 'ready');
await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
