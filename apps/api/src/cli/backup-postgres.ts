import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { auditDatabaseCopy, fingerprintDifferences, manifestOf, migrationProblem, sqlOfClient, tableFingerprints, userTables, type BackupManifest } from '../db/backup';
import type { MigrationLevel } from '../db/migrate';
import { BackupRefused, readManifest, writeManifest } from './backup-files';

// OPS-1, OPS-2, OPS-3 on PostgreSQL: pg_dump's custom format (-Fc) in the snapshot the manifest
// is read in, and pg_restore into an empty database, checked against the manifest.

/** The URL without its password, which goes to the tools in PGPASSWORD: the process list shows arguments. */
function connectionFor(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password === '' ? process.env : { ...process.env, PGPASSWORD: password } };
}

/** The major version of pg_dump or pg_restore on the PATH; null when it is not installed. */
export function toolMajor(tool: 'pg_dump' | 'pg_restore'): number | null {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  const match = /\s(\d+)(?:\.\d+)?/.exec(result.stdout);
  return result.status === 0 && match ? Number(match[1]) : null;
}

/**
 * OPS-3: pg_dump refuses a server newer than itself (and an older pg_restore may not read the
 * archive); say so before it fails halfway, with what to install.
 */
export function toolProblem(tool: 'pg_dump' | 'pg_restore', toolVersion: number | null, serverVersion: number): string | null {
  const install = `Install the PostgreSQL ${String(serverVersion)} client tools (e.g. apt-get install postgresql-client-${String(serverVersion)}) and put their bin directory first on the PATH.`;
  if (toolVersion === null) return `${tool} was not found on the PATH. ${install}`;
  if (toolVersion < serverVersion) return `${tool} ${String(toolVersion)} cannot work with this PostgreSQL ${String(serverVersion)} server: it must be version ${String(serverVersion)} or newer. ${install}`;
  return null;
}

async function serverMajor(client: pg.Client): Promise<number> {
  const result = await client.query<{ version: number }>("select current_setting('server_version_num')::int / 10000 as version");
  return Number(result.rows[0]?.version);
}

/** Runs a PostgreSQL tool to its end; its standard error becomes the refusal when it fails. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new BackupRefused(`${tool} failed (exit ${String(code)}):\n${errors.trim()}`));
    });
  });
}

async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * OPS-1: a transaction exports its snapshot, reads the manifest in it, and pg_dump dumps that
 * same snapshot (--snapshot): the file and the manifest are one moment of the database, however
 * many bookings are written meanwhile. The file appears only once complete.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupManifest> {
  const connection = connectionFor(databaseUrl);
  return connected(databaseUrl, async (client) => {
    const problem = toolProblem('pg_dump', toolMajor('pg_dump'), await serverMajor(client));
    if (problem !== null) throw new BackupRefused(problem);
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    await client.query('begin isolation level repeatable read read only');
    let manifest: BackupManifest;
    try {
      const exported = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      manifest = await manifestOf(sqlOfClient(client), 'postgres');
      await runTool('pg_dump', ['--format=custom', `--snapshot=${exported.rows[0]?.snapshot ?? ''}`, `--file=${partial}`, `--dbname=${connection.url}`], connection.env);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    } finally {
      await client.query('rollback');
    }
    renameSync(partial, file);
    writeManifest(file, manifest);
    await auditDatabaseCopy(sqlOfClient(client), 'database.backup', 'postgres');
    return manifest;
  });
}

/** The migrations recorded in a pg_dump archive, read from its data without restoring it. */
async function archiveMigrationLevel(file: string): Promise<MigrationLevel> {
  const data = await runTool('pg_restore', ['--data-only', '--schema=drizzle', '--table=__drizzle_migrations', '--file=-', file], process.env);
  // COPY ... FROM stdin; then a tab-separated line per row (id, hash, created_at), then '\.'.
  const block = /COPY drizzle\.__drizzle_migrations[^\n]*\n([\s\S]*?)\n\\\./.exec(data);
  const rows = block?.[1]?.split('\n').filter((line) => line !== '') ?? [];
  return { count: rows.length, newest: Math.max(0, ...rows.map((line) => Number(line.split('\t')[2]))) };
}

export interface RestoreOutcome {
  /** The tables the restore replaced (with --force); empty for an empty database. */
  replacedTables: string[];
  /** Whether the restored tables were checked against the backup's manifest. */
  verified: boolean;
  level: MigrationLevel;
}

/** Every schema of the database's own, with everything in it (--force). */
async function emptyDatabase(client: pg.Client): Promise<void> {
  const schemas = await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'");
  await client.query('begin');
  for (const { name } of schemas.rows) await client.query(`drop schema "${name.replaceAll('"', '""')}" cascade`);
  await client.query('create schema public');
  await client.query('commit');
}

/**
 * OPS-2: pg_restore into an empty database (or, with force, one emptied first), refused for an
 * archive of a newer Clinvia, in one transaction, then compared table by table with the manifest.
 */
export async function restorePostgres(databaseUrl: string, file: string, options: { force: boolean }): Promise<RestoreOutcome> {
  const connection = connectionFor(databaseUrl);
  return connected(databaseUrl, async (client) => {
    const problem = toolProblem('pg_restore', toolMajor('pg_restore'), await serverMajor(client));
    if (problem !== null) throw new BackupRefused(problem);
    const level = await archiveMigrationLevel(file);
    const levelProblem = migrationProblem(level);
    if (levelProblem !== null) throw new BackupRefused(levelProblem);
    const replacedTables = await userTables(sqlOfClient(client));
    if (replacedTables.length > 0) {
      if (!options.force) {
        throw new BackupRefused(`The target database is not empty (${String(replacedTables.length)} tables, e.g. ${replacedTables.slice(0, 3).join(', ')}). Restore into an empty database, or add --force to delete everything in it first.`);
      }
      await emptyDatabase(client);
    }
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.url}`, file], connection.env);
    const manifest = readManifest(file);
    if (manifest !== null) {
      await client.query('begin');
      const restored = await tableFingerprints(sqlOfClient(client));
      await client.query('commit');
      const differences = fingerprintDifferences(manifest.tables, restored);
      if (differences.length > 0) throw new BackupRefused(`The restored database differs from the backup's manifest:\n  ${differences.join('\n  ')}`);
    }
    await auditDatabaseCopy(sqlOfClient(client), 'database.restore', 'postgres');
    return { replacedTables, verified: manifest !== null, level };
  });
}
