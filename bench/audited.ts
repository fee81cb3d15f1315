// Issue 39.2 alone: the bench's audited reads against the same reads without their audit rows
// (bench/unaudited.ts), each pair in turn for BENCH_ROUNDS rounds, with the server's and
// PostgreSQL's CPU time per answer (from /proc: the backends of the bench database), which stay
// steady on a shared box where req/s do not. PostgreSQL only:
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/audited.ts
// BENCH_ONLY=<regular expression> picks rows; BENCH_SECONDS, BENCH_CONNECTIONS as for the bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '@clinvia/api/database';
import { signIn } from './booking';
import { prepareDatabase } from './prepare';
import { benchServerEnv, cpuMicroseconds, npmStartArguments, startServer, treeCpuMicroseconds, type RunningServer } from './server';
import { apiTargets, type BenchTarget } from './targets';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl === undefined || databaseUrl === '') throw new Error('bench/audited.ts runs on PostgreSQL only (BENCH_DATABASE_URL)');

const monitor = await openDatabase({ url: databaseUrl, poolSize: 1 });
if (monitor.kind !== 'postgres') throw new Error('expected PostgreSQL');
const pool = monitor.pool;

async function backends(): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return rows.map((row) => row.pid);
}

interface Result {
  rate: number;
  p99: number;
  serverCpu: number;
  databaseCpu: number;
  failed: number;
}

async function measure(server: RunningServer, target: BenchTarget): Promise<Result> {
  const headers: Record<string, string> = { ...target.headers };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const options = { url: server.baseUrl + target.path, method: target.method, headers, connections, duration: seconds };
  await autocannon({ ...options, duration: 1 });
  const pids = await backends();
  const [serverBefore, databaseBefore] = [cpuMicroseconds(server.pid), treeCpuMicroseconds(pids)];
  const result = await autocannon(options);
  const answers = Math.max(1, result.requests.total);
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    serverCpu: (cpuMicroseconds(server.pid) - serverBefore) / answers,
    databaseCpu: (treeCpuMicroseconds(pids) - databaseBefore) / answers,
    failed: result.non2xx + result.errors,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'clinvia-audited-'));
const env = benchServerEnv(dataDir, databaseUrl);
const accounts = await prepareDatabase({ dataDir, databaseUrl, bookers: 1, racers: 1 });
const api = await startServer(process.execPath, npmStartArguments(root), env, '/api/health');
const bare = await startServer(process.execPath, ['--import', 'tsx', join(root, 'bench/unaudited.ts')], env, '/api/health');
try {
  const history = await signIn(api.baseUrl, accounts.history);
  const panelDoctor = await signIn(api.baseUrl, accounts.panelDoctor);
  const targets = apiTargets(undefined, history, panelDoctor).filter((target) => target.audited === true && (only?.test(target.name) ?? true));
  console.log('| read | round | audited req/s | without req/s | audited ÷ without | server CPU µs/req (audited, without) | PostgreSQL CPU µs/req (audited, without) | not 2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const audited = await measure(api, target);
      const without = await measure(bare, target);
      const ratio = without.rate > 0 ? `${((audited.rate / without.rate) * 100).toFixed(0)} %` : '–';
      console.log(
        `| ${target.name} | ${String(round)} | ${audited.rate.toFixed(0)} | ${without.rate.toFixed(0)} | ${ratio} | ${audited.serverCpu.toFixed(0)}, ${without.serverCpu.toFixed(0)} | ${audited.databaseCpu.toFixed(0)}, ${without.databaseCpu.toFixed(0)} | ${String(audited.failed + without.failed)} |`,
      );
    }
  }
} finally {
  await bare.stop();
  await api.stop();
  await monitor.close();
  rmSync(dataDir, { recursive: true, force: true });
}
