// WAIT-2 under load (issue 23 item 3's benchmark), PostgreSQL only (BENCH_DATABASE_URL): the
// bench writes its doctors' waitlists from its own connection while the server runs, which the
// embedded PGlite (one process) does not allow.
//
// 1. Offer latency: 1,000 patients wait for one doctor whose window is booked; 100 of the
//    bookings are cancelled one by one (every CANCEL_GAP_MS, through the API) and each is timed
//    from the cancellation's answer (its commit) to the offer's e-mail in the outbox (the file's
//    mtime): p50 and p99 (goal: p99 < 2 s).
// 2. Booking throughput on doctors with 1,000-patient waitlists against doctors without, in one
//    run: eight groups of doctors taken alternately from the directory, booked in the order
//    without, with, with, without, without, with, with, without so that a drift of the machine or
//    of the growing tables weighs on both sides alike (goal: with ≥ 90 % of without), with the
//    server's CPU time per booking beside the rates (steadier on a shared box). The bookers of
//    the waitlisted doctors are among their waiting patients, so booking also ends their
//    entries (WAIT-4).
//
// Alone: BENCH_DATABASE_URL=postgres://... npx tsx bench/offers.ts
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slotTimes } from '@clinvia/contracts/doctors';
import { addDays, wallClockAt } from '@clinvia/contracts/clinic-time';
import { doctorSearchText } from '@clinvia/api/database';
import { hashPassword } from '@clinvia/api/passwords';
import pg from 'pg';
import { bookingThroughput, doctorsWithFreeSlots, signIn, type Session, type StatusCounts, type ThroughputResult } from './booking';
import { benchPassword } from './prepare';
import { benchServerEnv, cpuMicroseconds, npmStartArguments, startServer } from './server';

const WAITING = 1_000;
const CANCELLATIONS = 100;
/** One cancellation every 250 ms: four a second, each timed on its own. */
const CANCEL_GAP_MS = 250;
/** Doctors per throughput group, and whether each group's doctors have waitlists, in booking order. */
const GROUP = 10;
const WAITLISTED = [false, true, true, false, false, true, true, false];
/** One more group booked first and not counted: the booking path's first run is cold (JIT, pools). */
const GROUPS = WAITLISTED.length + 1;
const DOCTORS = GROUP * GROUPS;
const LATENCY_GOAL_MS = 2_000;
const THROUGHPUT_GOAL = 0.9;

export interface OffersResult {
  lines: string[];
  /** Why the run failed a goal or saw an error answer, or null. */
  failure: string | null;
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

interface BenchPeople {
  waiting: string[];
  canceller: { id: string; email: string };
  bookers: { id: string; email: string }[];
  doctorId: string;
}

/** The accounts and the offered doctor, written before the server starts (the run does not measure its own set-up). */
async function preparePeople(pool: pg.Pool, zone: string): Promise<BenchPeople> {
  const tag = `${Date.now().toString(36)}-offers`;
  const passwordHash = await hashPassword(benchPassword);
  const addPatients = async (kind: string, count: number) => {
    const { rows } = await pool.query<{ id: string; email: string }>(
      `insert into users (role, name, email, phone, password_hash)
       select 'patient', 'Bench ' || $1 || ' ' || i, 'bench-' || $2 || '-' || $1 || '-' || i || '@clinvia.test', '4155550100', $3
       from generate_series(1, $4::int) as i order by i returning id, email`,
      [kind, tag, passwordHash, count],
    );
    await pool.query(`insert into patients (user_id, age, gender, address) select unnest($1::uuid[]), 40, 'other', '1 Bench St'`, [rows.map((row) => row.id)]);
    return rows;
  };
  const waiting = await addPatients('waiting', WAITING);
  const [canceller] = await addPatients('canceller', 1);
  const bookers = await addPatients('booker', DOCTORS);
  if (!canceller) throw new Error('no cancelling patient');

  const name = 'Bench Offered Doctor';
  const { rows } = await pool.query<{ id: string }>(`insert into users (role, name, email, phone, password_hash) values ('doctor', $1, $2, '4155550100', $3) returning id`, [
    name,
    `bench-${tag}-doctor@clinvia.test`,
    passwordHash,
  ]);
  const doctorId = rows[0]?.id;
  if (!doctorId) throw new Error('no offered doctor');
  await pool.query(
    `insert into doctors (user_id, specialization, qualifications, experience_years, consultation_fee, verified, available, search_text)
     values ($1, 'Family Medicine', 'MD (Family Medicine)', 10, 100, true, true, $2)`,
    [doctorId, doctorSearchText(name, 'Family Medicine', 'MD (Family Medicine)')],
  );
  // Every slot of days 1–9 booked by the one patient who cancels them.
  const today = wallClockAt(zone).date;
  const slots = Array.from({ length: 9 }, (_, i) => addDays(today, i + 1)).flatMap((date) => slotTimes.map((time) => ({ date, time })));
  await pool.query(
    `insert into appointments (patient_id, doctor_id, appointment_date, appointment_time, appointment_type, reason, contact_name, contact_email, contact_phone, status)
     select $1, $2, s.date::date, s.time, 'Consultation', 'Benchmark visit: recurring headaches', 'Bench canceller', $3, '4155550100', 'pending'
     from json_to_recordset($4::json) as s(date text, time text)`,
    [canceller.id, doctorId, canceller.email, JSON.stringify(slots)],
  );
  await addWaitlists(pool, [doctorId], waiting.map((row) => row.id), addDays(today, 9));
  return { waiting: waiting.map((row) => row.id), canceller, bookers, doctorId };
}

/** Each patient waits for each doctor, any day and time, in the order given (created_at a microsecond apart). */
async function addWaitlists(pool: pg.Pool, doctorIds: readonly string[], patientIds: readonly string[], lastDay: string): Promise<void> {
  await pool.query(
    `insert into waitlist_entries (patient_id, doctor_id, days, parts, expires_on, visit_type, reason, is_insurance, created_at)
     select p.id, d.id, null, '{morning,afternoon}', $3::date, 'Consultation', 'Benchmark: any earlier time', false, clock_timestamp() + p.n * interval '1 microsecond'
     from unnest($1::uuid[]) with ordinality as p(id, n) cross join unnest($2::uuid[]) as d(id)
     on conflict (patient_id, doctor_id) do nothing`,
    [patientIds, doctorIds, lastDay],
  );
}

/**
 * After the run: its holds would pass along the queue 15 minutes later in whatever server runs
 * next on this database (a later bench's measurement), and its waitlists would make the next
 * run's 'without' doctors waitlisted. Withdrawn and removed.
 */
async function clearHolds(pool: pg.Pool, people: BenchPeople): Promise<void> {
  await pool.query(`update slot_offers set status = 'withdrawn', closed_at = now(), updated_at = now() where doctor_id = $1 and status = 'open'`, [people.doctorId]);
  await pool.query('delete from slot_openings where doctor_id = $1', [people.doctorId]);
  await pool.query('delete from waitlist_entries where patient_id = any($1::uuid[])', [[...people.waiting, ...people.bookers.map((booker) => booker.id)]]);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Latency {
  answers: StatusCounts;
  /** ms from each cancellation's answer to its offer's e-mail file, for those that arrived. */
  latencies: number[];
}

/** Cancels the doctor's bookings one by one and times each offer's e-mail. */
async function offerLatency(pool: pg.Pool, baseUrl: string, outbox: string, people: BenchPeople, canceller: Session): Promise<Latency> {
  const { rows: booked } = await pool.query<{ id: string; date: string; time: string }>(
    `select id, appointment_date::text as date, appointment_time as time from appointments where doctor_id = $1 and status = 'pending' order by random() limit $2`,
    [people.doctorId, CANCELLATIONS],
  );
  const answers: StatusCounts = {};
  const cancelled: { date: string; time: string; at: number }[] = [];
  for (const appointment of booked) {
    const response = await fetch(`${baseUrl}/api/patients/cancel-appointment/${appointment.id}`, { method: 'PUT', headers: { authorization: `Bearer ${canceller.token}` } });
    const at = Date.now();
    answers[String(response.status)] = (answers[String(response.status)] ?? 0) + 1;
    if (response.ok) cancelled.push({ date: appointment.date, time: appointment.time, at });
    await sleep(CANCEL_GAP_MS);
  }
  const offerFiles = () => {
    try {
      return readdirSync(outbox).filter((name) => name.startsWith('waitlist-offer-'));
    } catch {
      // No mail written yet: no outbox folder.
      return [];
    }
  };
  const offersOfDoctor = async () => {
    const { rows } = await pool.query<{ id: string; slot: string }>(
      `select distinct on (date, time) id, date::text || ' ' || time as slot from slot_offers where doctor_id = $1 order by date, time, created_at`,
      [people.doctorId],
    );
    return new Map(rows.map((offer) => [offer.slot, offer.id]));
  };
  const emailed = (offerOf: Map<string, string>, names: readonly string[]) =>
    cancelled.filter((slot) => {
      const id = offerOf.get(`${slot.date} ${slot.time}`);
      return id !== undefined && names.some((name) => name.startsWith(`waitlist-offer-${id}-`));
    }).length;
  const deadline = Date.now() + 60_000;
  while (emailed(await offersOfDoctor(), offerFiles()) < cancelled.length && Date.now() < deadline) await sleep(200);
  const offerOf = await offersOfDoctor();
  const names = offerFiles();
  const latencies = cancelled.flatMap((slot) => {
    const id = offerOf.get(`${slot.date} ${slot.time}`);
    const file = id === undefined ? undefined : names.find((name) => name.startsWith(`waitlist-offer-${id}-`));
    return file ? [statSync(join(outbox, file)).mtimeMs - slot.at] : [];
  });
  return { answers, latencies: latencies.sort((x, y) => x - y) };
}

const statusList = (statuses: StatusCounts) =>
  Object.entries(statuses)
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([status, n]) => `${status}: ${String(n)}`)
    .join(', ');

const onlyStatus = (statuses: StatusCounts, status: string) => Object.keys(statuses).every((key) => key === status);

export async function offersUnderLoad(root: string, databaseUrl: string, connections: number): Promise<OffersResult> {
  if (databaseUrl === '') return { lines: ['Skipped: the waitlist run needs PostgreSQL (BENCH_DATABASE_URL).'], failure: null };
  const zone = process.env.CLINIC_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const dataDir = mkdtempSync(join(tmpdir(), 'clinvia-bench-offers-'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const env = benchServerEnv(dataDir, databaseUrl, { LOG_LEVEL: 'error', CLINIC_TZ: zone, JOBS_WORKER: 'true' });
  try {
    const people = await preparePeople(pool, zone);
    const server = await startServer(process.execPath, npmStartArguments(root), env, '/api/health');
    try {
      const latency = await offerLatency(pool, server.baseUrl, join(dataDir, 'outbox'), people, await signIn(server.baseUrl, people.canceller.email));

      // Throughput: groups of doctors with free slots taken alternately from the directory.
      const open = (await doctorsWithFreeSlots(server.baseUrl, DOCTORS + 1)).filter((doctor) => doctor.doctorId !== people.doctorId).slice(0, DOCTORS);
      if (open.length < DOCTORS) throw new Error(`only ${String(open.length)} doctors with free slots: the throughput comparison needs ${String(DOCTORS)} (seed more doctors)`);
      const groups = Array.from({ length: GROUPS }, (_, g) => open.filter((__, i) => i % GROUPS === g));
      const bookers = await Promise.all(people.bookers.map((booker) => signIn(server.baseUrl, booker.email)));
      const bookersOf = (g: number) => bookers.slice(g * GROUP, (g + 1) * GROUP);
      const lastDay = addDays(wallClockAt(zone).date, 9);
      for (const [g, group] of groups.entries()) {
        if (!WAITLISTED[g]) continue;
        const waiting = [...bookersOf(g).map((booker) => booker.id), ...people.waiting].slice(0, WAITING);
        await addWaitlists(
          pool,
          group.map((doctor) => doctor.doctorId),
          waiting,
          lastDay,
        );
      }
      const warmUp = await bookingThroughput(server.baseUrl, bookersOf(GROUPS - 1), (groups.at(-1) ?? []).flatMap((doctor) => doctor.slots), connections);
      const runs: BookingRun[] = [];
      for (const [g, group] of groups.slice(0, WAITLISTED.length).entries()) {
        const cpuBefore = cpuMicroseconds(server.pid);
        const result = await bookingThroughput(server.baseUrl, bookersOf(g), group.flatMap((doctor) => doctor.slots), connections);
        runs.push({ ...result, waitlisted: WAITLISTED[g] ?? false, cpuPerBooking: (cpuMicroseconds(server.pid) - cpuBefore) / result.bookings });
      }
      return report(latency, warmUp, runs);
    } finally {
      await server.stop();
      await clearHolds(pool, people);
    }
  } finally {
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface BookingRun extends ThroughputResult {
  waitlisted: boolean;
  /** The server's CPU time per booking in µs (its jobs worker's e-mails included). */
  cpuPerBooking: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function report(latency: Latency, warmUp: ThroughputResult, runs: readonly BookingRun[]): OffersResult {
  const { latencies, answers } = latency;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const cancelled = answers['200'] ?? 0;
  const side = (waitlisted: boolean) => runs.filter((run) => run.waitlisted === waitlisted);
  const labelOf = (run: BookingRun) => (run.waitlisted ? 'with 1,000-patient waitlists' : 'without waitlists');
  const without = mean(side(false).map((run) => run.requestsPerSecond));
  const withWaitlists = mean(side(true).map((run) => run.requestsPerSecond));
  const ratio = without > 0 ? withWaitlists / without : 0;
  const cpuWithout = mean(side(false).map((run) => run.cpuPerBooking));
  const cpuWith = mean(side(true).map((run) => run.cpuPerBooking));
  const lines = [
    `Offer latency: ${String(CANCELLATIONS)} cancellations one every ${String(CANCEL_GAP_MS)} ms on a doctor ${String(WAITING)} patients wait for, from the cancellation's answer to the offer e-mail in the outbox`,
    '',
    '| cancellations | answers | offers e-mailed | p50 ms | p99 ms | max ms |',
    '| ---: | --- | ---: | ---: | ---: | ---: |',
    `| ${String(CANCELLATIONS)} | ${statusList(answers)} | ${String(latencies.length)} | ${p50.toFixed(0)} | ${p99.toFixed(0)} | ${(latencies.at(-1) ?? Number.NaN).toFixed(0)} |`,
    '',
    `Booking throughput with and without waitlists: ${String(GROUP)} doctors a run, their free slots from tomorrow, in this order, after a warm-up run on ${String(GROUP)} others (${warmUp.requestsPerSecond.toFixed(0)} req/s, ${statusList(warmUp.statuses)})`,
    '',
    '| run | bookings | req/s | p50 ms | p99 ms | server CPU µs/booking | answers |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...runs.map((run) => `| ${labelOf(run)} | ${String(run.bookings)} | ${run.requestsPerSecond.toFixed(0)} | ${String(run.p50)} | ${String(run.p99)} | ${run.cpuPerBooking.toFixed(0)} | ${statusList(run.statuses)} |`),
    '',
    `With waitlists ${withWaitlists.toFixed(0)} req/s against ${without.toFixed(0)} without: ${(ratio * 100).toFixed(0)} %; server CPU ${cpuWith.toFixed(0)} µs a booking against ${cpuWithout.toFixed(0)}`,
  ];
  const problems = [
    !onlyStatus(answers, '200') ? `cancellations answered ${statusList(answers)}` : null,
    latencies.length < cancelled ? `${String(cancelled - latencies.length)} offers not e-mailed within 60 s` : null,
    !(p99 < LATENCY_GOAL_MS) ? `offer p99 ${p99.toFixed(0)} ms (goal < ${String(LATENCY_GOAL_MS)})` : null,
    onlyStatus(warmUp.statuses, '201') ? null : `the warm-up answered ${statusList(warmUp.statuses)}`,
    ...runs.map((run) => (onlyStatus(run.statuses, '201') ? null : `${labelOf(run)} answered ${statusList(run.statuses)}`)),
    ratio < THROUGHPUT_GOAL ? `booking with waitlists at ${(ratio * 100).toFixed(0)} % of without (goal ≥ ${String(THROUGHPUT_GOAL * 100)} %)` : null,
  ].filter((problem): problem is string => problem !== null);
  return { lines, failure: problems.length > 0 ? problems.join('; ') : null };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const result = await offersUnderLoad(root, process.env.BENCH_DATABASE_URL ?? '', Number(process.env.BENCH_CONNECTIONS ?? 50));
  console.log(result.lines.join('\n'));
  if (result.failure) {
    console.error(`\nWAITLIST RUN FAILED: ${result.failure}`);
    process.exitCode = 1;
  }
}
