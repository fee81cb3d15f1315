import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { testConfig } from './app';
import { createTestDatabase } from './database';

// The kill -9 tests (FILE-1 and the requirements each test names): data prepared in this process,
// a server process (test/server-process.ts) answering clients on the same data, killed with
// SIGKILL under load, and the data opened again. On PostgreSQL (TEST_DATABASE_URL) the server
// process has its own pool on the test's database. On PGlite the data is a persistent directory
// made from the run's migrated dump: this process closes it before the server opens it (one
// process at a time on a directory) and opens it again after the kill, so what is checked is
// PostgreSQL's crash recovery on the embedded database's own files.

const serverScript = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');

/** The kill -9 tests run on PostgreSQL when TEST_DATABASE_URL is set, on a PGlite directory otherwise. */
export const crashOnPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface CrashSetup {
  /** Open until handOver() on PGlite; on PostgreSQL for the whole test. */
  readonly database: Database;
  readonly app: FastifyInstance;
  readonly config: Config;
  /** Lets the server process open the data: on PGlite this process closes its app and database. */
  handOver(): Promise<void>;
  /** Starts the server process on the data; it prints its port once it listens. */
  startServer(): Promise<{ child: ChildProcess; port: number }>;
  /** Runs the checks on the data as the kill left it: on PGlite the directory opened again (and closed after), on PostgreSQL the test's own pool. */
  afterKill(check: (database: Database) => Promise<void>): Promise<void>;
  /** Closes what is still open and drops the data. */
  dispose(): Promise<void>;
}

/** PostgreSQL: a copy of the template. PGlite: the data directory `dataDir` (not yet existing), from the migrated dump. */
export async function openCrashSetup(dataDir: string): Promise<CrashSetup> {
  const config = testConfig();
  let database: Database;
  let url: string | undefined;
  let drop: () => Promise<void>;
  if (crashOnPostgres) {
    const test = await createTestDatabase();
    ({ database, url } = test);
    drop = () => test.dispose();
  } else {
    const dump = inject('pgliteDumpFile');
    if (!dump) throw new Error('The api globalSetup did not prepare a database (see src/test/global-setup.ts)');
    database = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(dump)]) });
    drop = () => database.close();
  }
  const app = await buildApp({ database, config, logger: false });
  let handedOver = false;
  return {
    database,
    app,
    config,
    handOver: async () => {
      if (crashOnPostgres) return;
      handedOver = true;
      await app.close();
      await database.close();
    },
    startServer: () =>
      new Promise((resolve, reject) => {
        const target = url === undefined ? { CLINVIA_TEST_DATA_DIR: dataDir } : { CLINVIA_TEST_DATABASE_URL: url };
        const child = spawn(process.execPath, ['--import', tsx, serverScript], {
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CLINVIA_TEST_CONFIG: JSON.stringify(config), ...target },
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
      }),
    afterKill: async (check) => {
      if (crashOnPostgres) return check(database);
      const reopened = await openDatabase({ dataDir });
      try {
        await check(reopened);
      } finally {
        await reopened.close();
      }
    },
    dispose: async () => {
      if (handedOver) return;
      await app.close();
      await drop();
    },
  };
}

/** SIGKILL, and wait until the process is gone (a PGlite directory is free only then). */
export async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}
