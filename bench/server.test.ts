import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { npmStartArguments } from './server';

describe('npmStartArguments', () => {
  it("runs package.json's start script with its heap flag and the script's full path", () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const args = npmStartArguments(root);
    expect(args.at(-1)).toBe(fileURLToPath(new URL('../scripts/start.mjs', import.meta.url)));
    expect(args).toContain('--max-old-space-size=1024');
  });
});
