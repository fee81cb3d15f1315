import path from 'node:path';
import { predictRoutes } from '@clinvia/predict';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { countUsers, demoAccounts, demoPassword, seedDemoData } from './db/seed';
import { outboxDir, type Mailer } from './plugins/mail';
import { quietRequestLogOptions } from './request-log';

// Starts the one process of DESIGN §1: migrate, seed demo data on an empty database, serve
// the SPA (WEB_ROOT), the API under /api and the prediction service under /ml on one port.

function mailDelivery(delivery: Mailer['delivery'], dataDir: string): string {
  if (delivery === 'smtp') return 'sent through SMTP_URL';
  if (delivery === 'outbox') return `not sent (no SMTP_URL): each mail is written to ${outboxDir(dataDir)}`;
  return 'cannot be delivered: set SMTP_URL';
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await migrate(database);

  const seeded = (await countUsers(database.db)) === 0 && (await seedDemoData(database.db, { clinicTimeZone: config.clinicTimeZone })).created;

  const app = await buildApp({
    database,
    config,
    logger: { level: config.logLevel, ...(config.requestLog === 'problems' ? quietRequestLogOptions() : {}) },
    predict: predictRoutes,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
  if (seeded) lines.push('  Demo data was added to the new database.');
  lines.push(
    '',
    `  Demo accounts (password ${demoPassword}):`,
    `    patient  ${demoAccounts.patient}`,
    `    doctor   ${demoAccounts.doctor}`,
    `    staff    ${demoAccounts.staff}`,
    '',
    `  Clinvia is running at ${url}`,
    '',
  );
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
