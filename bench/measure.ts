import autocannon from 'autocannon';
import type { RunningServer } from './server';
import { cpuMicroseconds, treeCpuMicroseconds } from './server';
import type { BenchTarget } from './targets';
import { benchFailure } from './verdict';

// One bench row measured with autocannon after a 1 s warm-up: its rate and latency, the server's
// CPU time per answer and PostgreSQL's (from /proc: steadier than req/s on a shared box), and
// whether it may be reported as a rate at all (verdict.ts). Used by run.ts and threads.ts.

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU time per answer in µs (user + system, all its threads). */
  cpuPerRequest: number;
  /**
   * PostgreSQL's CPU time per answer in µs: the backends connected to the bench database, from
   * /proc (issue 39.2: an audit row costs the database more than the server). Undefined on PGlite,
   * whose work is inside the server's own process and so in cpuPerRequest.
   */
  databaseCpuPerRequest: number | undefined;
  /** Why the row is not a rate (non-2xx answers, errors), or null. */
  failure: string | null;
}

export interface MeasureOptions {
  connections: number;
  duration: number;
  /** The process ids of the bench database's backends (none on PGlite). */
  databaseBackends: () => Promise<number[]>;
}

export async function measure(server: RunningServer, target: BenchTarget, options: MeasureOptions): Promise<Measurement> {
  const { baseUrl } = server;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...target.headers };
  if (target.revalidate) {
    const etag = (await fetch(baseUrl + target.path)).headers.get('etag');
    // Without a tag nothing can be revalidated: the 200s that follow fail the row.
    if (etag) headers['if-none-match'] = etag;
  }
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const request = {
    url: baseUrl + target.path,
    method: target.method,
    headers,
    connections: options.connections,
    duration: options.duration,
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  };
  await autocannon({ ...request, duration: 1 });
  // The backends are taken after the warm-up, when the server's pool has opened its connections.
  const backends = await options.databaseBackends();
  const databaseBefore = treeCpuMicroseconds(backends);
  const cpuBefore = cpuMicroseconds(server.pid);
  const result = await autocannon(request);
  const cpu = cpuMicroseconds(server.pid) - cpuBefore;
  const databaseCpu = treeCpuMicroseconds(backends) - databaseBefore;
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stats.count ?? 0;
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A revalidation row's 304s are what it expects, not errors.
    errors: result.errors + (target.revalidate ? 0 : result.non2xx),
    cpuPerRequest: result.requests.total > 0 ? cpu / result.requests.total : 0,
    databaseCpuPerRequest: backends.length > 0 && result.requests.total > 0 ? databaseCpu / result.requests.total : undefined,
    failure: benchFailure({ statuses, errors: result.errors + result.timeouts }, target.revalidate ? 304 : undefined),
  };
}
