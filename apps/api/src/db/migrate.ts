import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';

/** The committed drizzle-kit migrations (apps/api/drizzle). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant shared by every replica: the key of the advisory lock held while migrating. */
const migrationLockKey = 720_194_311;

/**
 * Applies pending migrations. Drizzle's migrators are typed per driver, so each gets a
 * driver-specific handle on the same connection. On PostgreSQL, replicas starting together
 * take turns through an advisory lock: the first migrates, the others then find nothing to do.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    // Unlocking can only fail with the connection gone, which releases the lock anyway.
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}

/** How far a database's schema has come: migrations applied, and the `when` of the newest (drizzle's created_at). */
export interface MigrationLevel {
  count: number;
  newest: number;
}

/** The level of this build: its journal's migrations. */
export function codeMigrationLevel(): MigrationLevel {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
  return { count: journal.entries.length, newest: Math.max(...journal.entries.map((entry) => entry.when)) };
}

function newestMigration(): number {
  return codeMigrationLevel().newest;
}

/** True when every migration of this build is applied to the database (readiness, issue 39.6). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const result = await db.execute(sql`select coalesce(max(created_at), 0)::float8 as newest from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { newest: number }[];
    return (rows[0]?.newest ?? 0) >= newestMigration();
  } catch {
    // No migrations table: nothing is applied.
    return false;
  }
}
