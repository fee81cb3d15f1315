import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupKindOf, defaultBackupFile, keysReminder, missingKeys } from './backup-files';
import { toolProblem } from './backup-postgres';

describe('backup files', () => {
  it('tells an embedded-database tarball from a pg_dump archive by its first bytes', () => {
    expect(backupKindOf(new Uint8Array([0x1f, 0x8b, 8, 0]))).toBe('pglite');
    expect(backupKindOf(Buffer.from('PGDMP\x01\x0f\x00'))).toBe('postgres');
    expect(backupKindOf(Buffer.from('-- PostgreSQL'))).toBeNull();
  });

  it('names a backup by its database and UTC time, under DATA_DIR/backups', () => {
    const at = new Date('2026-11-28T02:00:05Z');
    expect(defaultBackupFile('/srv/clinvia', 'pglite', at)).toBe(path.join('/srv/clinvia', 'backups', 'clinvia-pglite-20261128-020005.tar.gz'));
    expect(defaultBackupFile('/srv/clinvia', 'postgres', at)).toBe(path.join('/srv/clinvia', 'backups', 'clinvia-postgres-20261128-020005.dump'));
  });
});

describe('OPS-3: the PostgreSQL tools against the server', () => {
  it('refuses a missing or older tool, saying what to install', () => {
    expect(toolProblem('pg_dump', null, 17)).toMatch(/pg_dump was not found.*postgresql-client-17/);
    expect(toolProblem('pg_dump', 15, 17)).toMatch(/pg_dump 15 cannot work with this PostgreSQL 17 server: it must be version 17 or newer/);
    expect(toolProblem('pg_restore', 17, 17)).toBeNull();
    expect(toolProblem('pg_dump', 18, 16)).toBeNull();
  });
});

describe('OPS-4: the keys a restore needs', () => {
  it('names each key with what is lost without it', () => {
    for (const key of ['TOTP_ENCRYPTION_KEY', 'JWT_SECRET', 'LINK_SECRET']) expect(keysReminder).toContain(key);
    expect(keysReminder).toMatch(/NOT in the backup/);
  });

  it('finds the keys an environment lacks, set or in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinvia-keys-'));
    try {
      expect(missingKeys(dataDir, {})).toEqual(['TOTP_ENCRYPTION_KEY (or DATA_DIR/totp-key)', 'JWT_SECRET (or DATA_DIR/jwt-secret)']);
      writeFileSync(path.join(dataDir, 'totp-key'), 'key');
      expect(missingKeys(dataDir, { JWT_SECRET: 'set' })).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
