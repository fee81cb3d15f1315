import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataByDefault } from '../../../scripts/demo-data.mjs';
import { openDatabase } from './db/client';
import { countUsers, demoPassword } from './db/seed';
import { mailOffWarning } from './plugins/mail';
import { createTestDatabase, type TestDatabase } from './test/database';

// Issue 20 item 1: demo accounts (a published password) only in a demo. The server is started
// the way an operator starts it, as its own process, on a new database: the embedded one in
// production (PGlite), or PostgreSQL without DEMO_DATA (TEST_DATABASE_URL).

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');

/** Runs main.ts until it says it is running (or exits), then stops it; answers its console. */
function startServer(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, mainFile], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', JWT_SECRET: 'x'.repeat(40), CLINIC_TZ: 'America/New_York', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not start in time:\n${output}`));
    }, 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Clinvia is running at')) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => {
      clearTimeout(timer);
      if (output.includes('Clinvia is running at')) resolve(output);
      else reject(new Error(`main.ts exited before it was running:\n${output}`));
    });
  });
}

let dataDir: string;
let postgres: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'clinvia-main-test-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
});

afterAll(async () => {
  await postgres?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/** PostgreSQL without DEMO_DATA, or the embedded database in production. */
function outsideDemo(): Record<string, string> {
  // Production without SMTP_URL starts only with e-mail turned off on purpose (MAIL-2).
  return postgres?.url ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir } : { NODE_ENV: 'production', MAIL_DELIVERY: 'off', DATA_DIR: dataDir };
}

async function usersIn(): Promise<number> {
  const database = postgres?.url ? await openDatabase({ url: postgres.url, poolSize: 1 }) : await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await countUsers(database.db);
  } finally {
    await database.close();
  }
}

// Creating and migrating an embedded database takes 4–15 s, more on a busy machine.
describe('starts of one database, in order', { timeout: 150_000 }, () => {
  it('outside a demo: seeds nothing, prints no password and says how to create the first administrator', async () => {
    const env = outsideDemo();
    expect(demoDataByDefault(env)).toBe(false);
    const output = await startServer(env);

    // PLAT-15: a new embedded database says so before the long step, and adds no demo data here.
    if (postgres === undefined) expect(output).toContain('Creating the database…');
    expect(output).not.toContain('Adding demo data…');
    expect(output).not.toContain(demoPassword);
    expect(output).not.toMatch(/password [^\s]+\)/i);
    expect(output).toContain('No staff administrator yet');
    expect(output).toContain('npm run create-admin -- --email');

    expect(await usersIn()).toBe(0);
  });

  it('with DEMO_DATA=true: adds the demo data and lists the demo accounts', async () => {
    const output = await startServer({ ...outsideDemo(), NODE_ENV: 'development', DEMO_DATA: 'true' });
    expect(output).toContain('Adding demo data…');
    expect(output).not.toContain('Creating the database…');
    expect(output).toContain('Demo data was added to the database.');
    expect(output).toContain(`Demo accounts (password ${demoPassword})`);
    expect(await usersIn()).toBeGreaterThan(50);
  });

  it('prints log lines readably (time, level, message), or as JSON with LOG_FORMAT=json', async () => {
    // With e-mail off on purpose the mail plugin warns at start (MAIL-2): a log line to look at.
    const env = { ...outsideDemo(), NODE_ENV: 'production', SMTP_URL: '', MAIL_DELIVERY: 'off' };
    const readable = await startServer(env);
    expect(readable).toMatch(/^\d\d:\d\d:\d\d\.\d{3} WARN {2}E-mail delivery is off \(MAIL_DELIVERY=off\): /m);
    expect(readable).toContain(mailOffWarning);
    expect(readable).not.toContain('"level":');

    const json = await startServer({ ...env, LOG_FORMAT: 'json' });
    const line = json.split('\n').find((text) => text.includes('MAIL_DELIVERY=off'));
    expect(JSON.parse(line ?? '')).toMatchObject({ level: 40, msg: mailOffWarning, time: expect.any(Number) as number });
  });

  it('outside a demo again: warns that the demo accounts are still open, without their password', async () => {
    const output = await startServer(outsideDemo());
    expect(output).toContain('Warning: demo accounts with the published password are active in this database: patient@clinvia.test, doctor@clinvia.test, admin@clinvia.test.');
    expect(output).not.toContain(demoPassword);
  });
});

describe("the one-command start's default", () => {
  it('turns DEMO_DATA on only for the embedded database outside production, unless it is set', () => {
    expect(demoDataByDefault({})).toBe(true);
    expect(demoDataByDefault({ NODE_ENV: 'development', DATABASE_URL: '' })).toBe(true);
    expect(demoDataByDefault({ NODE_ENV: 'production' })).toBe(false);
    expect(demoDataByDefault({ DATABASE_URL: 'postgres://db.example/clinvia' })).toBe(false);
    expect(demoDataByDefault({ DEMO_DATA: 'false' })).toBe(false);
  });
});
