import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';

// Starts test/server-process.ts as a child process, for the tests that kill a server with
// SIGKILL under load (plugins/audit-crash.int.test.ts, modules/check-ins/crash.int.test.ts).

const serverScript = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');

/** The test's database: a PostgreSQL URL, or the directory of a closed PGlite database. */
export type ServerDatabase = { CLINVIA_TEST_DATABASE_URL: string } | { CLINVIA_TEST_DATA_DIR: string };

/** A server on the test's Config and database, once it listens; rejects with its stderr if it exits first. */
export function startServerProcess(config: Config, database: ServerDatabase): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, serverScript], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CLINVIA_TEST_CONFIG: JSON.stringify(config), ...database },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString('utf8'))?.[1];
      if (port !== undefined) resolve({ child, port: Number(port) });
    });
    child.once('exit', (code, signal) => {
      reject(new Error(`the server exited (${String(code ?? signal)}) before it listened:\n${errors}`));
    });
  });
}

/** Waits until the load has gone `farEnough`, then kills the server with SIGKILL and waits for it to exit. */
export async function killUnderLoad(child: ChildProcess, farEnough: () => boolean): Promise<void> {
  while (!farEnough()) await new Promise((resolve) => setTimeout(resolve, 10));
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}
