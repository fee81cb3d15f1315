import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import type { BackupManifest } from '../db/backup';

// What `npm run backup` and `npm run restore` share: where a backup goes, its manifest beside
// it, the refusal they print, and the reminder about the keys (OPS-4).

/** A refusal the tool prints as it is, without a stack, and exits 1. */
export class BackupRefused extends Error {}

/** `<DATA_DIR>/backups/clinvia-<kind>-<UTC date and time>.<ext>`, when no --out is given. */
export function defaultBackupFile(dataDir: string, kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return path.join(dataDir, 'backups', `clinvia-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}

export const manifestFileOf = (backupFile: string) => `${backupFile}.manifest.json`;

export function writeManifest(backupFile: string, manifest: BackupManifest): void {
  writeFileSync(manifestFileOf(backupFile), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** The manifest beside a backup, or null when it was not kept with it. */
export function readManifest(backupFile: string): BackupManifest | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestFileOf(backupFile), 'utf8')) as Partial<BackupManifest>;
    return manifest.format === 'clinvia-backup-1' ? (manifest as BackupManifest) : null;
  } catch {
    return null;
  }
}

/** What the first bytes say the file is: a PGlite tarball (gzip) or a pg_dump custom-format archive. */
export function backupKindOf(firstBytes: Uint8Array): 'pglite' | 'postgres' | null {
  if (firstBytes[0] === 0x1f && firstBytes[1] === 0x8b) return 'pglite';
  if (Buffer.from(firstBytes.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/**
 * OPS-4: the secrets are not in the backup (a key kept beside what it encrypts protects
 * nothing), and a restore without them loses what they protect. The variable names are those
 * of config.ts.
 */
export const keysReminder = [
  'A restore needs the keys, which are NOT in the backup. Keep a copy of each, apart from the backups:',
  '  TOTP_ENCRYPTION_KEY (or DATA_DIR/totp-key): without it every two-step sign-in is lost; each user must enrol again.',
  '  JWT_SECRET (or DATA_DIR/jwt-secret): without it every session ends and everyone signs in again.',
  '  LINK_SECRET (else derived from JWT_SECRET): without it the one-click links of e-mails already sent stop working.',
].join('\n');

/**
 * The configuration without making secrets: loadConfig writes a new jwt-secret and totp-key into
 * a DATA_DIR without them, and a restore into a fresh DATA_DIR would then pair the restored
 * database with a TOTP key that cannot read its secrets. Neither tool needs the secrets, nor
 * sends mail (so production's check for SMTP_URL does not apply).
 */
export function configWithoutSecrets(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig({ ...env, JWT_SECRET: 'not-used-by-backup-or-restore-0123456789', TOTP_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'), MAIL_DELIVERY: 'off' });
}

/** The keys this environment lacks for the restored database: neither set nor in DATA_DIR. */
export function missingKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const missing: string[] = [];
  if (!env.TOTP_ENCRYPTION_KEY && !existsSync(path.join(dataDir, 'totp-key'))) missing.push('TOTP_ENCRYPTION_KEY (or DATA_DIR/totp-key)');
  if (!env.JWT_SECRET && !existsSync(path.join(dataDir, 'jwt-secret'))) missing.push('JWT_SECRET (or DATA_DIR/jwt-secret)');
  return missing;
}
