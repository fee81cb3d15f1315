import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { demoAccounts, demoPassword, seedBulk, seedDemoData } from './seed';

// npm run seed                      demo data (no-op when already there)
// npm run seed -- --doctors 100000 --appointments 1000000   plus a large data set

const { values } = parseArgs({
  options: { doctors: { type: 'string' }, appointments: { type: 'string' } },
});

function count(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number`);
  return parsed;
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  await migrate(database);
  const demo = await seedDemoData(database.db, { clinicTimeZone: config.clinicTimeZone });
  console.log(
    demo.created
      ? `Demo data added: ${demo.doctors} doctors, ${demo.patients} patients, ${demo.appointments} appointments.`
      : 'Demo data already present.',
  );
  console.log(`Demo accounts (password ${demoPassword}): ${Object.values(demoAccounts).join(', ')}`);

  const doctors = count(values.doctors, 'doctors');
  const appointments = count(values.appointments, 'appointments');
  if (doctors > 0 || appointments > 0) {
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
} finally {
  await database.close();
}
