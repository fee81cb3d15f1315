import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/server-build.mjs';

// The bundle `npm start` runs (scripts/server-build.mjs), built somewhere else than usual.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'clinvia-server-build-'));
const outfile = join(outDir, 'server.mjs');
let bundle = '';

beforeAll(async () => {
  await buildServer(root, outfile);
  bundle = readFileSync(outfile, 'utf8');
});

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('gives each source its own URL, so files found beside a source are still found', () => {
    const sourceUrls = [...bundle.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((match) => match[1] ?? '');
    // main.ts (the seed script), config.ts (the repository), migrate.ts, the prediction models.
    expect(sourceUrls.length).toBeGreaterThanOrEqual(4);
    for (const source of sourceUrls) expect(existsSync(fileURLToPath(new URL(source, pathToFileURL(outfile)))), source).toBe(true);
    expect(bundle.split('import.meta.url').length - 1).toBe(sourceUrls.length);
  });

  it('bundles the workspace packages and leaves dependencies in node_modules', () => {
    expect(bundle).toContain('services/predict/src/app.ts');
    expect(bundle).toContain('packages/contracts/src/');
    expect(bundle).toMatch(/^import .* from "fastify";$/m);
  });

  it('has a source map for error stacks', () => {
    expect(bundle).toMatch(/\/\/# sourceMappingURL=server\.mjs\.map\s*$/);
    expect(existsSync(`${outfile}.map`)).toBe(true);
  });

  // PERF-9 (issue 39.3): what a server on PostgreSQL never needs stays out of its start.
  it('imports sharp (libvips) and PGlite only when a photo or an embedded database needs them', () => {
    for (const lazy of ['sharp', '@electric-sql/pglite']) {
      expect(bundle, lazy).not.toMatch(new RegExp(`^import .* from "${lazy}(/[^"]*)?";$`, 'm'));
      expect(bundle, lazy).toContain(`import("${lazy}")`);
    }
  });

  it('is ASCII only, so V8 holds its source one byte a character', () => {
    expect(bundle).not.toMatch(/[\u0080-\uffff]/);
  });
});
