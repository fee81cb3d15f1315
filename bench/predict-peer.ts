// PERF-12 (issue 25.3): the standalone prediction service against the specification's original
// stack (the Flask + scikit-learn peer, flask_predict.py, under gunicorn), same client (autocannon),
// same run, same connections, same bodies (each tool's defaults). Only 2xx answers count; the
// peer's time-outs are reported. Each predict route is also given as a share of its own server's
// bare /hello. Ours runs with 1 and with 2 processes in the same run (the peer keeps its README's
// `-w 2`): the client shares this box's cores, so which count is faster is measured, not assumed.
// Run alone: `npx tsx bench/predict-peer.ts` (BENCH_SECONDS, BENCH_CONNECTIONS, PEER_WORKERS,
// PREDICT_WORKERS: a comma-separated list of our process counts, default 1,2).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { defaultValues, predictionTools } from '@clinvia/contracts/predictions';
import { metricsBlockCost } from '@clinvia/predict/bench';
import { processTree, startServer, treeCpuMicroseconds, type RunningServer } from './server';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const gunicorn = '/usr/bin/gunicorn';

/** FLASK_PEER_DIR, else the `peers` folder of the project's shared folder, beside the clone or beside its worktree folder. */
function peerDirectory(): string | undefined {
  return [process.env.FLASK_PEER_DIR, resolve(root, '../shared/peers'), resolve(root, '../../shared/peers')].find(
    (directory): directory is string => directory !== undefined && existsSync(join(directory, 'flask_predict.py')),
  );
}

/** PREDICT_WORKERS as a list of process counts for ours (default 1 and 2). */
export function ourProcessCounts(value: string | undefined): number[] {
  const counts = (value ?? '1,2').split(',').map((part) => Number(part.trim()));
  if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 64)) throw new Error(`PREDICT_WORKERS must list whole numbers from 1 to 64, not '${String(value)}'`);
  return [...new Set(counts)];
}

interface Rate {
  /** 2xx answers per second. */
  rate: number;
  p99: number;
  timeouts: number;
  /** Non-2xx answers and connection errors. */
  failed: number;
  /** Server CPU time per answer: the server's process and every process under it, from /proc. */
  cpu: number | undefined;
}

async function measure(url: string, body: unknown, connections: number, duration: number, pid: number | undefined): Promise<Rate> {
  const options = {
    url,
    method: body === undefined ? ('GET' as const) : ('POST' as const),
    headers: { 'content-type': 'application/json' },
    connections,
    duration,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  await autocannon({ ...options, duration: 1 });
  // The tree is taken after the warm-up, when every worker is up.
  const tree = pid === undefined ? [] : processTree(pid);
  const before = treeCpuMicroseconds(tree);
  const result = await autocannon(options);
  const answers = result['2xx'] + result.non2xx;
  return {
    rate: result['2xx'] / duration,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    failed: result.non2xx + result.errors - result.timeouts,
    cpu: pid === undefined || answers === 0 ? undefined : (treeCpuMicroseconds(tree) - before) / answers,
  };
}

const share = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(0)} %` : '–');
const plural = (n: number) => `${n} ${n === 1 ? 'process' : 'processes'}`;

interface Ours {
  processes: number;
  server: RunningServer;
}

/** The side-by-side table and the metrics block's cost, as Markdown lines. */
export async function comparePredictionServices(connections: number, duration: number): Promise<string[]> {
  const lines: string[] = [];
  const workers = process.env.PEER_WORKERS ?? '2';
  const ours: Ours[] = [];
  let peer: RunningServer | undefined;
  let note: string;
  try {
    for (const processes of ourProcessCounts(process.env.PREDICT_WORKERS)) {
      ours.push({ processes, server: await startServer(process.execPath, ['--import', 'tsx', join(root, 'bench/predict-server.ts')], { PREDICT_WORKERS: String(processes) }, '/hello') });
    }
    const directory = peerDirectory();
    if (!existsSync(gunicorn)) note = `Flask peer skipped: ${gunicorn} is not installed (Debian: apt-get install gunicorn python3-flask python3-sklearn python3-pandas).`;
    else if (directory === undefined) note = 'Flask peer skipped: no shared/peers/flask_predict.py beside the clone (set FLASK_PEER_DIR).';
    else {
      // The peer trains its models at start-up; startServer waits for /hello. Without -b gunicorn
      // binds 0.0.0.0:$PORT, the port startServer chose.
      peer = await startServer(gunicorn, ['-w', workers, '--chdir', directory, 'flask_predict:app'], {}, '/hello').catch((error: unknown) => {
        throw new Error(`The Flask peer did not start: ${String(error)}`);
      });
      note = `the Flask peer: gunicorn -w ${workers} (sync workers), as its README runs it.`;
    }
    // Every server is started before the first row and idles while another is measured; each
    // row measures ours at each process count, then the peer, one after the other.
    // Each tool's route right after POST /bare with the same body (ours only: the peer has no such
    // route, its cells stay empty): a body of 30 fields costs more to read than one of 7, so each
    // route is held to the bare POST of its own body.
    const routes: { name: string; path: string; peerPath: string; body: unknown }[] = [
      { name: 'GET /hello', path: '/hello', peerPath: '/hello', body: undefined },
      ...predictionTools.flatMap((tool) => [
        { name: `POST /bare (the ${tool} body, parsed, answered {ok: true})`, path: '/bare', peerPath: '', body: defaultValues(tool) },
        { name: `POST /${tool}/predict`, path: `/ml/${tool}/predict`, peerPath: `/${tool}/predict`, body: defaultValues(tool) },
      ]),
    ];
    const rows: { name: string; ours: Rate[]; peer: Rate | undefined; bare: Rate[] | undefined }[] = [];
    for (const route of routes) {
      const mine: Rate[] = [];
      for (const { server } of ours) mine.push(await measure(`${server.baseUrl}${route.path}`, route.body, connections, duration, server.pid));
      const previous = rows.at(-1);
      const bare = route.path.endsWith('/predict') && previous !== undefined ? previous.ours : undefined;
      rows.push({ name: route.name, ours: mine, bare, peer: peer && route.peerPath !== '' ? await measure(`${peer.baseUrl}${route.peerPath}`, route.body, connections, duration, peer.pid) : undefined });
    }
    const [hello] = rows;
    if (hello === undefined) return lines;

    lines.push(
      `Ours (the standalone service, Node.js, PREDICT_WORKERS) with ${ours.map((o) => plural(o.processes)).join(' and with ')}, against ${note}`,
      `Same client (autocannon, in the bench's process on the same cores), ${connections} connections, ${duration} s per row after 1 s of warm-up, each tool's defaults as the body; only 2xx answers count.`,
      "'best ÷ peer' takes ours at its faster process count for that row. 'CPU µs' is the server's CPU time per answer: its process and every process under it (workers), read from /proc alike for ours and the peer.",
      "'of its hello (best)': the route at our faster process count for it, as a share of our hello at that same count (issue 39.5's goal: ≥ 80 %). 'of a bare POST': the same against POST /bare with the same body at that count, measured just before it, which reads the body and does nothing with it: the part of the gap that is the route's own work.",
      '',
    );
    lines.push(
      `| route | ${ours.map((o) => `ours ${plural(o.processes)} req/s | p99 ms | of its hello | CPU µs`).join(' | ')} | of its hello (best) | of a bare POST | peer req/s | peer p99 ms | peer of its hello | peer CPU µs | peer time-outs | best ÷ peer |`,
    );
    lines.push(`| --- | ${ours.map(() => '---: | ---: | ---: | ---:').join(' | ')} | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
    const cpuCell = (cpu: number | undefined) => (cpu === undefined ? '–' : cpu.toFixed(1));
    for (const row of rows) {
      const cells = row.ours.map((rate, i) => {
        const failures = rate.failed + rate.timeouts > 0 ? ` (FAILED: ${rate.failed + rate.timeouts} answers not 2xx)` : '';
        return `${rate.rate.toFixed(0)}${failures} | ${rate.p99} | ${share(rate.rate, hello.ours[i]?.rate ?? 0)} | ${cpuCell(rate.cpu)}`;
      });
      const best = Math.max(...row.ours.map((rate) => rate.rate));
      const bestAt = row.ours.findIndex((rate) => rate.rate === best);
      const ofHello = `${share(best, hello.ours[bestAt]?.rate ?? 0)} (${plural(ours[bestAt]?.processes ?? 1)})`;
      const ofBare = row.bare === undefined ? '–' : share(best, row.bare[bestAt]?.rate ?? 0);
      const theirs = row.peer && hello.peer ? `${row.peer.rate.toFixed(0)} | ${row.peer.p99} | ${share(row.peer.rate, hello.peer.rate)} | ${cpuCell(row.peer.cpu)} | ${row.peer.timeouts}` : '– | – | – | – | –';
      const ratio = row.peer && row.peer.rate > 0 ? `${(best / row.peer.rate).toFixed(1)}×` : '–';
      lines.push(`| ${row.name} | ${cells.join(' | ')} | ${ofHello} | ${ofBare} | ${theirs} | ${ratio} |`);
    }
  } finally {
    await peer?.stop();
    for (const { server } of ours) await server.stop();
  }
  lines.push('', "Each answer's model metrics block (in process, the service's JSON writer, CPU time; the card at /ml/<tool>/model has the metrics too):", '');
  lines.push('| tool | bytes | bytes without metrics | µs/answer | µs without metrics |');
  lines.push('| --- | ---: | ---: | ---: | ---: |');
  for (const cost of metricsBlockCost()) {
    lines.push(`| ${cost.tool} | ${cost.bytes} | ${cost.bytesWithoutMetrics} | ${cost.microseconds.toFixed(2)} | ${cost.microsecondsWithoutMetrics.toFixed(2)} |`);
  }
  return lines;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const lines = await comparePredictionServices(Number(process.env.BENCH_CONNECTIONS ?? 50), Number(process.env.BENCH_SECONDS ?? 8));
  console.log(lines.join('\n'));
}
