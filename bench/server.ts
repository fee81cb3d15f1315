import { readdirSync, readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import getPort from 'get-port';

/**
 * The Node.js arguments of `npm start` (package.json's start script, `node <flags> <script>`),
 * with the script made absolute: the bench runs the server as users do, heap flags included.
 */
export function npmStartArguments(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = manifest.scripts.start.trim().split(/\s+/);
  const script = args.pop();
  if (command !== 'node' || script === undefined || args.some((arg) => !arg.startsWith('--'))) throw new Error(`npm start is not 'node <flags> <script>': ${manifest.scripts.start}`);
  return [...args, join(root, script)];
}

/**
 * The environment of the server a bench measures: the built web app kept, no rate limits, quiet
 * logs, on `dataDir` and `databaseUrl` (empty: the embedded database), then `extra`.
 */
export function benchServerEnv(dataDir: string, databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    SKIP_WEB_BUILD: '1',
    RATE_LIMIT_MAX: '0',
    // The booking runs sign many patients in from one address.
    LOGIN_BURST: '0',
    LOG_LEVEL: 'warn',
    // Two-step sign-in changes how the portal doctor signs in, not what a read costs: every read is
    // measured with its session check, as in production (docs/performance.md, PERF-17).
    MFA_REQUIRED_ROLES: '',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...extra,
  };
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (the bench reads its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts a server in its own process and waits until `readyPath` answers 200. */
export async function startServer(command: string, args: string[], env: Record<string, string>, readyPath: string): Promise<RunningServer> {
  const port = await getPort();
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(baseUrl + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${baseUrl}${readyPath} did not answer in time`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  if (child.pid === undefined) throw new Error(`${command} has no process id`);
  return {
    baseUrl,
    pid: child.pid,
    stop: () =>
      new Promise((resolveStop) => {
        child.once('exit', () => { resolveStop(); });
        child.kill('SIGTERM');
      }),
  };
}

/** The resident memory of a process in MB (VmRSS of /proc/<pid>/status, Linux). */
export function residentMegabytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${String(pid)}`);
  return Number(match[1]) / 1024;
}

/**
 * The CPU time (user + system) a process has used, in µs, from /proc/<pid>/stat (Linux; its
 * clock ticks are 1/100 s). Per request it is steadier than req/s on a shared box: a busy
 * neighbour lowers the rate, not the work each answer takes.
 */
export function cpuMicroseconds(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [userTicks, systemTicks] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) throw new Error(`no CPU times for process ${String(pid)}`);
  return (userTicks + systemTicks) * 10_000;
}

/** A process's parent id, from /proc/<pid>/stat; undefined when it has gone. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** A process and all its descendants (a cluster's workers, gunicorn's workers), from /proc. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== undefined) parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  // The iterator reads the array's length at each step, so it walks the children pushed meanwhile.
  for (const member of tree) tree.push(...(parents.get(member) ?? []));
  return tree;
}

/**
 * The CPU time (µs) of a server and every process under it, read from /proc as cpuMicroseconds
 * reads one: ours with several processes and the Flask peer under gunicorn are counted alike.
 * A process gone since `pids` was taken counts nothing.
 */
export function treeCpuMicroseconds(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuMicroseconds(pid);
    } catch {
      return sum;
    }
  }, 0);
}
