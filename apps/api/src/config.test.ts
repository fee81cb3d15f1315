import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinvia-config-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir, rateLimitMax: 600, logLevel: 'info', trustProxy: false });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.clinicTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.demoData).toBe(false);
  });

  it('adds demo data only when DEMO_DATA says true', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '' }).demoData).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA must be true or false/);
  });

  it('runs the jobs worker unless JOBS_WORKER=false (a web-only replica)', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).jobs).toEqual({ worker: true, retryLimit: 4, retryDelaySeconds: 30 });
    expect(loadConfig({ DATA_DIR: dataDir, JOBS_WORKER: 'false', JOBS_RETRY_LIMIT: '1', JOBS_RETRY_DELAY_SECONDS: '2' }).jobs).toEqual({ worker: false, retryLimit: 1, retryDelaySeconds: 2 });
    expect(() => loadConfig({ DATA_DIR: dataDir, JOBS_WORKER: 'no' })).toThrow(/JOBS_WORKER must be true or false/);
  });

  it('takes links from APP_URL (without a trailing slash), else from the port', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://portal.example.org/' }).appUrl).toBe('https://portal.example.org');
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ DATA_DIR: dataDir, APP_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('resolves a relative DATA_DIR against the repository root, and writes nothing when JWT_SECRET and TOTP_ENCRYPTION_KEY are set', () => {
    const config = loadConfig({ DATA_DIR: 'some/dir', JWT_SECRET: 'x'.repeat(32), TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64') });
    expect(config.dataDir).toBe(path.join(repoRoot, 'some/dir'));
    expect(existsInRepo(config.dataDir)).toBe(false);
  });

  it('generates the TOTP key (32 bytes) once, private to the owner, and reuses it; a key set must be 32 bytes', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).totpEncryptionKey;
    const file = path.join(dataDir, 'totp-key');
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).totpEncryptionKey).toBe(first);
    const set = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: set }).totpEncryptionKey).toBe(set);
    expect(() => loadConfig({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: 'too-short' })).toThrow(/TOTP_ENCRYPTION_KEY must be 32 random bytes/);
  });

  it('generates the JWT secret once, private to the owner, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const file = path.join(dataDir, 'jwt-secret');
    expect(first).toHaveLength(64);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('prefers JWT_SECRET and reads the other variables', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      JWT_SECRET: 's'.repeat(40),
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CLINIC_TZ: 'Europe/Berlin',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      jwtSecret: 's'.repeat(40),
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      clinicTimeZone: 'Europe/Berlin',
      rateLimitMax: 0,
      trustProxy: 1,
    });
  });

  it('derives the link secret from the JWT secret unless LINK_SECRET is set, and reads the reminder hours latest first (LIFE-8)', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, REMINDER_HOURS: '2, 24,2' });
    expect(config.linkSecret).toHaveLength(43);
    expect(config.linkSecret).not.toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: tempDir() }).linkSecret).not.toBe(config.linkSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).linkSecret).toBe(config.linkSecret);
    expect(config.reminderHours).toEqual([24, 2]);
    expect(loadConfig({ DATA_DIR: dataDir }).reminderHours).toEqual([24, 2]);
    expect(loadConfig({ DATA_DIR: dataDir, REMINDER_HOURS: '' }).reminderHours).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir, LINK_SECRET: 'k'.repeat(32) }).linkSecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dataDir, REMINDER_HOURS: '24,soon' })).toThrow(/REMINDER_HOURS/);
    expect(() => loadConfig({ DATA_DIR: dataDir, LINK_SECRET: 'short' })).toThrow(/LINK_SECRET/);
  });

  it('refuses a production start without SMTP_URL in one plain message, unless MAIL_DELIVERY=off says so on purpose (MAIL-2)', () => {
    const dataDir = tempDir();
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    const refused = () => loadConfig(production);
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow('SMTP_URL is not set: set SMTP_URL=smtp://user:password@host:587 so that the clinic can send e-mail, or set MAIL_DELIVERY=off to run without sending any e-mail on purpose.');
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(/SMTP_URL is not set/);
    expect(() => loadConfig({ ...production, MAIL_DELIVERY: 'on' })).toThrow(/SMTP_URL is not set/);
    expect(loadConfig({ ...production, MAIL_DELIVERY: 'off' }).mailOff).toBe(true);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.org:587' })).toMatchObject({ smtpUrl: 'smtp://mail.example.org:587', mailOff: false });
    // Development and tests keep the outbox folder without SMTP_URL.
    expect(loadConfig({ DATA_DIR: dataDir }).mailOff).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).mailOff).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, MAIL_DELIVERY: 'maybe' })).toThrow(/MAIL_DELIVERY must be on or off/);
  });

  it('names every invalid variable', () => {
    const load = () => loadConfig({ JWT_SECRET: 'short', CLINIC_TZ: 'Mars/Olympus', PORT: 'eighty' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/JWT_SECRET[\s\S]*CLINIC_TZ|CLINIC_TZ[\s\S]*JWT_SECRET/);
    expect(load).toThrow(/PORT/);
  });
});

function existsInRepo(dir: string): boolean {
  try {
    statSync(dir);
    return true;
  } catch {
    return false;
  }
}
