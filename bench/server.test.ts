import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { benchServerEnv, npmStartArguments, processTree, treeCpuMicroseconds } from './server';

describe('npmStartArguments', () => {
  it("runs package.json's start script with its heap flag and the script's full path", () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const args = npmStartArguments(root);
    expect(args.at(-1)).toBe(fileURLToPath(new URL('../scripts/start.mjs', import.meta.url)));
    expect(args).toContain('--max-old-space-size=1024');
  });
});

describe('benchServerEnv', () => {
  it("runs without rate limits or two-step sign-in on the given database, a part's own settings last", () => {
    const env = benchServerEnv('/tmp/data', '', { LOG_LEVEL: 'error', JOBS_WORKER: 'true' });
    expect(env).toMatchObject({ RATE_LIMIT_MAX: '0', LOGIN_BURST: '0', MFA_REQUIRED_ROLES: '', DATA_DIR: '/tmp/data', DATABASE_URL: '', LOG_LEVEL: 'error', JOBS_WORKER: 'true' });
  });
});

describe('processTree and treeCpuMicroseconds', () => {
  it('finds a child process under its parent and counts its CPU time', async () => {
    // A child that burns CPU for a moment: the tree of this process holds it, and its time counts.
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 400; while (Date.now() < end); setTimeout(() => {}, 5000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const tree = processTree(process.pid);
      expect(tree[0]).toBe(process.pid);
      expect(tree).toContain(child.pid);
      // At least one clock tick (10 ms) of the 400 ms it burned, however loaded the box.
      expect(treeCpuMicroseconds([child.pid ?? -1])).toBeGreaterThanOrEqual(10_000);
      expect(treeCpuMicroseconds(tree)).toBeGreaterThan(treeCpuMicroseconds([child.pid ?? -1]));
    } finally {
      child.kill();
    }
  });
});
