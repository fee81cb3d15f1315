import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// How `npm run backup` reaches the running server that owns an embedded database (OPS-1): the
// server writes its loopback address and a fresh random key into DATA_DIR when it listens and
// removes the file when it stops. Reading the file takes the same rights as reading the
// database files beside it, so the key adds no new way in; it keeps out anyone who can only
// reach the port (a proxy on the same machine makes every visitor look local).

/** The server's path for a copy (plugins/backup.ts), and the header of the snapshot's manifest (base64url JSON). */
export const backupPath = '/internal/backup';
export const manifestHeader = 'x-clinvia-backup-manifest';

export interface BackupAccess {
  /** The server's address on the loopback, e.g. http://127.0.0.1:3000. */
  url: string;
  key: string;
}

export const backupAccessFile = (dataDir: string) => path.join(dataDir, 'backup-access.json');

export function writeBackupAccess(dataDir: string, access: BackupAccess): void {
  // Created anew, so that the mode (owner only) is this one and not a leftover file's.
  removeBackupAccess(dataDir);
  writeFileSync(backupAccessFile(dataDir), JSON.stringify(access), { mode: 0o600, flag: 'wx' });
}

export function removeBackupAccess(dataDir: string): void {
  rmSync(backupAccessFile(dataDir), { force: true });
}

/** The running server's access, or null when no server has written one. */
export function readBackupAccess(dataDir: string): BackupAccess | null {
  try {
    const parsed = JSON.parse(readFileSync(backupAccessFile(dataDir), 'utf8')) as Partial<BackupAccess>;
    return typeof parsed.url === 'string' && typeof parsed.key === 'string' ? { url: parsed.url, key: parsed.key } : null;
  } catch {
    return null;
  }
}
