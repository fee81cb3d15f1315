// `npm run bench`: measures the hello ceiling and every real endpoint with autocannon in one
// run, and prints each as requests/s, p50/p99 latency, its ratio to the ceiling and to its raw
// baseline, and the server's CPU time per answer. BENCH_ONLY=<regular expression> measures only
// the endpoints whose row name matches (e.g. 'slots|get-doctors/$'), to iterate on a few.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPredictions } from '@clinvia/predict/bench';
import { bookingThroughput, contention, doctorsWithFreeSlots, signIn, type ContentionResult, type StatusCounts, type ThroughputResult } from './booking';
import { predictTargets } from './predict';
import { comparePredictionServices } from './predict-peer';
import { messagesUnderLoad } from './messages';
import { offersUnderLoad } from './offers';
import { prepareDatabase } from './prepare';
import { apiTargets, type BenchTarget } from './targets';
import { openDatabase } from '@clinvia/api/database';
import { measure as measureRow, type Measurement } from './measure';
import { benchServerEnv, npmStartArguments, residentMegabytes, startServer, type RunningServer } from './server';
import { threadsUnderLoad } from './threads';
import { slotTimes } from '@clinvia/contracts/doctors';

/**
 * Issue 31: the detail and slots rows read a doctor with a real week (HOURS-1; the bulk seed
 * gives 6 in 10 one), not BOOK-2's: the first of the top-rated whose grid has a time BOOK-2's
 * does not (periods, 20 or 45-minute slots). The raw baseline builds the same doctor's grid.
 */
async function doctorWithWeek(baseUrl: string, ids: readonly string[]): Promise<string | undefined> {
  const standard = new Set<string>(slotTimes);
  for (const id of ids) {
    const grid = (await (await fetch(`${baseUrl}/api/doctors/${id}/slots`)).json()) as { days?: { slots: { time: string }[] }[] };
    if ((grid.days ?? []).some((day) => day.slots.some((slot) => !standard.has(slot.time)))) return id;
  }
  return undefined;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
/** A connection of the bench's own, to list the bench database's backends (PostgreSQL only). */
const monitor = databaseUrl === '' ? undefined : await openDatabase({ url: databaseUrl, poolSize: 1 });

/** The process ids of the PostgreSQL backends connected to the bench database, but for the monitor's own. */
async function databaseBackends(): Promise<number[]> {
  if (monitor?.kind !== 'postgres') return [];
  const { rows } = await monitor.pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return rows.map((row) => row.pid);
}

/** Each row at the bench's connections and duration, with the bench database's backends' CPU time. */
const measure = (server: RunningServer, target: BenchTarget): Promise<Measurement> => measureRow(server, target, { connections, duration, databaseBackends });

/** The V8 heap, the memory outside it and the RSS, in MB, from prom-client's default metrics. */
function memoryBreakdown(metrics: string): string {
  const megabytes = (name: string) => {
    const line = metrics.split('\n').find((text) => text.startsWith(`${name} `));
    return line === undefined ? '–' : (Number(line.split(' ')[1]) / 1024 / 1024).toFixed(0);
  };
  return `RSS ${megabytes('process_resident_memory_bytes')} MB, V8 heap used ${megabytes('nodejs_heap_size_used_bytes')} of ${megabytes('nodejs_heap_size_total_bytes')} MB, external ${megabytes('nodejs_external_memory_bytes')} MB`;
}

const percent = (part: number, whole: number | undefined) => (whole ? `${((part / whole) * 100).toFixed(0)} %` : '–');

/** A table row; a failed measurement prints FAILED and why, never a rate. */
function row(measurement: Measurement, ceiling: number, raw?: Measurement): string {
  if (measurement.failure) return `| ${measurement.name} | FAILED (${measurement.failure}) | – | – | – | – | – | – | – | ${measurement.errors} |`;
  const usable = raw && !raw.failure ? raw : undefined;
  const ofRaw = usable ? percent(measurement.requestsPerSecond, usable.requestsPerSecond) : raw ? 'raw FAILED' : '–';
  const rawCpu = usable ? usable.cpuPerRequest.toFixed(0) : '–';
  // PERF-13: tail latency against the same work done bare (get-doctors/'s goal: within 1.5×).
  const p99OfRaw = usable && usable.p99 > 0 ? `${(measurement.p99 / usable.p99).toFixed(2)}× (${usable.p99})` : '–';
  return `| ${measurement.name} | ${measurement.requestsPerSecond.toFixed(0)} | ${measurement.p50} | ${measurement.p99} | ${p99OfRaw} | ${ofRaw} | ${percent(measurement.requestsPerSecond, ceiling)} | ${measurement.cpuPerRequest.toFixed(0)} | ${rawCpu} | ${measurement.errors} |`;
}

// Started with node itself (not npx) so that stopping it stops the server, not only a wrapper.
const hello = await startServer(process.execPath, ['--import', 'tsx', join(root, 'bench/hello.ts')], {}, '/hello');
const helloTarget: BenchTarget = { name: 'hello (ceiling)', method: 'GET', path: '/hello' };
const ceilingBefore = await measure(hello, helloTarget);

/** The server's DATA_DIR (its PGlite database, outbox, uploads): the bench's own unless BENCH_DATA_DIR names one to keep. */
const ownDataDir = process.env.BENCH_DATA_DIR === undefined;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'clinvia-bench-'));
const serverEnv = benchServerEnv(dataDir, databaseUrl);
/** Doctors whose free slots the booking throughput run books (one booking patient each). */
const bookingDoctors = 40;
const accounts = await prepareDatabase({ dataDir, databaseUrl: databaseUrl === '' ? undefined : databaseUrl, bookers: bookingDoctors, racers: 100 });
const api = await startServer(process.execPath, npmStartArguments(root), serverEnv, '/api/health');
const rssAfterStart = residentMegabytes(api.pid);
let rssAfterLoad: number;
/** Where the RSS after the load sits (issue 39.3): the server's own /metrics, read from the loopback. */
let memoryAfterLoad: string;
const results: { target: BenchTarget; measurement: Measurement; raw?: Measurement; unaudited?: Measurement }[] = [];
let raw: RunningServer | undefined;
let unaudited: RunningServer | undefined;
let throughput: ThroughputResult;
let race: ContentionResult | undefined;
try {
  const listing = (await (await fetch(`${api.baseUrl}/api/doctors?sort=rating&pageSize=20`)).json()) as { items: { user_id: string }[] };
  const doctorId = process.env.BENCH_DOCTOR_ID ?? (await doctorWithWeek(api.baseUrl, listing.items.map((item) => item.user_id))) ?? listing.items[0]?.user_id;
  // The raw baselines need PostgreSQL: PGlite is one connection inside the API's process.
  if (databaseUrl !== '' && doctorId) {
    raw = await startServer(process.execPath, ['--import', 'tsx', join(root, 'bench/raw.ts')], { DATABASE_URL: databaseUrl, BENCH_DOCTOR_ID: doctorId }, '/ready');
  }
  // Issue 39.2: the audited reads again without their audit rows, same database, same run.
  if (databaseUrl !== '') unaudited = await startServer(process.execPath, ['--import', 'tsx', join(root, 'bench/unaudited.ts')], serverEnv, '/api/health');
  const history = await signIn(api.baseUrl, accounts.history);
  const panelDoctor = await signIn(api.baseUrl, accounts.panelDoctor);
  for (const target of [...apiTargets(doctorId, history, panelDoctor), ...predictTargets('')].filter(({ name }) => only?.test(name) ?? true)) {
    const measurement = await measure(api, target);
    const baseline = raw && target.raw ? await measure(raw, { name: `raw ${target.raw}`, method: 'GET', path: `/raw/${target.raw}` }) : undefined;
    const withoutAudit = unaudited && target.audited ? await measure(unaudited, { ...target, name: `${target.name} without its audit row` }) : undefined;
    results.push({ target, measurement, ...(baseline ? { raw: baseline } : {}), ...(withoutAudit ? { unaudited: withoutAudit } : {}) });
  }

  // The last doctor found, with at least 10 free slots, is the one the racers contest.
  const open = await doctorsWithFreeSlots(api.baseUrl, bookingDoctors + 1);
  const contested = open.findLast((doctor) => doctor.slots.length >= 10);
  const bookers = await Promise.all(accounts.bookers.map((email) => signIn(api.baseUrl, email)));
  const booked = open.filter((doctor) => doctor !== contested).slice(0, bookingDoctors);
  throughput = await bookingThroughput(api.baseUrl, bookers, booked.flatMap((doctor) => doctor.slots), connections);
  if (contested) {
    const racers = await Promise.all(accounts.racers.map((email) => signIn(api.baseUrl, email)));
    race = await contention(api.baseUrl, racers, contested.slots.slice(0, 10));
  }
  rssAfterLoad = residentMegabytes(api.pid);
  memoryAfterLoad = memoryBreakdown(await (await fetch(`${api.baseUrl}/metrics`)).text());
} catch (error) {
  await hello.stop();
  throw error;
} finally {
  await raw?.stop();
  await unaudited?.stop();
  await api.stop();
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
}

const ceilingAfter = await measure(hello, helloTarget);
await hello.stop();
const ceiling = (ceilingBefore.requestsPerSecond + ceilingAfter.requestsPerSecond) / 2;

console.log(`\n${connections} connections, ${duration} s per endpoint; ceiling = mean of the hello runs before and after (${ceilingBefore.requestsPerSecond.toFixed(0)} and ${ceilingAfter.requestsPerSecond.toFixed(0)} req/s)\n`);
console.log('| endpoint | req/s | p50 ms | p99 ms | p99 ÷ raw p99 (raw ms) | of raw | of hello | server CPU µs/req | raw CPU µs/req | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
console.log(row({ ...ceilingBefore, requestsPerSecond: ceiling }, ceiling));
for (const { measurement, raw: baseline } of results) console.log(row(measurement, ceiling, baseline));

const baselines = results.flatMap(({ target, raw: baseline }) => (baseline ? [{ key: target.raw, baseline }] : []));
if (baselines.length > 0) {
  console.log('\nRaw baselines (bench/raw.ts: the same SQL and parameters on its own pool of 10, JSON.stringify of the rows; the slots baseline builds the same 10-day grid with the same function), each measured right after its endpoint:\n');
  console.log('| baseline | req/s | p50 ms | p99 ms | of hello | CPU µs/req | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { key, baseline } of baselines) {
    const summary = baseline.failure
      ? `FAILED (${baseline.failure}) | – | – | – | –`
      : `${baseline.requestsPerSecond.toFixed(0)} | ${baseline.p50} | ${baseline.p99} | ${percent(baseline.requestsPerSecond, ceiling)} | ${baseline.cpuPerRequest.toFixed(0)}`;
    console.log(`| raw ${String(key)} | ${summary} | ${baseline.errors} |`);
  }
} else {
  console.log('\nNo raw baselines: they run on PostgreSQL only (set BENCH_DATABASE_URL); PGlite is one connection inside the API process.');
}
const databaseCpu = (measurement: Measurement) => measurement.databaseCpuPerRequest?.toFixed(0) ?? '–';
const auditPairs = results.flatMap(({ measurement, unaudited: bare }) => (bare ? [{ measurement, bare }] : []));
if (auditPairs.length > 0) {
  // Issue 39.2: an audited read's cost beyond the read is its audit row (group commit, plugins/audit.ts).
  console.log('\nAudited reads against the same reads without their audit row (bench/unaudited.ts, same database, measured right after; goal ≥ 50 %):\n');
  console.log('| read | audited req/s | p99 ms | without the row req/s | p99 ms | audited ÷ without | server CPU µs/req (audited, without) | PostgreSQL CPU µs/req (audited, without) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { measurement, bare } of auditPairs) {
    const ratio = measurement.failure || bare.failure ? 'FAILED' : percent(measurement.requestsPerSecond, bare.requestsPerSecond);
    console.log(`| ${measurement.name} | ${measurement.requestsPerSecond.toFixed(0)} | ${measurement.p99} | ${bare.requestsPerSecond.toFixed(0)} | ${bare.p99} | ${ratio} | ${measurement.cpuPerRequest.toFixed(0)}, ${bare.cpuPerRequest.toFixed(0)} | ${databaseCpu(measurement)}, ${databaseCpu(bare)} |`);
  }
} else {
  console.log('\nNo audited-read comparison: the API without its audit rows runs on PostgreSQL only (set BENCH_DATABASE_URL).');
}
console.log(`\nAPI server memory (${databaseUrl === '' ? 'embedded PGlite' : 'PostgreSQL'}): ${rssAfterStart.toFixed(0)} MB RSS after start, ${rssAfterLoad.toFixed(0)} MB after the load (goal on PostgreSQL: < 200 MB)`);
console.log(`After the load, from its /metrics: ${memoryAfterLoad}`);

function statusList(statuses: StatusCounts): string {
  return Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${String(n)}`)
    .join(', ');
}

console.log(`\nBooking throughput: ${String(throughput.bookings)} bookings of distinct free slots, ${connections} connections\n`);
console.log('| req/s | p50 ms | p99 ms | answers |');
console.log('| ---: | ---: | ---: | --- |');
console.log(`| ${throughput.requestsPerSecond.toFixed(0)} | ${throughput.p50} | ${throughput.p99} | ${statusList(throughput.statuses)} |`);
if (race) {
  console.log(`\nContention: 100 patients each try the same 10 slots at once (${String(race.requests)} requests in ${race.seconds.toFixed(2)} s)\n`);
  console.log('| bookings won | slots won twice | answers |');
  console.log('| ---: | ---: | --- |');
  console.log(`| ${String(race.won)} | ${String(race.slotsWonTwice)} | ${statusList(race.statuses)} |`);
}

// LIFE-6: 10,000 e-mails due at once beside the doctor listing, and a SIGKILL half-way through another 10,000.
console.log('\nAppointment e-mails under load (bench/messages.ts):\n');
const mailRun = await messagesUnderLoad(root, databaseUrl, connections, duration);
console.log(mailRun.lines.join('\n'));

// PERF-16 (WAIT-2): offer latency with 1,000 waiting, and booking throughput with waitlists against without.
console.log('\nWaitlist offers (bench/offers.ts):\n');
const offerRun = await offersUnderLoad(root, databaseUrl, connections);
console.log(offerRun.lines.join('\n'));

// Issue 32 (MSG-2, MSG-3): a patient's thread list and one thread, each against its raw baseline (≥ 70 %).
console.log('\nSecure messages (bench/threads.ts):\n');
const threadRun = await threadsUnderLoad(root, databaseUrl, connections, duration, Number(process.env.BENCH_ROUNDS ?? 3));
console.log(threadRun.lines.join('\n'));

console.log("\nIn-process predictions (a predict route's own work on a parsed body: the body check, the model and its explanation, the answer's JSON text; CPU time), one core:\n");
console.log('| tool | predictions/s | µs each |');
console.log('| --- | ---: | ---: |');
for (const { tool, predictionsPerSecond } of await benchPredictions()) console.log(`| ${tool} | ${predictionsPerSecond.toFixed(0)} | ${(1e6 / predictionsPerSecond).toFixed(1)} |`);

// PERF-12: the standalone prediction service against the Flask peer, after the API is stopped.
console.log('\nPrediction service against the original stack (bench/predict-peer.ts):\n');
console.log((await comparePredictionServices(connections, duration)).join('\n'));
await monitor?.close();

const failed = [
  ...results.flatMap(({ measurement, raw: baseline, unaudited: bare }) => [measurement, ...(baseline ? [baseline] : []), ...(bare ? [bare] : [])]),
  ceilingBefore,
  ceilingAfter,
].filter((m) => m.failure);
const failures = [...failed.map((m) => `${m.name} (${m.failure ?? ''})`), ...(mailRun.failure ? [`appointment e-mails (${mailRun.failure})`] : []), ...(offerRun.failure ? [`waitlist offers (${offerRun.failure})`] : []), ...(threadRun.failure ? [`secure messages (${threadRun.failure})`] : [])];
if (failures.length > 0) {
  console.error(`\nBENCH FAILED: ${failures.join('; ')}`);
  process.exitCode = 1;
}
