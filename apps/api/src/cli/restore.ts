import { open } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused, backupKindOf, configWithoutSecrets, keysReminder, missingKeys } from './backup-files';
import { restorePglite } from './backup-pglite';
import { restorePostgres } from './backup-postgres';

// npm run restore -- <backup file> [--force]     (OPS-2)
// Into the database this environment names: DATA_DIR/db (the server stopped), or DATABASE_URL.
// Refuses a database that is not empty unless --force, and a backup from a newer Clinvia; checks
// the restored tables against the backup's manifest. To test a backup, restore it into a scratch
// DATA_DIR or database (docs/operations.md).

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true, strict: true });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (positionals.length !== 1 || positionals[0] === undefined) fail('Usage: npm run restore -- <backup file> [--force]');
// npm runs the script in apps/api; a relative path is the caller's (INIT_CWD).
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
const config = configWithoutSecrets();
const force = values.force === true;

async function kindOf(backupFile: string): Promise<'pglite' | 'postgres' | null> {
  const handle = await open(backupFile, 'r').catch(() => fail(`Cannot read ${backupFile}.`));
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    return backupKindOf(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

try {
  const kind = await kindOf(file);
  if (kind === null) fail(`${file} is neither an embedded-database backup (.tar.gz) nor a pg_dump custom-format archive.`);
  if (kind === 'pglite' && config.databaseUrl !== undefined) fail('This is a backup of the embedded database, and DATABASE_URL names PostgreSQL: unset DATABASE_URL to restore it into DATA_DIR.');
  if (kind === 'postgres' && config.databaseUrl === undefined) fail('This is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into.');
  const started = Date.now();
  if (config.databaseUrl === undefined) {
    const outcome = await restorePglite(config.dataDir, file, { force });
    console.log(`Restored into ${path.join(config.dataDir, 'db')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (outcome.previous !== null) console.log(`The database it replaced is in ${outcome.previous}: delete it once the restore is checked.`);
    console.log(outcome.verified ? 'Every table matches the backup\'s manifest.' : 'No manifest beside the backup: the tables were not checked against it.');
  } else {
    const outcome = await restorePostgres(config.databaseUrl, file, { force });
    console.log(`Restored into the DATABASE_URL database in ${((Date.now() - started) / 1000).toFixed(1)} s${outcome.replacedTables.length > 0 ? ` (its ${String(outcome.replacedTables.length)} tables were deleted first)` : ''}.`);
    console.log(outcome.verified ? 'Every table matches the backup\'s manifest.' : 'No manifest beside the backup: the tables were not checked against it.');
  }
  console.log('The server applies any newer migrations of this code when it starts.');
  console.log('');
  console.log(keysReminder);
  const missing = missingKeys(config.dataDir);
  if (missing.length > 0) {
    console.log('');
    console.log(`Warning: this environment has no ${missing.join(' and no ')}. Put the installation's keys in place before starting the server: it would make new ones, and a new TOTP key cannot read the stored second factors.`);
  }
} catch (error) {
  fail(error instanceof BackupRefused ? error.message : String(error instanceof Error ? (error.stack ?? error.message) : error));
}
