import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import getPort from 'get-port';

// A spec that needs the app set up otherwise than the shared e2e server (e-mail off, two-step
// sign-in required, a fresh installation) starts its own from the same build: `node
// scripts/start.mjs`, as `npm start` does, on a free port with a data directory of its own.

const root = resolve(import.meta.dirname, '../..');

/** Polls `url` until it answers 2xx; fails when `child` exits or `timeoutMs` passes. */
export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${what} did not start at ${url}`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

export interface OwnServerOptions {
  /** Said in the error when it does not start ('the server with e-mail off'). */
  name: string;
  /** Over the defaults below (no demo data, no limits, no Redis/PostgreSQL, no mail, no two-step). */
  env?: Record<string, string>;
  /** Runs before the server starts, with its environment (DATA_DIR set): e.g. `npm run create-admin`. */
  prepare?: (env: NodeJS.ProcessEnv, root: string) => void;
  /** How long the first start may take (the server migrates and seeds a new database). */
  startMs?: number;
}

export interface OwnServer {
  /** `http://127.0.0.1:<port>`, set once the spec's beforeAll has run. */
  baseURL: string;
}

/**
 * Registers the spec's beforeAll (start, wait for /api/health) and afterAll (stop, remove the
 * data directory); use the returned `baseURL` in the tests. Call it at the spec's top level,
 * after `test.describe.configure({ mode: 'serial' })`.
 */
export function ownServer({ name, env = {}, prepare, startMs = 120_000 }: OwnServerOptions): OwnServer {
  const server: OwnServer = { baseURL: '' };
  let child: ChildProcess | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    test.setTimeout(startMs + 30_000);
    const port = await getPort();
    server.baseURL = `http://127.0.0.1:${String(port)}`;
    dataDir = mkdtempSync(join(tmpdir(), 'clinvia-e2e-own-'));
    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      RATE_LIMIT_MAX: '0',
      LOGIN_BURST: '0',
      PUBLIC_FORM_MAX: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'false',
      MFA_REQUIRED_ROLES: '',
      APP_URL: server.baseURL,
      ...env,
    };
    prepare?.(serverEnv, root);
    child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, stdio: 'ignore', env: serverEnv });
    await waitUntilUp(`${server.baseURL}/api/health`, child, startMs, name);
  });
  test.afterAll(() => {
    child?.kill();
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}
