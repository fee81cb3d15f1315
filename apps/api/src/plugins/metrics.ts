import { messageStatuses } from '@clinvia/contracts/messages';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, Db } from '../db/client';

// Numbers an operator can watch (issue 39.6): Prometheus metrics at /metrics with prom-client.
// Requests are counted as they are answered; everything kept in the database (jobs, e-mails,
// offers, sessions) is counted by a query when Prometheus scrapes, so replicas agree and nothing
// is counted twice. docs/operations.md lists the alerts built on them.

export interface MetricsOptions {
  database: Database;
  /** METRICS_TOKEN: a scraper sends `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** METRICS_ALLOW: client addresses allowed without the token (the loopback always is). */
  allow?: readonly string[];
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only the loopback, an allowed address or the holder of the token may read the metrics. */
export function mayScrape(request: Pick<FastifyRequest, 'ip' | 'headers'>, options: Pick<MetricsOptions, 'token' | 'allow'>): boolean {
  if (loopback.has(request.ip) || (options.allow ?? []).includes(request.ip)) return true;
  const header = request.headers.authorization;
  return options.token !== undefined && typeof header === 'string' && header.startsWith('Bearer ') && sameSecret(header.slice('Bearer '.length), options.token);
}

/** A route label of bounded number: the declared route, one label for the built files, 'unmatched' for 404s. */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return 'unmatched';
  return /^\/(api|ml|metrics)(\/|$)/.test(url) ? url : 'static';
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** pg-boss's waiting jobs per queue; none before pg-boss has made its schema. */
async function queueBacklog(db: Db): Promise<{ name: string; depth: number; oldest: number }[]> {
  const [exists] = await rowsOf<{ found: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as found`);
  if (exists?.found !== true) return [];
  return rowsOf(db, sql`select name, count(*)::int as depth, coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as oldest
    from pgboss.job where state in ('created', 'retry') group by name`);
}

function registerMetrics(register: Registry, database: Database) {
  const { db } = database;
  collectDefaultMetrics({ register });
  const duration = new Histogram({
    name: 'clinvia_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const answers = new Counter({ name: 'clinvia_http_responses_total', help: 'Answers by HTTP status', labelNames: ['status'] as const, registers: [register] });
  new Gauge({
    name: 'clinvia_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); none on the embedded PGlite',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      if (database.kind !== 'postgres') return;
      this.set({ state: 'total' }, database.pool.totalCount);
      this.set({ state: 'idle' }, database.pool.idleCount);
      this.set({ state: 'waiting' }, database.pool.waitingCount);
    },
  });
  const backlog = { at: 0, rows: Promise.resolve([] as Awaited<ReturnType<typeof queueBacklog>>) };
  // Both queue gauges read one query per scrape.
  const queues = () => {
    if (Date.now() - backlog.at > 1000) backlog.rows = queueBacklog(db).then((rows) => rows, () => []);
    backlog.at = Date.now();
    return backlog.rows;
  };
  new Gauge({
    name: 'clinvia_job_queue_depth',
    help: 'Jobs waiting to run, by queue',
    labelNames: ['queue'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await queues()) this.set({ queue: row.name }, row.depth);
    },
  });
  new Gauge({
    name: 'clinvia_job_queue_oldest_seconds',
    help: 'Age of the oldest job waiting, by queue',
    labelNames: ['queue'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await queues()) this.set({ queue: row.name }, row.oldest);
    },
  });
  new Gauge({
    name: 'clinvia_appointment_emails',
    help: "Appointment e-mails by status: sent, failed, queued (waiting), dropped, not_sent (MAIL_DELIVERY=off)",
    labelNames: ['status'] as const,
    registers: [register],
    async collect() {
      const rows = await rowsOf<{ status: string; total: number }>(db, sql`select status, count(*)::int as total from appointment_messages group by status`);
      for (const status of messageStatuses) this.set({ status }, rows.find((row) => row.status === status)?.total ?? 0);
    },
  });
  new Gauge({
    name: 'clinvia_appointment_emails_waiting_oldest_seconds',
    help: 'How long the oldest due appointment e-mail has waited to be sent',
    registers: [register],
    async collect() {
      const [row] = await rowsOf<{ oldest: number }>(db, sql`select coalesce(extract(epoch from now() - min(due_at)), 0)::float8 as oldest from appointment_messages where status = 'queued' and due_at <= now()`);
      this.set(row?.oldest ?? 0);
    },
  });
  new Gauge({
    name: 'clinvia_waitlist_offers_held',
    help: 'Freed slots held for a waiting patient right now (open offers not yet expired)',
    registers: [register],
    async collect() {
      const [row] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from slot_offers where status = 'open' and expires_at > now()`);
      this.set(row?.total ?? 0);
    },
  });
  new Gauge({
    name: 'clinvia_sessions_active',
    help: 'Signed-in sessions not ended and not expired',
    registers: [register],
    async collect() {
      const [row] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from sessions where ended_at is null and expires_at > now()`);
      this.set(row?.total ?? 0);
    },
  });
  return { duration, answers };
}

/** GET /metrics in Prometheus's text format, for the loopback, METRICS_ALLOW's addresses or METRICS_TOKEN's holder; 404 to anyone else. */
export const metricsPlugin = fp(
  (app: FastifyInstance, options: MetricsOptions) => {
    const register = new Registry();
    const { duration, answers } = registerMetrics(register, options.database);
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      duration.observe({ method: request.method, route: routeLabel(request) }, reply.elapsedTime / 1000);
      answers.inc({ status: String(reply.statusCode) });
      done();
    });
    // Not an /api operation: Prometheus's own format and path, outside the contract.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // A 404 like any unknown path: the endpoint is not advertised to those who may not read it.
      if (!mayScrape(request, options)) {
        reply.callNotFound();
        return reply;
      }
      return reply.type(register.contentType).header('cache-control', 'no-store').send(await register.metrics());
    });
    return Promise.resolve();
  },
  { name: 'clinvia-metrics' },
);
