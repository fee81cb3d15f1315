import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a dump of a freshly migrated database, cloned by every test file. */
    pgliteDumpFile?: string;
    /** PostgreSQL mode: the migrated template database every test file copies. */
    postgresTemplate?: { url: string; name: string };
  }
}

/** `postgres://.../test` with its database name replaced. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the copy's connection string, for a second pool (a second server process). */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the copy. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated, empty database: a PGlite clone of the run's migrated dump, or with
 * TEST_DATABASE_URL a PostgreSQL database copied from the run's template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = randomDatabaseName('clinvia_test');
    await adminQuery(template.url, `create database ${name} template ${template.name}`);
    const url = withDatabase(template.url, name);
    const database = await openDatabase({ url, poolSize: 4 });
    return {
      database,
      url,
      dispose: async () => {
        await database.close();
        await adminQuery(template.url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dumpFile = inject('pgliteDumpFile');
  if (!dumpFile) throw new Error('The api globalSetup did not prepare a database (see src/test/global-setup.ts)');
  const database = await openDatabase({ memory: true, loadDataDir: new Blob([await readFile(dumpFile)]) });
  return { database, dispose: () => database.close() };
}
