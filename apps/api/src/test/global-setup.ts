import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { adminQuery, randomDatabaseName, withDatabase } from './database';

/**
 * Migrating a new PGlite database takes 4-15 s, so it is done once per run: the migrated data
 * dir is dumped to a file that each test file loads (~1 s). With TEST_DATABASE_URL the same
 * happens on PostgreSQL with a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = randomDatabaseName('clinvia_test_template');
    await adminQuery(url, `create database ${name}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 1 });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', { url, name });
    return async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }

  const database = await openDatabase({ memory: true });
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await migrate(database);
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'clinvia-api-test-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
