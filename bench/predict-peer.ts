// PERF-12 (issue 25.3): the standalone prediction service against the specification's original
// stack (the Flask + scikit-learn peer of shared/peers, under gunicorn), same client (autocannon),
// same run, same bodies (each tool's defaults). Only 2xx answers count; the peer's time-outs are
// reported. Each predict route is also given as a share of its own server's bare /hello.
// Run alone: `npx tsx bench/predict-peer.ts` (BENCH_SECONDS, BENCH_CONNECTIONS, PEER_WORKERS,
// PREDICT_WORKERS: ours, by default as many as the peer's).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { defaultValues, predictionTools } from '@clinvia/contracts/predictions';
import { metricsBlockCost } from '@clinvia/predict/bench';
import { startServer, type RunningServer } from './server';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const gunicorn = '/usr/bin/gunicorn';

/** FLASK_PEER_DIR, else shared/peers beside the clone (../shared) or beside its worktree folder (../../shared). */
function peerDirectory(): string | undefined {
  return [process.env.FLASK_PEER_DIR, resolve(root, '../shared/peers'), resolve(root, '../../shared/peers')].find(
    (directory): directory is string => directory !== undefined && existsSync(join(directory, 'flask_predict.py')),
  );
}

interface Rate {
  /** 2xx answers per second. */
  rate: number;
  p99: number;
  timeouts: number;
  /** Non-2xx answers and connection errors. */
  failed: number;
}

async function measure(url: string, body: unknown, connections: number, duration: number): Promise<Rate> {
  const options = {
    url,
    method: body === undefined ? ('GET' as const) : ('POST' as const),
    headers: { 'content-type': 'application/json' },
    connections,
    duration,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon(options);
  return { rate: result['2xx'] / duration, p99: result.latency.p99, timeouts: result.timeouts, failed: result.non2xx + result.errors - result.timeouts };
}

const share = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(0)} %` : '–');

/** The side-by-side table and the metrics block's cost, as Markdown lines. */
export async function comparePredictionServices(connections: number, duration: number): Promise<string[]> {
  const lines: string[] = [];
  const workers = process.env.PEER_WORKERS ?? '2';
  // As many processes as the peer's workers unless PREDICT_WORKERS says otherwise: the same
  // means on both sides (gunicorn's sync workers are processes too).
  const ourWorkers = process.env.PREDICT_WORKERS ?? workers;
  const ours = await startServer(process.execPath, ['--import', 'tsx', join(root, 'bench/predict-server.ts')], { PREDICT_WORKERS: ourWorkers }, '/hello');
  const directory = peerDirectory();
  let peer: RunningServer | undefined;
  let note: string;
  if (!existsSync(gunicorn)) note = `Flask peer skipped: ${gunicorn} is not installed (Debian: apt-get install gunicorn python3-flask python3-sklearn python3-pandas).`;
  else if (directory === undefined) note = 'Flask peer skipped: no shared/peers/flask_predict.py beside the clone (set FLASK_PEER_DIR).';
  else {
    // The peer trains its models at start-up; startServer waits for /hello. Without -b gunicorn
    // binds 0.0.0.0:$PORT, the port startServer chose.
    peer = await startServer(gunicorn, ['-w', workers, '--chdir', directory, 'flask_predict:app'], {}, '/hello').catch((error: unknown) => {
      throw new Error(`The Flask peer did not start: ${String(error)}`);
    });
    note = `Flask peer: gunicorn -w ${workers} (sync workers), as its README runs it.`;
  }
  try {
    const oursHello = await measure(`${ours.baseUrl}/hello`, undefined, connections, duration);
    const peerHello = peer ? await measure(`${peer.baseUrl}/hello`, undefined, connections, duration) : undefined;
    lines.push(`${connections} connections, ${duration} s per row; ours: the standalone service (${ourWorkers} Node.js ${ourWorkers === '1' ? 'process' : 'processes'}, PREDICT_WORKERS); ${note}`, '');
    lines.push('| route | ours req/s | ours p99 ms | ours of its hello | peer req/s | peer p99 ms | peer of its hello | peer time-outs | ours ÷ peer |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    lines.push(`| GET /hello | ${oursHello.rate.toFixed(0)} | ${oursHello.p99} | 100 % | ${peerHello ? `${peerHello.rate.toFixed(0)} | ${peerHello.p99} | 100 % | ${peerHello.timeouts}` : '– | – | – | –'} | ${peerHello ? `${(oursHello.rate / peerHello.rate).toFixed(1)}×` : '–'} |`);
    for (const tool of predictionTools) {
      const body = defaultValues(tool);
      const mine = await measure(`${ours.baseUrl}/ml/${tool}/predict`, body, connections, duration);
      const theirs = peer ? await measure(`${peer.baseUrl}/${tool}/predict`, body, connections, duration) : undefined;
      const failures = mine.failed + mine.timeouts > 0 ? ` (FAILED: ${mine.failed + mine.timeouts} answers not 2xx)` : '';
      lines.push(
        `| POST /${tool}/predict | ${mine.rate.toFixed(0)}${failures} | ${mine.p99} | ${share(mine.rate, oursHello.rate)} | ${
          theirs && peerHello ? `${theirs.rate.toFixed(0)} | ${theirs.p99} | ${share(theirs.rate, peerHello.rate)} | ${theirs.timeouts}` : '– | – | – | –'
        } | ${theirs && theirs.rate > 0 ? `${(mine.rate / theirs.rate).toFixed(1)}×` : '–'} |`,
      );
    }
  } finally {
    await peer?.stop();
    await ours.stop();
  }
  lines.push('', "Each answer's model metrics block (in process, JSON.stringify; the card at /ml/<tool>/model has the metrics too):", '');
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
