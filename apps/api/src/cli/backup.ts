import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused, configWithoutSecrets, defaultBackupFile, keysReminder, manifestFileOf } from './backup-files';
import { backupPglite } from './backup-pglite';
import { backupPostgres } from './backup-postgres';

// npm run backup                        a consistent copy of the database, while the server runs (OPS-1)
// npm run backup -- --out /path/file    where to write it (default DATA_DIR/backups/clinvia-<kind>-<time>.<ext>)
// The embedded database (DATA_DIR/db) becomes a .tar.gz, PostgreSQL (DATABASE_URL) a pg_dump
// custom-format .dump; each with a .manifest.json beside it that the restore checks against.

const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
const config = configWithoutSecrets();
const kind = config.databaseUrl === undefined ? 'pglite' : 'postgres';
// npm runs the script in apps/api; a relative path is the caller's (INIT_CWD).
const file = values.out === undefined ? defaultBackupFile(config.dataDir, kind) : path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);

try {
  const started = Date.now();
  const { manifest, madeBy } = config.databaseUrl === undefined ? await backupPglite(config.dataDir, file) : { manifest: await backupPostgres(config.databaseUrl, file), madeBy: 'server' as const };
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(`Backup written to ${file} (${String(Object.keys(manifest.tables).length)} tables, ${String(rows)} rows, ${String(manifest.migrations.count)} migrations) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (kind === 'pglite') console.log(madeBy === 'server' ? 'Copied by the running server, as one snapshot.' : 'The server was not running: copied from the database directory.');
  console.log(`Its manifest (row counts and hashes, checked by npm run restore): ${manifestFileOf(file)}`);
  console.log('Copy both off this machine, encrypted (docs/operations.md, "Backup and restore").');
  console.log('');
  console.log(keysReminder);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : error);
  process.exit(1);
}
