import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { backupAccessFile } from '../lib/backup-access';

// OPS-1, OPS-2, OPS-4 as an operator meets them: the server started as its own process on an
// embedded database, `npm run backup`'s script run beside it (the server makes the copy), the
// restore refused while the server runs and done once it is stopped. (backup.int.test.ts checks
// the copies' contents while bookings are written.)

const tsx = import.meta.resolve('tsx');
const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const environment = (dataDir: string) => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, NODE_ENV: 'production', MAIL_DELIVERY: 'off', LOG_LEVEL: 'warn', CLINIC_TZ: 'America/New_York' });

function runTool(name: string, args: string[], dataDir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', tsx, script(name), ...args], { env: environment(dataDir), encoding: 'utf8', timeout: 90_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let dataDir: string;
let server: ChildProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'clinvia-backup-cli-'));
});

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** main.ts on DATA_DIR, until it says it is running. */
function startServer(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, script('../main.ts')], { env: { ...environment(dataDir), PORT: '0', HOST: '127.0.0.1', JOBS_WORKER: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Clinvia is running at')) resolve(child);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => {
      reject(new Error(`main.ts exited before it was running:\n${output}`));
    });
  });
}

describe.runIf(inject('postgresTemplate') === undefined)('npm run backup and restore beside a running server', { timeout: 180_000 }, () => {
  it('the running server makes the copy; the restore waits for it to stop, then replaces the database (moved aside) and names the keys', async () => {
    server = await startServer();
    expect(existsSync(backupAccessFile(dataDir))).toBe(true);
    const file = path.join(dataDir, 'copy.tar.gz');

    const backup = runTool('backup.ts', ['--out', file], dataDir);
    expect(backup.output).toContain('Copied by the running server, as one snapshot.');
    expect(backup.status).toBe(0);
    expect(existsSync(file) && existsSync(`${file}.manifest.json`)).toBe(true);
    for (const key of ['TOTP_ENCRYPTION_KEY', 'JWT_SECRET', 'LINK_SECRET']) expect(backup.output).toContain(key);

    const whileRunning = runTool('restore.ts', [file, '--force'], dataDir);
    expect(whileRunning.output).toContain('A Clinvia server is running on this database');
    expect(whileRunning.status).toBe(1);

    const stopped = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
    server = undefined;
    expect(existsSync(backupAccessFile(dataDir))).toBe(false);

    const restored = runTool('restore.ts', [file, '--force'], dataDir);
    expect(restored.output).toContain("Every table matches the backup's manifest.");
    expect(restored.output).toMatch(/The database it replaced is in .*db\.before-restore-/);
    expect(restored.output).toContain('TOTP_ENCRYPTION_KEY');
    expect(restored.status).toBe(0);
  });
});
