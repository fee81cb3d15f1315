import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { auditDatabaseCopy, databaseMigrationLevel, fingerprintDifferences, migrationProblem, snapshotPglite, sqlOfPglite, tableFingerprints, type BackupManifest } from '../db/backup';
import { openPglite } from '../db/client';
import type { MigrationLevel } from '../db/migrate';
import { backupPath, manifestHeader, readBackupAccess, type BackupAccess } from '../lib/backup-access';
import { BackupRefused, readManifest, writeManifest } from './backup-files';

// OPS-1, OPS-2 on the embedded database (DATA_DIR/db). PGlite cannot be opened by two processes:
// while the server runs, the copy is made by the server (plugins/backup.ts); when it is
// stopped, by this tool, with the same snapshot (db/backup.ts). A restore needs the server
// stopped. docs/decisions/2026-11-28-backup-and-restore.md.

const databaseDirOf = (dataDir: string) => path.join(dataDir, 'db');
/** PGlite writes it when it opens the directory and removes it when it closes. */
const isOpen = (databaseDir: string) => existsSync(path.join(databaseDir, 'postmaster.pid'));

/** The server's answer, or null when nothing listens at the address (a server that stopped without removing its file). */
async function askServer(access: BackupAccess, pathname: string, init: RequestInit): Promise<Response | null> {
  try {
    return await fetch(new URL(pathname, access.url), init);
  } catch {
    return null;
  }
}

async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export interface PgliteBackup {
  manifest: BackupManifest;
  /** 'server': the running server made the copy; 'directory': the server was stopped and this tool opened the database. */
  madeBy: 'server' | 'directory';
}

export async function backupPglite(dataDir: string, file: string): Promise<PgliteBackup> {
  const databaseDir = databaseDirOf(dataDir);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) throw new BackupRefused(`There is no embedded database in ${databaseDir}. Is DATA_DIR the server's? (With PostgreSQL, set DATABASE_URL.)`);
  const access = readBackupAccess(dataDir);
  const answer = access === null ? null : await askServer(access, backupPath, { method: 'POST', headers: { authorization: `Bearer ${access.key}` } });
  if (answer !== null) {
    if (!answer.ok || answer.body === null) throw new BackupRefused(`The running server at ${access?.url ?? ''} refused the backup (HTTP ${String(answer.status)}): ${await answer.text()}`);
    const manifest = JSON.parse(Buffer.from(answer.headers.get(manifestHeader) ?? '', 'base64url').toString('utf8')) as BackupManifest;
    const body = answer.body as ReadableStream<Uint8Array>;
    await writeAtomically(file, (partial) => pipeline(Readable.fromWeb(body), createWriteStream(partial, { mode: 0o600 })));
    writeManifest(file, manifest);
    return { manifest, madeBy: 'server' };
  }
  if (isOpen(databaseDir)) {
    throw new BackupRefused(
      `The database in ${databaseDir} is open (postmaster.pid), but no Clinvia server answered${access === null ? '' : ` at ${access.url}`}. ` +
        'A process other than this installation\'s server may be using it: stop it. If the server stopped abruptly, start it again (npm start) and back up while it runs.',
    );
  }
  const database = await openPglite({ dataDir: databaseDir });
  try {
    const { tarball, manifest } = await snapshotPglite(database.pglite);
    await writeAtomically(file, async (partial) => {
      writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    });
    writeManifest(file, manifest);
    await database.pglite.transaction((tx) => auditDatabaseCopy(sqlOfPglite(tx), 'database.backup', 'pglite'));
    return { manifest, madeBy: 'directory' };
  } finally {
    await database.close();
  }
}

export interface PgliteRestore {
  level: MigrationLevel;
  verified: boolean;
  /** Where the database the restore replaced was moved (with --force), to delete once the restore is checked. */
  previous: string | null;
}

/**
 * OPS-2: the backup is loaded into a new directory beside DATA_DIR/db, checked (its migration
 * level, its tables against the manifest), and only then put in place; the database it replaces
 * (with --force) is moved aside, never deleted.
 */
export async function restorePglite(dataDir: string, file: string, options: { force: boolean }): Promise<PgliteRestore> {
  const databaseDir = databaseDirOf(dataDir);
  const access = readBackupAccess(dataDir);
  if (access !== null && (await askServer(access, '/api/health/live', { method: 'GET' })) !== null) {
    throw new BackupRefused(`A Clinvia server is running on this database (${access.url}): stop it before restoring.`);
  }
  const existing = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!existing && existsSync(databaseDir) && readdirSync(databaseDir).length > 0) throw new BackupRefused(`${databaseDir} holds files but no database: move them away before restoring.`);
  if (existing && !options.force) throw new BackupRefused(`${databaseDir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it (it is moved aside, not deleted).`);
  if (existing && isOpen(databaseDir)) throw new BackupRefused(`The database in ${databaseDir} is open (postmaster.pid): stop the process using it before restoring.`);

  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const staging = `${databaseDir}.restoring-${stamp}`;
  const manifest = readManifest(file);
  let level: MigrationLevel;
  try {
    const database = await openPglite({ dataDir: staging, loadDataDir: new Blob([await readFile(file)]) });
    try {
      level = await database.pglite.transaction((tx) => databaseMigrationLevel(sqlOfPglite(tx)));
      const levelProblem = migrationProblem(level);
      if (levelProblem !== null) throw new BackupRefused(levelProblem);
      if (manifest !== null) {
        const restored = await database.pglite.transaction((tx) => tableFingerprints(sqlOfPglite(tx)));
        const differences = fingerprintDifferences(manifest.tables, restored);
        if (differences.length > 0) throw new BackupRefused(`The restored database differs from the backup's manifest:\n  ${differences.join('\n  ')}`);
      }
      await database.pglite.transaction((tx) => auditDatabaseCopy(sqlOfPglite(tx), 'database.restore', 'pglite'));
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const previous = existing ? `${databaseDir}.before-restore-${stamp}` : null;
  if (previous !== null) renameSync(databaseDir, previous);
  else rmSync(databaseDir, { recursive: true, force: true });
  renameSync(staging, databaseDir);
  return { level, verified: manifest !== null, previous };
}
