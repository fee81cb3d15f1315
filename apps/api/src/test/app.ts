import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Config } from '../config';
import { clinicNow } from '../lib/clinic-time';
import { createDoctor, createPatient } from './accounts';
import { createTestDatabase, type TestDatabase } from './database';

export { createTestDatabase, type TestDatabase } from './database';

/** A complete Config for tests; nothing is read from the environment or written to disk. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(tmpdir(), 'clinvia-api-test-data'),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    linkSecret: 'test-link-secret-that-is-long-enough-for-hmac',
    reminderHours: [24, 2],
    offerHoldMinutes: 15,
    // 32 bytes, base64: the TOTP secrets' key (lib/secret-box.ts).
    totpEncryptionKey: Buffer.alloc(32, 7).toString('base64'),
    clinicTimeZone: 'America/New_York',
    logLevel: 'silent',
    rateLimitMax: 10_000,
    trustProxy: false,
    appUrl: 'http://localhost:3000',
    // Two-step sign-in only where a test is about it (it passes the roles it wants).
    mfaRequiredRoles: [],
    // No jobs worker unless a test is about the jobs (it passes { worker: true, autoStart: false } and drains).
    jobs: { worker: false },
    ...overrides,
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** pino options to capture the log (e.g. `{ level: 'trace', stream }`); silent by default. */
  logger?: AppOptions['logger'];
  webRoot?: string;
  predict?: FastifyPluginAsync;
  /** Check every response against its zod schema: on unless a test compares the fast serializer. */
  validateResponses?: boolean;
  /** The clock of sessions (AppOptions.now): a test that moves time passes its own. */
  now?: () => Date;
  /** AppOptions.backupKey: serves the embedded database's backup path (plugins/backup.ts). */
  backupKey?: string;
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  /** Closes the app, then disposes the database. */
  close(): Promise<void>;
}

/**
 * The built app on a fresh database (one per test file: call in beforeAll, close in afterAll).
 * Requests go through `app.inject`; nothing listens. The app is not readied yet, so a test can
 * still add a test-only route before its first inject.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = testConfig(options.config);
  try {
    const app = await buildApp({
      database: testDatabase.database,
      config,
      logger: options.logger ?? false,
      webRoot: options.webRoot,
      predict: options.predict,
      validateResponses: options.validateResponses ?? true,
      now: options.now,
      backupKey: options.backupKey,
    });
    return {
      ...testDatabase,
      app,
      config,
      close: async () => {
        await app.close();
        await testDatabase.dispose();
      },
    };
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}

/**
 * The app of a test file that runs jobs and reads e-mails (waitlist offers, reminders, e-mails):
 * the clinic in `zone` (the test default, New York, unless given), the jobs worker on (each test
 * runs the jobs it needs), files and e-mails in a fresh folder; `config` adds to that. Closed by
 * `closeJobsApp`.
 */
export async function openJobsApp(name: string, zone = testConfig().clinicTimeZone, config: TestAppOptions['config'] = {}): Promise<{ t: TestApp; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `clinvia-${name}-`));
  const t = await createTestApp({ config: { clinicTimeZone: zone, dataDir, jobs: { worker: true, autoStart: false }, ...config } });
  await t.app.ready();
  return { t, dataDir };
}

export async function closeJobsApp(t: TestApp, dataDir: string): Promise<void> {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * The app of a booking test: the clinic in `zone` (a `middayZone()`), its today, one doctor and
 * two patients named as the test reads them. Close it with `t.close()` in afterAll.
 */
export async function openMiddayClinic(zone: string, names: { doctor: string; patient: string; other: string }) {
  const t = await createTestApp({ config: { clinicTimeZone: zone } });
  const { db } = t.database;
  const secret = t.config.jwtSecret;
  const doctor = await createDoctor(db, secret, names.doctor);
  const patient = await createPatient(db, secret, names.patient);
  const other = await createPatient(db, secret, names.other);
  return { t, today: clinicNow(zone).date, doctor, patient, other };
}
