import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from './client';

/** The committed drizzle-kit migrations (apps/api/drizzle). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies pending migrations. Drizzle's migrators are typed per driver, so each gets a
 * driver-specific handle on the same connection. On PostgreSQL drizzle serialises concurrent
 * migrators (replicas starting together) inside its migration transaction.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  await migrateNodePg(drizzleNodePg({ client: database.pool }), { migrationsFolder });
}
