import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { demoAccounts, demoPassword, seedBulk, seedDemoData } from '../db/seed';

// npm run seed                      demo data (no-op when already there)
// npm run seed -- --doctors 100000 --appointments 1000000   plus a large data set
// --first-start (main.ts, for a new embedded database): migrate, and add the demo data only
// when DEMO_DATA is on; prints a line before each of the two steps (PLAT-15).

const { values } = parseArgs({
  options: { doctors: { type: 'string' }, appointments: { type: 'string' }, 'first-start': { type: 'boolean' } },
});

function count(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number`);
  return parsed;
}

const config = loadConfig();
const firstStart = values['first-start'] === true;
// The demo accounts share a published password (SEC-17): never in production unless asked.
if (!firstStart && config.nodeEnv === 'production' && !config.demoData) {
  console.error('NODE_ENV is production: demo accounts with a published password are not added. Set DEMO_DATA=true if this installation really is a demo.');
  process.exit(1);
}

/** `npm run seed`: the demo data, then the bulk data asked for, with progress on the console. */
async function seed(database: Database): Promise<void> {
  const demo = await seedDemoData(database.db, { clinicTimeZone: config.clinicTimeZone });
  console.log(
    demo.created
      ? `Demo data added: ${demo.doctors} doctors, ${demo.patients} patients, ${demo.appointments} appointments.`
      : 'Demo data already present.',
  );
  console.log(`Demo accounts (password ${demoPassword}): ${Object.values(demoAccounts).join(', ')}`);

  const doctors = count(values.doctors, 'doctors');
  const appointments = count(values.appointments, 'appointments');
  if (doctors === 0 && appointments === 0) return;
  const started = Date.now();
  await seedBulk(database, {
    doctors: Math.max(doctors, 1),
    appointments,
    clinicTimeZone: config.clinicTimeZone,
    onProgress: (message) => {
      console.log(`  ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
  });
  console.log(`Bulk data added in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

function announceDemoData(): void {
  console.log('Adding demo data…');
}

if (firstStart) console.log('Creating the database…');
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  await migrate(database);
  if (!firstStart) await seed(database);
  else if (config.demoData) await seedDemoData(database.db, { clinicTimeZone: config.clinicTimeZone, onAdding: announceDemoData });
} finally {
  await database.close();
}
