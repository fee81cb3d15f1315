import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { predictRoutes } from '@clinvia/predict';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { demoAccounts, demoAccountsStillOpen, demoPassword, seedDemoData } from './db/seed';
import { administratorCount } from './modules/staff/members/service';
import { removeBackupAccess, writeBackupAccess } from './lib/backup-access';
import type { Mailer } from './lib/mail';
import { outboxDir } from './plugins/mail';
import { readableLogStream } from './log-format';
import { quietRequestLogOptions } from './request-log';

// Starts the one process of PLAT-1: migrate, add the demo data when DEMO_DATA asks for it
// (SEC-17: only in a demo), serve the SPA (WEB_ROOT), the API under /api and the prediction
// service under /ml on one port.

function mailDelivery(delivery: Mailer['delivery'], dataDir: string): string {
  if (delivery === 'smtp') return 'sent through SMTP_URL';
  if (delivery === 'outbox') return `not sent (no SMTP_URL): each mail is written to ${outboxDir(dataDir)}`;
  return 'off (MAIL_DELIVERY=off): nothing is sent; appointment e-mails are kept as not sent';
}

/**
 * A new embedded database is created, migrated and (with DEMO_DATA) seeded by `npm run seed`'s
 * script in a child process: PGlite's WebAssembly memory never shrinks, and setting a database
 * up leaves ~500 MB resident that serving never needs (the server then opens it at about 350 MB).
 */
function createEmbeddedDatabase(config: Config, dataDir: string): boolean {
  if (config.databaseUrl !== undefined || existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const seedCli = fileURLToPath(new URL('./cli/seed.ts', import.meta.url));
  // The child says 'Creating the database…' and 'Adding demo data…' as it goes (PLAT-15).
  const child = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), seedCli, '--first-start'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (child.status !== 0) throw new Error(`Creating the embedded database in ${dataDir} failed (exit ${String(child.status ?? child.signal)}).`);
  return true;
}

/** Where a tool on this machine reaches the server: the loopback, on the port it listens on. */
function loopbackUrl(address: ReturnType<Server['address']>, port: number): string {
  const listening = typeof address === 'object' && address !== null ? address : undefined;
  const host = listening?.family === 'IPv6' && listening.address !== '::' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${String(listening?.port ?? port)}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const dataDir = path.join(config.dataDir, 'db');
  const created = createEmbeddedDatabase(config, dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir });
  await migrate(database);

  // Idempotent: a new embedded database was seeded by the child already.
  const addingDemoData = () => {
    console.log('Adding demo data…');
  };
  const seeded = config.demoData === true && (created || (await seedDemoData(database.db, { clinicTimeZone: config.clinicTimeZone, onAdding: addingDemoData })).created);
  const administrators = await administratorCount(database.db);
  const leftoverDemoAccounts = config.demoData === true ? [] : await demoAccountsStillOpen(database.db);

  // OPS-1: a new key at every start, for `npm run backup` of the embedded database.
  const backupKey = database.kind === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  const app = await buildApp({
    database,
    config,
    backupKey,
    logger: {
      level: config.logLevel,
      ...(config.requestLog === 'problems' ? quietRequestLogOptions() : {}),
      ...(config.logFormat === 'json' ? {} : { stream: readableLogStream() }),
    },
    predict: predictRoutes,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    if (backupKey !== undefined) removeBackupAccess(config.dataDir);
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0), (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (backupKey !== undefined) writeBackupAccess(config.dataDir, { url: loopbackUrl(app.server.address(), config.port), key: backupKey });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${String(config.port)}`;
  // The address and the demo accounts come last, where the eye lands when the start is done.
  const lines = [
    '',
    `  Database:  ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Clinic time zone: ${config.clinicTimeZone}`,
    `  E-mail:    ${mailDelivery(app.mailer.delivery, config.dataDir)}`,
    `  API docs:  ${url}/api/docs`,
  ];
  if (config.requestLog === 'problems') lines.push('  Requests:  only failed or slow ones are logged (REQUEST_LOG=all logs every request)');
  if (seeded) lines.push('  Demo data was added to the database.');
  if (config.demoData === true) {
    if (config.nodeEnv === 'production') lines.push('', '  Warning: DEMO_DATA is on in production. The demo accounts share a published password.');
    lines.push('', `  Demo accounts (password ${demoPassword}):`, `    patient  ${demoAccounts.patient}`, `    doctor   ${demoAccounts.doctor}`, `    staff    ${demoAccounts.staff}`);
    const mustEnrol = config.mfaRequiredRoles ?? ['staff', 'doctor'];
    // AUTH-18: how to try two-step sign-in with the demo accounts.
    if (mustEnrol.length > 0) {
      lines.push(`  Two-step sign-in is required for: ${mustEnrol.join(', ')}. At the first sign-in scan the QR code with an`, '  authenticator app (or type its setup key), then sign in with the password and the app\'s code.', '  (MFA_REQUIRED_ROLES= turns the requirement off; patients can turn it on in Settings.)');
    }
  } else if (leftoverDemoAccounts.length > 0) {
    // Not a demo, yet the demo accounts are here with their published password (a database first started as a demo).
    lines.push('', `  Warning: demo accounts with the published password are active in this database: ${leftoverDemoAccounts.join(', ')}.`, '  Deactivate them or change their passwords before real patients use this installation.');
  } else if (administrators === 0) {
    // No demo: the installation starts empty and its first administrator is made on the command line.
    lines.push('', '  No staff administrator yet. Create the first one (it asks for the password):', '    npm run create-admin -- --email you@your-clinic.example --name "Your Name"');
  }
  lines.push('', `  Clinvia is running at ${url}`, '');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
