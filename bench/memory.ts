// PERF-9 (issue 39.3): where the API server's resident memory sits after a load, without the
// whole bench. Starts the server as `npm start` does (its flags and environment), drives every
// row of the bench (`targets.ts`, `predict.ts`) for BENCH_SECONDS each at BENCH_CONNECTIONS,
// then prints its RSS split by kind (/proc/<pid>/smaps_rollup and status: anonymous memory vs
// mapped files such as the node binary) and by owner (/metrics: V8 heap, external, array
// buffers). Run it on the database the bench uses, the same load before and after a change:
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/memory.ts
// MEMORY_ENV='NAME=value …' sets extra variables for the server (e.g. a malloc tunable to try).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signIn } from './booking';
import { predictTargets } from './predict';
import { prepareDatabase } from './prepare';
import { benchServerEnv, npmStartArguments, residentMegabytes, startServer } from './server';
import { apiTargets } from './targets';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const extraEnv = Object.fromEntries(
  (process.env.MEMORY_ENV ?? '')
    .split(/\s+/)
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

/** Megabytes of the named lines of a /proc file of the server (kB values). */
function procMegabytes(pid: number, file: string, names: string[]): string {
  const text = readFileSync(`/proc/${String(pid)}/${file}`, 'utf8');
  return names
    .map((name) => {
      const kilobytes = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text)?.[1];
      return `${name} ${kilobytes === undefined ? '–' : (Number(kilobytes) / 1024).toFixed(0)}`;
    })
    .join(', ');
}

/**
 * The resident memory of the server's mappings, largest first (/proc/<pid>/smaps): the
 * main malloc heap is '[heap]', V8's pages and the other threads' malloc arenas are anonymous.
 */
function largestMappings(pid: number, count: number): string {
  const mappings: { name: string; size: number; rss: number }[] = [];
  let current: { name: string; size: number; rss: number } | undefined;
  for (const line of readFileSync(`/proc/${String(pid)}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header?.[1] !== undefined && header[2] !== undefined) {
      current = { name: header[3] === undefined || header[3] === '' ? '(anonymous)' : header[3], size: (parseInt(header[2], 16) - parseInt(header[1], 16)) / 1048576, rss: 0 };
      mappings.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB$/.exec(line)?.[1];
    if (rss !== undefined && current !== undefined) current.rss = Number(rss) / 1024;
  }
  return mappings
    .sort((a, b) => b.rss - a.rss)
    .slice(0, count)
    .map((mapping) => `${mapping.name.replace(/.*\//, '')} ${mapping.rss.toFixed(1)} of ${mapping.size.toFixed(1)}`)
    .join('; ');
}

/** process.memoryUsage()'s view, from prom-client's default metrics. */
function heapMegabytes(metrics: string): string {
  const value = (name: string) => {
    const line = metrics.split('\n').find((text) => text.startsWith(`${name} `));
    return line === undefined ? '–' : (Number(line.split(' ')[1]) / 1024 / 1024).toFixed(0);
  };
  // Each space's size, e.g. new 32 (the young generation's semi-spaces), old 60, code 5.
  const spaces = metrics
    .split('\n')
    .flatMap((line) => {
      const match = /^nodejs_heap_space_size_total_bytes\{space="(\w+)"\} (\d+)/.exec(line);
      return match?.[1] === undefined || match[2] === undefined ? [] : [`${match[1]} ${(Number(match[2]) / 1024 / 1024).toFixed(0)}`];
    })
    .join(', ');
  return `V8 heap used ${value('nodejs_heap_size_used_bytes')} of ${value('nodejs_heap_size_total_bytes')} (${spaces}), external ${value('nodejs_external_memory_bytes')}`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'clinvia-memory-'));
const env = benchServerEnv(dataDir, databaseUrl, extraEnv);
const accounts = await prepareDatabase({ dataDir, databaseUrl: databaseUrl === '' ? undefined : databaseUrl, bookers: 1, racers: 1 });
const api = await startServer(process.execPath, npmStartArguments(root), env, '/api/health');
try {
  const report = async (when: string) => {
    const metrics = await (await fetch(`${api.baseUrl}/metrics`)).text();
    console.log(`${when}: RSS ${residentMegabytes(api.pid).toFixed(0)} MB (${procMegabytes(api.pid, 'status', ['RssAnon', 'RssFile'])}); ${heapMegabytes(metrics)} MB`);
  };
  await report('after start');
  const listing = (await (await fetch(`${api.baseUrl}/api/doctors?sort=rating&pageSize=1`)).json()) as { items: { user_id: string }[] };
  const history = await signIn(api.baseUrl, accounts.history);
  const panelDoctor = await signIn(api.baseUrl, accounts.panelDoctor);
  for (const target of [...apiTargets(listing.items[0]?.user_id, history, panelDoctor), ...predictTargets('')]) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...target.headers };
    if (target.token) headers.authorization = `Bearer ${target.token}`;
    const result = await autocannon({
      url: api.baseUrl + target.path,
      method: target.method,
      headers,
      connections,
      duration: seconds,
      ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
    });
    if (result.non2xx > 0 && !target.revalidate) console.log(`  ${target.name}: ${String(result.non2xx)} answers not 2xx`);
  }
  await report(`after ${String(seconds)} s of each row`);
  console.log(`largest mappings (MB resident of MB mapped): ${largestMappings(api.pid, 14)}`);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
