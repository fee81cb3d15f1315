import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The one database type all code uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DatabaseBase {
  db: Db;
  close(): Promise<void>;
}

export type Database =
  | (DatabaseBase & { kind: 'pglite'; pglite: PGlite })
  | (DatabaseBase & { kind: 'postgres'; pool: pg.Pool });

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; wins over the other options. */
  url?: string;
  /** Directory of a persistent PGlite database (created when missing). */
  dataDir?: string;
  /** An in-memory PGlite database (tests, tools). */
  memory?: boolean;
  /** A PGlite dump (`dumpDataDir()`) to start from: tests clone a migrated database this way. */
  loadDataDir?: Blob;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

/**
 * PGlite's WebAssembly memory only grows: whatever PostgreSQL touches stays resident. Its
 * defaults (PostgreSQL's: 128 MB of shared buffers, 64 MB for maintenance) filled the
 * one-command server to ~500 MB. The clinic's working set is far smaller, and the OS page
 * cache still holds the data files, so smaller buffers cost little (issue 15, docs/performance.md).
 */
const pgliteMemorySettings = ['shared_buffers = 16MB', 'work_mem = 2MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 2MB', 'wal_buffers = 1MB'];

export function wrapPglite(pglite: PGlite): Database {
  return {
    kind: 'pglite',
    pglite,
    db: drizzlePglite({ client: pglite, schema }),
    // Closing twice is harmless, like for the pool below.
    close: () => (pglite.closed ? Promise.resolve() : pglite.close()),
  };
}

export function wrapPool(pool: pg.Pool): Database {
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    pool,
    db: drizzleNodePg({ client: pool, schema }),
    // pool.end() throws when called twice; tests and shutdown hooks may both close.
    close: () => (closed ??= pool.end()),
  };
}

/** An embedded database, typed as one: for tools that use PGlite's own calls (the backup). */
export async function openPglite(options: Omit<OpenDatabaseOptions, 'url' | 'poolSize'>): Promise<Extract<Database, { kind: 'pglite' }>> {
  const database = await openDatabase(options);
  if (database.kind !== 'pglite') throw new Error('openPglite opened PostgreSQL');
  return database;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    return wrapPool(pool);
  }
  if (!options.memory && !options.dataDir) throw new Error('openDatabase needs a url, a dataDir or memory: true');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // PGlite (its Emscripten module, ~3 MB of V8 heap) is loaded only when the database is
  // embedded: a server on PostgreSQL never needs it (PERF-9, issue 39.3).
  const [{ PGlite }, { btree_gist }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const pglite = await PGlite.create(options.memory ? undefined : options.dataDir, {
    // Extensions PGlite must load at creation so migrations can CREATE EXTENSION them.
    extensions: { pg_trgm, btree_gist },
    loadDataDir: options.loadDataDir,
    postgresqlconf: pgliteMemorySettings,
  });
  return wrapPglite(pglite);
}
