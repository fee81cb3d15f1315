// What the per-request session check costs (issue 21, item 5; AUTH-19): one authenticated read,
// measured in the same run with and without the check, in process (app.inject), so the network
// and the load generator are out of the figures and only the server's work differs.
//
//   npx tsx bench/session-check.ts          (PGlite in memory; BENCH_DATABASE_URL for PostgreSQL)
//   REDIS_URL=redis://127.0.0.1:6379 ...    (adds the row of the Redis-cached check)
//
// Rows, each the same tiny answer from the same route shape:
//   open               no token at all: the floor (routing, hooks, serialisation)
//   token only         the JWT's signature and expiry checked, nothing read (stateless tokens)
//   session check      app.authenticate: the JWT, then the session and user from the database
//   session check, Redis cached   the same with REDIS_URL (one MGET instead of the query)
// Rounds interleave the rows so a busy moment of a shared machine hits them all alike.
import { performance } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultOfferHoldMinutes } from '@clinvia/contracts/waitlist';
import { buildApp } from '@clinvia/api';
import { migrate, openDatabase, type Database } from '@clinvia/api/database';
import { verifySessionToken } from '@clinvia/api/session-tokens';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 1000);
/** Requests in flight at once (a pool's worth of concurrency). */
const IN_FLIGHT = 10;
const jwtSecret = 'bench-secret-that-is-long-enough-for-hs256-signing';
const password = 'Bench-password-1';

type Config = Parameters<typeof buildApp>[0]['config'];

function configOf(redisUrl: string | undefined): Config {
  return {
    nodeEnv: 'production',
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(tmpdir(), 'clinvia-session-bench'),
    jwtSecret,
    linkSecret: 'session-check-link-secret-long-enough-for-hmac',
    reminderHours: [24, 2],
    offerHoldMinutes: defaultOfferHoldMinutes,
    totpEncryptionKey: Buffer.alloc(32, 1).toString('base64'),
    clinicTimeZone: 'UTC',
    logLevel: 'silent',
    rateLimitMax: 100_000_000,
    trustProxy: false,
    appUrl: 'http://localhost:3000',
    mfaRequiredRoles: [],
    redisUrl,
  };
}

async function appOf(database: Database, redisUrl: string | undefined): Promise<FastifyInstance> {
  const app = await buildApp({ database, config: configOf(redisUrl), logger: false });
  const answer = { ok: true };
  app.get('/bench/open', () => answer);
  app.get('/bench/token-only', async (request, reply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined || (await verifySessionToken(token, jwtSecret, new Date())) === null) return reply.code(401).send();
    return answer;
  });
  app.get('/bench/session', { preHandler: app.authenticate }, () => answer);
  await app.ready();
  return app;
}

interface Row {
  name: string;
  app: FastifyInstance;
  url: string;
  token: boolean;
  /** Each request's latency, µs. */
  latencies: number[];
  /** Each round's wall time ÷ its requests, µs: the cost per request under concurrency. */
  perRequest: number[];
}

async function measure(row: Row, token: string): Promise<void> {
  const headers = row.token ? { authorization: `Bearer ${token}` } : {};
  let next = 0;
  async function worker(): Promise<void> {
    while (next < PER_ROUND) {
      next += 1;
      const started = performance.now();
      const response = await row.app.inject({ method: 'GET', url: row.url, headers });
      row.latencies.push((performance.now() - started) * 1000);
      if (response.statusCode !== 200) throw new Error(`${row.name}: ${String(response.statusCode)}`);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  row.perRequest.push(((performance.now() - started) * 1000) / PER_ROUND);
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { memory: true });
  await migrate(database);
  const plain = await appOf(database, undefined);
  const cached = process.env.REDIS_URL ? await appOf(database, process.env.REDIS_URL) : null;
  try {
    const email = `bench-session-${String(Date.now())}@example.com`;
    const registered = await plain.inject({
      method: 'POST',
      url: '/api/authentication/register',
      payload: { role: 'patient', name: 'Bench Patient', email, password, confirmPassword: password, phoneNumber: '4155550100', age: 40, gender: 'female', address: '1 Main St' },
    });
    if (registered.statusCode !== 201) throw new Error(`register: ${String(registered.statusCode)}`);
    const login = await plain.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password } });
    const { token } = login.json<{ token: string }>();

    const rows: Row[] = [
      { name: 'open (no token)', app: plain, url: '/bench/open', token: false, latencies: [], perRequest: [] },
      { name: 'token only (JWT verified, nothing read)', app: plain, url: '/bench/token-only', token: true, latencies: [], perRequest: [] },
      { name: 'session check (database)', app: plain, url: '/bench/session', token: true, latencies: [], perRequest: [] },
      ...(cached ? [{ name: 'session check (Redis cache)', app: cached, url: '/bench/session', token: true, latencies: [], perRequest: [] }] : []),
    ];
    for (const row of rows) await measure(row, token); // warm-up, discarded
    for (const row of rows) {
      row.latencies = [];
      row.perRequest = [];
    }
    for (let round = 0; round < ROUNDS; round += 1) for (const row of rows) await measure(row, token);

    console.log(`${String(ROUNDS)} rounds × ${String(PER_ROUND)} requests, ${String(IN_FLIGHT)} in flight, on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    console.log('row | µs per request (wall, ÷ requests) | latency p50 µs | p99 µs');
    for (const row of rows) {
      const latencies = [...row.latencies].sort((x, y) => x - y);
      const mean = row.perRequest.reduce((sum, m) => sum + m, 0) / row.perRequest.length;
      console.log(`${row.name} | ${mean.toFixed(0)} | ${quantile(latencies, 0.5).toFixed(0)} | ${quantile(latencies, 0.99).toFixed(0)}`);
    }
  } finally {
    await plain.close();
    await cached?.close();
    await database.close();
  }
}

await main();
