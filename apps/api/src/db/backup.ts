import type { PGlite, Transaction } from '@electric-sql/pglite';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type pg from 'pg';
import { codeMigrationLevel, type MigrationLevel } from './migrate';

// What a backup is made of besides the database's own copy (OPS-1, OPS-2): a manifest taken in
// the same snapshot as the copy, with each table's row count and a hash of its rows, and the
// migration level. The restore checks the copy it made against it, so a backup that lost or
// tore rows fails loudly instead of restoring quietly.
// docs/decisions/2026-11-28-backup-and-restore.md says why each database is copied as it is.

/** One statement's rows, on whichever driver: a PGlite transaction or a pg client. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

export function sqlOfPglite(tx: Pick<Transaction, 'query'>): RunSql {
  return async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
}

export function sqlOfClient(client: Pick<pg.ClientBase, 'query'>): RunSql {
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

export interface TableFingerprint {
  rows: number;
  /** md5 over the sorted md5s of the rows' text: equal contents give equal hashes, in any row order. */
  hash: string;
}

export interface BackupManifest {
  format: 'clinvia-backup-1';
  database: 'pglite' | 'postgres';
  takenAt: string;
  migrations: MigrationLevel;
  /** Every base table outside PostgreSQL's own schemas, as `schema.table`. */
  tables: Record<string, TableFingerprint>;
}

const systemSchemas = "('pg_catalog', 'information_schema', 'pg_toast')";

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** The database's own tables (all of information_schema's base tables outside the system schemas). */
export async function userTables(run: RunSql): Promise<string[]> {
  const rows = await run(`select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ${systemSchemas} order by table_schema, table_name`);
  return rows.map((row) => `${String(row.table_schema)}.${String(row.table_name)}`);
}

/**
 * Row count and content hash of every table. The row text depends on a few session settings
 * (time zone, date and float formats), so they are fixed first: call inside a transaction.
 */
export async function tableFingerprints(run: RunSql): Promise<Record<string, TableFingerprint>> {
  for (const setting of ["timezone to 'UTC'", "datestyle to 'ISO, YMD'", "intervalstyle to 'postgres'", 'extra_float_digits to 1']) await run(`set local ${setting}`);
  const fingerprints: Record<string, TableFingerprint> = {};
  for (const table of await userTables(run)) {
    const [schema = '', name = ''] = table.split('.');
    const [row] = await run(`select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as hash
      from (select md5(t::text) as h from ${quoted(schema)}.${quoted(name)} t) hashed`);
    fingerprints[table] = { rows: Number(row?.rows ?? 0), hash: typeof row?.hash === 'string' ? row.hash : '' };
  }
  return fingerprints;
}

/** The migrations applied to a database; none when it has no migrations table. */
export async function databaseMigrationLevel(run: RunSql): Promise<MigrationLevel> {
  const [found] = await run("select to_regclass('drizzle.__drizzle_migrations') is not null as found");
  if (found?.found !== true) return { count: 0, newest: 0 };
  const [row] = await run('select count(*)::int as count, coalesce(max(created_at), 0)::float8 as newest from drizzle.__drizzle_migrations');
  return { count: Number(row?.count ?? 0), newest: Number(row?.newest ?? 0) };
}

export async function manifestOf(run: RunSql, database: BackupManifest['database']): Promise<BackupManifest> {
  return { format: 'clinvia-backup-1', database, takenAt: new Date().toISOString(), migrations: await databaseMigrationLevel(run), tables: await tableFingerprints(run) };
}

/**
 * OPS-2: a backup from a newer build has migrations this code does not know, and restoring it
 * would leave a schema the code cannot serve; an older one is brought up to date at the next start.
 */
export function migrationProblem(backup: MigrationLevel, code: MigrationLevel = codeMigrationLevel()): string | null {
  if (backup.count === 0) return 'The backup has no migrations table: it is not a Clinvia database.';
  if (backup.count > code.count || backup.newest > code.newest) {
    return `The backup is from a newer Clinvia (${String(backup.count)} migrations; this code has ${String(code.count)}). Restore it with the version that made it.`;
  }
  return null;
}

/** What differs between the manifest's tables and a restored database's; empty when they are equal. */
export function fingerprintDifferences(expected: Record<string, TableFingerprint>, actual: Record<string, TableFingerprint>): string[] {
  const differences: string[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const want = expected[table];
    const got = actual[table];
    if (!want) differences.push(`${table}: not in the backup's manifest`);
    else if (!got) differences.push(`${table}: missing after the restore`);
    else if (want.rows !== got.rows) differences.push(`${table}: ${String(got.rows)} rows, the backup had ${String(want.rows)}`);
    else if (want.hash !== got.hash) differences.push(`${table}: the rows' contents differ from the backup's`);
  }
  return differences;
}

const gzipped = promisify(gzip);

export interface PgliteSnapshot {
  /** The data directory as a gzipped tarball (`PGlite.dumpDataDir`), loadable with `loadDataDir`. */
  tarball: Blob;
  manifest: BackupManifest;
}

/**
 * OPS-1: a consistent copy of a PGlite database that is in use. Every query and transaction of
 * the app goes through PGlite's transaction mutex, which this transaction holds from BEGIN to
 * COMMIT: nothing else runs meanwhile, so no other transaction is half-written. The checkpoint
 * writes every committed page to the data files, so the copy opens without replaying the WAL,
 * and the manifest is read in the same hold as the copy.
 */
export async function snapshotPglite(pglite: PGlite): Promise<PgliteSnapshot> {
  const { tar, manifest } = await pglite.transaction(async (tx) => {
    await tx.query('checkpoint');
    return { manifest: await manifestOf(sqlOfPglite(tx), 'pglite'), tar: await pglite.dumpDataDir('none') };
  });
  // Compressed once the mutex is free: requests wait for the copy, not for gzip. One zlib call
  // runs on libuv's thread pool; a chunked stream would be starved by PGlite's queries, which
  // hold the event loop while the server is busy.
  // Level 1: several times faster than the default, and the directory's bulk (empty WAL pages) shrinks as well.
  const tarball = new Blob([await gzipped(Buffer.from(await tar.arrayBuffer()), { level: 1 })]);
  return { tarball, manifest };
}

/** AUDIT-1, OPS-5: a backup reads, and a restore replaces, every patient's records; each leaves a row. */
export async function auditDatabaseCopy(run: RunSql, action: 'database.backup' | 'database.restore', detail: 'pglite' | 'postgres'): Promise<void> {
  await run(`insert into audit_log (actor_role, action, subject_type, detail) values ('operator', '${action}', 'database', '${detail}')`);
}
