// The raw baselines: a bare Fastify route per doctor read endpoint that runs the service's own
// SQL (bench/raw-queries.ts) on its own pool, the size of the API's, and answers
// JSON.stringify of the rows. What the API adds on top (validation, mapping, serialization,
// hooks) is the gap between an endpoint and its baseline. PostgreSQL only (DATABASE_URL).
// PERF-13: where the endpoint's work is more than its query, the baseline does that work too:
// the slots baseline builds the same 10-day grid with the same grid function.
import Fastify from 'fastify';
import { clinicNow } from '@clinvia/api/clinic-time';
import { openDatabase } from '@clinvia/api/database';
import { scheduleOf } from '@clinvia/api/schedule';
import { calendarOf, daySlots, nowFor, windowDays } from '@clinvia/api/slot-grid';
import { rawStatements, type RawKey } from './raw-queries';

const url = process.env.DATABASE_URL;
const doctorId = process.env.BENCH_DOCTOR_ID;
if (!url || !doctorId) throw new Error('bench/raw.ts needs DATABASE_URL and BENCH_DOCTOR_ID');
const database = await openDatabase({ url });
if (database.kind !== 'postgres') throw new Error('bench/raw.ts runs on PostgreSQL only');
const { pool } = database;
const clinicTimeZone = process.env.CLINIC_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
const statements = rawStatements(database.db, clinicNow(clinicTimeZone).date, doctorId);

/** The availability query's row as node-postgres gives it: by column name. */
interface AvailabilityRow {
  available: boolean;
  taken: string[] | null;
  blocked: string[] | null;
  held: string[] | null;
  booking_notice_hours: number;
  slot_minutes: number | null;
  hours: string[] | null;
  zone: string | null;
}

/** The slots endpoint's grid from its one row: the window's days, each with the doctor's slots (HOURS-1). */
function slotGrid(row: AvailabilityRow): unknown {
  const schedule = scheduleOf({ slotMinutes: row.slot_minutes, hours: row.hours, zone: row.zone }, clinicTimeZone);
  const now = nowFor(schedule, clinicNow(clinicTimeZone), clinicTimeZone);
  const calendar = calendarOf(schedule, row.taken, row.blocked, row.booking_notice_hours, row.held);
  return { available: row.available, days: windowDays(now.date).map((date) => ({ date, slots: daySlots(date, calendar, now, row.available) })) };
}

/** What each baseline answers: its rows, or the work the endpoint does on them. */
function answerOf(key: RawKey, rows: unknown[]): unknown {
  if (key !== 'slots') return rows;
  const [row] = rows as AvailabilityRow[];
  return row === undefined ? null : slotGrid(row);
}

const app = Fastify({ logger: false });
app.get<{ Params: { key: RawKey } }>('/raw/:key', async (request, reply) => {
  const found = statements[request.params.key] as (typeof statements)[RawKey] | undefined;
  if (!found) return reply.code(404).send();
  const result = await pool.query({ ...(found.prepared ? { name: `raw_${request.params.key}` } : {}), text: found.text, values: found.values });
  return reply.type('application/json').send(JSON.stringify(answerOf(request.params.key, result.rows)));
});
app.get('/ready', () => 'ready');
await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
